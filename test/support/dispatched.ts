import type { Middleware, UnknownAction } from 'redux';

/** A store middleware that keeps every action dispatched through it, in order: what a screen's test reads back. */
export function recordDispatched(): { middleware: Middleware; dispatched: UnknownAction[] } {
  const dispatched: UnknownAction[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    dispatched.push(action as UnknownAction);
    return next(action);
  };
  return { middleware, dispatched };
}
