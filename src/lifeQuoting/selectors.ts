import type { LifeQuotingState } from './slice';
import { fieldSelector } from '../bus/fieldSelector';

export const selectLifeQuoting = (state: { lifeQuoting: LifeQuotingState }) => state.lifeQuoting;

/** Narrow reads: one field of the slice each (docs/conventions.md, Selectors). */
export const selectLifeQuotingField = fieldSelector(selectLifeQuoting);
