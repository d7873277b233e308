/**
 * Every form whose committed values reach the log declares its sensitive fields here, once. The generic
 * form actions mask by these declarations, exactly as the catalogue masks its own actions.
 */
const sensitiveFieldsByForm = new Map<string, readonly string[]>();

export function declareForm(formId: string, sensitiveFields: readonly string[] = []): string {
  sensitiveFieldsByForm.set(formId, sensitiveFields);
  return formId;
}

/** An undeclared form is treated as wholly sensitive: nothing of it is written down unmasked. */
export function sensitiveFieldsOf(formId: string): readonly string[] | 'all' {
  return sensitiveFieldsByForm.get(formId) ?? 'all';
}

/** A field name with its list positions generalised, as declarations write them ('drivers[2].dateOfBirth' -> 'drivers[*].dateOfBirth'). */
const declaredName = (field: string) => field.replace(/\[\d+\]/g, '[*]');

/**
 * Whether a field is covered by a form's sensitive declaration: the field itself ('[*]' standing for any
 * list position, as in 'drivers[*].dateOfBirth'), or anything inside a declared field.
 */
export function isSensitiveField(sensitive: readonly string[] | 'all', field: string): boolean {
  const name = declaredName(field);
  return (
    sensitive === 'all' ||
    sensitive.some((declared) => name === declared || name.startsWith(`${declared}.`) || name.startsWith(`${declared}[`))
  );
}

/** A declared field as a redaction path ('drivers[*].dateOfBirth' -> 'drivers.*.dateOfBirth'). */
export const redactionPathOf = (declared: string) => declared.replace(/\[\*\]/g, '.*').replace(/\[(\d+)\]/g, '.$1');
