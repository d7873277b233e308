import { lazy, Suspense, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Route, Switch, useLocation } from 'react-router-dom';
import { AlertBanner, Button, PageHeading, PageTemplate, Loading } from '../../ui';
import { product } from '../../../config/product';
import { supportCopy } from '../../validation/messages';
import { matchSupportRoute, supportRoutes } from '../../shared/routes';
import { selectSupportField } from '../selectors';
import { supportActions } from '../catalogue';
import { SessionsPage } from './SessionsPage';
import { SessionPage } from './SessionPage';
import { ClaimMessagesPage } from './ClaimMessagesPage';
import { ClaimConversationPage } from './ClaimConversationPage';
import { ChatDeskPage } from './ChatDeskPage';
import { FailedJobsPage } from './FailedJobsPage';
import { LeadsPage } from './LeadsPage';
import { LeadPage } from './LeadPage';

const JourneysPage = lazy(() => import(/* webpackChunkName: "support-journeys" */ './JourneysPage'));

/** The console's title follows its page, like the portal's: '<page> | Cardinal Mutual'. */
function Title() {
  const { pathname } = useLocation();
  const { page } = matchSupportRoute(pathname);
  useEffect(() => {
    document.title = `${page} | ${product.name}`;
  }, [page]);
  return null;
}

/**
 * Refused (a customer's sign-in), or the access check still running (or failed): the page keeps its heading, with
 * the reason or the wait under it.
 */
function Refused({ message, pending = false }: { message: string; pending?: boolean }) {
  const { page } = matchSupportRoute(useLocation().pathname);
  return (
    <>
      <PageHeading>{page}</PageHeading>
      {message ? <AlertBanner type="error" heading={message} /> : pending && <Loading label={supportCopy.checkingAccess} />}
    </>
  );
}

function Navigation() {
  const dispatch = useDispatch();
  const access = useSelector(selectSupportField('access'));
  return (
    <nav aria-label="Support console" className="site-nav support-nav">
      <Link className="site-nav__link" to={supportRoutes.supportSessions.to({})}>
        Sessions
      </Link>
      <Link className="site-nav__link" to={supportRoutes.supportJourneys.to({})}>
        Journeys
      </Link>
      <Link className="site-nav__link" to={supportRoutes.supportClaimMessages.to({})}>
        Claim messages
      </Link>
      <Link className="site-nav__link" to={supportRoutes.supportChat.to({})}>
        Chat desk
      </Link>
      <Link className="site-nav__link" to={supportRoutes.supportFailedJobs.to({})}>
        Failed jobs
      </Link>
      <Link className="site-nav__link" to={supportRoutes.supportLeads.to({})}>
        Leads
      </Link>
      {access === 'granted' && (
        <Button variant="secondary" onClick={() => dispatch(supportActions.signOutRequested())}>
          Sign out
        </Button>
      )}
    </nav>
  );
}

/** The support console: its own bundle and store, for support agents (the gateway checks the role on every call). */
export function SupportConsole() {
  const access = useSelector(selectSupportField('access'));
  const message = useSelector(selectSupportField('message'));
  return (
    <PageTemplate wide nav={<Navigation />} homeHref={`${product.basePath}${supportRoutes.supportSessions.to({})}`}>
      <Title />
      <p className="support-console__name">{supportCopy.consoleName}</p>
      {access === 'signInRequired' ? (
        <Loading label={supportCopy.signingIn} />
      ) : access === 'denied' ? (
        <Refused message={message ?? ''} />
      ) : access === 'unknown' ? (
        // Nothing of the console until the gateway has confirmed an agent: a customer is refused before any form.
        <Refused message={message ?? ''} pending />
      ) : (
        <Suspense fallback={<Loading />}>
          <Switch>
            <Route path={supportRoutes.supportSession.path} component={SessionPage} />
            <Route path={supportRoutes.supportJourneys.path} component={JourneysPage} />
            <Route path={supportRoutes.supportClaimConversation.path} component={ClaimConversationPage} />
            <Route path={supportRoutes.supportClaimMessages.path} component={ClaimMessagesPage} />
            <Route path={supportRoutes.supportChat.path} component={ChatDeskPage} />
            <Route path={supportRoutes.supportFailedJobs.path} component={FailedJobsPage} />
            <Route path={supportRoutes.supportLead.path} component={LeadPage} />
            <Route path={supportRoutes.supportLeads.path} component={LeadsPage} />
            <Route component={SessionsPage} />
          </Switch>
        </Suspense>
      )}
    </PageTemplate>
  );
}
