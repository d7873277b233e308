import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Loading } from '../../ui';
import { formatEasternInstant } from '../../shared/format';
import { supportCopy } from '../../validation/messages';
import { supportActions } from '../catalogue';
import { selectSupportField } from '../selectors';
import { SupportTable } from '../SupportTable';

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
        <SupportTable
          label="Failed jobs table"
          rows={jobs}
          rowKey={(job) => job.id}
          columns={[
            { heading: 'Job', cell: (job) => supportCopy.jobKinds[job.kind] ?? job.kind },
            { heading: 'Failed (ET)', cell: (job) => formatEasternInstant(job.failedAt) },
            { heading: 'Reason', cell: (job) => job.reason },
            { heading: 'What it carried', cell: (job) => <code>{job.data}</code> },
            { heading: 'Job ID', cell: (job) => <code>{job.id}</code> },
          ]}
        />
      )}
    </>
  );
}
