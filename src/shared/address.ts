// A route's address from its path template and parameters, with nothing else: the login page builds its links with
// this alone (no path matcher in its first script); every route's to() is this too.

export type Access = 'public' | 'customer' | 'support';

/** Where an address leads in a table: the first route (in the table's order) that matches, its parameters and page name. */
export interface RouteMatch {
  readonly key: string;
  readonly page: string;
  readonly category: string;
  readonly access: Access;
  readonly params: Readonly<Record<string, string>>;
  /** The analytics page name where the state the page opens on says more than its page name (its route's analyticsPage). */
  readonly analyticsPage?: (state: unknown) => string | undefined;
}

type Choices<C extends string> = C extends `${infer A}|${infer B}` ? A | Choices<B> : C;
type SegmentParam<S extends string> = S extends `:${infer Name}(${infer C})?`
  ? { [K in Name]?: Choices<C> }
  : S extends `:${infer Name}(${infer C})`
    ? { [K in Name]: Choices<C> }
    : S extends `:${infer Name}?`
      ? { [K in Name]?: string }
      : S extends `:${infer Name}`
        ? { [K in Name]: string }
        : unknown;
type Segments<P extends string> = P extends `${infer Head}/${infer Rest}` ? SegmentParam<Head> & Segments<Rest> : SegmentParam<P>;
type Flatten<T> = { [K in keyof T]: T[K] };
/** The parameters of a path template: '/policies/:policyNumber/:tab(overview|coverages)?' gives { policyNumber: string; tab?: 'overview' | 'coverages' }. */
export type ParamsOf<P extends string> = Flatten<Segments<P>>;

/** The address of a path template ('/billing/autopay/:step(review|confirmation)?') with these parameters, each encoded. */
export function addressOf<P extends string>(page: { readonly path: P }, params: ParamsOf<P>): string {
  const values = params as Record<string, string | undefined>;
  const address = page.path.replace(/\/:(\w+)(?:\([^)]*\))?(\?)?/g, (_whole, name: string, optional: string | undefined) => {
    const value = values[name];
    if (value !== undefined) return `/${encodeURIComponent(value)}`;
    if (optional) return '';
    throw new Error(`the address ${page.path} needs its ${name}`);
  });
  return address === '' ? '/' : address;
}
