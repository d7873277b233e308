// The addresses of Create account (spec section 2): /create-account (information), then /accountVerification
// (a one-time code), /confirmation, /loginID, /success; /authorization/{token} is the emailed link form of
// the verification, and /expired is where a spent grant, code or link leads.
export type CreateAccountStep = 'accountVerification' | 'confirmation' | 'loginID' | 'success' | 'expired' | 'authorization';

export const createAccountPath = (step?: CreateAccountStep) => (step ? `/create-account/${step}` : '/create-account');

const linkPath = /\/create-account\/authorization\/[^/?#]+/;

/** Whether an address carries a verification link's token (never written down: src/bus/redact.ts masks it in the log and the server log). */
export const carriesLinkToken = (pathname: string): boolean => linkPath.test(pathname);
