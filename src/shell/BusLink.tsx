import type { MouseEvent, ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import type { Action, Dispatch } from 'redux';
import { push } from 'connected-react-router';
import { product } from '../../config/product';

const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * A link that navigates through the bus (a router `push` action) rather than through a router component:
 * the portal's router moves in place, the sign-in page (which has no router) loads the address. A click
 * that asks for a new tab or window is left to the browser.
 */
export function BusLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const goTo = useGoTo();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    goTo(to);
  };
  return (
    <a href={`${product.basePath}${to}`} className={className} onClick={follow}>
      {children}
    </a>
  );
}

/**
 * How a screen moves to another address when not by a link (a choice made, a dialog closed): through the bus, as
 * BusLink does, so the move is an action of the log like any other. Screens never hold the router's history.
 */
export function useGoTo(): (address: string) => void {
  const dispatch = useDispatch<Dispatch<Action>>();
  return (address) => {
    dispatch(push(address));
  };
}
