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
  SelectField,
  TechnicalSubmissionError,
} from '../../ui';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { required } from '../../validation/validators';
import { errorCatalogue } from '../../validation/messages';
import { parseEntryDate } from '../../validation/dates';
import { policyRoutes } from '../../shared/routes';
import { selfServiceActions } from '../catalogue';
import { selectCoverageChange, selectSelfServiceField } from '../selectors';
import { PremiumChangeSummary } from './PremiumChangeSummary';
import '../selfService.scss';

const coverageForm = declareForm('editCoverage', []);
/** A coverage's field: its code alone (a dot would make the form read the name as a path). */
const choiceField = (code: string) => `choice:${code}`;

/** Edit auto or home coverage (spec section 2): limits and deductibles, the premium change previewed before confirming. */
export default function EditCoveragePage() {
  const dispatch = useDispatch();
  const params = useParams<{ policyNumber: string; coverage: string }>();
  const policyNumber = params.policyNumber.toUpperCase();
  const title = params.coverage === 'edit-auto-coverage' ? 'Edit auto coverage' : 'Edit home coverage';
  const { options, preview, busy, error, failure, outcome } = useSelector(selectCoverageChange);
  const log = useFormLog(coverageForm);
  const loadError = useSelector(selectSelfServiceField('loadError'));
  const line = options?.lineOfBusiness ?? '';
  const initial = Object.fromEntries((options?.coverages ?? []).map((c) => [choiceField(c.code), c.option]));
  return (
    <div className="self-service">
      <PageHeading>{title}</PageHeading>
      <p>
        Policy <PolicyNumber>{policyNumber}</PolicyNumber>
      </p>
      {!options && (loadError ? <GeneralApiError /> : <Loading label="Loading your coverages" />)}
      {!busy && failure === 'technical' && <TechnicalSubmissionError />}
      {!busy && failure === 'rejected' && error && <AlertBanner type="error" heading={errorCatalogue.fixSomething} subtext={error} />}
      {outcome ? (
        <>
          <AlertBanner type="success" heading="Your coverage was changed." subtext={`${outcome.description}.`} />
          <PremiumChangeSummary
            change={{
              ...outcome,
              currentPremiumCents: preview?.currentPremiumCents ?? outcome.newPremiumCents - outcome.premiumChangeCents,
            }}
          />
          <p>Your amended declarations page is with your policy documents.</p>
          <p className="form-actions">
            <Link className="button button--primary" to={policyRoutes.policyCoverages.to({ policyNumber })}>
              See your coverages
            </Link>
          </p>
        </>
      ) : (
        options && (
          <Form<Record<string, string>>
            idPrefix="edit-coverage"
            initialValues={initial}
            rules={{ effectiveDate: required }}
            {...log}
            onSubmit={(values) =>
              dispatch(
                selfServiceActions.coveragePreviewRequested({
                  policyNumber,
                  effectiveDate: parseEntryDate(values.effectiveDate ?? '') ?? values.effectiveDate ?? '',
                  choices: Object.fromEntries(
                    options.coverages
                      .filter((c) => (values[choiceField(c.code)] ?? c.option) !== c.option)
                      .map((c) => [`${line}.${c.code}`, values[choiceField(c.code)] ?? c.option]),
                  ),
                }),
              )
            }
          >
            {options.coverages.map((c) => (
              <SelectField
                key={c.code}
                name={choiceField(c.code)}
                label={c.name}
                options={c.options.map((o) => ({ value: o.code, label: o.label }))}
              />
            ))}
            <DateField name="effectiveDate" label="Make the change from" />
            <div className="form-actions">
              <Button type="submit" variant={preview ? 'secondary' : 'primary'} processing={busy && !preview}>
                See the new premium
              </Button>
              <Link className="button button--secondary" to={policyRoutes.policyCoverages.to({ policyNumber })}>
                Cancel
              </Link>
            </div>
          </Form>
        )
      )}
      {!outcome && preview && (
        <section aria-labelledby="coverage-preview">
          <h2 id="coverage-preview">Your new premium</h2>
          <PremiumChangeSummary change={preview} />
          <p>Nothing changes until you select Confirm change.</p>
          <Button processing={busy} onClick={() => dispatch(selfServiceActions.coverageChangeRequested({ policyNumber }))}>
            Confirm change
          </Button>
        </section>
      )}
    </div>
  );
}
