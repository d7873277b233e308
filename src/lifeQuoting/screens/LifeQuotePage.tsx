import { useDispatch, useSelector } from 'react-redux';
import {
  AlertBanner,
  Button,
  DateField,
  Form,
  MaskedTextField,
  PhoneLink,
  RadioGroupField,
  SelectField,
  TextField,
  PageHeading,
} from '../../ui';
import { useFormLog } from '../../forms/useFormLog';
import { declareForm } from '../../forms/registry';
import { phones } from '../../../config/product';
import { healthClasses, lifeLimits, lifeTerms } from '../../../config/rating/life';
import { parseEntryDate } from '../../validation/dates';
import type { LifeQuoteInput } from '../../contract/lifeQuoting';
import { choice, dateOfBirth, lastName, wholeNumber } from '../../validation/quoting';
import { quotingMessages } from '../../validation/messages';
import { lifeQuotingActions } from '../catalogue';
import { selectLifeQuotingField } from '../selectors';
import { centsOfTyped } from '../../shared/money';

const lifeForm = declareForm('life-quote', ['dateOfBirth', 'heightFeet', 'heightInches', 'weightPounds', 'health', 'tobacco']);
type LifeValues = Record<
  | 'dateOfBirth'
  | 'sex'
  | 'heightFeet'
  | 'heightInches'
  | 'weightPounds'
  | 'tobacco'
  | 'state'
  | 'lastName'
  | 'health'
  | 'coverageAmount'
  | 'termYears',
  string
>;

const rules = {
  dateOfBirth: dateOfBirth(),
  sex: choice,
  heightFeet: wholeNumber(3, 7),
  heightInches: wholeNumber(0, 11),
  weightPounds: wholeNumber(50, 700),
  tobacco: choice,
  state: choice,
  lastName,
  health: choice,
  coverageAmount: wholeNumber(1, 100_000_000),
  termYears: choice,
};
const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export function toLifeInput(x: LifeValues): LifeQuoteInput {
  return {
    dateOfBirth: parseEntryDate(x.dateOfBirth) ?? '',
    sex: x.sex as 'male' | 'female',
    heightInches: Number(x.heightFeet) * 12 + Number(x.heightInches),
    weightPounds: Number(x.weightPounds),
    tobacco: x.tobacco === 'yes',
    state: x.state,
    lastName: x.lastName.trim(),
    health: x.health as LifeQuoteInput['health'],
    coverageAmountCents: centsOfTyped(x.coverageAmount),
    termYears: Number(x.termYears),
  };
}

/** /quoting/life: a term life quote from a few answers. */
export default function LifeQuotePage() {
  const dispatch = useDispatch();
  const submitting = useSelector(selectLifeQuotingField('submitting'));
  const error = useSelector(selectLifeQuotingField('error'));
  const outageActive = useSelector(selectLifeQuotingField('outageActive'));
  const formLog = useFormLog(lifeForm);
  if (outageActive) {
    return (
      <div className="life-quote">
        <PageHeading>Life quote</PageHeading>
        <AlertBanner
          type="info"
          heading={quotingMessages.lifeOutageHeading}
          subtext={
            <>
              {quotingMessages.lifeOutageBody} <PhoneLink phone={phones.lifeQuote} />
            </>
          }
        />
      </div>
    );
  }
  return (
    <div className="life-quote">
      <PageHeading>Life quote</PageHeading>
      {error && <AlertBanner type="error" heading="We couldn't get your life quote" subtext={error} />}
      <Form<LifeValues>
        onSubmit={(x) => {
          dispatch(lifeQuotingActions.quoteRequested({ input: toLifeInput(x) }));
        }}
        rules={rules}
        idPrefix="life-"
        {...formLog}
      >
        <DateField name="dateOfBirth" label="Date of birth" />
        <RadioGroupField
          name="sex"
          label="Sex"
          options={[
            { value: 'female', label: 'Female' },
            { value: 'male', label: 'Male' },
          ]}
          inline
        />
        <fieldset className="life-quote__height">
          <legend>Height</legend>
          <TextField name="heightFeet" label="Feet" inputMode="numeric" width="short" />
          <TextField name="heightInches" label="Inches" inputMode="numeric" width="short" />
        </fieldset>
        <TextField name="weightPounds" label="Weight (pounds)" inputMode="numeric" width="short" />
        <RadioGroupField name="tobacco" label="Have you used tobacco or nicotine in the last 12 months?" options={yesNo} inline />
        <SelectField name="state" label="State you live in" options={lifeLimits.states.map((s) => ({ value: s, label: s }))} />
        <MaskedTextField name="lastName" label="Last name" mask="name" autoComplete="family-name" />
        <RadioGroupField
          name="health"
          label="How would you describe your health?"
          options={Object.entries(healthClasses).map(([value, h]) => ({ value, label: h.label }))}
        />
        <MaskedTextField name="coverageAmount" label="Coverage amount" mask="currency" width="medium" hint="From $100,000 to $2,000,000" />
        <RadioGroupField
          name="termYears"
          label="Term length"
          options={lifeTerms.map((t) => ({ value: String(t), label: `${t} years` }))}
          inline
        />
        <Button type="submit" processing={submitting}>
          See my price
        </Button>
      </Form>
    </div>
  );
}
