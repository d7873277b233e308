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

export function declaredForms(): ReadonlyMap<string, readonly string[]> {
  return sensitiveFieldsByForm;
}
