import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner, Button, Form, GeneralApiError, PageHeading, Loading, ProofField, proofRule } from '../../ui';
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
import type { SavedMethod } from '../../contract/payments';
import { BillingNav } from '../BillingNav';

const addMethodForm = declareForm('addPaymentMethod', [...instrumentSecretFields, 'currentPassword']);
const removeMethodForm = declareForm('removePaymentMethod', ['currentPassword']);

type AddMethodValues = InstrumentValues & { currentPassword?: string };

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
      <Form<AddMethodValues>
        key={methods.items.length}
        idPrefix="add-method"
        onSubmit={(v) =>
          void dispatch(billingActions.methodAddRequested({ details: toInstrumentDetails(v), currentPassword: v.currentPassword ?? '' }))
        }
        initialValues={instrumentInitialValues}
        rules={{ ...instrumentRules, currentPassword: proofRule }}
        validate={instrumentErrors}
        {...log}
      >
        {({ values }) => (
          <>
            <InstrumentFields kind={values.kind} />
            <ProofField />
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

const methodNoun = (m: Pick<SavedMethod, 'kind' | 'lastFour'>) => `${m.kind === 'card' ? 'card' : 'bank account'} ending ${m.lastFour}`;

/**
 * Asks before a saved method is removed, in place of its Remove button, with the step-up proof the removal needs: the
 * question takes focus; Remove removes once the current password is given, Keep it puts the button back.
 */
function RemoveMethodQuestion({
  method,
  onRemove,
  onKeep,
}: {
  method: SavedMethod;
  onRemove: (currentPassword: string) => void;
  onKeep: () => void;
}) {
  const log = useFormLog(removeMethodForm);
  const asked = useRef<HTMLParagraphElement>(null);
  useEffect(() => asked.current?.focus(), []);
  const id = `remove-${method.methodId}`;
  return (
    <div role="group" aria-labelledby={id} className="remove-question">
      <p id={id} ref={asked} tabIndex={-1}>
        Remove the {methodNoun(method)}?
      </p>
      <Form<{ currentPassword?: string }>
        idPrefix={id}
        onSubmit={(v) => onRemove(v.currentPassword ?? '')}
        rules={{ currentPassword: proofRule }}
        {...log}
      >
        <ProofField />
        <div className="form-actions">
          <Button type="submit">Remove</Button>
          <Button variant="secondary" type="button" onClick={onKeep}>
            Keep it
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** The save or removal the store last recorded, focused when it appears (focus was on a button that may be gone). */
function MethodConfirmation() {
  const done = useSelector(selectSavedMethods).done;
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) message.current?.focus();
  }, [done]);
  if (!done) return null;
  const noun = methodNoun(done.method);
  return (
    <div ref={message} tabIndex={-1}>
      <AlertBanner
        type="success"
        heading={done.outcome === 'saved' ? `Your ${noun} is saved.` : `Your ${noun} is removed.`}
        subtext={done.outcome === 'saved' ? `${methodLabel(done.method)} is ready to pay with.` : undefined}
      />
    </div>
  );
}

/** Saved payment methods: listed by brand or bank and last four; added through the tokenization call; removed after asking. */
export default function PaymentMethodsPage() {
  const dispatch = useDispatch();
  const methods = useSelector(selectSavedMethods);
  const accounts = useSelector(selectBillingAccounts);
  const inAutopay = new Set(accounts.flatMap((a) => (a.autopay ? [a.autopay.methodId] : [])));
  const [asking, setAsking] = useState<string | null>(null);
  const remove = (methodId: string, currentPassword: string) => {
    setAsking(null);
    dispatch(billingActions.methodRemoveRequested({ methodId, currentPassword }));
  };
  return (
    <div className="billing">
      <PageHeading>Payment methods</PageHeading>
      <BillingNav />
      <MethodConfirmation />
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
              {asking === m.methodId ? (
                <RemoveMethodQuestion method={m} onRemove={(password) => remove(m.methodId, password)} onKeep={() => setAsking(null)} />
              ) : (
                <Button variant="secondary" processing={methods.removing.includes(m.methodId)} onClick={() => setAsking(m.methodId)}>
                  Remove<span className="visually-hidden"> {methodLabel(m)}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <AddMethodForm />
    </div>
  );
}
