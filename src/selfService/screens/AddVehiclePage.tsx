import { useEffect, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { RatedCoverage } from '../../contract/quoting';
import type { ProductAvailability } from '../../contract/selfService';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Redirect, useParams } from 'react-router-dom';
import {
  AlertBanner,
  Button,
  DateField,
  Form,
  GeneralApiError,
  MaskedTextField,
  PageHeading,
  PhoneLink,
  PolicyNumber,
  QuoteCallToContinue,
  RadioGroupField,
  SelectField,
  TechnicalSubmissionError,
  TextField,
} from '../../ui';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { required, type Validator } from '../../validation/validators';
import { businessToday } from '../../validation/dates';
import * as rules from '../../validation/quoting';
import { phones } from '../../../config/product';
import { errorCatalogue, quotingMessages, selfServiceMessages } from '../../validation/messages';
import { addVehicleSteps, type AddVehicleStep } from '../../shared/routes/selfService';
import type { VehicleKnockoutCode } from '../../contract/selfService';
import { policyRoutes, selfServiceRoutes } from '../../shared/routes';
import { formatCents } from '../../shared/money';
import { formatIsoDate } from '../../shared/format';
import { selfServiceActions } from '../catalogue';
import { selectAddVehicle, selectSelfServiceField } from '../selectors';
import { addVehiclePath, firstUnansweredStep, vehicleOf, type Draft } from '../flow';
import { PremiumChangeSummary } from './PremiumChangeSummary';
import { LenderSearch, lenderRules } from './LenderSearch';
import '../selfService.scss';

const addVehicleForm = declareForm('addVehicle', ['loanNumber']);
const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const stepOrder = addVehicleSteps.order;
/** The coverages chosen per vehicle: collision and comprehensive (liability is the policy's own). */
const vehicleChoices = ['COLL', 'COMP'];

interface StepProps {
  policyNumber: string;
  step: AddVehicleStep;
  draft: Draft;
}

/** One step's form: its fields, its rules, and Continue (the saga decides the next step). */
function StepForm({
  policyNumber,
  step,
  draft,
  rules: stepRules = {},
  children,
  submitLabel = 'Continue',
}: StepProps & {
  rules?: Record<string, Validator>;
  children?: ReactNode;
  submitLabel?: string;
}) {
  const dispatch = useDispatch();
  const log = useFormLog(addVehicleForm);
  const { busy } = useSelector(selectAddVehicle);
  return (
    <Form<Record<string, string>>
      idPrefix="add-vehicle"
      initialValues={draft}
      rules={stepRules}
      {...log}
      onSubmit={(values) => {
        const answered = Object.fromEntries(
          Object.entries(values).filter(([k]) => k in stepRules || k.startsWith('choice:') || k.startsWith('lender')),
        );
        dispatch(selfServiceActions.addVehicleStepSubmitted({ policyNumber, step, values: answered }));
      }}
    >
      {children}
      <div className="form-actions">
        <Button type="submit" processing={busy}>
          {submitLabel}
        </Button>
        <Link className="button button--secondary" to={policyRoutes.policyOverview.to({ policyNumber })}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** One coverage's option; a new option is priced again at once (the premium change shown live). */
function CoverageChoice({ coverage, policyNumber, live }: { coverage: RatedCoverage; policyNumber: string; live: boolean }) {
  const dispatch = useDispatch();
  const name = `choice:${coverage.code}`;
  const {
    input: { value },
  } = useField<string>(name, { subscription: { value: true } });
  useEffect(() => {
    if (live && value && value !== coverage.option)
      dispatch(selfServiceActions.addVehicleRequoteRequested({ policyNumber, choices: { [name]: value } }));
  }, [live, value, coverage.option, name, policyNumber, dispatch]);
  return (
    <SelectField
      name={name}
      label={`${coverage.name} (${formatCents(coverage.premiumCents)} for the term)`}
      options={coverage.options.map((o) => ({ value: o.code, label: o.label }))}
      disabled={!live}
    />
  );
}

function CoverageChoices({ policyNumber, live }: { policyNumber: string; live: boolean }) {
  const quote = useSelector(selectSelfServiceField('quote'));
  if (!quote) return null;
  return (
    <>
      {quote.coverages
        .filter((c) => vehicleChoices.includes(c.code))
        .map((c) => (
          <CoverageChoice key={c.code} coverage={c} policyNumber={policyNumber} live={live} />
        ))}
      <PremiumChangeSummary change={quote} />
    </>
  );
}

function Review({ policyNumber, draft }: { policyNumber: string; draft: Draft }) {
  const dispatch = useDispatch();
  const quote = useSelector(selectSelfServiceField('quote'));
  const { busy, failure, error } = useSelector(selectAddVehicle);
  const vehicle = vehicleOf(draft);
  return (
    <>
      {!busy && failure === 'technical' && <TechnicalSubmissionError />}
      {!busy && failure === 'rejected' && error && <AlertBanner type="error" heading={errorCatalogue.fixSomething} subtext={error} />}
      <dl className="payment-summary">
        <div>
          <dt>Vehicle</dt>
          <dd>{`${vehicle.year} ${vehicle.make} ${vehicle.model}`}</dd>
        </div>
        <div>
          <dt>VIN</dt>
          <dd>{vehicle.vin}</dd>
        </div>
        {draft.lenderName && (
          <div>
            <dt>Lender</dt>
            <dd>{draft.lenderName}</dd>
          </div>
        )}
      </dl>
      {quote && <PremiumChangeSummary change={quote} />}
      <p>Nothing changes until you select Add vehicle.</p>
      <div className="form-actions">
        <Button processing={busy} onClick={() => dispatch(selfServiceActions.addVehicleBindRequested({ policyNumber }))}>
          Add vehicle
        </Button>
        <Link className="button button--secondary" to={policyRoutes.policyOverview.to({ policyNumber })}>
          Cancel
        </Link>
      </div>
    </>
  );
}

function Confirmation({ policyNumber }: { policyNumber: string }) {
  const { outcome } = useSelector(selectAddVehicle);
  if (!outcome) return null;
  const e = outcome.endorsement;
  return (
    <>
      <AlertBanner type="success" heading="Your vehicle was added." subtext={`${e.description} on policy ${policyNumber}.`} />
      <PremiumChangeSummary
        change={{ currentPremiumCents: e.newPremiumCents - e.premiumChangeCents, ...e, effectiveDate: e.effectiveDate }}
      />
      <p>
        {selfServiceMessages.addedVehicleCard(formatIsoDate(e.effectiveDate), e.effectiveDate <= businessToday(new Date(e.requestedAt)))}
      </p>
      <p className="form-actions">
        <Link className="button button--primary" to={policyRoutes.policyIdCards.to({ policyNumber })}>
          Get your new ID card
        </Link>
        <Link className="button button--secondary" to={policyRoutes.policyDocuments.to({ policyNumber })}>
          Policy documents
        </Link>
      </p>
    </>
  );
}

/** A bind-time knockout: why the vehicle cannot be added online, and the call to continue. */
function KnockedOut({ code }: { code: VehicleKnockoutCode }) {
  return (
    <>
      <AlertBanner type="info" heading={quotingMessages.knockoutHeading} subtext={selfServiceMessages.vehicleKnockouts[code]} />
      <QuoteCallToContinue />
    </>
  );
}

/** Whether the gateway answered that a vehicle cannot be added online to this policy (the customer calls instead). */
const unavailableFor = (availability: ProductAvailability | null, policyNumber: string) =>
  availability?.policyNumber === policyNumber && !availability.addVehicle;

function StepContent(props: StepProps) {
  const { policyNumber, step, draft } = props;
  const vinMessage = useSelector(selectSelfServiceField('vinMessage'));
  const knockout = useSelector(selectSelfServiceField('knockout'));
  const availability = useSelector(selectSelfServiceField('availability'));
  const { error } = useSelector(selectAddVehicle);
  switch (step) {
    case 'start':
      return unavailableFor(availability, policyNumber) ? (
        <>
          <AlertBanner type="info" heading={selfServiceMessages.addVehicleUnavailableHeading} />
          <p>
            {selfServiceMessages.addVehicleUnavailable} <PhoneLink phone={phones.general} />.
          </p>
          <p>
            <Link className="button button--secondary" to={policyRoutes.policyOverview.to({ policyNumber })}>
              Back to your policy
            </Link>
          </p>
        </>
      ) : (
        <StepForm {...props} submitLabel="Get started">
          {error && <GeneralApiError />}
          <p>
            Add a car, truck or van to this policy. You will see what it costs before you buy, and its ID card is ready as soon as it is
            added.
          </p>
          <p>
            Have the vehicle&apos;s VIN (vehicle identification number) at hand, and its lender&apos;s name if it is financed or leased.
          </p>
        </StepForm>
      );
    case 'specify-vehicle':
      return (
        <StepForm {...props} rules={{ vehicleBy: rules.choice }}>
          <RadioGroupField
            name="vehicleBy"
            label="How would you like to identify the vehicle?"
            options={[
              { value: 'vin', label: 'By its VIN' },
              { value: 'yearMakeModel', label: 'By its year, make and model' },
            ]}
          />
        </StepForm>
      );
    case 'enter-year-make-model':
      return (
        <StepForm {...props} rules={{ year: rules.modelYear(), make: required, model: required }}>
          <TextField name="year" label="Year" inputMode="numeric" autoComplete="off" width="short" />
          <TextField name="make" label="Make" autoComplete="off" width="medium" />
          <TextField name="model" label="Model" autoComplete="off" width="medium" />
        </StepForm>
      );
    case 'enter-vin-for-quote':
    case 'enter-vin-for-bind':
      return (
        <StepForm {...props} rules={{ vin: rules.vin }}>
          {vinMessage && <AlertBanner type="error" heading={errorCatalogue.fixSomething} subtext={vinMessage} />}
          <MaskedTextField
            name="vin"
            label="VIN (vehicle identification number)"
            hint="17 letters and numbers, never I, O or Q"
            mask="vin"
          />
        </StepForm>
      );
    case 'purchase-details':
      return (
        <StepForm {...props} rules={{ ownership: rules.choice, purchaseDate: required }}>
          <RadioGroupField
            name="ownership"
            label="Is the vehicle owned, financed or leased?"
            options={[
              { value: 'owned', label: 'Owned outright' },
              { value: 'financed', label: 'Financed (a loan)' },
              { value: 'leased', label: 'Leased' },
            ]}
          />
          <DateField name="purchaseDate" label="Purchase date" />
        </StepForm>
      );
    case 'vehicle-details':
      return (
        <StepForm {...props} rules={{ use: rules.choice, forProfit: rules.choice, garagingZip: rules.zip }}>
          <RadioGroupField
            name="use"
            label="How is the vehicle used most?"
            options={[
              { value: 'commute', label: 'Commuting to work or school' },
              { value: 'pleasure', label: 'Pleasure' },
              { value: 'business', label: 'Business' },
            ]}
          />
          <RadioGroupField
            name="forProfit"
            label="Is it used to carry people or goods for pay (delivery, ride-sharing)?"
            options={yesNo}
            inline
          />
          <MaskedTextField name="garagingZip" label="ZIP code where it is kept overnight" mask="zip" width="short" />
        </StepForm>
      );
    case 'additional-vehicle-details':
      return (
        <StepForm {...props} rules={{ garagedElsewhere: rules.choice, registeredOwner: rules.choice, effectiveDate: required }}>
          {error && <GeneralApiError />}
          <RadioGroupField name="garagedElsewhere" label="Is it kept overnight at an address other than yours?" options={yesNo} inline />
          <RadioGroupField
            name="registeredOwner"
            label="Who is the registered owner?"
            options={[
              { value: 'self', label: 'Me' },
              { value: 'spouse', label: 'My spouse' },
              { value: 'other', label: 'Someone else' },
            ]}
          />
          <DateField name="effectiveDate" label="Add it to the policy from" />
        </StepForm>
      );
    case 'edit-coverages-for-quote':
      return (
        <StepForm {...props}>
          <CoverageChoices policyNumber={policyNumber} live />
        </StepForm>
      );
    case 'edit-coverages-for-bind':
      return knockout ? (
        <KnockedOut code={knockout} />
      ) : (
        <StepForm {...props} submitLabel="Continue to buy">
          <p>These are the coverages of your new vehicle and what they cost. Next, we confirm the details we need to add it.</p>
          <CoverageChoices policyNumber={policyNumber} live={false} />
        </StepForm>
      );
    case 'lender-search':
      return (
        <StepForm {...props} rules={lenderRules}>
          <LenderSearch kind="auto" />
        </StepForm>
      );
    case 'review':
      return knockout ? <KnockedOut code={knockout} /> : <Review policyNumber={policyNumber} draft={draft} />;
    case 'confirmation':
      return <Confirmation policyNumber={policyNumber} />;
    case 'intro':
      return null;
  }
}

/** 'Step n of N' along the steps the answers so far lead through; none on the confirmation or when the customer must call. */
function StepCounter({ step, draft, unavailable }: { step: AddVehicleStep; draft: Draft; unavailable: boolean }) {
  const path = addVehiclePath(draft);
  const at = path.indexOf(step);
  if (at < 0 || unavailable) return null;
  return <p className="self-service__step">{`Step ${at + 1} of ${path.length}`}</p>;
}

/** Add a vehicle (spec section 2): one screen per step, the premium change shown before buying. */
export default function AddVehiclePage() {
  const params = useParams<{ policyNumber: string; step: AddVehicleStep }>();
  const policyNumber = params.policyNumber.toUpperCase();
  const step = params.step;
  const draft = useSelector(selectSelfServiceField('draft'));
  const started = useSelector(selectSelfServiceField('policyNumber')) === policyNumber;
  const { outcome } = useSelector(selectAddVehicle);
  const quote = useSelector(selectSelfServiceField('quote'));
  const availability = useSelector(selectSelfServiceField('availability'));
  const quotedChoices = Object.fromEntries((quote?.coverages ?? []).map((c) => [`choice:${c.code}`, c.option]));
  const index = stepOrder.indexOf(step);
  // A later step opened before the earlier ones were answered goes back to the first question not answered;
  // the introduction's second address shows its first.
  const missing = started ? firstUnansweredStep(draft) : 'start';
  const early = ['start', 'specify-vehicle'];
  if (step === 'intro') return <Redirect to={selfServiceRoutes.addVehicle.to({ policyNumber, step: 'start' })} />;
  if (step === 'confirmation' ? !outcome : !early.includes(step) && missing !== null && stepOrder.indexOf(missing) < index)
    return <Redirect to={selfServiceRoutes.addVehicle.to({ policyNumber, step: missing ?? 'start' })} />;
  const shownDraft = step === 'start' ? {} : { ...quotedChoices, ...draft };
  return (
    <div className="self-service">
      <PageHeading key={step}>Add a vehicle</PageHeading>
      <p>
        Auto policy <PolicyNumber>{policyNumber}</PolicyNumber>
      </p>
      <StepCounter step={step} draft={shownDraft} unavailable={step === 'start' && unavailableFor(availability, policyNumber)} />
      {/* Each step a form of its own: a step's form state never carries into the next. */}
      <StepContent key={`step-${step}`} policyNumber={policyNumber} step={step} draft={shownDraft} />
    </div>
  );
}
