import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import type { EnvelopeStatus } from '../../contract/esign';
import { formatIsoDate } from '../../shared/format';
import { documentRoutes } from '../../shared/routes';
import { onboardingRoutes } from '../../shared/routes/onboarding';
import { GeneralApiError, Loading } from '../../ui';
import { selectOnboardingField } from '../selectors';
import { resumeAddress } from '../steps';

const statusLabels: Record<EnvelopeStatus, string> = {
  sent: 'Waiting for your signature',
  delivered: 'Opened, waiting for your signature',
  completed: 'Signed',
  declined: 'Declined: coming by mail',
};

/** The customer's envelopes: the ones to sign open the signing view; signed ones lead to their documents. */
export function EnvelopeList() {
  const status = useSelector(selectOnboardingField('envelopesStatus'));
  const envelopes = useSelector(selectOnboardingField('envelopes'));
  const progress = useSelector(selectOnboardingField('progress'));
  if (status === 'idle') return <Loading label="Loading your documents to sign" />;
  if (status === 'failed') return <GeneralApiError />;
  const mine = envelopes.filter((e) => !progress || e.policyNumber === progress.policyNumber);
  const open = mine.some((e) => e.status === 'sent' || e.status === 'delivered');
  return (
    <>
      <ul className="policy-group__list">
        {mine.map((e) => (
          <li key={e.envelopeId} className="policy-card">
            <h2 className="policy-card__title">{e.subject}</h2>
            <p>
              {e.documentCount} {e.documentCount === 1 ? 'document' : 'documents'}, sent {formatIsoDate(e.sentAt.slice(0, 10))}.{' '}
              <span className={`status status--${e.status}`}>{statusLabels[e.status]}</span>
            </p>
            <p className="policy-card__action">
              {e.status === 'completed' ? (
                <Link to={documentRoutes.documentsEnvelope.to({ envelopeId: e.envelopeId })}>
                  See the signed documents<span className="visually-hidden"> of {e.subject}</span>
                </Link>
              ) : e.status === 'declined' ? null : (
                <Link className="button button--primary" to={onboardingRoutes.onboardingEnvelope.to({ envelopeId: e.envelopeId })}>
                  Review and sign<span className="visually-hidden"> {e.subject}</span>
                </Link>
              )}
            </p>
          </li>
        ))}
      </ul>
      {!open && progress && (
        <p>
          <Link className="button button--primary" to={resumeAddress(progress)}>
            Continue
          </Link>
        </p>
      )}
    </>
  );
}
