import { Link, Redirect } from 'react-router-dom';
import { QuoteCallToContinue, PageHeading } from '../../ui';
import { phones } from '../../../config/product';
import { quotingMessages } from '../../validation/messages';
import { useQuoteOfRoute } from './useQuoteOfRoute';
import { ReferralForm, onlineReferral, referable } from './ReferralForm';
import { quotingRoutes } from '../../shared/routes/quoting';

/** The quote knockout screen: the customer is sent to call instead of continuing (spec sections 4 and 8). */
export default function QuoteKnockoutPage() {
  const { quoteType, quote } = useQuoteOfRoute();
  if (!quoteType || !quote || quote.status !== 'knockedOut') return <Redirect to={quotingRoutes.quoteStart.to({})} />;
  return (
    <div className="quote-knockout">
      <PageHeading>{quotingMessages.knockoutHeading}</PageHeading>
      <QuoteCallToContinue phone={quoteType === 'bundle' ? phones.bundleQuote : phones.quoteAndBindHelp} />
      <p>Your quote number is {quote.jobNumber}. Please have it ready when you call.</p>
      {referable(quote) && <ReferralForm {...onlineReferral(quote)} />}
      <p>
        <Link className="standalone-link" to={quotingRoutes.quoteStart.to({})}>
          Back to quotes
        </Link>
      </p>
    </div>
  );
}
