import { randomUUID } from 'node:crypto';

/** The gateway's time: injected, so tests pin the instant a rule is judged at. */
export interface Clock {
  now(): Date;
}

/** The gateway's identifiers: injected, so tests can predict them. */
export interface Ids {
  newId(): string;
}

export const systemClock: Clock = { now: () => new Date() };
export const randomIds: Ids = { newId: () => randomUUID() };
