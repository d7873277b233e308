import { defineManifest, type LazyDomain } from '../shell/manifest';
import { onboardingRoutes } from '../shared/routes';

/** Onboarding's steps sign documents, pay, upload and set paperless and notifications. */
const needs: LazyDomain[] = ['policies', 'documents', 'onboarding', 'profile', 'billing'];
const onboardingPage = { screen: () => import(/* webpackChunkName: "onboarding" */ './screens/OnboardingPage'), needs };

export const onboardingManifest = /*#__PURE__*/ defineManifest(onboardingRoutes, {
  onboarding: onboardingPage,
  onboardingStep: onboardingPage,
  onboardingPaperless: onboardingPage,
  onboardingUpload: onboardingPage,
  onboardingEnvelope: { screen: () => import(/* webpackChunkName: "onboarding" */ './screens/EnvelopePage'), needs },
});
