import { NavLink } from 'react-router-dom';
import './billing.scss';
import { billingRoutes } from '../shared/routes';

/** The billing centre's sections; the current one is marked for assistive technology (aria-current). */
export const billingSections = [
  { route: billingRoutes.billingOverview, label: 'Overview' },
  { route: billingRoutes.billingTransactions, label: 'Transactions' },
  { route: billingRoutes.billingStatements, label: 'Statements' },
  { route: billingRoutes.billingPaymentMethods, label: 'Payment methods' },
  { route: billingRoutes.billingAutopay, label: 'Automatic payments' },
] as const;

export function BillingNav() {
  return (
    <nav aria-label="Billing">
      <ul className="billing-nav">
        {billingSections.map((s) => (
          <li key={s.route.key}>
            <NavLink
              to={s.route.to({})}
              // The billing centre's own address shows the overview.
              isActive={(match, location) =>
                Boolean(match) || (s.route === billingRoutes.billingOverview && billingRoutes.billing.match(location.pathname) !== null)
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
