// Offers of the targeting service (spec sections 3 and 7): each promotion kind's slot, offer type and words, with
// the B experience group's variant where an A/B test runs. Data only; who is eligible is the gateway's rule.

type Content = { heading: string; body: string; actionLabel: string; actionRoute: string | null };
interface OfferDefinition {
  slot: 'accountBanner' | 'accountModal' | 'billingBanner' | 'policiesBanner';
  offerType: 'banner' | 'modal' | 'abtest';
  /** Lower shows first when several offers fit one slot. */
  priority: number;
  content: Content;
  /** The B group's words of an A/B test (offer type abtest). */
  variantB?: Content;
}

export const offerDefinitions = {
  accountPaperless: {
    slot: 'accountBanner',
    offerType: 'abtest',
    priority: 1,
    content: {
      heading: 'Go paperless',
      body: 'Get your bills and policy documents by email instead of by mail.',
      actionLabel: 'See your documents',
      actionRoute: 'documents',
    },
    variantB: {
      heading: 'Less paper, less clutter',
      body: 'Switch to paperless billing and policy documents: we email you when something new arrives.',
      actionLabel: 'See your documents',
      actionRoute: 'documents',
    },
  },
  lifePaperless: {
    slot: 'accountBanner',
    offerType: 'banner',
    priority: 2,
    content: {
      heading: 'Go paperless for your life policy',
      body: 'Receive your life policy notices and bills by email.',
      actionLabel: 'See your documents',
      actionRoute: 'documents',
    },
  },
  eSignPromo: {
    slot: 'accountBanner',
    offerType: 'banner',
    priority: 3,
    content: {
      heading: 'Sign your documents online',
      body: 'You have documents waiting for your signature. Sign them online in a few minutes.',
      actionLabel: 'Go to documents',
      actionRoute: 'documents',
    },
  },
  eProxyPromo: {
    slot: 'accountBanner',
    offerType: 'banner',
    priority: 4,
    content: {
      heading: 'Vote online as a member',
      body: 'As a policyholder of a mutual company you can vote at the annual meeting. Receive your proxy materials by email.',
      actionLabel: 'Learn more',
      actionRoute: null,
    },
  },
  mobileApp: {
    slot: 'accountBanner',
    offerType: 'banner',
    priority: 5,
    content: {
      heading: 'Take us with you',
      body: 'Show your ID cards, pay a bill and report a claim from our mobile app.',
      actionLabel: 'About the app',
      actionRoute: 'mobileAppInfo',
    },
  },
  crossSell: {
    slot: 'accountModal',
    offerType: 'modal',
    priority: 1,
    content: {
      heading: 'Bundle and save',
      body: 'Insure your home and your car with us and save on both policies.',
      actionLabel: 'Get a quote',
      actionRoute: 'quoteStart',
    },
  },
  termLife: {
    slot: 'accountModal',
    offerType: 'modal',
    priority: 2,
    content: {
      heading: 'Protect the people who count on you',
      body: 'Term life insurance from a company you already know. Get a quote in minutes.',
      actionLabel: 'Get a quote',
      actionRoute: 'lifeQuote',
    },
  },
  annuities: {
    slot: 'accountModal',
    offerType: 'modal',
    priority: 3,
    content: {
      heading: 'Plan for a steady income',
      body: 'Our annuities turn your savings into income you cannot outlive. Talk to a life specialist.',
      actionLabel: 'Contact us',
      actionRoute: 'contactUs',
    },
  },
  homeAutoChangePaymentPlan: {
    slot: 'billingBanner',
    offerType: 'banner',
    priority: 1,
    content: {
      heading: 'Pay fewer installments',
      body: 'Change the payment plan of your home or auto policy and pay fewer fees.',
      actionLabel: 'See your billing',
      actionRoute: 'billing',
    },
  },
  semiAnnualPayment: {
    slot: 'billingBanner',
    offerType: 'banner',
    priority: 2,
    content: {
      heading: 'Save when you pay twice a year',
      body: 'Pay semi-annually and get a discount on your premium.',
      actionLabel: 'See your billing',
      actionRoute: 'billing',
    },
  },
  homeAutoPolicyInForceCall: {
    slot: 'policiesBanner',
    offerType: 'banner',
    priority: 1,
    content: {
      heading: 'Your yearly coverage review',
      body: 'You have home and auto policies with us. Call us for a free review of your coverage.',
      actionLabel: 'Contact us',
      actionRoute: 'contactUs',
    },
  },
  ho5Promo: {
    slot: 'policiesBanner',
    offerType: 'banner',
    priority: 2,
    content: {
      heading: 'Broader protection for your home',
      body: 'Upgrade to open-perils coverage for your home and belongings.',
      actionLabel: 'Contact us',
      actionRoute: 'contactUs',
    },
  },
  smarterHome: {
    slot: 'policiesBanner',
    offerType: 'banner',
    priority: 3,
    content: {
      heading: 'A smarter home',
      body: 'Water leak and smoke sensors can earn you a discount on your home insurance.',
      actionLabel: 'Contact us',
      actionRoute: 'contactUs',
    },
  },
  streetsmart: {
    slot: 'policiesBanner',
    offerType: 'banner',
    priority: 4,
    content: {
      heading: 'StreetSmart for young drivers',
      body: 'A driver under 25 on your policy can save by completing our safe-driving course.',
      actionLabel: 'Contact us',
      actionRoute: 'contactUs',
    },
  },
} satisfies Record<string, OfferDefinition>;

export type OfferDefinitionKind = keyof typeof offerDefinitions;
