import type { FormsState } from './slice';

export const selectCommittedValues = (formId: string) => (state: { forms: FormsState }) => state.forms[formId];
