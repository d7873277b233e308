import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import type { Offer, OfferSlot as Slot } from '../contract/offers';
import { AlertBanner, Button, Dialog } from '../ui';
import { offerMessages } from '../validation/messages';
import { offersActions } from './catalogue';
import { offerActionAddress, offerQuotingAddress } from './routes';
import { selectOfferIn, selectOfferOpen } from './selectors';
import './offers.scss';
import { useGoTo } from '../shell/BusLink';

const shownOf = (offer: Offer) => ({
  slot: offer.slot,
  kind: offer.kind,
  experienceGroup: offer.experienceGroup,
  eventToken: offer.eventToken,
});

/** A modal offer: a card on the page whose details open in a dialog (it never interrupts the page by itself). */
function ModalOffer({ offer, choose, dismiss }: { offer: Offer; choose: () => void; dismiss: () => void }) {
  const dispatch = useDispatch();
  const open = useSelector(selectOfferOpen(offer.slot));
  const { content } = offer.action;
  // A quote is its own application: the button is a link that loads it, the click recorded on the way.
  const quoting = offerQuotingAddress(content.actionRoute);
  return (
    <section className="offer-card" aria-labelledby={`offer-${offer.slot}`}>
      <h2 id={`offer-${offer.slot}`} className="offer-card__heading">
        {content.heading}
      </h2>
      <Button variant="secondary" onClick={() => dispatch(offersActions.offerOpened(shownOf(offer)))}>
        {offerMessages.learnMore}
      </Button>
      {open && (
        <Dialog heading={content.heading} onClose={() => dispatch(offersActions.offerClosed(shownOf(offer)))}>
          <p>{content.body}</p>
          <div className="dialog__actions">
            {quoting ? (
              <a className="button button--primary" href={quoting} onClick={() => dispatch(offersActions.offerClicked(shownOf(offer)))}>
                {content.actionLabel}
              </a>
            ) : (
              <Button onClick={choose}>{content.actionLabel}</Button>
            )}
            <Button variant="secondary" onClick={dismiss}>
              {offerMessages.noThanks}
            </Button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

/** A slot of the targeting service: its offer as a banner or as a modal; views, clicks and dismissals go on the bus. */
export function OfferSlot({ slot }: { slot: Slot }) {
  const dispatch = useDispatch();
  const goTo = useGoTo();
  const offer = useSelector(selectOfferIn(slot));
  const token = offer?.eventToken ?? null;
  useEffect(() => {
    if (offer) dispatch(offersActions.offerViewed(shownOf(offer)));
    // Once per offer shown in this slot.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  if (!offer) return null;
  const { content } = offer.action;
  const address = offerActionAddress(content.actionRoute);
  const dismiss = () => dispatch(offersActions.dismissRequested(shownOf(offer)));
  const choose = () => {
    dispatch(offersActions.offerClicked(shownOf(offer)));
    if (address) goTo(address);
  };
  if (offer.offerType === 'modal') return <ModalOffer offer={offer} choose={choose} dismiss={dismiss} />;
  return (
    <AlertBanner
      type="info"
      className="offer-banner"
      heading={content.heading}
      subtext={content.body}
      dismissable
      dismissed={false}
      onDismiss={dismiss}
      action={address ? { label: content.actionLabel, onClick: choose } : undefined}
    />
  );
}
