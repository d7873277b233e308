import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { supportRoutes } from '../../shared/routes';
import { Button, CheckboxField, Form, SelectField, TextField } from '../../ui';
import { journeys } from '../../shared/journeys';
import type { SessionSearch } from '../../contract/support';
import { supportActions } from '../catalogue';
import { selectSupportField } from '../selectors';
import { supportCopy } from '../../validation/messages';
import { formatEasternInstant } from '../../shared/format';

interface SearchValues {
  loginId?: string;
  policyNumber?: string;
  claimNumber?: string;
  from?: string;
  to?: string;
  journey?: string;
  errorsOnly?: boolean;
}

const journeyOptions = [{ value: '', label: 'Any journey' }, ...journeys.map((j) => ({ value: j.key, label: j.label }))];

function toSearch(values: SearchValues): SessionSearch {
  const text = (v?: string) => (v && v.trim() !== '' ? v.trim() : undefined);
  const search: SessionSearch = {
    loginId: text(values.loginId),
    policyNumber: text(values.policyNumber),
    claimNumber: text(values.claimNumber),
    from: text(values.from),
    to: text(values.to),
    journey: text(values.journey),
    errorsOnly: values.errorsOnly === true ? true : undefined,
  };
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as SessionSearch;
}

/** Find recorded sessions by login ID, policy or claim number, time, journey or error. */
export function SessionsPage() {
  const dispatch = useDispatch();
  const sessions = useSelector(selectSupportField('sessions'));
  const searching = useSelector(selectSupportField('searching'));
  return (
    <>
      <h1 className="page-heading" tabIndex={-1}>
        {supportCopy.sessionsHeading}
      </h1>
      <Form<SearchValues>
        idPrefix="support-search"
        onSubmit={(values) => {
          dispatch(supportActions.searchRequested(toSearch(values)));
        }}
      >
        <div className="support-search">
          <TextField name="loginId" label="Login ID" />
          <TextField name="policyNumber" label="Policy number" />
          <TextField name="claimNumber" label="Claim file number" />
          <TextField name="from" label="From" hint="YYYY-MM-DD" width="medium" />
          <TextField name="to" label="To" hint="YYYY-MM-DD" width="medium" />
          <SelectField name="journey" label="Journey" options={journeyOptions} />
          <CheckboxField name="errorsOnly" label="Only sessions with errors" />
        </div>
        <Button type="submit" processing={searching}>
          Find sessions
        </Button>
      </Form>
      {sessions && (
        <section aria-label="Sessions found">
          <h2>{sessions.length === 0 ? supportCopy.noSessions : `${sessions.length} sessions`}</h2>
          {sessions.length > 0 && (
            <div className="support-scroll" role="region" aria-label="Sessions table" tabIndex={0}>
              <table className="support-table">
                <thead>
                  <tr>
                    <th scope="col">Started (ET)</th>
                    <th scope="col">Login ID</th>
                    <th scope="col">App</th>
                    <th scope="col">Actions</th>
                    <th scope="col">Errors</th>
                    <th scope="col">Mobile app</th>
                    <th scope="col">
                      <span className="visually-hidden">Open</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {sessions.map((s) => (
                    <tr key={s.visitId}>
                      <td>{formatEasternInstant(s.startedAt)}</td>
                      <td>{s.loginId ?? 'Guest'}</td>
                      <td>{s.app}</td>
                      <td>{s.actionCount}</td>
                      <td>{s.errorCount}</td>
                      <td>{s.mobileApp ? 'Yes' : 'No'}</td>
                      <td>
                        <Link to={supportRoutes.supportSession.to({ visitId: s.visitId })}>
                          Replay<span className="visually-hidden"> session {s.visitId}</span>
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </>
  );
}
