import { useSelector } from 'react-redux';
import { Link, Redirect } from 'react-router-dom';
import { QuoteCallToContinue, PageHeading } from '../../ui';
import { phones } from '../../../config/product';
import { quotingMessages } from '../../validation/messages';
import { selectLifeQuoting } from '../slice';

/** /quoting/life/knockout: a life knockout code sends the prospect to the life quote line. */
export default function LifeKnockoutPage() {
  const { quote } = useSelector(selectLifeQuoting);
  if (!quote?.knockout) return <Redirect to="/quoting/life" />;
  return (
    <div className="quote-knockout">
      <PageHeading>{quotingMessages.lifeKnockoutHeading}</PageHeading>
      <QuoteCallToContinue phone={phones.lifeQuote} />
      <p>
        <Link to="/quoting">Back to quotes</Link>
      </p>
    </div>
  );
}
