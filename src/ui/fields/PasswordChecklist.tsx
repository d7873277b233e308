import { useField } from 'react-final-form';
import { screenReaderMessages } from '../../validation/messages';

export interface PasswordChecklistProps {
  /** The password field it follows. */
  name: string;
  rules: readonly { label: string; met: (password: string) => boolean }[];
  heading?: string;
}

/** The rules a new password must meet, shown before typing and ticked off live as it is typed. */
export function PasswordChecklist({ name, rules, heading = 'Your password needs' }: PasswordChecklistProps) {
  const { input } = useField<string>(name, { subscription: { value: true } });
  const value = typeof input.value === 'string' ? input.value : '';
  return (
    <div className="password-checklist">
      <p className="password-checklist__heading">{heading}</p>
      <ul className="password-checklist__rules">
        {rules.map((rule) => {
          const met = rule.met(value);
          return (
            <li key={rule.label} className={met ? 'password-checklist__rule password-checklist__rule--met' : 'password-checklist__rule'}>
              <span aria-hidden="true" className="password-checklist__mark">
                {met ? '✓' : '•'}
              </span>
              {rule.label}
              <span className="visually-hidden"> {met ? screenReaderMessages.completed : screenReaderMessages.notCompleted}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
