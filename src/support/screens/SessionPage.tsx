import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { Button, AlertBanner } from '../../ui';
import { supportActions, type PlaybackSpeed } from '../catalogue';
import { selectDecodedAction, selectSessionExportHref, selectStepDiff, selectSupportField } from '../selectors';
import { supportRoutes } from '../../shared/routes';
import { ReplayFrame } from '../ReplayFrame';
import { liveViewCopy, supportCopy } from '../../validation/messages';
import { SupportTable } from '../SupportTable';
import { LiveAuditTable } from '../LiveAuditTable';

const speeds: readonly PlaybackSpeed[] = [1, 2, 4, 8];
const json = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value, null, 2));

function Controls() {
  const dispatch = useDispatch();
  const session = useSelector(selectSupportField('session'));
  const step = useSelector(selectSupportField('step'));
  const playing = useSelector(selectSupportField('playing'));
  const speed = useSelector(selectSupportField('speed'));
  const skipIdle = useSelector(selectSupportField('skipIdle'));
  const last = (session?.entries.length ?? 1) - 1;
  return (
    <div className="replay-controls" role="group" aria-label="Playback">
      <Button variant="secondary" onClick={() => dispatch(supportActions.stepSelected({ index: step - 1 }))} disabled={step <= 0}>
        Previous
      </Button>
      {playing ? (
        <Button onClick={() => dispatch(supportActions.playbackPaused())}>Pause</Button>
      ) : (
        <Button onClick={() => dispatch(supportActions.playbackStarted())}>Play</Button>
      )}
      <Button variant="secondary" onClick={() => dispatch(supportActions.stepSelected({ index: step + 1 }))} disabled={step >= last}>
        Next
      </Button>
      <label className="replay-controls__speed">
        Speed{' '}
        <select value={speed} onChange={(e) => dispatch(supportActions.speedChosen({ speed: Number(e.target.value) as PlaybackSpeed }))}>
          {speeds.map((s) => (
            <option key={s} value={s}>
              {s}x
            </option>
          ))}
        </select>
      </label>
      <label className="replay-controls__idle">
        <input type="checkbox" checked={skipIdle} onChange={(e) => dispatch(supportActions.skipIdleChosen({ skip: e.target.checked }))} />{' '}
        Skip idle time
      </label>
      <label className="replay-controls__jump">
        Action {step + 1} of {last + 1}{' '}
        <input
          type="range"
          min={0}
          max={last}
          value={step}
          onChange={(e) => dispatch(supportActions.stepSelected({ index: Number(e.target.value) }))}
        />
      </label>
    </div>
  );
}

function Timeline() {
  const dispatch = useDispatch();
  const session = useSelector(selectSupportField('session'));
  const step = useSelector(selectSupportField('step'));
  if (!session) return null;
  const start = session.entries[0]?.at ?? 0;
  return (
    <ol className="replay-timeline" aria-label="Timeline">
      {session.entries.map((entry, index) => (
        <li key={entry.seq}>
          <button
            type="button"
            className="replay-timeline__item"
            aria-current={index === step ? 'step' : undefined}
            onClick={() => dispatch(supportActions.stepSelected({ index }))}
          >
            <span className="replay-timeline__time">+{((entry.at - start) / 1000).toFixed(1)}s</span> {entry.type}
          </button>
        </li>
      ))}
    </ol>
  );
}

function ActionDetails() {
  const decoded = useSelector(selectDecodedAction);
  const diff = useSelector(selectStepDiff);
  if (!decoded) return null;
  return (
    <section className="replay-details" aria-label="This action">
      <h2>
        #{decoded.entry.seq} {decoded.entry.type}
      </h2>
      <p>
        {decoded.description}
        {decoded.kind ? ` (${decoded.kind})` : ''}
        {decoded.fits === false ? ' — recorded under an older shape' : ''}
      </p>
      {/* Long payloads scroll: keyboard users reach them too. */}
      <pre className="replay-details__payload" tabIndex={0} aria-label="Payload">
        {json(decoded.entry.payload)}
      </pre>
      <h3>State changes</h3>
      {diff.length === 0 ? (
        <p>None.</p>
      ) : (
        <SupportTable
          label="State changes table"
          rows={diff}
          rowKey={(c) => c.path}
          columns={[
            { heading: 'Path', cell: (c) => <code>{c.path}</code> },
            { heading: 'Before', cell: (c) => <pre>{json(c.before)}</pre> },
            { heading: 'After', cell: (c) => <pre>{json(c.after)}</pre> },
          ]}
        />
      )}
    </section>
  );
}

/** One recorded session, step by step: the customer's screen rebuilt by the same reducers, the action, the state diff. */
export function SessionPage() {
  const dispatch = useDispatch();
  const { visitId } = useParams<{ visitId: string }>();
  const session = useSelector(selectSupportField('session'));
  const message = useSelector(selectSupportField('message'));
  const exportHref = useSelector(selectSessionExportHref);
  const audit = useSelector(selectSupportField('liveAudit'));
  // Screen sharing is kept with the visit it showed: the steps after the customer agreed name it.
  const shared = audit?.filter((record) => record.visitId === visitId) ?? [];
  useEffect(() => {
    dispatch(supportActions.sessionOpenRequested({ visitId }));
    dispatch(supportActions.liveAuditRequested());
  }, [dispatch, visitId]);
  return (
    <>
      <p>
        <Link to={supportRoutes.supportSessions.to({})}>Back to sessions</Link>
      </p>
      <h1 className="page-heading" tabIndex={-1}>
        {session ? supportCopy.sessionHeading(session.summary.loginId) : 'Recorded session'}
      </h1>
      {message && <AlertBanner type="error" heading={message} />}
      {session && (
        <>
          <p>
            {session.summary.app} · {session.summary.actionCount} actions · {session.summary.mobileApp ? 'mobile app' : 'browser'} ·{' '}
            {session.summary.viewportWidth}px wide
          </p>
          {exportHref && (
            <p>
              <a href={exportHref} download={`visit-${visitId}.json`}>
                Download this visit for Redux DevTools
              </a>
            </p>
          )}
          <Controls />
          <div className="replay-layout">
            <Timeline />
            <ActionDetails />
          </div>
          <ReplayFrame />
          {shared.length > 0 && (
            <section aria-labelledby="visit-sharing-heading">
              <h2 id="visit-sharing-heading">{liveViewCopy.auditOfVisit}</h2>
              <LiveAuditTable records={shared} label={`${liveViewCopy.auditOfVisit} table`} />
            </section>
          )}
        </>
      )}
    </>
  );
}
