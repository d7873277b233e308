import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner, Button, Dialog } from '../ui';
import { liveAssistMessages as words } from '../validation/messages';
import { chatActions } from './catalogue';
import { selectChatField, selectOpenLiveShare } from './selectors';
import { targetElement, targetOf } from './liveTargets';

/**
 * While the screen is shared, what the agent's view needs beyond the recorded actions: the window's size (as sharing
 * starts, then after each resize settles) and the field the customer is in (its name, never what is typed).
 */
function useSharedSignals(live: boolean) {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!live) return undefined;
    let resized: number | undefined;
    let focused: string | null = targetOf(document.activeElement);
    const measure = () => dispatch(chatActions.liveViewportMeasured({ width: window.innerWidth, height: window.innerHeight }));
    const onResize = () => {
      window.clearTimeout(resized);
      resized = window.setTimeout(measure, 250);
    };
    const onFocus = () => {
      const target = targetOf(document.activeElement);
      if (target === focused) return;
      focused = target;
      dispatch(chatActions.liveFocusMoved({ target }));
    };
    measure();
    dispatch(chatActions.liveFocusMoved({ target: focused }));
    window.addEventListener('resize', onResize);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onFocus);
    return () => {
      window.clearTimeout(resized);
      window.removeEventListener('resize', onResize);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', onFocus);
    };
  }, [live, dispatch]);
}

/** Where the pointed element is on the screen now (followed while the page scrolls or resizes). */
function useBox(target: string | null): DOMRect | null {
  const [box, setBox] = useState<DOMRect | null>(null);
  useEffect(() => {
    if (!target) return undefined;
    const measure = () => setBox(targetElement(target)?.getBoundingClientRect() ?? null);
    const first = window.requestAnimationFrame(measure);
    const timer = window.setInterval(measure, 500);
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      window.cancelAnimationFrame(first);
      window.clearInterval(timer);
      setBox(null);
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [target]);
  return target ? box : null;
}

/**
 * A place at the very top of the page, before the portal's header: the sharing banner stays there, over every page
 * as it scrolls, and "Stop sharing" is the first thing a keyboard reaches.
 */
function useTopOfPage(): HTMLElement {
  const [slot] = useState(() => Object.assign(document.createElement('div'), { className: 'live-banner-slot' }));
  useEffect(() => {
    document.body.prepend(slot);
    return () => slot.remove();
  }, [slot]);
  return slot;
}

/**
 * Live assist on the customer's screen: the consent dialog when an agent asks (who asks, what they will and will not
 * see), the banner that cannot be missed while the screen is shared (with Stop sharing), and the agent's pointer: an
 * outline around the field and a short text. Each choice is an action on the bus; nothing here reaches the gateway.
 */
export function LiveAssist() {
  const dispatch = useDispatch();
  const share = useSelector(selectOpenLiveShare);
  const busy = useSelector(selectChatField('liveBusy'));
  const error = useSelector(selectChatField('liveError'));
  const highlight = useSelector(selectChatField('highlight'));
  const box = useBox(share?.status === 'live' ? (highlight?.target ?? null) : null);
  useSharedSignals(share?.status === 'live');
  const top = useTopOfPage();
  if (!share) return null;
  if (share.status === 'requested')
    return (
      <Dialog
        heading={words.consentHeading}
        onClose={() => dispatch(chatActions.liveShareDeclined({ shareId: share.shareId }))}
        className="live-consent"
      >
        <p>{words.consentAsks(share.agent)}</p>
        <h3>{words.willSee}</h3>
        <ul>
          {words.willSeeItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h3>{words.willNotSee}</h3>
        <ul>
          {words.willNotSeeItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{words.cannotDo}</p>
        <p>{words.stopAnyTime}</p>
        {error && <AlertBanner type="error" heading={error} />}
        <div className="live-consent__actions">
          <Button processing={busy} onClick={() => dispatch(chatActions.liveShareConsented({ shareId: share.shareId }))}>
            {words.agree}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => dispatch(chatActions.liveShareDeclined({ shareId: share.shareId }))}>
            {words.decline}
          </Button>
        </div>
      </Dialog>
    );
  return (
    <>
      {createPortal(
        <section className="live-banner" aria-label="Screen sharing" data-testid="live-banner">
          <p className="live-banner__text" role="status">
            {words.sharingBanner(share.agent)}
          </p>
          {error && <p className="live-banner__error">{error}</p>}
          <Button
            variant="secondary"
            processing={busy}
            onClick={() => dispatch(chatActions.liveShareStopRequested({ shareId: share.shareId }))}
          >
            {words.stopSharing}
          </Button>
        </section>,
        top,
      )}
      {highlight && (
        <>
          {box && (
            <div
              aria-hidden="true"
              className="live-highlight__outline"
              data-testid="live-highlight-outline"
              style={{ top: box.top - 4, left: box.left - 4, width: box.width + 8, height: box.height + 8 }}
            />
          )}
          <aside className="live-highlight__note" aria-label={words.highlightFrom(share.agent)} data-testid="live-highlight">
            <p role="status">
              <strong>{words.highlightFrom(share.agent)}:</strong> {highlight.text}
            </p>
            <Button variant="secondary" onClick={() => dispatch(chatActions.liveHighlightDismissed())}>
              {words.dismissHighlight}
            </Button>
          </aside>
        </>
      )}
    </>
  );
}
