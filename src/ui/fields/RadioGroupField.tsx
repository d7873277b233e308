import type { Validator } from '../../validation/validators';
import { FieldShell, classes, type FieldLabelling } from './FieldShell';
import type { ChoiceOption } from './SelectField';
import { useFormField } from './useFormField';
import { useRedactedChoice } from '../form/formContext';

export interface RadioGroupFieldProps extends FieldLabelling {
  name: string;
  options: readonly ChoiceOption[];
  validate?: Validator;
  /** Options side by side from tablet width (for two or three short options such as Yes / No). */
  inline?: boolean;
}

/**
 * Radio buttons in a fieldset with a legend. The first radio carries the field's id, so the error
 * banner's link lands on the group; the hint and error describe the fieldset.
 */
export function RadioGroupField({ name, label, hint, optional, className, options, validate, inline }: RadioGroupFieldProps) {
  const field = useFormField<string>(name, { validate, hasHint: Boolean(hint) });
  const { id, 'aria-describedby': describedBy, 'aria-invalid': invalid } = field.controlProps;
  // A replayed masked answer checks none of the radios: a note under the legend says it was redacted.
  const redacted = useRedactedChoice(field.input.value);
  const redactedId = `${id}-redacted`;
  return (
    <FieldShell
      field={field}
      label={label}
      hint={hint}
      optional={optional}
      className={className}
      group
      describedBy={redacted ? [describedBy, redactedId].filter(Boolean).join(' ') : describedBy}
    >
      {redacted && (
        <p id={redactedId} className="field__redacted">
          {redacted}
        </p>
      )}
      <div className={classes('field__choices', inline && 'field__choices--inline')}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <div className="choice" key={option.value}>
              {/* Screen readers announce the invalid state on the focused radio; the group's message is in its description. */}
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
              <input
                id={optionId}
                type="radio"
                className="choice__input"
                name={name}
                value={option.value}
                checked={field.input.value === option.value}
                disabled={option.disabled}
                aria-invalid={invalid}
                onChange={() => field.input.onChange(option.value)}
                onBlur={field.input.onBlur}
                onFocus={field.input.onFocus}
              />
              <label className="choice__label" htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </FieldShell>
  );
}
