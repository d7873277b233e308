import { screenReaderMessages } from '../../validation/messages';
import { classes } from '../fields/FieldShell';

export interface StepIndicatorProps {
  /** Step names, in order. */
  steps: readonly string[];
  /** The current step, counted from 1. */
  current: number;
  /** Which steps are done, when a flow may pass a step without doing it (default: every step before the current). */
  done?: readonly boolean[];
  className?: string;
}

/** A linear flow's position: 'Step 3 of 5', each step marked completed / not completed for screen readers. */
export function StepIndicator({ steps, current, done, className }: StepIndicatorProps) {
  const state = (index: number) =>
    index + 1 === current ? 'current' : (done ? done[index] === true : index + 1 < current) ? 'complete' : 'upcoming';
  return (
    <div className={classes('step-indicator', className)}>
      <ol className="step-indicator__segments">
        {steps.map((step, index) => (
          <li
            key={step}
            className={`step-indicator__segment step-indicator__segment--${state(index)}`}
            aria-current={state(index) === 'current' ? 'step' : undefined}
          >
            <span className="step-indicator__label">
              {step}
              {state(index) !== 'current' && (
                <span className="visually-hidden">
                  {' '}
                  {state(index) === 'complete' ? screenReaderMessages.completed : screenReaderMessages.notCompleted}
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
      <p className="step-indicator__counter">
        Step {current} of {steps.length}
        {steps[current - 1] && <span className="step-indicator__current">: {steps[current - 1]}</span>}
      </p>
    </div>
  );
}

export interface ProgressBarProps {
  /** Percent done, 0-100. */
  value: number;
  /** Accessible name, e.g. 'Uploading photo-1.jpg'. */
  label: string;
  className?: string;
}

/** Upload progress. */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className={classes('progress-bar', className)}>
      <div className="progress-bar__label" aria-hidden="true">
        <span>{label}</span>
        <span>{percent}%</span>
      </div>
      <div
        className="progress-bar__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className="progress-bar__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
