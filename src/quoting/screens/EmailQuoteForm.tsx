import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner, Button, Form, TextField } from '../../ui';
import { useFormLog } from '../../forms/useFormLog';
import { declareForm } from '../../forms/registry';
import { formatIsoDate } from '../../shared/format';
import { email } from '../../validation/quoting';
import { quotingMessages } from '../../validation/messages';
import { quotingActions } from '../catalogue';
import { selectQuotingField } from '../selectors';

const emailQuoteForm = declareForm('quote-email', ['email']);
const rules = { email };

interface Emailed {
  quoteId: string;
  /** The address the quote already knows (an online quote's customer), or none. */
  initialEmail: string;
  line?: 'life';
  /** From a section step, before the quote has a price: e-mailed to finish later. */
  unfinished?: boolean;
}

/** E-mail this quote (online and life quotes): the prospect confirms or gives an address; the gateway sends the PDF and a link back. */
export function EmailQuoteForm({ quoteId, initialEmail, line, unfinished = false }: Emailed) {
  const dispatch = useDispatch();
  const emailing = useSelector(selectQuotingField('emailing'));
  const sent = useSelector(selectQuotingField('emailed'));
  const emailed = sent?.quoteId === quoteId ? sent : null;
  const emailError = useSelector(selectQuotingField('emailError'));
  const formLog = useFormLog(emailQuoteForm);
  return (
    <section className="quote-summary__email" aria-labelledby="quote-email-heading">
      <h2 id="quote-email-heading" className="quote-summary__subheading">
        {unfinished ? quotingMessages.finishLaterHeading : quotingMessages.emailQuoteHeading}
      </h2>
      {emailed && (
        <AlertBanner
          type="success"
          heading="Quote sent"
          subtext={quotingMessages.quoteEmailed(emailed.sentTo, formatIsoDate(emailed.linkExpiresOn))}
        />
      )}
      {emailError && <AlertBanner type="error" heading="We couldn't e-mail your quote" subtext={emailError} />}
      <Form<{ email: string }>
        onSubmit={(values) => {
          dispatch(quotingActions.emailQuoteRequested({ email: values.email.trim(), ...(line ? { line } : {}) }));
        }}
        rules={rules}
        initialValues={{ email: initialEmail }}
        idPrefix="quote-email-"
        {...formLog}
      >
        <TextField
          name="email"
          type="email"
          label="Email"
          hint={unfinished ? quotingMessages.finishLaterHint : quotingMessages.emailQuoteHint}
          autoComplete="email"
          spellCheck={false}
        />
        <Button type="submit" variant="secondary" processing={emailing}>
          E-mail my quote
        </Button>
      </Form>
    </section>
  );
}
