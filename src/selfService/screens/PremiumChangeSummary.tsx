import { Button } from '../../ui';
import type { PremiumChange } from '../../contract/selfService';
import { formatCents } from '../../shared/money';
import { formatIsoDate } from '../../shared/format';

/** The premium before and after a change, and what the rest of the term costs (announced as it changes). */
export function PremiumChangeSummary({
  change,
}: {
  change: Pick<PremiumChange, 'currentPremiumCents' | 'newPremiumCents' | 'premiumChangeCents' | 'effectiveDate'>;
}) {
  const more = change.premiumChangeCents >= 0;
  return (
    <dl className="payment-summary premium-change" aria-live="polite">
      <div>
        <dt>Current premium for the term</dt>
        <dd>{formatCents(change.currentPremiumCents)}</dd>
      </div>
      <div>
        <dt>New premium for the term</dt>
        <dd>{formatCents(change.newPremiumCents)}</dd>
      </div>
      <div className="payment-summary__total">
        <dt>
          {more ? 'You pay' : 'You get back'} for the rest of the term, from {formatIsoDate(change.effectiveDate)}
        </dt>
        <dd>{formatCents(Math.abs(change.premiumChangeCents))}</dd>
      </div>
    </dl>
  );
}

/** The premium change of a change not yet made, and the one button that makes it. */
export function PremiumPreview(props: {
  id: string;
  heading: string;
  change: PremiumChange;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <section className="premium-preview" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.heading}</h2>
      <PremiumChangeSummary change={props.change} />
      <p>Nothing changes until you select {props.confirmLabel}.</p>
      <Button processing={props.busy} onClick={props.onConfirm}>
        {props.confirmLabel}
      </Button>
    </section>
  );
}
