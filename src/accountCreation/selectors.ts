import type { AccountCreationState } from './slice';
import { fieldSelector } from '../bus/fieldSelector';

interface WithAccountCreation {
  accountCreation: AccountCreationState;
}
export const selectAccountCreation = (state: WithAccountCreation) => state.accountCreation;

/** Narrow reads: one field of the slice each (docs/conventions.md, Selectors). */
export const selectAccountCreationField = fieldSelector(selectAccountCreation);
