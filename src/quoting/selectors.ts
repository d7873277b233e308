import type { QuotingSliceState } from './slice';
import { fieldSelector } from '../bus/fieldSelector';

interface WithQuoting {
  quoting: QuotingSliceState;
}
export const selectQuoting = (state: WithQuoting) => state.quoting;
export const selectQuote = (state: WithQuoting) => state.quoting.quote;

/** Narrow reads: one field of the slice each (docs/conventions.md, Selectors). */
export const selectQuotingField = fieldSelector(selectQuoting);
