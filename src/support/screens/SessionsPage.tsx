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
import { SupportTable } from '../SupportTable';

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
            <SupportTable
              label="Sessions table"
              rows={sessions}
              rowKey={(s) => s.visitId}
              columns={[
                { heading: 'Started (ET)', cell: (s) => formatEasternInstant(s.startedAt) },
                { heading: 'Login ID', cell: (s) => s.loginId ?? 'Guest' },
                { heading: 'App', cell: (s) => s.app },
                { heading: 'Actions', cell: (s) => s.actionCount },
                { heading: 'Errors', cell: (s) => s.errorCount },
                { heading: 'Mobile app', cell: (s) => (s.mobileApp ? 'Yes' : 'No') },
                {
                  heading: 'Open',
                  hidden: true,
                  cell: (s) => (
                    <Link to={supportRoutes.supportSession.to({ visitId: s.visitId })}>
                      Replay<span className="visually-hidden"> session {s.visitId}</span>
                    </Link>
                  ),
                },
              ]}
            />
          )}
        </section>
      )}
    </>
  );
}
