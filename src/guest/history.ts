import { createPath, type History, type LocationDescriptor } from 'history';
import { product } from '../../config/product';
import type { PageService } from '../services/types';

/**
 * The guest pages' history: a move within them stays in the page, as the portal's router moves; a move to any
 * other address (logging in, the account) loads it, since the portal answers it. Router actions and links both go
 * through `push` and `replace`, so this is the one place that decides.
 */
export function leavingForOtherPages(history: History, isOwn: (pathname: string) => boolean, page: PageService): History {
  const { push, replace } = history;
  const address = (to: LocationDescriptor) => (typeof to === 'string' ? to : createPath({ pathname: '/', search: '', hash: '', ...to }));
  const elsewhere = (to: LocationDescriptor) => {
    const path = address(to);
    return isOwn(new URL(path, 'http://page/').pathname) ? null : product.basePath + path;
  };
  history.push = (to: LocationDescriptor, state?: unknown) => {
    const url = elsewhere(to);
    if (url) page.assign(url);
    else push(to as string, state);
  };
  history.replace = (to: LocationDescriptor, state?: unknown) => {
    const url = elsewhere(to);
    if (url) page.replace(url);
    else replace(to as string, state);
  };
  return history;
}
