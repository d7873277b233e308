import { MaskedTextField } from './MaskedTextField';
import type { FieldLabelling } from './FieldShell';

export interface CodeFieldProps extends FieldLabelling {
  name?: string;
}

/**
 * A one-time code: the sign-in's security code, a new account's verification code, a password reset code. The
 * same field on every code step: digits only (spaces and dashes typed or pasted are dropped), the numeric keypad,
 * and the phone's or password manager's one-time-code fill.
 */
export function CodeField({ name = 'code', ...labelling }: CodeFieldProps) {
  return <MaskedTextField name={name} mask="smsCode" width="short" spellCheck={false} {...labelling} />;
}
