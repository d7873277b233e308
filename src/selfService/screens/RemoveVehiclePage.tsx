import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { useField } from 'react-final-form';
import {
  AlertBanner,
  GeneralApiError,
  Button,
  DateField,
  Form,
  Loading,
  PageHeading,
  PolicyNumber,
  RadioGroupField,
  TechnicalSubmissionError,
} from '../../ui';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { required } from '../../validation/validators';
import * as rules from '../../validation/quoting';
import { errorCatalogue, selfServiceMessages } from '../../validation/messages';
import { parseEntryDate } from '../../validation/dates';
import { policyRoutes } from '../../shared/routes';
import type { VehicleWithLenders } from '../../contract/selfService';
import { selfServiceActions } from '../catalogue';
import { selectRemoval, selectSelfServiceField, selectVehicleLenders } from '../selectors';
import { PremiumPreview } from './PremiumChangeSummary';
import '../selfService.scss';

const removalForm = declareForm('removeVehicle', []);

/** What becomes of the chosen vehicle's lender, said before the customer confirms. */
function LenderNotice({ vehicles }: { vehicles: readonly VehicleWithLenders[] }) {
  const {
    input: { value },
  } = useField<string>('vehicleId', { subscription: { value: true } });
  const lenders = vehicles.find((v) => v.vehicleId === value)?.lenders ?? [];
  return lenders.length ? <p role="status">{selfServiceMessages.lenderRemoved(lenders.map((l) => l.name).join(' and '))}</p> : null;
}

/** Remove a vehicle (spec section 2): never the last one; the premium change shown before confirming. */
export default function RemoveVehiclePage() {
  const dispatch = useDispatch();
  const params = useParams<{ policyNumber: string }>();
  const policyNumber = params.policyNumber.toUpperCase();
  const vehicles = useSelector(selectVehicleLenders(policyNumber));
  const { preview, busy, error, failure, outcome } = useSelector(selectRemoval);
  const log = useFormLog(removalForm);
  const loadError = useSelector(selectSelfServiceField('loadError'));
  const body = () => {
    if (outcome)
      return (
        <>
          <AlertBanner type="success" heading="Your vehicle was removed." subtext={`${outcome.description}.`} />
          <Link className="button button--primary" to={policyRoutes.policyOverview.to({ policyNumber })}>
            Back to your policy
          </Link>
        </>
      );
    if (vehicles === null) return loadError ? <GeneralApiError /> : <Loading label="Loading your vehicles" />;
    if (vehicles.length < 2) return <p>{selfServiceMessages.lastVehicle}</p>;
    return (
      <>
        <Form<{ vehicleId: string; effectiveDate: string }>
          idPrefix="remove-vehicle"
          rules={{ vehicleId: rules.choice, effectiveDate: required }}
          {...log}
          onSubmit={(v) =>
            dispatch(
              selfServiceActions.removalPreviewRequested({
                policyNumber,
                vehicleId: v.vehicleId,
                effectiveDate: parseEntryDate(v.effectiveDate) ?? v.effectiveDate,
              }),
            )
          }
        >
          <RadioGroupField
            name="vehicleId"
            label="Which vehicle do you want to remove?"
            options={vehicles.map((v) => ({ value: v.vehicleId, label: v.description }))}
          />
          <LenderNotice vehicles={vehicles} />
          <DateField name="effectiveDate" label="Remove it from" />
          <Button type="submit" variant={preview ? 'secondary' : 'primary'} processing={busy && !preview}>
            See the premium change
          </Button>
        </Form>
        {preview && (
          <PremiumPreview
            id="removal-preview"
            heading="Your new premium"
            change={preview}
            confirmLabel="Remove vehicle"
            busy={busy}
            onConfirm={() => dispatch(selfServiceActions.removalRequested({ policyNumber }))}
          />
        )}
      </>
    );
  };
  return (
    <div className="self-service">
      <PageHeading>Remove a vehicle</PageHeading>
      <p>
        Auto policy <PolicyNumber>{policyNumber}</PolicyNumber>
      </p>
      {!busy && failure === 'technical' && <TechnicalSubmissionError />}
      {!busy && failure === 'rejected' && error && <AlertBanner type="error" heading={errorCatalogue.fixSomething} subtext={error} />}
      {body()}
    </div>
  );
}
