import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { product } from '../../config/product';
import type { RootState } from './reducers';

type WithApp = Pick<RootState, 'app'>;

const selectPageName = (state: WithApp) => state.app.page?.name ?? null;
const selectAnnouncement = (state: WithApp) => state.app.announcement;

/** Title '<page> | product', and the polite 'Viewing {page} page' announcement when it changes. */
export function TitleAndAnnouncer() {
  const page = useSelector(selectPageName);
  const announcement = useSelector(selectAnnouncement);
  useEffect(() => {
    document.title = page ? `${page} | ${product.name}` : product.name;
  }, [page]);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}
