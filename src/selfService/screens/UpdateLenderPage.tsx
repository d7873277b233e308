import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import {
  AlertBanner,
  Button,
  GeneralApiError,
  DateField,
  Form,
  Loading,
  PageHeading,
  PolicyNumber,
  TechnicalSubmissionError,
} from '../../ui';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { required } from '../../validation/validators';
import { errorCatalogue } from '../../validation/messages';
import { policyRoutes, selfServiceRoutes } from '../../shared/routes';
import type { UpdateLenderStep } from '../../shared/routes/selfService';
import { selfServiceActions } from '../catalogue';
import { selectLenderUpdate, selectSelfServiceField, selectVehicleLenders } from '../selectors';
import { LenderSearch, lenderRules } from './LenderSearch';
import '../selfService.scss';

const lenderForm = declareForm('updateLender', ['loanNumber']);

/** Update lender (spec section 2): select a vehicle and its new lender, review, confirmation. */
export default function UpdateLenderPage() {
  const dispatch = useDispatch();
  const params = useParams<{ policyNumber: string; vehicleId?: string; step: UpdateLenderStep }>();
  const policyNumber = params.policyNumber.toUpperCase();
  const vehicles = useSelector(selectVehicleLenders(policyNumber));
  const update = useSelector(selectLenderUpdate);
  const log = useFormLog(lenderForm);
  const loadError = useSelector(selectSelfServiceField('loadError'));
  const heading = <PageHeading key={params.step}>Update lender</PageHeading>;
  const frame = (body: React.ReactNode) => (
    <div className="self-service">
      {heading}
      <p>
        Auto policy <PolicyNumber>{policyNumber}</PolicyNumber>
      </p>
      {body}
    </div>
  );
  if (params.step === 'select')
    return frame(
      vehicles === null ? (
        loadError ? (
          <GeneralApiError />
        ) : (
          <Loading label="Loading your vehicles" />
        )
      ) : (
        vehicles.map((v) => (
          <section key={v.vehicleId} aria-labelledby={`lender-${v.vehicleId}`} className="detail-section">
            <h2 id={`lender-${v.vehicleId}`}>{v.description}</h2>
            <p>
              {v.lenders.length ? `Lender: ${v.lenders.map((l) => `${l.name}, loan ending ${l.loanLastFour}`).join('; ')}` : 'No lender'}
            </p>
            <Form<Record<string, string>>
              idPrefix={`lender-form-${v.vehicleId}`}
              rules={{ ...lenderRules, effectiveDate: required }}
              {...log}
              onSubmit={(values) => dispatch(selfServiceActions.lenderUpdateReviewed({ policyNumber, vehicleId: v.vehicleId, values }))}
            >
              <LenderSearch kind="auto" vehicleId={v.vehicleId} />
              <DateField name="effectiveDate" label="New lender from" />
              <Button type="submit">Review new lender</Button>
            </Form>
          </section>
        ))
      ),
    );
  const vehicleId = params.vehicleId ?? '';
  if (update.vehicleId !== vehicleId)
    return frame(<Link to={selfServiceRoutes.updateLender.to({ policyNumber, step: 'select' })}>Choose the vehicle and its lender</Link>);
  if (params.step === 'confirmation' && update.outcome)
    return frame(<AlertBanner type="success" heading="Your lender was updated." subtext={`${update.outcome.description}.`} />);
  return frame(
    <>
      {!update.busy && update.failure === 'technical' && <TechnicalSubmissionError />}
      {!update.busy && update.failure === 'rejected' && update.error && (
        <AlertBanner type="error" heading={errorCatalogue.fixSomething} subtext={update.error} />
      )}
      <p>{`New lender: ${update.values.lenderName ?? ''}, loan ending ${(update.values.loanNumber ?? '').slice(-4)}`}</p>
      <div className="form-actions">
        <Button processing={update.busy} onClick={() => dispatch(selfServiceActions.lenderUpdateRequested({ policyNumber, vehicleId }))}>
          Update lender
        </Button>
        <Link className="button button--secondary" to={policyRoutes.policyOverview.to({ policyNumber })}>
          Cancel
        </Link>
      </div>
    </>,
  );
}
