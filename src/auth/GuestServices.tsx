import { useSelector } from 'react-redux';
import { product } from '../../config/product';
import { selectFlag } from '../flags/selectors';
import { BusLink } from '../shell/BusLink';
import { guestPages } from '../shared/routes/guest';
import { guestClaimPages, guestUploadPages } from '../shared/routes/guestClaims';
import { quotingEntryPages } from '../shared/routes/quotingEntry';
import { addressOf } from '../shared/address';

/**
 * What a visitor can do without logging in, offered beside the login form as insurers do: pay a bill, get ID
 * cards (unless DisableExpressID hides express ID), get a quote (the quoting application, its own page).
 */
export function GuestServices() {
  const expressIdHidden = useSelector(selectFlag('DisableExpressID'));
  return (
    <section className="guest-services" aria-labelledby="guest-services-heading">
      <h2 id="guest-services-heading">No need to log in to</h2>
      <ul>
        <li>
          <BusLink to={addressOf(guestPages.guestPay, {})}>Pay a bill</BusLink>
        </li>
        {!expressIdHidden && (
          <li>
            <BusLink to={addressOf(guestPages.expressId, {})}>Get your auto or motorcycle ID cards</BusLink>
          </li>
        )}
        <li>
          <BusLink to={addressOf(guestClaimPages.guestFnolStep, { step: 'intro' })}>Report a claim</BusLink>
        </li>
        <li>
          <BusLink to={addressOf(guestUploadPages.guestUpload, { step: 'claim-info' })}>Send documents for a claim</BusLink>
        </li>
        <li>
          <a href={`${product.basePath}${addressOf(quotingEntryPages.quoteStart, {})}`}>Get a quote</a>
        </li>
      </ul>
    </section>
  );
}
