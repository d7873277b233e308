import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import { Button, Form, RadioGroupField, PageHeading } from '../../ui';
import { useFormLog } from '../../forms/useFormLog';
import { declareForm } from '../../forms/registry';
import { QuoteType } from '../../contract/quoting';
import { quotingActions } from '../catalogue';
import { quoteTypeNames } from '../flow';
import { choice } from '../../validation/quoting';
import { quotingRoutes } from '../../shared/routes/quoting';
import { useGoTo } from '../../shell/BusLink';

const startForm = declareForm('quote-start');
const choices = [
  ...(Object.keys(QuoteType.keys) as QuoteType[]).map((t) => ({ value: t, label: quoteTypeNames[t] })),
  { value: 'life', label: 'Life' },
];

/** /quoting: the prospect chooses auto, motorcycle, home, renters, condo, a bundle or life. */
export default function QuoteStartPage() {
  const dispatch = useDispatch();
  const goTo = useGoTo();
  const formLog = useFormLog(startForm);
  const submit = ({ line }: { line: string }) => {
    if (QuoteType.is(line)) dispatch(quotingActions.quoteStartRequested({ quoteType: line }));
    else goTo(quotingRoutes.lifeQuote.to({}));
  };
  return (
    <div className="quote-start">
      <PageHeading>Get a quote</PageHeading>
      <Form<{ line: string }> onSubmit={submit} rules={{ line: choice }} idPrefix="quote-start-" {...formLog}>
        <RadioGroupField name="line" label="What would you like to insure?" options={choices} />
        <Button type="submit">Start my quote</Button>
      </Form>
      <p>
        <Link className="standalone-link" to={quotingRoutes.quoteReturn.to({})}>
          Resume a saved quote
        </Link>
      </p>
    </div>
  );
}
