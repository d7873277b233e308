import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { BusLink } from '../shell/BusLink';
import { AlertBanner, Loading, PageError, PageTemplate, UnsupportedBrowserBanner } from '../ui';
import { appActions } from '../shell/catalogue';
import { PageErrorBoundary } from './PageErrorBoundary';
import { TitleAndAnnouncer } from './Announcer';
import { selectBrowserSupport, selectLocation, selectMobileApp, selectNotice, selectOnline, selectPageError } from '../shell/selectors';
import { selectSignedIn } from '../auth/selectors';
import type { ChunkFailure } from '../shell/catalogue';
import { RecordingNotice } from '../recording/RecordingNotice';
import { shellPages } from '../shared/routes/shell';
import { addressOf } from '../shared/address';
import { selectFlag } from '../flags/selectors';
import '../engagement/engagement.scss';

// The chat widget is for signed-in customers only: its code loads after their first page is drawn, never on the
// pages of visitors who are not signed in (the login page above all).
const ChatWidget = lazy(() => import('../chat/ChatWidget').then((m) => ({ default: m.ChatWidget })));

/** A header with one way on: to log in, or back to the account. */
function OneLinkNavigation({ to, children }: { to: string; children: ReactNode }) {
  return (
    <nav aria-label="Account" className="site-nav">
      <BusLink className="site-nav__link" to={to}>
        {children}
      </BusLink>
    </nav>
  );
}

export const SignedOutNavigation = () => <OneLinkNavigation to={addressOf(shellPages.login, {})}>Log in</OneLinkNavigation>;

/** The guest pages' header: the way to log in, or back to the account of a customer who is signed in. */
export function GuestNavigation() {
  const signedIn = useSelector(selectSignedIn);
  if (!signedIn) return <SignedOutNavigation />;
  return <OneLinkNavigation to={addressOf(shellPages.account, {})}>My account</OneLinkNavigation>;
}

function Notices() {
  const dispatch = useDispatch();
  const browser = useSelector(selectBrowserSupport);
  const online = useSelector(selectOnline);
  const notice = useSelector(selectNotice);
  return (
    <>
      {notice && (
        <AlertBanner
          type="success"
          heading={notice.heading}
          subtext={notice.text}
          dismissable
          dismissed={false}
          onDismiss={() => dispatch(appActions.noticeDismissed())}
        />
      )}
      {!browser.supported && (
        <UnsupportedBrowserBanner
          ios={browser.outdatedIos}
          dismissed={browser.bannerDismissed}
          onDismiss={() => dispatch(appActions.browserBannerDismissed())}
        />
      )}
      {!online && <AlertBanner type="info" heading="You are offline" subtext="Check your connection. What you have entered is kept." />}
    </>
  );
}

/** The frame of every page on the bus: header, notices, the routed screens inside the page-error boundary. */
/** `chat`: the portal's chat widget (the quoting application, for prospects, has no chat and no chat state). */
export function Shell({ nav, children, chat = true }: { nav?: ReactNode; children: ReactNode; chat?: boolean }) {
  const dispatch = useDispatch();
  const pageError = useSelector(selectPageError);
  const { pathname } = useSelector(selectLocation);
  const mobileApp = useSelector(selectMobileApp);
  const headingDebugging = useSelector(selectFlag('EnableHeadingDebugging'));
  const signedIn = useSelector(selectSignedIn);
  const report = useCallback(
    (failure: { chunkFailure: ChunkFailure | null; message: string }) => dispatch(appActions.pageErrorOccurred(failure)),
    [dispatch],
  );
  const fallback = (
    <PageError
      chunkFailed={pageError?.chunkFailure != null}
      mobileApp={mobileApp}
      onRefresh={() => dispatch(appActions.refreshRequested())}
    />
  );
  const page = (
    // Every visit drawn in this shell is recorded: its footer says so, to customers, guests and prospects alike.
    <PageTemplate nav={nav} notices={<Notices />} footerNotes={<RecordingNotice />}>
      <PageErrorBoundary onError={report} failed={pageError !== null} fallback={fallback} address={pathname}>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </PageErrorBoundary>
    </PageTemplate>
  );
  return (
    <>
      <TitleAndAnnouncer />
      {/* EnableHeadingDebugging outlines every heading with its level, on every page. */}
      {headingDebugging ? <div className="heading-debug">{page}</div> : page}
      {chat && signedIn && (
        <aside aria-label="Chat">
          <Suspense fallback={null}>
            <ChatWidget />
          </Suspense>
        </aside>
      )}
    </>
  );
}
