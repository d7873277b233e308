import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner, Button, CheckboxField, Form, MaskedTextField, RadioGroupField, TextField } from '../../ui';
import { useFormLog } from '../../forms/useFormLog';
import { declareForm } from '../../forms/registry';
import type { CallWindow, Quote } from '../../contract/quoting';
import { compose, pattern, required, requiredWith } from '../../validation/validators';
import { email, phoneDigits } from '../../validation/quoting';
import * as patterns from '../../validation/patterns';
import { quotingMessages } from '../../validation/messages';
import { irreversibleKnockouts } from '../../../config/rating/knockoutCodes';
import { quotingActions } from '../catalogue';
import { selectQuotingField } from '../selectors';

const referralForm = declareForm('quote-referral', ['name', 'phone', 'email']);
interface ReferralValues {
  name: string;
  phone: string;
  email: string;
  timeWindow: CallWindow | '';
  consent: boolean;
}
const rules = {
  name: compose(required, pattern(patterns.customerName, quotingMessages.referralName)),
  phone: phoneDigits,
  email: (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? email(value.trim(), {}) : undefined),
  timeWindow: requiredWith('Please select a valid response'),
  consent: requiredWith(quotingMessages.referralConsentRequired),
};
const windows = (Object.keys(quotingMessages.callWindows) as CallWindow[]).map((value) => ({
  value,
  label: quotingMessages.callWindows[value],
}));

/** Whether a person can still help with this quote: every quote but one knocked out for good (spec section 4). */
export const referable = (quote: Quote): boolean => !(quote.knockout && irreversibleKnockouts.includes(quote.knockout.code));

/** Who the quote is about, as far as its line knows (a life quote knows no name or phone). */
interface Referred {
  quoteId: string;
  line?: 'life';
  person?: { name: string; phone: string; email: string };
}

/** The referral form's subject for an online quote: its customer section fills the form in. */
export const onlineReferral = (quote: Quote): Referred => {
  const customer = quote.sections.customer;
  return {
    quoteId: quote.quoteId,
    ...(customer ? { person: { name: `${customer.firstName} ${customer.lastName}`, phone: customer.phone, email: customer.email } } : {}),
  };
};

/** Refer to an agent (online and life quotes): name, phone, a time window and consent to be called; the answer is the lead's reference. */
export function ReferralForm({ quoteId, line, person }: Referred) {
  const dispatch = useDispatch();
  const referring = useSelector(selectQuotingField('referring'));
  const referral = useSelector(selectQuotingField('referral'));
  const referralError = useSelector(selectQuotingField('referralError'));
  const formLog = useFormLog(referralForm);
  const sent = referral?.quoteId === quoteId ? referral : null;
  return (
    <section className="quote-referral" aria-labelledby="quote-referral-heading">
      <h2 id="quote-referral-heading" className="quote-summary__subheading">
        {quotingMessages.referralHeading}
      </h2>
      {sent ? (
        <AlertBanner type="success" heading="Request sent" subtext={quotingMessages.referralSent(sent.reference)} />
      ) : (
        <>
          {referralError && <AlertBanner type="error" heading="We couldn't send your request" subtext={referralError} />}
          <p>{quotingMessages.referralHint}</p>
          <Form<ReferralValues>
            onSubmit={(values) => {
              const given = values.email.trim();
              dispatch(
                quotingActions.referralRequested({
                  name: values.name.trim(),
                  phone: values.phone.replace(/\D/g, ''),
                  timeWindow: values.timeWindow as CallWindow,
                  consent: values.consent,
                  ...(given ? { email: given } : {}),
                  ...(line ? { line } : {}),
                }),
              );
            }}
            rules={rules}
            initialValues={{
              name: person?.name ?? '',
              phone: person?.phone ?? '',
              email: person?.email ?? '',
              timeWindow: '',
              consent: false,
            }}
            idPrefix="quote-referral-"
            {...formLog}
          >
            <TextField name="name" label="Your name" autoComplete="name" />
            <MaskedTextField name="phone" label="Phone number" mask="phone" width="medium" />
            <TextField name="email" type="email" label="Email for a confirmation" optional autoComplete="email" spellCheck={false} />
            <RadioGroupField name="timeWindow" label="When should we call? (Eastern time)" options={windows} />
            <CheckboxField name="consent" label={quotingMessages.referralConsent} summaryName="Consent to be called" />
            <Button type="submit" variant="secondary" processing={referring}>
              Ask an agent to call me
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
