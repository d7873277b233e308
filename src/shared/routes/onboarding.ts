import { defineRoutes } from '../route';

/** Onboarding of a newly bound customer (spec section 2): welcome, e-sign, payment, paperless, notifications, autoPay, uploads. */
const stepNames = {
  esign: 'E-sign your documents',
  payment: 'Make your first payment',
  error: 'Onboarding error',
  notifications: 'Notifications',
  autoPay: 'Automatic payments',
  'upload-documents': 'Upload documents',
  complete: 'You are all set',
  knockout: 'We will mail your documents',
} as const;
export type OnboardingPageStep = keyof typeof stepNames;

export const onboardingRoutes = /*#__PURE__*/ defineRoutes({
  onboarding: { path: '/onboarding', page: 'Welcome', category: 'onboarding', access: 'customer' },
  onboardingStep: {
    path: '/onboarding/:step(esign|payment|error|notifications|autoPay|upload-documents|complete|knockout)',
    page: ({ step }) => stepNames[step as OnboardingPageStep] ?? 'Onboarding',
    category: 'onboarding',
    access: 'customer',
  },
  onboardingEnvelope: { path: '/onboarding/esign/:envelopeId', page: 'Sign your documents', category: 'onboarding', access: 'customer' },
  /** The onboarding's own document upload (steps 1-3 of the documents centre's uploader, inside onboarding). */
  onboardingUpload: {
    path: '/onboarding/upload-documents/upload/:step(1|2|3)?',
    page: 'Upload documents',
    category: 'onboarding',
    access: 'customer',
  },
  onboardingPaperless: {
    path: '/onboarding/paperless-preferences/:quadrantName(mutual|life)/:accountNumber',
    page: 'Paperless preferences',
    category: 'onboarding',
    access: 'customer',
  },
});
