import { useSelector } from 'react-redux';
import { Link, Redirect } from 'react-router-dom';
import { QuoteCallToContinue, PageHeading } from '../../ui';
import { phones } from '../../../config/product';
import { quotingMessages } from '../../validation/messages';
import { selectLifeQuotingField } from '../selectors';
import { quotingRoutes } from '../../shared/routes/quoting';
import { ReferralForm } from '../../quoting/screens/ReferralForm';

/**
 * /quoting/life/knockout: a life knockout code sends the prospect to the life quote line, or an agent calls them (no life
 * knockout is one the spec says no one can reverse).
 */
export default function LifeKnockoutPage() {
  const quote = useSelector(selectLifeQuotingField('quote'));
  if (!quote?.knockout) return <Redirect to={quotingRoutes.lifeQuote.to({})} />;
  return (
    <div className="quote-knockout">
      <PageHeading>{quotingMessages.lifeKnockoutHeading}</PageHeading>
      <QuoteCallToContinue phone={phones.lifeQuote} />
      <ReferralForm quoteId={quote.quoteId} line="life" />
      <p>
        <Link className="standalone-link" to={quotingRoutes.quoteStart.to({})}>
          Back to quotes
        </Link>
      </p>
    </div>
  );
}
