import { declareForm } from '../forms/registry';

/** The login form: its password never reaches the log or the store. */
export const loginForm = declareForm('login', ['password']);

/** The sign-in's security code (authenticator app or text message): a one-time credential, never logged. */
export const securityCodeForm = declareForm('securityCode', ['code']);
