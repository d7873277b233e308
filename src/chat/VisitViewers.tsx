import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner, Loading } from '../ui';
import { liveAssistMessages as words } from '../validation/messages';
import { chatActions } from './catalogue';
import { selectVisitViewers, selectVisitViewersError } from './selectors';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { timeZone: 'America/New_York', dateStyle: 'medium', timeStyle: 'short' }) + ' ET';

/** The profile's "Who viewed my visits": every time a support agent asked to see the customer's screen, and what followed. */
export function VisitViewers() {
  const dispatch = useDispatch();
  const viewers = useSelector(selectVisitViewers);
  const error = useSelector(selectVisitViewersError);
  useEffect(() => {
    dispatch(chatActions.visitViewersRequested());
  }, [dispatch]);
  return (
    <section className="profile-card" aria-labelledby="visit-viewers-heading">
      <h2 id="visit-viewers-heading">{words.viewersHeading}</h2>
      <p>{words.viewersIntro}</p>
      {error && <AlertBanner type="error" heading={error} />}
      {viewers === null && !error && <Loading label="Loading who viewed your visits" />}
      {viewers?.length === 0 && <p>{words.viewersEmpty}</p>}
      {viewers && viewers.length > 0 && (
        <table>
          <caption className="visually-hidden">{words.viewersHeading}</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Agent</th>
              <th scope="col">What happened</th>
            </tr>
          </thead>
          <tbody>
            {viewers.map((r) => (
              <tr key={`${r.shareId}-${r.kind}`}>
                <td>{when(r.at)}</td>
                <td>{r.agent}</td>
                <td>{words.viewerKinds[r.kind]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
