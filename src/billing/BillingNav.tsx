import { NavLink } from 'react-router-dom';
import './billing.scss';

/** The billing centre's sections; the current one is marked for assistive technology (aria-current). */
export const billingSections = [
  { to: '/billing/overview', label: 'Overview' },
  { to: '/billing/transactions', label: 'Transactions' },
  { to: '/billing/statements', label: 'Statements' },
  { to: '/billing/payment-methods', label: 'Payment methods' },
  { to: '/billing/autopay', label: 'Automatic payments' },
] as const;

export function BillingNav() {
  return (
    <nav aria-label="Billing">
      <ul className="billing-nav">
        {billingSections.map((s) => (
          <li key={s.to}>
            <NavLink
              to={s.to}
              isActive={(match, location) =>
                Boolean(match) || (s.to === '/billing/overview' && location.pathname.replace(/\/+$/, '') === '/billing')
              }
            >
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
