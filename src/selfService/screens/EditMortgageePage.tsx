import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Redirect, useParams } from 'react-router-dom';
import { AlertBanner, Button, DateField, Form, PageHeading, PolicyNumber, RadioGroupField, TechnicalSubmissionError } from '../../ui';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { required, type Validator } from '../../validation/validators';
import * as rules from '../../validation/quoting';
import { errorCatalogue } from '../../validation/messages';
import { policyRoutes, selfServiceRoutes } from '../../shared/routes';
import type { MortgageeStep } from '../../shared/routes/selfService';
import { formatIsoDate } from '../../shared/format';
import { selectPolicyDetails } from '../../policies/selectors';
import { selfServiceActions } from '../catalogue';
import { selectMortgageeChange } from '../selectors';
import { effectiveDateOf } from '../flow';
import { LenderSearch, lenderRules } from './LenderSearch';
import { PolicyOnFile } from '../PolicyOnFile';
import '../selfService.scss';

const mortgageeForm = declareForm('editMortgagee', ['loanNumber']);
const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

function StepForm({
  policyNumber,
  step,
  rules: stepRules = {},
  children,
  submitLabel = 'Continue',
}: {
  policyNumber: string;
  step: MortgageeStep;
  rules?: Record<string, Validator>;
  children?: ReactNode;
  submitLabel?: string;
}) {
  const dispatch = useDispatch();
  const { draft } = useSelector(selectMortgageeChange);
  const log = useFormLog(mortgageeForm);
  return (
    <Form<Record<string, string>>
      idPrefix="edit-mortgagee"
      initialValues={step === 'landing' ? {} : draft}
      rules={stepRules}
      {...log}
      onSubmit={(values) => {
        const answered = Object.fromEntries(Object.entries(values).filter(([k]) => k in stepRules || k.startsWith('lender')));
        dispatch(selfServiceActions.mortgageeStepSubmitted({ policyNumber, step, values: answered }));
      }}
    >
      {children}
      <div className="form-actions">
        <Button type="submit">{submitLabel}</Button>
        <Link className="button button--secondary" to={policyRoutes.policyOverview.to({ policyNumber })}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

function Current({ policyNumber }: { policyNumber: string }) {
  const details = useSelector(selectPolicyDetails(policyNumber));
  const current = details?.mortgagees ?? [];
  return (
    <>
      <p>The mortgagee is the lender that holds the mortgage on your home; it is named on your policy and told of any change.</p>
      {current.length > 0 ? (
        <ul className="self-service__changes">
          {current.map((m) => (
            <li key={m.position}>{`Current mortgagee: ${m.name}, loan ending ${m.loanLastFour}`}</li>
          ))}
        </ul>
      ) : (
        <p>Your policy names no mortgagee.</p>
      )}
    </>
  );
}

function Review({ policyNumber }: { policyNumber: string }) {
  const dispatch = useDispatch();
  const { draft, busy, failure, error } = useSelector(selectMortgageeChange);
  return (
    <>
      {!busy && failure === 'technical' && <TechnicalSubmissionError />}
      {!busy && failure === 'rejected' && error && <AlertBanner type="error" heading={errorCatalogue.fixSomething} subtext={error} />}
      <dl className="payment-summary">
        <div>
          <dt>New mortgagee</dt>
          <dd>{`${draft.lenderName ?? ''}, ${draft.lenderLine1 ?? ''}, ${draft.lenderCity ?? ''}, ${draft.lenderState ?? ''} ${draft.lenderZip ?? ''}`}</dd>
        </div>
        <div>
          <dt>Loan ending</dt>
          <dd>{(draft.loanNumber ?? '').slice(-4)}</dd>
        </div>
        <div>
          <dt>Premium paid from escrow</dt>
          <dd>{draft.escrow === 'yes' ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt>From</dt>
          <dd>{formatIsoDate(effectiveDateOf(draft))}</dd>
        </div>
      </dl>
      <p>Your premium does not change. Nothing changes until you select Replace mortgagee.</p>
      <Button processing={busy} onClick={() => dispatch(selfServiceActions.mortgageeChangeRequested({ policyNumber }))}>
        Replace mortgagee
      </Button>
    </>
  );
}

function StepContent({ policyNumber, step }: { policyNumber: string; step: MortgageeStep }) {
  const { outcome } = useSelector(selectMortgageeChange);
  const props = { policyNumber, step };
  switch (step) {
    case 'landing':
      return (
        <>
          <Current policyNumber={policyNumber} />
          <StepForm {...props} submitLabel="Replace mortgagee" />
        </>
      );
    case 'select-lender':
      return (
        <StepForm {...props} rules={{ lenderKnown: rules.choice }}>
          <RadioGroupField name="lenderKnown" label="Do you know the name of your new lender?" options={yesNo} inline />
        </StepForm>
      );
    case 'mortgage-help':
      return (
        <StepForm {...props} submitLabel="Find my lender">
          <p>
            Your lender&apos;s name and its insurance address (the mortgagee clause, often ending ISAOA/ATIMA) are on your mortgage
            statement or closing papers, with your loan number.
          </p>
        </StepForm>
      );
    case 'search-lender':
      return (
        <StepForm {...props} rules={lenderRules}>
          <LenderSearch kind="mortgage" />
        </StepForm>
      );
    case 'mortgage-escrow-info':
      return (
        <StepForm {...props} rules={{ escrow: rules.choice, effectiveDate: required }}>
          <RadioGroupField name="escrow" label="Does your lender pay your premium from an escrow account?" options={yesNo} inline />
          <DateField name="effectiveDate" label="Name the new mortgagee from" />
        </StepForm>
      );
    case 'review':
      return <Review policyNumber={policyNumber} />;
    case 'confirmation':
      return outcome ? (
        <>
          <AlertBanner type="success" heading="Your mortgagee was replaced." subtext={`${outcome.description}.`} />
          <p>We let your new lender know. Your amended declarations page is with your policy documents.</p>
          <Link className="button button--primary" to={policyRoutes.policyOverview.to({ policyNumber })}>
            Back to your policy
          </Link>
        </>
      ) : null;
  }
}

/** Edit mortgagee (spec section 2): landing, select-lender, mortgage-help, search-lender, mortgage-escrow-info, review, confirmation. */
export default function EditMortgageePage() {
  const params = useParams<{ policyNumber: string; step: MortgageeStep }>();
  const policyNumber = params.policyNumber.toUpperCase();
  const { draft, outcome } = useSelector(selectMortgageeChange);
  const later = !['landing', 'select-lender', 'mortgage-help'].includes(params.step);
  if (
    (params.step === 'confirmation' && !outcome) ||
    (later && params.step !== 'search-lender' && !draft.lenderName) ||
    (later && !draft.lenderKnown)
  )
    return <Redirect to={selfServiceRoutes.editMortgagee.to({ policyNumber, step: 'landing' })} />;
  // The policy's current mortgagees come with its details: opened directly or reloaded, the page waits for them.
  return (
    <PolicyOnFile policyNumber={policyNumber}>
      {() => (
        <div className="self-service">
          <PageHeading key={params.step}>Edit mortgagee</PageHeading>
          <p>
            Policy <PolicyNumber>{policyNumber}</PolicyNumber>
          </p>
          <StepContent key={`step-${params.step}`} policyNumber={policyNumber} step={params.step} />
        </div>
      )}
    </PolicyOnFile>
  );
}
