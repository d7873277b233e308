import type { Middleware } from 'redux';
import { PathReporter } from 'io-ts/PathReporter';
import { lookupAction } from './catalogue';

export type InvalidActionHandler = (problem: string) => void;

/** Framework actions (router, redux, saga internals) are declared by their libraries, not our catalogue. */
export const isFrameworkAction = (type: string): boolean => type.startsWith('@@');

/** Checks every action against its catalogue declaration; an undeclared or malformed action is a defect. */
export function checkAction(action: unknown): string | undefined {
  if (typeof action !== 'object' || action === null || typeof (action as { type?: unknown }).type !== 'string') {
    return 'an action must be an object with a string type';
  }
  const { type, payload } = action as { type: string; payload?: unknown };
  if (isFrameworkAction(type)) return undefined;
  const entry = lookupAction(type);
  if (!entry) return `action ${type} is not declared in any catalogue`;
  const result = entry.codec.decode(payload);
  if (result._tag === 'Left') return `action ${type} has a malformed payload: ${PathReporter.report(result).join('; ')}`;
  return undefined;
}

export function catalogueGuard(onInvalid: InvalidActionHandler): Middleware {
  return () => (next) => (action) => {
    const problem = checkAction(action);
    if (problem) onInvalid(problem);
    return next(action);
  };
}
