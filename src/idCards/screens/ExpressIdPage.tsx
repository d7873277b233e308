import { useDispatch, useSelector } from 'react-redux';
import { Button, DateField, Form, MaskedTextField, RadioGroupField, TextField, PageHeading, PolicyNumber } from '../../ui';
import NotFoundPage from '../../shell/NotFoundPage';
import { formatIsoDate } from '../../shared/format';
import { selectFlag } from '../../flags/selectors';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { parseEntryDate } from '../../validation/dates';
import { fieldMessages, identifierExamples } from '../../validation/messages';
import * as patterns from '../../validation/patterns';
import { birthDate, compose, normalizeIdentifier, onIdentifier, pattern, required, type Rules } from '../../validation/validators';
import { idCardsActions } from '../catalogue';
import { selectExpressId } from '../selectors';
import '../../policies/policies.scss';

interface ExpressIdValues {
  policyNumber: string;
  zip: string;
  identity: 'dateOfBirth' | 'lastName';
  dateOfBirth?: string;
  lastName?: string;
}

const expressIdForm = declareForm('expressId', ['dateOfBirth', 'lastName']);
const policyNumberPattern = new RegExp(`${patterns.mutualPolicyNumber.source}|${patterns.lifePolicyNumber.source}`);

const rules: Rules<ExpressIdValues> = {
  policyNumber: compose(required, onIdentifier(pattern(policyNumberPattern, fieldMessages.policyNumber))),
  zip: compose(required, pattern(patterns.zip, fieldMessages.zip)),
  identity: required,
};

const dateOfBirth = compose(required, birthDate());

function validate(values: ExpressIdValues) {
  if (values.identity === 'dateOfBirth') {
    const message = dateOfBirth(values.dateOfBirth);
    if (message) return { dateOfBirth: message };
  }
  if (values.identity === 'lastName') {
    if (!values.lastName) return { lastName: fieldMessages.missingRequiredField };
    if (!patterns.customerName.test(values.lastName.trim())) return { lastName: fieldMessages.lastName };
  }
  return {};
}

function Cards() {
  const express = useSelector(selectExpressId);
  if (express.status !== 'found') return null;
  return (
    <section className="detail-section" aria-labelledby="express-cards">
      <h2 id="express-cards">Your ID cards</h2>
      <ul className="document-list">
        {express.cards.map((c) => (
          <li key={c.cardId}>
            <span>
              <strong>{c.vehicle}</strong>
              <br />
              <span className="document-list__meta">
                Policy <PolicyNumber>{c.policyNumber}</PolicyNumber> · {formatIsoDate(c.effectiveDate)} – {formatIsoDate(c.expirationDate)}
              </span>
            </span>
            <span className="document-list__actions">
              <a
                href={c.link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Open ID card for the ${c.vehicle} (opens in a new tab)`}
              >
                Open
              </a>
              <a href={`${c.link.url}&download=1`} download aria-label={`Download ID card for the ${c.vehicle}`}>
                Download
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Express ID cards for a guest: policy number, ZIP code and a date of birth or last name (no sign-in). */
export default function ExpressIdPage() {
  const dispatch = useDispatch();
  const disabled = useSelector(selectFlag('DisableExpressID'));
  const express = useSelector(selectExpressId);
  const formLog = useFormLog(expressIdForm);
  if (disabled) return <NotFoundPage />;
  const submit = (values: ExpressIdValues) => {
    const identity =
      values.identity === 'dateOfBirth'
        ? { dateOfBirth: parseEntryDate(values.dateOfBirth ?? '') ?? '' }
        : { lastName: (values.lastName ?? '').trim() };
    dispatch(idCardsActions.expressIdRequested({ policyNumber: normalizeIdentifier(values.policyNumber), zip: values.zip, ...identity }));
  };
  return (
    <div className="express-id">
      <PageHeading>Get your ID cards</PageHeading>
      <p>No need to log in: tell us your policy number and a few details, and we'll show your auto or motorcycle ID cards.</p>
      <Form<ExpressIdValues>
        idPrefix="express-id"
        rules={rules}
        validate={validate}
        initialValues={{ identity: 'dateOfBirth' }}
        serverError={
          express.status === 'rejected' && express.message ? { heading: "We couldn't find your ID cards", message: express.message } : null
        }
        onSubmit={submit}
        {...formLog}
      >
        {({ values }) => (
          <>
            <TextField
              name="policyNumber"
              label="Policy number"
              hint={`For example ${identifierExamples.mutualPolicy}`}
              autoCapitalize="characters"
              spellCheck={false}
              width="medium"
            />
            <MaskedTextField name="zip" label="ZIP code" mask="zip" width="short" />
            <RadioGroupField
              name="identity"
              label="Confirm who you are with your"
              options={[
                { value: 'dateOfBirth', label: 'Date of birth' },
                { value: 'lastName', label: 'Last name' },
              ]}
              inline
            />
            {values.identity === 'lastName' ? (
              <TextField name="lastName" label="Last name" autoComplete="family-name" width="medium" />
            ) : (
              <DateField name="dateOfBirth" label="Date of birth" autoComplete="bday" />
            )}
            <Button type="submit" processing={express.status === 'searching'}>
              Get ID cards
            </Button>
          </>
        )}
      </Form>
      <Cards />
    </div>
  );
}
