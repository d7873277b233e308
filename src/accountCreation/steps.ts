// The addresses of Create account (spec section 2): /create-account (information), then /loginID,
// /success, and /expired when the time to choose a sign-in ran out.
export type CreateAccountStep = 'loginID' | 'success' | 'expired';

export const createAccountPath = (step?: CreateAccountStep) => (step ? `/create-account/${step}` : '/create-account');
