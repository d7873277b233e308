import { useCallback, useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { formsActions } from './catalogue';
import { sensitiveFieldsOf } from './registry';
import { MASK } from '../bus/redact';

/**
 * Wires a kit Form to the log: pass the result's onCommit and onSubmitValues to <Form>. Sensitive fields
 * are masked before they are dispatched, so the store never holds them either.
 */
export function useFormLog(formId: string) {
  const dispatch = useDispatch();
  const sensitive = useMemo(() => sensitiveFieldsOf(formId), [formId]);
  const hide = useCallback((field: string, value: unknown) => (sensitive === 'all' || sensitive.includes(field) ? (value === undefined || value === '' ? value : MASK) : value), [sensitive]);
  const onCommit = useCallback((field: string, value: unknown) => {
    dispatch(formsActions.fieldCommitted({ form: formId, field, value: hide(field, value) }));
  }, [dispatch, formId, hide]);
  const onSubmitValues = useCallback((values: object) => {
    const shown = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, hide(field, value)]));
    dispatch(formsActions.submitted({ form: formId, values: shown }));
  }, [dispatch, formId, hide]);
  return { onCommit, onSubmitValues };
}
