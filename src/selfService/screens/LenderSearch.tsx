import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useForm, useField } from 'react-final-form';
import { Button, MaskedTextField, RadioGroupField, TextField } from '../../ui';
import { selectSelfServiceField } from '../selectors';
import { selfServiceActions } from '../catalogue';
import { fieldMessages, selfServiceMessages } from '../../validation/messages';
import { required, type Validator } from '../../validation/validators';
import * as rules from '../../validation/quoting';
import type { FoundLender } from '../../contract/selfService';

/** The form fields a chosen lender fills (the search picks them; the loan number is typed). */
export const lenderFieldsOf = (lender: FoundLender) => ({
  lenderName: lender.name,
  lenderLine1: lender.address.line1,
  lenderLine2: lender.address.line2 ?? '',
  lenderCity: lender.address.city,
  lenderState: lender.address.state,
  lenderZip: lender.address.zip,
});

/** The lender name's rule: a name typed and a lender chosen among those found (the search fills the lender's fields). */
export const lenderChosen: Validator = (value, all) =>
  required(value) ?? ((all as { lenderName?: string } | undefined)?.lenderName ? undefined : fieldMessages.selectValidResponse);

/** The rules of the lender fields. */
export const lenderRules = { lenderQuery: lenderChosen, loanNumber: rules.loanNumber };

/** The lender search call: a name typed, the lenders found to choose from, then the loan number. */
export function LenderSearch({ kind }: { kind: 'mortgage' | 'auto' }) {
  const dispatch = useDispatch();
  const form = useForm();
  const lenders = useSelector(selectSelfServiceField('lenders'));
  const {
    input: { value: query },
  } = useField<string>('lenderQuery', { subscription: { value: true } });
  const {
    input: { value: chosen },
  } = useField<string>('lenderId', { subscription: { value: true } });
  useEffect(() => {
    const lender = lenders.items.find((l) => l.lenderId === chosen);
    if (lender) for (const [name, value] of Object.entries(lenderFieldsOf(lender))) form.change(name, value);
  }, [chosen, lenders.items, form]);
  const search = () => {
    if (query.trim().length >= 2) dispatch(selfServiceActions.lenderSearchRequested({ name: query.trim(), kind }));
  };
  return (
    <>
      <TextField name="lenderQuery" label="Lender name" hint="Type part of the name, search, then choose your lender" autoComplete="off" />
      <div className="form-actions">
        <Button type="button" variant="secondary" processing={lenders.status === 'searching'} onClick={search}>
          Search lenders
        </Button>
      </div>
      <div aria-live="polite">
        {lenders.status === 'found' && lenders.items.length === 0 && <p>{selfServiceMessages.noLenderFound}</p>}
        {lenders.status === 'found' && lenders.items.length > 0 && (
          <RadioGroupField
            name="lenderId"
            label="Lenders found"
            options={lenders.items.map((l) => ({
              value: l.lenderId,
              label: `${l.name}, ${l.address.line1}, ${l.address.city}, ${l.address.state}`,
            }))}
          />
        )}
      </div>
      <MaskedTextField name="loanNumber" label="Loan number" mask="loanNumber" width="medium" />
    </>
  );
}
