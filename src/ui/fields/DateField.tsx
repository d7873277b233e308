import { hints } from '../../validation/messages';
import { MaskedTextField, type MaskedTextFieldProps } from './MaskedTextField';

export type DateFieldProps = Omit<MaskedTextFieldProps, 'mask' | 'width'>;

/** A date entered as MM/DD/YYYY; the form keeps the entry as shown (see validation/dates parseEntryDate). */
export function DateField({ hint = hints.dateEntry, ...props }: DateFieldProps) {
  return <MaskedTextField {...props} hint={hint} mask="date" width="short" />;
}
