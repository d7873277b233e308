import { createContext, useContext } from 'react';

export interface FormContextValue {
  /** Prefix of every field id in the form, so two forms on one page never share an id. */
  idPrefix: string;
  /** Called when a field's value is committed (on blur), for the app's action log. */
  commit?: (name: string, value: unknown) => void;
  /** The form shows a replayed log's committed values (masked ones as recorded, even where a mask could not hold them). */
  replayed?: boolean;
}

export const defaultIdPrefix = 'field-';

export const FormContext = createContext<FormContextValue>({ idPrefix: defaultIdPrefix });

export const useFormContext = () => useContext(FormContext);

/** Stable element id of a field from its name ('vehicles[0].vin' -> 'field-vehicles-0--vin'). */
export const fieldId = (name: string, idPrefix: string = defaultIdPrefix) => `${idPrefix}${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
