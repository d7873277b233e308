import * as t from 'io-ts';

// A flow's steps, named once, in order, each with its page name: from that one list come the codec of a step (an
// action's payload, a route's parameter, the flow's decisions) and the pattern of the address segment that names it.

type Named = readonly [step: string, page: string];

/** 'a|b|c' of the steps, as the route's path template reads it (ParamsOf turns it back into the steps' union). */
type Alternatives<L extends readonly Named[]> = L extends readonly [readonly [infer S extends string, string]]
  ? S
  : L extends readonly [readonly [infer S extends string, string], ...infer Rest extends readonly Named[]]
    ? `${S}|${Alternatives<Rest>}`
    : never;

export interface Steps<S extends string, P extends string> {
  /** The codec of one step: an action carrying a step, a route's parameter, refuse any other. */
  readonly codec: t.KeyofC<{ [K in S]: null }>;
  /** The steps in order. */
  readonly order: readonly S[];
  /** The alternatives of the address segment, `:step(${steps.pattern})`. */
  readonly pattern: P;
  /** The page name of a step (the title, the announcement and analytics). */
  pageOf(step: S): string;
}

/** A flow's steps: `stepsOf([['start', 'Add a vehicle'], ['review', 'Add a vehicle: review']])`. */
export function stepsOf<const L extends readonly [Named, ...Named[]]>(list: L): Steps<L[number][0], Alternatives<L>> {
  type S = L[number][0];
  const pages = new Map<string, string>(list);
  const order = list.map(([step]) => step) as S[];
  return {
    codec: t.keyof(Object.fromEntries(order.map((step) => [step, null])) as { [K in S]: null }),
    order,
    pattern: order.join('|') as Alternatives<L>,
    pageOf: (step) => pages.get(step) ?? step,
  };
}
