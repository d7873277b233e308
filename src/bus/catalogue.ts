import * as t from 'io-ts';

/**
 * The typed bus. Each action type is declared once, in its domain's catalogue, with an io-ts codec for its
 * payload and the paths of its sensitive fields. From that one declaration come the TypeScript type, the
 * runtime check (see guard.ts) and the redaction of the action log (see redact.ts).
 *
 * Commands say what someone wants; events say what happened (past tense).
 */
export type ActionKind = 'command' | 'event';

/** A dotted path into the payload; `*` stands for every element of an array or every key of a record. */
export type SensitivePath = string;

/** Fixed paths, or (for generic actions such as committed form values) paths read from the payload. */
export type Sensitivity = readonly SensitivePath[] | ((payload: unknown) => readonly SensitivePath[]);

export interface ActionDeclaration<C extends t.Mixed> {
  readonly kind: ActionKind;
  readonly codec: C;
  readonly sensitive: Sensitivity;
}

export type PayloadAction<T extends string, P> = { readonly type: T; readonly payload: P };

export interface CatalogueEntry<T extends string = string, C extends t.Mixed = t.Mixed> extends ActionDeclaration<C> {
  readonly type: T;
  readonly domain: string;
  match(action: unknown): action is PayloadAction<T, t.TypeOf<C>>;
}

/** The action creator of a declaration: call it with the payload (or nothing, for a void payload). */
export type ActionCreator<T extends string, C extends t.Mixed> = CatalogueEntry<T, C> &
  (t.TypeOf<C> extends undefined ? () => PayloadAction<T, undefined> : (payload: t.TypeOf<C>) => PayloadAction<T, t.TypeOf<C>>);

type Declarations = Record<string, ActionDeclaration<t.Mixed>>;
export type Catalogue<D extends string, Ds extends Declarations> = {
  readonly [K in keyof Ds & string]: ActionCreator<`${D}/${K}`, Ds[K]['codec']>;
};

export type ActionOf<A> = A extends (...args: never[]) => infer R ? R : never;

const voidPayload = t.undefined;

interface Options {
  sensitive?: Sensitivity;
}

function declare(kind: ActionKind) {
  function declaration(): ActionDeclaration<typeof voidPayload>;
  function declaration<C extends t.Mixed>(codec: C, options?: Options): ActionDeclaration<C>;
  function declaration(codec?: t.Mixed, options: Options = {}): ActionDeclaration<t.Mixed> {
    return { kind, codec: codec ?? voidPayload, sensitive: options.sensitive ?? [] };
  }
  return declaration;
}

/** What someone wants (an intent). */
export const command = declare('command');
/** What happened (an outcome), named in the past tense. */
export const event = declare('event');

/**
 * What each action of a catalogue means, in words, for the people who read the log (docs/actions.md, the
 * support console). Each catalogue file keeps it beside its declarations as a separate table, which no
 * customer's page imports: the words stay out of what customers download.
 */
export type Descriptions<C> = { readonly [K in keyof C]: string };

/** A catalogue's descriptions by action type. */
export function describedActions<C extends Record<string, CatalogueEntry>>(creators: C, descriptions: Descriptions<C>): [string, string][] {
  return Object.keys(descriptions).map((name) => [creators[name]!.type, descriptions[name as keyof C]]);
}

const registry = new Map<string, CatalogueEntry>();

/** Every declared action type, across all domains loaded so far. */
export function registeredActions(): ReadonlyMap<string, CatalogueEntry> {
  return registry;
}

export function lookupAction(type: string): CatalogueEntry | undefined {
  return registry.get(type);
}

/** Declares a domain's actions. Types are `domain/name`; a type may be declared only once. */
export function catalogue<D extends string, Ds extends Declarations>(domain: D, declarations: Ds): Catalogue<D, Ds> {
  const creators: Record<string, unknown> = {};
  for (const [name, declaration] of Object.entries(declarations)) {
    const type = `${domain}/${name}`;
    if (registry.has(type)) throw new Error(`action type ${type} is declared twice`);
    const create = (payload?: unknown) => ({ type, payload });
    const entry = Object.assign(create, declaration, {
      type,
      domain,
      match: (action: unknown): boolean => typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type,
      toString: () => type,
    });
    registry.set(type, entry as unknown as CatalogueEntry);
    creators[name] = entry;
  }
  return creators as Catalogue<D, Ds>;
}
