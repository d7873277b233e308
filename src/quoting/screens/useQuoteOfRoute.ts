import { useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { QuoteType, type Quote } from '../../contract/quoting';
import { selectQuote } from '../selectors';

/** The quote type of the address and the store's quote when it is of that type. */
export function useQuoteOfRoute(): { quoteType: QuoteType | null; quote: Quote | null } {
  const { quoteTypePrefix } = useParams<{ quoteTypePrefix: string }>();
  const quote = useSelector(selectQuote);
  const quoteType = QuoteType.is(quoteTypePrefix) ? quoteTypePrefix : null;
  return { quoteType, quote: quote && quote.quoteType === quoteType ? quote : null };
}
