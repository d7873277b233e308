import type { ReactNode } from 'react';
import { stateOptions } from '../../shared/usStates';
import { hints } from '../../validation/messages';
import { MaskedTextField } from './MaskedTextField';
import { SelectField } from './SelectField';

export interface AddressFieldsProps {
  /** Fields asked with the address (a policy's start date in a quote). */
  children?: ReactNode;
}

/** A US postal address, one field a line, named line1, line2, city, state and zip (the address rules check them). */
export function AddressFields({ children }: AddressFieldsProps) {
  return (
    <>
      <MaskedTextField name="line1" label="Street address" hint={hints.address} mask="address" />
      <MaskedTextField name="line2" label="Apt or unit" mask="address" optional autoComplete="address-line2" width="medium" />
      <MaskedTextField name="city" label="City" mask="city" width="medium" />
      <SelectField name="state" label="State" options={stateOptions} autoComplete="address-level1" />
      <MaskedTextField name="zip" label="ZIP code" mask="zip" width="short" />
      {children}
    </>
  );
}
