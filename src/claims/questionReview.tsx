// The one engine of a question flow (both ways of filing a claim), its review and progress: where the customer is
// in the flow's parts, and each answer under its question with the link that changes it. The step's form is
// questionForm.tsx (a chunk of its own on the guest pages).
import { useMemo, type ReactNode } from 'react';
import { AlertBanner, Button, StepIndicator } from '../ui';
import { claimMessages } from '../validation/messages';
import { partOf, type QuestionTable } from '../validation/questions/questionTable';
import { type ReviewRow } from '../validation/questions/questionAnswers';
import './questionReview.scss';

/** Where the customer is in the flow: its parts, the step's part current. */
export function FlowProgress({ table, step }: { table: Pick<QuestionTable<unknown, string>, 'parts' | 'branchPart'>; step: string }) {
  const names = useMemo(() => table.parts.map((p) => p.name), [table]);
  return <StepIndicator steps={names} current={partOf(table, step)} />;
}

export interface AnswerReviewProps<Step extends string> {
  readonly rows: readonly (ReviewRow<Step> & { readonly value: string })[];
  /** The link to the step that changes a row's answer, its words for a screen reader after "Change". */
  readonly changeLink: (step: Step, children: ReactNode) => ReactNode;
  readonly changeWords: (label: string) => string;
}

/** The review: each answer under its question, with the link that changes it. */
export function AnswerReview<Step extends string>({ rows, changeLink, changeWords }: AnswerReviewProps<Step>) {
  return (
    <dl className="answer-list">
      {rows.map((row) => (
        <div className="answer-list__row" key={row.key}>
          <dt className="answer-list__question">{row.label}</dt>
          <dd className="answer-list__answer">{row.value}</dd>
          <dd className="answer-list__change">
            {changeLink(
              row.step,
              <>
                Change<span className="visually-hidden"> {changeWords(row.label)}</span>
              </>,
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A filing submitted with no network, saved on this device: the review says so in words and offers to cancel it in
 * place of submitting; its answers are shown without change links (what is saved is what will be sent).
 */
export function SavedFiling({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <>
      <AlertBanner type="info" heading={claimMessages.queuedHeading} subtext={claimMessages.queuedBody} />
      {children}
      <div className="form-actions">
        <Button variant="secondary" onClick={onCancel}>
          {claimMessages.queuedCancel}
        </Button>
      </div>
    </>
  );
}
