import type { Validator } from '../../validation/validators';
import { FieldShell, classes, type FieldLabelling } from './FieldShell';
import type { ChoiceOption } from './SelectField';
import { useFormField } from './useFormField';

export interface CheckboxGroupFieldProps extends FieldLabelling {
  name: string;
  options: readonly ChoiceOption[];
  validate?: Validator;
}

/**
 * Checkboxes in a fieldset with a legend, kept as the list of the values checked ('Select all that apply'). The first
 * checkbox carries the field's id, so the error banner's link lands on the group.
 */
export function CheckboxGroupField({ name, label, hint, optional, className, options, validate }: CheckboxGroupFieldProps) {
  const field = useFormField<string[]>(name, { validate, hasHint: Boolean(hint) });
  const { id, 'aria-describedby': describedBy, 'aria-invalid': invalid } = field.controlProps;
  const checked: readonly string[] = Array.isArray(field.input.value) ? field.input.value : [];
  const toggle = (value: string, on: boolean) =>
    field.input.onChange(options.map((o) => o.value).filter((v) => (v === value ? on : checked.includes(v))));
  return (
    <FieldShell field={field} label={label} hint={hint} optional={optional} className={className} group describedBy={describedBy}>
      <div className={classes('field__choices')}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <div className="choice" key={option.value}>
              <input
                id={optionId}
                type="checkbox"
                className="choice__input"
                name={name}
                value={option.value}
                checked={checked.includes(option.value)}
                disabled={option.disabled}
                aria-invalid={invalid}
                onChange={(e) => toggle(option.value, e.target.checked)}
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
