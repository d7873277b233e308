import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { NavLink, useLocation } from 'react-router-dom';
import { Button } from '../ui';
import { authActions } from '../auth/catalogue';
import { selectSignedIn } from '../auth/selectors';
import { selectNewClaimMessageCount } from '../claims/selectors';
import { billingPages } from '../shared/routes/billing';
import { claimPages } from '../shared/routes/claims';
import { documentPages } from '../shared/routes/documents';
import { policyPages } from '../shared/routes/policies';
import { profilePages } from '../shared/routes/profile';
import { shellPages } from '../shared/routes/shell';
import { addressOf } from '../shared/address';
import { SignedOutNavigation } from './Shell';

// The signed-in portal's header, apart from the shell: the login and guest pages draw the shell without it, and
// without the router and the customer's route tables it reads.
/** The signed-in customer's areas, in the order the header shows them. */
const customerAreas = [
  { to: addressOf(shellPages.account, {}), label: 'My account' },
  { to: addressOf(policyPages.policies, {}), label: 'Policies' },
  { to: addressOf(claimPages.claims, {}), label: 'Claims' },
  { to: addressOf(billingPages.billing, {}), label: 'Billing' },
  { to: addressOf(documentPages.documents, {}), label: 'Documents' },
  { to: addressOf(profilePages.profile, {}), label: 'Profile' },
] as const;

/** Header navigation: inline from tablet width up; behind a Menu button on phones. */
export function AccountNavigation() {
  const dispatch = useDispatch();
  const signedIn = useSelector(selectSignedIn);
  const newClaimMessages = useSelector(selectNewClaimMessageCount);
  const { pathname } = useLocation();
  // The menu is open on the page where it was opened: a navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  if (!signedIn) return <SignedOutNavigation />;
  return (
    <nav aria-label="Account" className={`site-nav${open ? ' site-nav--open' : ''}`}>
      <button
        type="button"
        className="site-nav__toggle"
        aria-expanded={open}
        aria-controls="site-nav-areas"
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        Menu
      </button>
      <ul id="site-nav-areas" className="site-nav__areas">
        {customerAreas.map((area) => (
          <li key={area.to}>
            <NavLink className="site-nav__link" to={area.to}>
              {area.label}
              {area.label === 'Claims' && newClaimMessages ? (
                <span className="site-nav__count">
                  {newClaimMessages}
                  <span className="visually-hidden">{newClaimMessages === 1 ? ' new message' : ' new messages'}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
        <li>
          <Button variant="secondary" onClick={() => dispatch(authActions.signOutRequested())}>
            Sign out
          </Button>
        </li>
      </ul>
    </nav>
  );
}
