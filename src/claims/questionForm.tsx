// The one engine of a question flow (both ways of filing a claim), its form: it draws a step of a question table
// (src/validation/questions/questionTable.ts) and declares each form of the flow with the sensitive answers its table names. The
// review and the progress are drawn by questionReview.tsx.
import { useMemo, type ComponentType, type ReactNode } from 'react';
import {
  Button,
  CheckboxGroupField,
  DateField,
  Form,
  MaskedTextField,
  RadioGroupField,
  TextAreaField,
  TextField,
  type ServerError,
} from '../ui';
import { declareForm } from '../forms/registry';
import { useFormLog } from '../forms/useFormLog';
import { yesNo } from '../validation/questions/claimChoices';
import {
  questionsShown,
  sensitiveAnswers,
  worded,
  type Question,
  type QuestionStep,
  type QuestionTable,
} from '../validation/questions/questionTable';
import { answersOf, formValuesOf, ruleOf, type StepValues } from '../validation/questions/questionAnswers';
import type { Rules } from '../validation/validators';

/** The fields a flow draws itself, by kind (the customer's own policies and vehicles, read from the store). */
export type Choosers = Partial<Record<'policy' | 'vehicle', ComponentType<ChooserProps>>>;
export interface ChooserProps {
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
}

/**
 * Declares every form of a flow, each with the sensitive answers of the steps it asks (one form for the whole
 * flow, or one a step): the form's log masks what the table says is sensitive, and nothing else restates it.
 */
export function declareFlowForms<A, Step extends string>(
  table: QuestionTable<A, Step>,
  formOf: (step: Step) => string,
): (step: Step) => string {
  const stepsOf = new Map<string, QuestionStep<A>[]>();
  for (const step of Object.keys(table.steps) as Step[]) {
    const form = formOf(step);
    stepsOf.set(form, [...(stepsOf.get(form) ?? []), table.steps[step]]);
  }
  for (const [form, steps] of stepsOf) declareForm(form, sensitiveAnswers(...steps));
  return formOf;
}

/** The field that asks a question, by its kind. */
function QuestionField<A>({ question: q, answers, choosers }: { question: Question<A>; answers: A; choosers: Choosers }) {
  const { autoComplete, ...field } = q.field ?? {};
  const common = {
    name: q.answer,
    label: worded(q.label, answers),
    hint: q.hint === undefined ? undefined : worded(q.hint, answers),
    optional: q.optional,
    ...field,
    ...(autoComplete === undefined ? {} : { autoComplete: worded(autoComplete, answers) }),
  };
  const options = q.options === undefined ? [] : worded(q.options, answers);
  switch (q.kind) {
    case 'yesNo':
      return <RadioGroupField {...common} options={yesNo} inline />;
    case 'choice':
      return <RadioGroupField {...common} options={options} />;
    case 'choices':
      return <CheckboxGroupField {...common} options={options} />;
    case 'policy':
    case 'vehicle': {
      const Chooser = choosers[q.kind];
      return Chooser ? <Chooser name={common.name} label={common.label} hint={common.hint} /> : null;
    }
    case 'date':
      return <DateField {...common} />;
    case 'text':
    case 'time':
    case 'identifier':
      return <TextField {...common} />;
    case 'longText':
      return <TextAreaField {...common} />;
    case 'towAmount':
      return <MaskedTextField width="short" {...common} mask="towAmount" />;
    case 'zip':
      return <MaskedTextField width="short" {...common} mask="zip" />;
    case 'phone':
      return <MaskedTextField width="medium" {...common} mask="phone" />;
    case 'email':
      return <TextField {...common} type="email" autoComplete="email" />;
  }
}

export interface QuestionStepFormProps<A> {
  readonly step: QuestionStep<A>;
  /** The answers so far: what the form shows, and which questions it asks. */
  readonly answers: A;
  /** The form of the log (declared by declareFlowForms) and the prefix of its fields' ids. */
  readonly form: string;
  readonly idPrefix: string;
  readonly serverError: ServerError | null;
  /** The step's answers, from a valid form. */
  readonly onAnswered: (answers: A) => void;
  readonly back: ReactNode;
  readonly choosers?: Choosers;
  readonly now?: () => Date;
}

const rightNow = () => new Date();

/** A step that asks questions: its line above the questions, the questions it asks, Continue and Back. */
export function QuestionStepForm<A extends object>({
  step,
  answers,
  form,
  idPrefix,
  serverError,
  onAnswered,
  back,
  choosers = {},
  now = rightNow,
}: QuestionStepFormProps<A>) {
  const log = useFormLog(form);
  const asked = useMemo(() => questionsShown(step, answers), [step, answers]);
  const initialValues = useMemo(() => formValuesOf(step, answers), [step, answers]);
  const rules = useMemo(() => Object.fromEntries(asked.map((q) => [q.answer, ruleOf(q, now)])) as Rules<StepValues>, [asked, now]);
  return (
    <Form<StepValues>
      idPrefix={idPrefix}
      rules={rules}
      initialValues={initialValues}
      serverError={serverError}
      onSubmit={(values) => onAnswered(answersOf(step, answers, values))}
      {...log}
    >
      {step.lead && <p>{step.lead}</p>}
      {asked.map((q) => (
        <QuestionField key={q.answer} question={q} answers={answers} choosers={choosers} />
      ))}
      <div className="form-actions">
        <Button type="submit">Continue</Button>
        {back}
      </div>
    </Form>
  );
}
