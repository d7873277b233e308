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

/** A field of the form's values (a validator sees them untyped). */
const valueOf = (all: object | undefined, field: string): unknown => (all === undefined ? undefined : Reflect.get(all, field));
const typedByCustomer = (all: object | undefined) => valueOf(all, 'lenderTyped') === 'yes';

/**
 * The lender name's rule: a name typed and a lender chosen among those found (the search fills the lender's
 * fields), unless the customer enters the lender themself.
 */
export const lenderChosen: Validator = (value, all) =>
  typedByCustomer(all) ? undefined : (required(value) ?? (valueOf(all, 'lenderName') ? undefined : fieldMessages.selectValidResponse));

/** A rule of a lender field the customer enters themself (none while the search fills it). */
const whenTyped =
  (rule: Validator): Validator =>
  (value, all) =>
    typedByCustomer(all) ? rule(value, all) : undefined;

/** The rules of the lender fields. */
export const lenderRules = {
  lenderQuery: lenderChosen,
  loanNumber: rules.loanNumber,
  lenderName: whenTyped(rules.lenderName),
  lenderLine1: whenTyped(rules.lenderStreet),
  lenderCity: whenTyped(rules.city),
  lenderState: whenTyped(rules.state),
  lenderZip: whenTyped(rules.zip),
};

/** The lender as the customer enters it, when the search does not find it. */
function TypedLender() {
  return (
    <fieldset className="lender-typed">
      <legend>Your lender</legend>
      <TextField name="lenderName" label="Name of the lender" autoComplete="off" />
      <TextField name="lenderLine1" label="Lender's street address or PO box" autoComplete="off" />
      <TextField name="lenderCity" label="Lender's city" autoComplete="off" />
      <TextField name="lenderState" label="Lender's state (two letters)" width="short" autoComplete="off" />
      <TextField name="lenderZip" label="Lender's ZIP code" width="short" autoComplete="off" />
    </fieldset>
  );
}

const nothingFound = { status: 'idle', items: [] } as const;

/**
 * The lender search call: a name typed, the lenders found to choose from, then the loan number. Where a page has
 * a search per vehicle, `vehicleId` keeps each vehicle's lenders found to its own block.
 */
export function LenderSearch({ kind, vehicleId }: { kind: 'mortgage' | 'auto'; vehicleId?: string }) {
  const dispatch = useDispatch();
  const form = useForm();
  const lastSearch = useSelector(selectSelfServiceField('lenders'));
  const lenders = lastSearch.vehicleId === (vehicleId ?? null) ? lastSearch : nothingFound;
  const {
    input: { value: query },
  } = useField<string>('lenderQuery', { subscription: { value: true } });
  const {
    input: { value: chosen },
  } = useField<string>('lenderId', { subscription: { value: true } });
  const {
    input: { value: typed },
  } = useField<string>('lenderTyped', { subscription: { value: true } });
  useEffect(() => {
    const lender = lenders.items.find((l) => l.lenderId === chosen);
    if (lender) for (const [name, value] of Object.entries(lenderFieldsOf(lender))) form.change(name, value);
  }, [chosen, lenders.items, form]);
  const search = () => {
    if (query.trim().length >= 2)
      dispatch(selfServiceActions.lenderSearchRequested({ name: query.trim(), kind, ...(vehicleId ? { vehicleId } : {}) }));
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
        {typed !== 'yes' && (
          <Button type="button" variant="secondary" onClick={() => form.change('lenderTyped', 'yes')}>
            Enter the lender yourself
          </Button>
        )}
        {typed === 'yes' && <TypedLender />}
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
