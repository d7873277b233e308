// The new-password rules (the same as patterns.newPassword, one line each), shown up front as a live checklist
// wherever a password is chosen.

export interface PasswordRule {
  readonly label: string;
  readonly met: (password: string) => boolean;
}

export const passwordRules: readonly PasswordRule[] = [
  { label: '8 to 64 characters', met: (p) => p.length >= 8 && p.length <= 64 },
  { label: 'At least one letter', met: (p) => /[A-Za-z]/.test(p) },
  { label: 'At least one number', met: (p) => /\d/.test(p) },
];
