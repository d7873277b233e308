import * as t from 'io-ts';
import { catalogue, event, type Descriptions } from '../bus/catalogue';
import { isSensitiveField, redactionPathOf, sensitiveFieldsOf } from './registry';

const formOf = (payload: unknown) => (payload as { form?: string } | undefined)?.form ?? '';

/** A committed field value is sensitive when its form declares the field sensitive. */
function committedFieldPaths(payload: unknown): readonly string[] {
  const fields = sensitiveFieldsOf(formOf(payload));
  const field = (payload as { field?: string }).field ?? '';
  return isSensitiveField(fields, field) ? ['value'] : [];
}

function submittedValuePaths(payload: unknown): readonly string[] {
  const fields = sensitiveFieldsOf(formOf(payload));
  return fields === 'all' ? ['values.*'] : fields.map((f) => `values.${redactionPathOf(f)}`);
}

/** The one generic mechanism by which what a customer committed on any form reaches the bus (DESIGN: Forms and the log). */
export const formsActions = catalogue('forms', {
  fieldCommitted: event(t.type({ form: t.string, field: t.string, value: t.unknown }), { sensitive: committedFieldPaths }),
  submitted: event(t.type({ form: t.string, values: t.UnknownRecord }), { sensitive: submittedValuePaths }),
});

export const formsDescriptions: Descriptions<typeof formsActions> = {
  fieldCommitted: 'The customer left a field (its committed value)',
  submitted: 'The customer submitted a valid form (all its values)',
};
