import type { preHandlerHookHandler } from 'fastify';

// What a route accepts as proof of who may call it, said by its guard itself: the API description
// (server/http/openapi.ts) reads it from the route, so the document's security is the guard's, never a list kept apart.

/** A way of proving who may make a call, as the API description names it. */
export type Credential =
  /** The bearer token of a signed-in customer. */
  | 'customerToken'
  /** The bearer token of a support agent. */
  | 'supportAgentToken'
  /** A guest's grant to pay one account, sent in the body's `guestGrant` (guest pay's bill look-up gives it). */
  | 'guestGrant';

/** Alternatives, any one of which lets the call through; an empty alternative is a call anyone may make. */
export type Access = readonly (readonly Credential[])[];

const accepted = new WeakMap<object, Access>();

/** Marks a guard with what it lets through. */
export function accepting<H extends object>(guard: H, access: Access): H {
  accepted.set(guard, access);
  return guard;
}

/** What a route's guards let through: the last guard that says so (each narrows the one before), or undefined when none does. */
export function accessOf(preHandler: preHandlerHookHandler | readonly preHandlerHookHandler[] | undefined): Access | undefined {
  const guards = preHandler === undefined ? [] : Array.isArray(preHandler) ? preHandler : [preHandler];
  return guards.reduce<Access | undefined>((access, guard) => accepted.get(guard as object) ?? access, undefined);
}
