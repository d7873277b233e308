import { profileMessages } from '../../validation/messages';
import { requiredWith } from '../../validation/validators';
import { PasswordField } from './PasswordField';

/** The rule of the step-up proof field of a change to how a customer signs in, is reached or pays. */
export const proofRule = requiredWith(profileMessages.stepUp.missing);

/**
 * The step-up proof such a change asks for at that moment, inside the change's own form: the current password (the
 * form declares it sensitive, so the action log masks it).
 */
export function ProofField({ name = 'currentPassword' }: { name?: string }) {
  return (
    <PasswordField
      name={name}
      label={profileMessages.stepUp.passwordLabel}
      hint={profileMessages.stepUp.hint}
      autoComplete="current-password"
    />
  );
}
