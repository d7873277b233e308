import { declareForm } from '../forms/registry';

/** The login form: its password never reaches the log or the store. */
export const loginForm = declareForm('login', ['password']);
