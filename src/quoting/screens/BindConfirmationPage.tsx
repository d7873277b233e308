import { useSelector } from 'react-redux';
import { Redirect } from 'react-router-dom';
import { AlertBanner, PageHeading } from '../../ui';
import { formatCents } from '../../shared/money';
import { formatIsoDate, oneLineAddress } from '../../shared/format';
import { product } from '../../../config/product';
import { quotingMessages } from '../../validation/messages';
import { selectQuotingField } from '../selectors';
import { useQuoteOfRoute } from './useQuoteOfRoute';
import { quotingRoutes } from '../../shared/routes/quoting';
import { accountCreationPages } from '../../shared/routes/accountCreation';
import { addressOf } from '../../shared/address';

/** /quoting/{quoteTypePrefix}/bindConfirmation: the new policy number and how to create an account. */
export default function BindConfirmationPage() {
  const { quoteType, quote } = useQuoteOfRoute();
  const policies = useSelector(selectQuotingField('policies'));
  if (!quoteType || !quote || quote.status !== 'bound') return <Redirect to={quotingRoutes.quoteStart.to({})} />;
  const numbers = policies.length
    ? policies
    : quote.policyNumber
      ? [
          {
            policyNumber: quote.policyNumber,
            accountNumber: '',
            effectiveDate: quote.sections.address?.effectiveDate ?? '',
            premiumCents: quote.rating?.totalCents ?? 0,
            lineOfBusiness: quoteType,
          },
        ]
      : [];
  return (
    <div className="quote-confirmation">
      <PageHeading>You're covered</PageHeading>
      {numbers.map((p) => (
        <AlertBanner
          key={p.policyNumber}
          type="success"
          heading={`Policy number ${p.policyNumber}`}
          subtext={`${p.effectiveDate ? `Starts ${formatIsoDate(p.effectiveDate)}. ` : ''}Premium ${formatCents(p.premiumCents)}.${p.accountNumber ? ` Billing account ${p.accountNumber}.` : ''}`}
        />
      ))}
      {quote.mortgagees && quote.mortgagees.length > 0 && (
        <>
          <h2 className="quote-summary__subheading">Mortgagee on your policy</h2>
          <ul className="quote-confirmation__mortgagees">
            {quote.mortgagees.map((m) => (
              <li key={m.position}>
                {m.name}, loan ending {m.loanLastFour}, {oneLineAddress(m.address)}
              </li>
            ))}
          </ul>
        </>
      )}
      <h2 className="quote-summary__subheading">Next: your online account</h2>
      <p>{quotingMessages.createAccount}</p>
      <p>
        <a className="standalone-link" href={`${product.basePath}${addressOf(accountCreationPages.createAccount, {})}`}>
          Create your account
        </a>
      </p>
    </div>
  );
}
