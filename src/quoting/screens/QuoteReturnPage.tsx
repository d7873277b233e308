import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner, Button, DateField, Form, MaskedTextField, TextField, PageHeading } from '../../ui';
import { useFormLog } from '../../forms/useFormLog';
import { declareForm } from '../../forms/registry';
import { parseEntryDate } from '../../validation/dates';
import { compose, required } from '../../validation/validators';
import { quotingActions } from '../catalogue';
import { selectQuotingField } from '../selectors';
import { dateOfBirth, lastName, zip } from '../../validation/quoting';

const returnForm = declareForm('quote-return', ['dateOfBirth']);
interface Details {
  quoteId: string;
  lastName: string;
  dateOfBirth: string;
  zip: string;
}
const rules = { quoteId: compose(required), lastName, dateOfBirth: dateOfBirth(), zip };

/** /quoting/return: resume a saved quote by its ID and the applicant's identifying details. */
export default function QuoteReturnPage() {
  const dispatch = useDispatch();
  const submitting = useSelector(selectQuotingField('submitting'));
  const retrieveError = useSelector(selectQuotingField('retrieveError'));
  const error = useSelector(selectQuotingField('error'));
  const formLog = useFormLog(returnForm);
  const submit = (d: Details) => {
    dispatch(
      quotingActions.retrieveRequested({
        quoteId: d.quoteId.trim(),
        lastName: d.lastName.trim(),
        dateOfBirth: parseEntryDate(d.dateOfBirth) ?? '',
        zip: d.zip,
      }),
    );
  };
  return (
    <div className="quote-return">
      <PageHeading>Resume a saved quote</PageHeading>
      {(retrieveError ?? error) && <AlertBanner type="error" heading="We couldn't find your quote" subtext={retrieveError ?? error} />}
      <Form<Details> onSubmit={submit} rules={rules} idPrefix="quote-return-" {...formLog}>
        <TextField
          name="quoteId"
          label="Quote number"
          hint="On your quote summary, for example Q100123"
          autoCapitalize="none"
          spellCheck={false}
        />
        <MaskedTextField name="lastName" label="Last name" mask="name" autoComplete="family-name" />
        <DateField name="dateOfBirth" label="Date of birth" />
        <MaskedTextField name="zip" label="ZIP code" mask="zip" width="short" />
        <Button type="submit" processing={submitting}>
          Resume my quote
        </Button>
      </Form>
    </div>
  );
}
