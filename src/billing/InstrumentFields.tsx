import type { ValidationErrors } from 'final-form';
import { RadioGroupField, TextField } from '../ui';
import { compose, pattern, required } from '../validation/validators';
import { bankAccountName } from '../validation/patterns';
import { paymentMessages } from '../validation/messages';
import type { InstrumentDetails } from '../contract/payments';
import {
  isBankAccountNumber,
  isCardNumber,
  isSecurityCode,
  isUnexpired,
  normalizeExpiry,
  passesAbaChecksum,
} from '../validation/instruments';
import { businessToday } from '../validation/dates';

// The card or bank account fields, shared by Make a payment and Payment methods (and guest pay).

export interface InstrumentValues {
  kind: 'bank' | 'card';
  holderName: string;
  routingNumber?: string;
  bankAccountNumber?: string;
  confirmBankAccountNumber?: string;
  accountType?: 'checking' | 'savings';
  cardNumber?: string;
  expiry?: string;
  securityCode?: string;
}

/** Fields the form log masks. */
export const instrumentSecretFields = ['cardNumber', 'securityCode', 'routingNumber', 'bankAccountNumber', 'confirmBankAccountNumber'];

export const instrumentInitialValues: Partial<InstrumentValues> = { kind: 'bank', accountType: 'checking' };

export const instrumentRules = { kind: required, holderName: compose(required, pattern(bankAccountName, paymentMessages.holderName)) };

/** Checks of the fields of the chosen kind only; a card expiry must not be before this month (US Eastern, as the gateway counts it). */
export function instrumentErrors(v: InstrumentValues, now: () => Date = () => new Date()): ValidationErrors {
  const errors: Record<string, string> = {};
  const need = (field: keyof InstrumentValues, ok: (value: string) => boolean, message: string) => {
    const value = String(v[field] ?? '').trim();
    if (!value) errors[field] = required(value) ?? '';
    else if (!ok(value)) errors[field] = message;
  };
  if (v.kind === 'bank') {
    need('routingNumber', passesAbaChecksum, paymentMessages.routingNumber);
    need('bankAccountNumber', isBankAccountNumber, paymentMessages.bankAccountNumber);
    need('confirmBankAccountNumber', (value) => value === v.bankAccountNumber, paymentMessages.accountNumbersDiffer);
    need('accountType', () => true, '');
  } else if (v.kind === 'card') {
    need('cardNumber', isCardNumber, paymentMessages.cardNumber);
    need('expiry', (value) => isUnexpired(value, businessToday(now())), paymentMessages.expiry);
    need('securityCode', (value) => isSecurityCode(value, String(v.cardNumber ?? '')), paymentMessages.securityCode);
  }
  return errors;
}

export function toInstrumentDetails(v: InstrumentValues): InstrumentDetails {
  return v.kind === 'card'
    ? {
        kind: 'card',
        cardNumber: String(v.cardNumber).replace(/\D/g, ''),
        expiry: normalizeExpiry(String(v.expiry)) ?? String(v.expiry),
        securityCode: String(v.securityCode),
        holderName: v.holderName.trim(),
      }
    : {
        kind: 'bank',
        routingNumber: String(v.routingNumber),
        accountNumber: String(v.bankAccountNumber),
        accountType: v.accountType ?? 'checking',
        holderName: v.holderName.trim(),
      };
}

export function InstrumentFields({ kind }: { kind: InstrumentValues['kind'] | undefined }) {
  return (
    <>
      <RadioGroupField
        name="kind"
        label="Pay with"
        inline
        options={[
          { value: 'bank', label: 'Bank account' },
          { value: 'card', label: 'Debit or credit card' },
        ]}
      />
      <TextField
        name="holderName"
        label={kind === 'card' ? 'Name on card' : 'Account holder name'}
        autoComplete={kind === 'card' ? 'cc-name' : 'name'}
      />
      {kind === 'card' ? (
        <>
          <TextField name="cardNumber" label="Card number" inputMode="numeric" autoComplete="cc-number" width="medium" />
          <TextField name="expiry" label="Expiration date" hint="MM/YY" inputMode="numeric" autoComplete="cc-exp" width="short" />
          <TextField
            name="securityCode"
            label="Security code"
            hint="3 digits on the back, 4 on the front for American Express"
            inputMode="numeric"
            autoComplete="cc-csc"
            width="short"
          />
        </>
      ) : (
        <>
          <RadioGroupField
            name="accountType"
            label="Account type"
            inline
            options={[
              { value: 'checking', label: 'Checking' },
              { value: 'savings', label: 'Savings' },
            ]}
          />
          <TextField name="routingNumber" label="Routing number" hint="9 digits" inputMode="numeric" autoComplete="off" width="medium" />
          <TextField name="bankAccountNumber" label="Account number" inputMode="numeric" autoComplete="off" width="medium" />
          <TextField name="confirmBankAccountNumber" label="Confirm account number" inputMode="numeric" autoComplete="off" width="medium" />
        </>
      )}
    </>
  );
}
