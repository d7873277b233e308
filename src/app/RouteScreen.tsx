import type { ComponentType } from 'react';
import { useSelector } from 'react-redux';
import { domainsReady } from './domains';
import { selectAuthStatus, selectStartedDomains } from './selectors';
import { Loading } from '../ui';
import { useReplayedForms } from '../forms/replayedForms';
import type { Access } from '../shared/address';

/**
 * A route's screen, drawn once the sagas of the areas it talks to run (src/app/domains.ts), so none of its actions
 * is lost, and, for a customer's page, once the visitor is known to be signed in (a signed-out visitor is sent to
 * log in without seeing the page's frame first). The support console's replay runs no sagas (and replays logs
 * older than the areas' own chunks): it draws every screen straight away.
 */
export function RouteScreen({ route, access, screen: Screen }: { route: string; access: Access; screen: ComponentType }) {
  const started = useSelector(selectStartedDomains);
  const authStatus = useSelector(selectAuthStatus);
  const replayed = useReplayedForms();
  const ready = domainsReady(route, started) && (access !== 'customer' || authStatus === 'signedIn');
  return replayed || ready ? <Screen /> : <Loading />;
}
