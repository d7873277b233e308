import * as t from 'io-ts';
import { catalogue, command, event, type Descriptions } from '../bus/catalogue';
import { ExperienceGroup, Offer, OfferKind, OfferSlot } from '../contract/offers';

/** Which offer, where, and in which A/B group: what every view, click and dismissal records. */
const Shown = t.type({ slot: OfferSlot, kind: OfferKind, experienceGroup: ExperienceGroup, eventToken: t.string });

export const offersActions = catalogue('offers', {
  offersLoaded: event(t.type({ offers: t.array(Offer) })),
  offersLoadFailed: event(t.type({ message: t.string })),
  offerViewed: event(Shown),
  displayNotified: event(t.type({ slot: OfferSlot, kind: OfferKind, recorded: t.boolean })),
  offerClicked: event(Shown),
  offerOpened: event(Shown),
  offerClosed: event(Shown),
  dismissRequested: command(Shown),
  offerDismissed: event(t.type({ kind: OfferKind })),
  dismissFailed: event(t.type({ kind: OfferKind, message: t.string })),
});

export const offersDescriptions: Descriptions<typeof offersActions> = {
  offersLoaded: "The targeting service's offers for the page's slots arrived",
  offersLoadFailed: 'Offers could not be loaded (the page shows none)',
  offerViewed: 'An offer (banner or modal) was shown to the customer',
  displayNotified: 'The targeting service was told an offer was displayed (once per slot per session)',
  offerClicked: "The customer chose an offer's button",
  offerOpened: "The customer opened a modal offer's details (a dialog over the page)",
  offerClosed: "The customer closed a modal offer's dialog without choosing (it stays on the page)",
  dismissRequested: 'The customer closed an offer: it is hidden at once and stays dismissed',
  offerDismissed: 'The targeting service stored the dismissal',
  dismissFailed: 'The dismissal could not be stored (the offer stays hidden in this visit)',
};
