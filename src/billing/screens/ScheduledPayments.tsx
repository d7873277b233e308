import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner, Button, DateField, Form, MaskedTextField, RemoveQuestion, SelectField } from '../../ui';
import type { ScheduledPayment } from '../../contract/payments';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { methodLabel } from '../../shared/billingLabels';
import { formatIsoDate } from '../../shared/format';
import { centsOfTyped, formatCents, typedOfCents } from '../../shared/money';
import { formatEntryDate, parseEntryDate } from '../../validation/dates';
import { paymentMessages, scheduledPaymentMessages as messages } from '../../validation/messages';
import { compose, required, type Validator } from '../../validation/validators';
import { billingActions } from '../catalogue';
import { selectBillingField, selectSavedMethods } from '../selectors';

// The billing centre's payments on a later date: each with its date, amount, method and state; one still to come may
// be changed (amount, date, saved method) or cancelled (after asking) until its date.

const editForm = declareForm('scheduledPaymentChange', []);
const keepMethod = 'keep';

interface EditValues {
  amount: string;
  payOn: string;
  methodId: string;
}

const amountRule: Validator = (value) => {
  const cents = centsOfTyped(value);
  return Number.isFinite(cents) && cents > 0 ? undefined : paymentMessages.amountPositive;
};
const dateRule: Validator = (value) => (parseEntryDate(String(value ?? '')) === undefined ? messages.dateInvalid : undefined);

function EditForm({ payment }: { payment: ScheduledPayment }) {
  const dispatch = useDispatch();
  const methods = useSelector(selectSavedMethods);
  const scheduled = useSelector(selectBillingField('scheduled'));
  const log = useFormLog(editForm);
  const options = [
    { value: keepMethod, label: `${methodLabel(payment.method)} (current)` },
    ...methods.items.map((m) => ({ value: m.methodId, label: methodLabel(m) })),
  ];
  const submit = (values: EditValues) =>
    void dispatch(
      billingActions.scheduledPaymentEditRequested({
        action: 'change',
        scheduledPaymentId: payment.scheduledPaymentId,
        amountCents: centsOfTyped(values.amount),
        payOn: parseEntryDate(values.payOn) as never,
        methodId: values.methodId === keepMethod ? null : values.methodId,
      }),
    );
  return (
    <Form<EditValues>
      onSubmit={submit}
      idPrefix={`scheduled-${payment.scheduledPaymentId}`}
      initialValues={{ amount: typedOfCents(payment.amountCents), payOn: formatEntryDate(payment.payOn) ?? '', methodId: keepMethod }}
      rules={{ amount: compose(required, amountRule), payOn: compose(required, dateRule), methodId: required }}
      {...log}
    >
      <MaskedTextField name="amount" label="Payment amount" mask="currency" width="medium" />
      <DateField name="payOn" label={messages.dateLabel} hint={messages.dateHintNoDue} />
      <SelectField name="methodId" label="Payment method" options={options} />
      <div className="form-actions">
        <Button type="submit" processing={scheduled.busy}>
          Save changes
        </Button>
        <Button
          variant="secondary"
          type="button"
          onClick={() => dispatch(billingActions.scheduledPaymentEditStarted({ scheduledPaymentId: null }))}
        >
          Keep as it is
        </Button>
      </div>
    </Form>
  );
}

function ScheduledPaymentRow({ payment }: { payment: ScheduledPayment }) {
  const dispatch = useDispatch();
  const scheduled = useSelector(selectBillingField('scheduled'));
  const [asking, setAsking] = useState(false);
  const editing = scheduled.editing === payment.scheduledPaymentId;
  const failure = scheduled.failure?.scheduledPaymentId === payment.scheduledPaymentId ? scheduled.failure.message : null;
  const questionId = `cancel-${payment.scheduledPaymentId}`;
  return (
    <li className="scheduled-payment" data-status={payment.status}>
      <p>
        <strong>{formatCents(payment.amountCents)}</strong> from account {payment.accountNumber},{' '}
        {messages.scheduledOn(formatIsoDate(payment.payOn)).toLowerCase()}, {methodLabel(payment.method)}.{' '}
        <span className="scheduled-payment__status">{messages.statusLabels[payment.status]}</span>
        {payment.confirmationNumber && <> (confirmation number {payment.confirmationNumber})</>}
        {payment.reason && <> {messages.failureReasons[payment.reason]}</>}
      </p>
      {failure && <AlertBanner type="error" heading={messages.notChanged} subtext={failure} />}
      {payment.changeable && !editing && !asking && (
        <p className="billing-actions">
          <Button
            variant="secondary"
            onClick={() => dispatch(billingActions.scheduledPaymentEditStarted({ scheduledPaymentId: payment.scheduledPaymentId }))}
          >
            {messages.edit}
            <span className="visually-hidden">
              {' '}
              the payment of {formatCents(payment.amountCents)} on {formatIsoDate(payment.payOn)}
            </span>
          </Button>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {messages.cancel}
            <span className="visually-hidden">
              {' '}
              of {formatCents(payment.amountCents)} on {formatIsoDate(payment.payOn)}
            </span>
          </Button>
        </p>
      )}
      {asking && (
        <RemoveQuestion
          id={questionId}
          question={messages.cancelConfirm(formatCents(payment.amountCents), formatIsoDate(payment.payOn))}
          onRemove={() => {
            setAsking(false);
            dispatch(billingActions.scheduledPaymentEditRequested({ action: 'cancel', scheduledPaymentId: payment.scheduledPaymentId }));
          }}
          onKeep={() => setAsking(false)}
        />
      )}
      {editing && <EditForm payment={payment} />}
    </li>
  );
}

/** The customer's scheduled payments, in the billing centre. */
export function ScheduledPayments() {
  const scheduled = useSelector(selectBillingField('scheduled'));
  if (scheduled.status !== 'loaded') return null;
  return (
    <section className="billing-scheduled" aria-labelledby="scheduled-payments-heading">
      <h2 id="scheduled-payments-heading">{messages.scheduledHeading}</h2>
      {scheduled.done && <AlertBanner type="success" heading={scheduled.done === 'cancelled' ? messages.cancelled : messages.updated} />}
      {scheduled.items.length === 0 ? (
        <p>{messages.noneScheduled}</p>
      ) : (
        <ul className="scheduled-payments">
          {scheduled.items.map((payment) => (
            <ScheduledPaymentRow key={payment.scheduledPaymentId} payment={payment} />
          ))}
        </ul>
      )}
    </section>
  );
}
