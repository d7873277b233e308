/**
 * Narrow reads of a slice: `selectPaymentsField('amountCents')` is a selector of that one field, the same function
 * each time it is asked for, so a view that reads it re-renders only when that field changes. A domain's
 * selectors.ts makes one for its slice; views read fields with it instead of taking the whole slice.
 */
export function fieldSelector<S, V extends object>(selectSlice: (state: S) => V): <K extends keyof V>(field: K) => (state: S) => V[K] {
  const selectors = new Map<keyof V, (state: S) => unknown>();
  return <K extends keyof V>(field: K) => {
    let selector = selectors.get(field);
    if (!selector) {
      selector = (state: S) => selectSlice(state)[field];
      selectors.set(field, selector);
    }
    return selector as (state: S) => V[K];
  };
}
