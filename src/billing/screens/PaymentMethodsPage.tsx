import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner, Button, Form, GeneralApiError, PageHeading, Loading } from '../../ui';
import { paymentMessages } from '../../validation/messages';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import {
  InstrumentFields,
  instrumentErrors,
  instrumentInitialValues,
  instrumentRules,
  instrumentSecretFields,
  toInstrumentDetails,
  type InstrumentValues,
} from '../InstrumentFields';
import { billingActions } from '../catalogue';
import { selectBillingAccounts, selectSavedMethods } from '../selectors';
import { methodLabel } from '../../shared/billingLabels';
import { BillingNav } from '../BillingNav';

const addMethodForm = declareForm('addPaymentMethod', instrumentSecretFields);

function AddMethodForm() {
  const dispatch = useDispatch();
  const methods = useSelector(selectSavedMethods);
  const log = useFormLog(addMethodForm);
  return (
    <section className="billing-card" aria-labelledby="add-method-heading">
      <h2 id="add-method-heading" className="billing-card__title">
        Add a payment method
      </h2>
      {methods.addError && <AlertBanner type="error" heading={paymentMessages.methodNotAccepted} subtext={methods.addError} />}
      {/* A new form after each saved method, so the fields start empty again. */}
      <Form<InstrumentValues>
        key={methods.items.length}
        idPrefix="add-method"
        onSubmit={(v) => void dispatch(billingActions.methodAddRequested({ details: toInstrumentDetails(v) }))}
        initialValues={instrumentInitialValues}
        rules={instrumentRules}
        validate={instrumentErrors}
        {...log}
      >
        {({ values }) => (
          <>
            <InstrumentFields kind={values.kind} />
            <div className="form-actions">
              <Button type="submit" processing={methods.adding}>
                Save payment method
              </Button>
            </div>
          </>
        )}
      </Form>
    </section>
  );
}

/** Saved payment methods: listed by brand or bank and last four; added through the tokenization call; removed. */
export default function PaymentMethodsPage() {
  const dispatch = useDispatch();
  const methods = useSelector(selectSavedMethods);
  const accounts = useSelector(selectBillingAccounts);
  const inAutopay = new Set(accounts.flatMap((a) => (a.autopay ? [a.autopay.methodId] : [])));
  return (
    <div className="billing">
      <PageHeading>Payment methods</PageHeading>
      <BillingNav />
      {methods.status === 'idle' && <Loading label="Loading your payment methods" />}
      {methods.status === 'failed' && <GeneralApiError />}
      {methods.removeError && <AlertBanner type="error" heading="We could not remove this payment method." subtext={methods.removeError} />}
      {methods.status === 'loaded' && methods.items.length === 0 && <p>You have no saved payment methods.</p>}
      {methods.items.length > 0 && (
        <ul className="billing-list" aria-label="Saved payment methods">
          {methods.items.map((m) => (
            <li key={m.methodId}>
              <span>
                <strong>{methodLabel(m)}</strong>
                <span className="billing-list__meta">
                  {m.holderName}
                  {m.expiry ? `, expires ${m.expiry}` : ''}
                  {inAutopay.has(m.methodId) ? ', used for automatic payments' : ''}
                </span>
              </span>
              <Button
                variant="secondary"
                processing={methods.removing.includes(m.methodId)}
                onClick={() => dispatch(billingActions.methodRemoveRequested({ methodId: m.methodId }))}
              >
                Remove<span className="visually-hidden"> {methodLabel(m)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddMethodForm />
    </div>
  );
}
