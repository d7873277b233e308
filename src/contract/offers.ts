import * as t from 'io-ts';
import { endpoint, noParams } from './endpoint';

/** Promotion kinds (spec section 3). */
export const OfferKind = t.keyof({
  accountPaperless: null,
  lifePaperless: null,
  crossSell: null,
  ho5Promo: null,
  homeAutoPolicyInForceCall: null,
  homeAutoChangePaymentPlan: null,
  streetsmart: null,
  annuities: null,
  mobileApp: null,
  semiAnnualPayment: null,
  smarterHome: null,
  termLife: null,
  eProxyPromo: null,
  eSignPromo: null,
});
export type OfferKind = t.TypeOf<typeof OfferKind>;

/** Offer types of the targeting service (spec section 3). */
export const OfferType = t.keyof({ banner: null, modal: null, abtest: null });
export type OfferType = t.TypeOf<typeof OfferType>;

/** The named slots a page shows offers in; `global` is the one slot asked for with parameters. */
export const OfferSlot = t.keyof({ global: null, accountBanner: null, accountModal: null, billingBanner: null, policiesBanner: null });
export type OfferSlot = t.TypeOf<typeof OfferSlot>;

export const ExperienceGroup = t.keyof({ A: null, B: null });
export type ExperienceGroup = t.TypeOf<typeof ExperienceGroup>;

export const OfferContent = t.type({
  heading: t.string,
  body: t.string,
  actionLabel: t.string,
  /** The portal route (its key, without parameters) the offer's button leads to, or null for none. */
  actionRoute: t.union([t.string, t.null]),
});
export type OfferContent = t.TypeOf<typeof OfferContent>;

/** One item of the targeting service: its type, A/B experience group, event token and the action that sets its JSON content. */
export const Offer = t.type({
  slot: OfferSlot,
  kind: OfferKind,
  offerType: OfferType,
  experienceGroup: ExperienceGroup,
  /** Names this offer to this party in display notifications and dismissals. */
  eventToken: t.string,
  action: t.type({ type: t.literal('setJson'), content: OfferContent }),
});
export type Offer = t.TypeOf<typeof Offer>;

export const Offers = t.type({ offers: t.array(Offer) });
export type Offers = t.TypeOf<typeof Offers>;

const ParameterValue = t.refinement(t.string, (s) => s.length <= 200, 'ParameterValue');
/** Parameters of the global slot (the page asking, and the like): at most 20, each short. */
export const OfferParameters = t.refinement(t.record(t.string, ParameterValue), (r) => Object.keys(r).length <= 20, 'OfferParameters');

export const getGlobalOffers = endpoint({
  name: 'globalOffers',
  gateway: 'main',
  method: 'POST',
  path: '/offers/global',
  params: noParams,
  body: t.type({ parameters: OfferParameters }),
  response: Offers,
  auth: true,
});

export const prefetchOffers = endpoint({
  name: 'prefetchOffers',
  gateway: 'main',
  method: 'POST',
  path: '/offers/prefetch',
  params: noParams,
  body: t.type({ slots: t.refinement(t.array(OfferSlot), (a) => a.length >= 1 && a.length <= 10, 'OfferSlots') }),
  response: Offers,
  auth: true,
});

/** A session identifier: the tab's GWSessionUUID. */
export const SessionId = t.refinement(t.string, (s) => /^[A-Za-z0-9_-]{8,64}$/.test(s), 'SessionId');
export const EventToken = t.refinement(t.string, (s) => /^[a-f0-9]{32}$/.test(s), 'EventToken');

/** Display notification: once per slot per session; `recorded` is false when this session's slot was notified already. */
export const notifyOfferDisplayed = endpoint({
  name: 'offerDisplayed',
  gateway: 'main',
  method: 'POST',
  path: '/offers/displays',
  params: noParams,
  body: t.type({ eventToken: EventToken, slot: OfferSlot, sessionId: SessionId }),
  response: t.type({ recorded: t.boolean }),
  auth: true,
});

export const dismissOffer = endpoint({
  name: 'offerDismissed',
  gateway: 'main',
  method: 'POST',
  path: '/offers/dismissals',
  params: noParams,
  body: t.type({ eventToken: EventToken }),
  response: t.type({ kind: OfferKind }),
  auth: true,
  idempotency: 'required',
});
