import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import {
  AlertBanner,
  Button,
  DateField,
  Form,
  MaskedTextField,
  PageHeading,
  PolicyNumber,
  RadioGroupField,
  SelectField,
  TechnicalSubmissionError,
  TextField,
} from '../../ui';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { selectFlag } from '../../flags/selectors';
import { required } from '../../validation/validators';
import * as rules from '../../validation/quoting';
import { errorCatalogue, selfServiceMessages } from '../../validation/messages';
import { parseEntryDate } from '../../validation/dates';
import { policyRoutes, selfServiceRoutes } from '../../shared/routes';
import { stateOptions } from '../../shared/usStates';
import type { DriverRelationship } from '../../contract/selfService';
import { selfServiceActions } from '../catalogue';
import { selectDriverChange } from '../selectors';
import { PremiumPreview } from './PremiumChangeSummary';
import '../selfService.scss';

const driverForm = declareForm('quoteDriver', ['dateOfBirth']);

type DriverValues = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  licenseState: string;
  yearsLicensed: string;
  relationship: DriverRelationship;
  effectiveDate: string;
};

const driverRules = {
  firstName: rules.firstName,
  lastName: rules.lastName,
  dateOfBirth: rules.dateOfBirth(),
  licenseState: rules.state,
  yearsLicensed: rules.wholeNumber(0, 90),
  relationship: rules.choice,
  effectiveDate: required,
};

const relationships = [
  { value: 'spouse', label: 'My spouse' },
  { value: 'child', label: 'My child' },
  { value: 'otherRelative', label: 'Another relative living with me' },
  { value: 'other', label: 'Someone else living with me' },
];

const isoOf = (entry: string) => parseEntryDate(entry) ?? entry;

/** Add or estimate a driver (spec section 2, behind AddDriver): the premium change first, the driver added on confirming. */
export default function QuoteDriverPage() {
  const dispatch = useDispatch();
  const params = useParams<{ policyNumber: string }>();
  const policyNumber = params.policyNumber.toUpperCase();
  const on = useSelector(selectFlag('AddDriver'));
  const { preview, busy, error, failure, outcome } = useSelector(selectDriverChange);
  const log = useFormLog(driverForm);
  const back = (
    <Link className="button button--secondary" to={selfServiceRoutes.selfService.to({ policyNumber })}>
      Back to your policy changes
    </Link>
  );
  const body = () => {
    if (!on) return <AlertBanner type="info" heading={selfServiceMessages.addDriverOff} />;
    if (outcome)
      return (
        <>
          <AlertBanner type="success" heading="Your driver was added." subtext={`${outcome.description}.`} />
          <p>Your amended declarations page is with your policy documents.</p>
          <Link className="button button--primary" to={policyRoutes.policyOverview.to({ policyNumber })}>
            Back to your policy
          </Link>
        </>
      );
    return (
      <>
        <Form<DriverValues>
          idPrefix="quote-driver"
          rules={driverRules}
          {...log}
          onSubmit={(v) =>
            dispatch(
              selfServiceActions.driverQuoteRequested({
                policyNumber,
                request: {
                  effectiveDate: isoOf(v.effectiveDate),
                  driver: {
                    firstName: v.firstName.trim(),
                    lastName: v.lastName.trim(),
                    dateOfBirth: isoOf(v.dateOfBirth),
                    licenseState: v.licenseState,
                    yearsLicensed: Number(v.yearsLicensed),
                    relationship: v.relationship,
                  },
                },
              }),
            )
          }
        >
          <MaskedTextField name="firstName" label="First name" mask="name" />
          <MaskedTextField name="lastName" label="Last name" mask="name" />
          <DateField name="dateOfBirth" label="Date of birth" />
          <RadioGroupField name="relationship" label="Who is the driver to you?" options={relationships} />
          <SelectField name="licenseState" label="License state" options={stateOptions} />
          <TextField name="yearsLicensed" label="Years licensed" inputMode="numeric" width="short" />
          <DateField name="effectiveDate" label="Add the driver from" />
          <div className="form-actions">
            <Button type="submit" variant={preview ? 'secondary' : 'primary'} processing={busy && !preview}>
              Estimate the premium
            </Button>
            {back}
          </div>
        </Form>
        {preview && (
          <PremiumPreview
            id="driver-preview"
            heading="Your estimated premium"
            change={preview}
            confirmLabel="Add driver"
            busy={busy}
            onConfirm={() => dispatch(selfServiceActions.driverAddRequested({ policyNumber }))}
          />
        )}
      </>
    );
  };
  return (
    <div className="self-service">
      <PageHeading>Add or estimate a driver</PageHeading>
      <p>
        Auto policy <PolicyNumber>{policyNumber}</PolicyNumber>
      </p>
      {!busy && failure === 'technical' && <TechnicalSubmissionError />}
      {!busy && failure === 'rejected' && error && <AlertBanner type="error" heading={errorCatalogue.fixSomething} subtext={error} />}
      {body()}
    </div>
  );
}
