import { useSelector } from 'react-redux';
import type { EnvelopeEvent } from '../contract/esign';
import { formatEasternInstant } from '../shared/format';
import { onboardingMessages } from '../validation/messages';
import { Loading } from '../ui';
import { selectOnboardingField } from './selectors';
import './onboarding.scss';

const eventLabels: Record<EnvelopeEvent['event'], string> = {
  sent: 'Sent',
  delivered: 'Opened',
  signed: 'Signed',
  completed: 'Completed',
  declined: 'Declined',
};

/** An envelope's audit trail (Documents -> e-sign): each event, its time in US Eastern and the address it came from. */
export function EnvelopeAuditTrail({ envelopeId }: { envelopeId: string }) {
  const envelope = useSelector(selectOnboardingField('envelope'));
  const status = useSelector(selectOnboardingField('envelopeStatus'));
  if (envelope?.envelopeId !== envelopeId) return status === 'idle' ? <Loading label="Loading the audit trail" /> : null;
  return (
    <section className="detail-section" aria-labelledby="envelope-audit-trail">
      <h2 id="envelope-audit-trail">{onboardingMessages.auditTrailHeading}</h2>
      <p>{onboardingMessages.auditTrailIntro}</p>
      <ol className="audit-trail">
        {envelope.events.map((e, index) => (
          <li key={`${e.at}-${index}`} className="audit-trail__event">
            <p className="audit-trail__head">
              <strong>{eventLabels[e.event]}</strong> <time dateTime={e.at}>{formatEasternInstant(e.at)} ET</time>
            </p>
            <p className="audit-trail__meta">Address: {e.address}</p>
            <p className="audit-trail__detail">{e.detail}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
