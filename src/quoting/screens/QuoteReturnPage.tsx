import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { AlertBanner, Button, DateField, Form, Loading, MaskedTextField, TextField, PageHeading } from '../../ui';
import { useFormLog } from '../../forms/useFormLog';
import { declareForm } from '../../forms/registry';
import { parseEntryDate } from '../../validation/dates';
import { compose, required } from '../../validation/validators';
import { quotingActions } from '../catalogue';
import { selectQuotingField } from '../selectors';
import { dateOfBirth, lastName, zip } from '../../validation/quoting';
import { quotingMessages } from '../../validation/messages';
import { quotingRoutes } from '../../shared/routes/quoting';

/** What the return page says of a link of an e-mailed quote that did not open it. */
const refusalWords = {
  link_used: { heading: quotingMessages.linkUsedHeading, body: quotingMessages.linkUsedBody },
  link_expired: { heading: quotingMessages.linkExpiredHeading, body: quotingMessages.linkExpiredBody },
  link_unknown: { heading: quotingMessages.linkNotFoundHeading, body: quotingMessages.linkNotFoundBody },
} as const;

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
  const linkRefusal = useSelector(selectQuotingField('linkRefusal'));
  const openingLink = useSelector(selectQuotingField('openingLink'));
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
      {openingLink && <Loading />}
      {linkRefusal && (
        <>
          <AlertBanner type="error" heading={refusalWords[linkRefusal].heading} subtext={refusalWords[linkRefusal].body} />
          <p>
            <Link className="standalone-link" to={quotingRoutes.quoteStart.to({})}>
              Start a new quote
            </Link>
          </p>
        </>
      )}
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
