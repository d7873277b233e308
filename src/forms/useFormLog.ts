import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { formsActions } from './catalogue';
import { type FormsState } from './slice';
import { selectCommittedValues } from './selectors';
import { useReplayedForms } from './replayedForms';
import { MASK, redactAction } from '../bus/redact';

/** Masked by the form's declaration, through the catalogue's own redaction of the forms actions. */
const masked = <A extends { type: string; payload: unknown }>(action: A): A => redactAction(action) as A;

const nothingCommitted: Readonly<Record<string, unknown>> = {};

/**
 * Wires a kit Form to the log: spread the result on <Form>. Sensitive fields are masked before they are
 * dispatched, so the store never holds them either. In a replay (see ReplayedForms) the form is given the
 * committed values the log rebuilt, and shows them (a masked select or radio group saying it was redacted).
 */
export function useFormLog(formId: string) {
  const dispatch = useDispatch();
  const replaying = useReplayedForms();
  const committed = useSelector((state: { forms: FormsState }) =>
    replaying ? (selectCommittedValues(formId)(state) ?? nothingCommitted) : undefined,
  );
  const onCommit = useCallback(
    (field: string, value: unknown) => {
      dispatch(masked(formsActions.fieldCommitted({ form: formId, field, value })));
    },
    [dispatch, formId],
  );
  const onSubmitValues = useCallback(
    (values: object) => {
      dispatch(masked(formsActions.submitted({ form: formId, values: values as Record<string, unknown> })));
    },
    [dispatch, formId],
  );
  return { onCommit, onSubmitValues, committedValues: committed, redactedValue: replaying ? MASK : undefined };
}
