import { defineRoutes } from '../route';
import { fnolPageNames, type FnolStep } from '../claimFiling';

/** Filing a claim after sign-in: one address a step, matched before a claim file's (`fnol` is no file number). */
export const fnolRoutes = /*#__PURE__*/ defineRoutes({
  fnolStep: {
    path: '/claims/fnol/:step(intro|loss-date|select-policy|other-vehicle|loss-description|auto-glass|auto-glass-damage-locations|auto-glass-incident-type|tow-amount|was-vehicle-recovered|was-vehicle-damaged|auto-damage-description|home-loss-description|was-weather-related|home-loss-weather-related|home-loss-not-weather-related|vehicle-location|auto-driver|was-anyone-injured|loss-location|additional-information|contact-information|text-notification-enrollment|review|confirm)',
    page: ({ step }) => fnolPageNames[step as FnolStep],
    category: 'claims',
    access: 'customer',
  },
});
