import { createContext, isValidElement, useContext, type ReactNode } from 'react';

export interface FormContextValue {
  /** Prefix of every field id in the form, so two forms on one page never share an id. */
  idPrefix: string;
  /** Called when a field's value is committed (on blur), for the app's action log. */
  commit?: (name: string, value: unknown) => void;
  /** The form shows a replayed log's committed values (masked ones as recorded, even where a mask could not hold them). */
  replayed?: boolean;
  /**
   * Replay only: the text the log writes in place of a masked value. A choice field (select, radio group)
   * holding it cannot show it as a choice, so it says the answer was redacted instead of showing none.
   */
  redactedValue?: string;
  /**
   * The gateway's messages about fields of the last submit, by field name, while each field still holds
   * the value that was refused (a field's message goes as soon as the customer changes it).
   */
  serverErrors?: Readonly<Record<string, string>>;
  /** Each field's label text by field id, so the error summary can name the field of each message. */
  labels?: Map<string, string>;
}

export const defaultIdPrefix = 'field-';

export const FormContext = createContext<FormContextValue>({ idPrefix: defaultIdPrefix });

export const useFormContext = () => useContext(FormContext);

/** Whether a choice field's value is a masked answer of a replayed log (never in the live portal). */
export function useRedactedChoice(value: unknown): string | undefined {
  const { replayed, redactedValue } = useFormContext();
  return replayed && redactedValue !== undefined && value === redactedValue ? redactedValue : undefined;
}

/** Stable element id of a field from its name ('vehicles[0].vin' -> 'field-vehicles-0--vin'). */
export const fieldId = (name: string, idPrefix: string = defaultIdPrefix) => `${idPrefix}${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** The plain text of a label (strings inside elements included), for the error summary. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) return textOf((node.props as { children?: ReactNode }).children);
  return '';
}
