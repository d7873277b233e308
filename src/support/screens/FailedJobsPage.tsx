import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Loading } from '../../ui';
import { formatEasternInstant } from '../../shared/format';
import { supportCopy } from '../../validation/messages';
import { supportActions } from '../catalogue';
import { selectSupportField } from '../selectors';

/** The gateway's jobs that ran out of retries, newest first: what support follows up by hand. */
export function FailedJobsPage() {
  const dispatch = useDispatch();
  const jobs = useSelector(selectSupportField('failedJobs'));
  const message = useSelector(selectSupportField('message'));
  useEffect(() => {
    dispatch(supportActions.failedJobsRequested());
  }, [dispatch]);
  return (
    <>
      <h1 className="page-heading" tabIndex={-1}>
        {supportCopy.failedJobsHeading}
      </h1>
      <p>{supportCopy.failedJobsIntro}</p>
      {jobs === null && !message && <Loading label="Loading failed jobs" />}
      {jobs?.length === 0 && <p>{supportCopy.noFailedJobs}</p>}
      {jobs && jobs.length > 0 && (
        <div className="support-scroll" role="region" aria-label="Failed jobs table" tabIndex={0}>
          <table className="support-table">
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">Failed (ET)</th>
                <th scope="col">Reason</th>
                <th scope="col">What it carried</th>
                <th scope="col">Job ID</th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <tr key={job.id}>
                  <td>{supportCopy.jobKinds[job.kind] ?? job.kind}</td>
                  <td>{formatEasternInstant(job.failedAt)}</td>
                  <td>{job.reason}</td>
                  <td>
                    <code>{job.data}</code>
                  </td>
                  <td>
                    <code>{job.id}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
