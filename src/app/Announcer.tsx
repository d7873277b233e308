import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { product } from '../../config/product';
import { selectAnnouncement, selectPageName } from '../shell/selectors';

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
