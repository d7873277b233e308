import { useDispatch, useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { adoptedSignaturePattern, declineReasonMaxLength } from '../../contract/esign';
import { DocumentLinks } from '../../documents/DocumentList';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { formatIsoDate } from '../../shared/format';
import { onboardingRoutes } from '../../shared/routes/onboarding';
import { onboardingMessages } from '../../validation/messages';
import { adoptedSignatureOf, isSignersName } from '../../validation/signatures';
import { AlertBanner, Button, Form, GeneralApiError, Loading, PageHeading, TextAreaField, TextField } from '../../ui';
import { onboardingActions } from '../catalogue';
import { selectOnboardingField, selectSigning } from '../selectors';
import { OnboardingStepIndicator } from '../OnboardingStepIndicator';
import '../onboarding.scss';

const signatureForm = declareForm('esignSignature', []);
const declineForm = declareForm('esignDecline', ['reason']);

/** The signature typed: a name (letters of any alphabet), and the signer's own (case, accents and middle initials aside). */
const signatureRuleFor = (signerName: string | null) => (value: unknown) => {
  const typed = adoptedSignatureOf(typeof value === 'string' ? value : '');
  if (typed === '') return onboardingMessages.signatureRequired;
  if (!adoptedSignaturePattern.test(typed)) return onboardingMessages.signaturePattern;
  return signerName === null || isSignersName(typed, signerName) ? undefined : onboardingMessages.signatureNotSigner(signerName);
};

/** The signing view of one envelope (`/onboarding/esign/{envelopeId}`): read each document, adopt a signature, sign each place. */
export default function EnvelopePage() {
  const { envelopeId } = useParams<{ envelopeId: string }>();
  const dispatch = useDispatch();
  const envelope = useSelector(selectOnboardingField('envelope'));
  const status = useSelector(selectOnboardingField('envelopeStatus'));
  const submitting = useSelector(selectOnboardingField('submitting'));
  const error = useSelector(selectOnboardingField('error'));
  const signing = useSelector(selectSigning);
  const signatureLog = useFormLog(signatureForm);
  const declineLog = useFormLog(declineForm);
  const shown = envelope?.envelopeId === envelopeId ? envelope : null;
  const steps = <OnboardingStepIndicator step="esign" />;
  if (status === 'notFound')
    return (
      <div className="onboarding">
        <PageHeading>We could not find that envelope</PageHeading>
        <p>
          <Link to={onboardingRoutes.onboardingStep.to({ step: 'esign' })}>See your documents to sign</Link>
        </p>
      </div>
    );
  if (status === 'failed') return <GeneralApiError />;
  if (!shown) return <Loading label="Loading your documents to sign" />;
  const mySigning = signing?.envelopeId === envelopeId ? signing : null;
  const adopted = mySigning?.signature ?? null;
  const signedPlaces = mySigning?.signedPlaces ?? [];
  const open = shown.status === 'sent' || shown.status === 'delivered';
  const allSigned = shown.documents.every((d) => signedPlaces.includes(d.documentId));
  const signerName = shown.recipients.find((r) => r.role === 'signer')?.name ?? null;
  return (
    <div className="onboarding">
      {steps}
      <PageHeading>{shown.subject}</PageHeading>
      {error && <AlertBanner type="error" heading={error} />}
      {shown.status === 'completed' && (
        <AlertBanner type="success" heading="You signed these documents">
          <p>Your signed copies are under Documents, e-sign.</p>
        </AlertBanner>
      )}
      {open && <p>{onboardingMessages.esignIntro}</p>}
      <ol className="document-list">
        {shown.documents.map((d) => {
          const placed = signedPlaces.includes(d.documentId) || d.signed;
          return (
            <li key={d.documentId} className="document-list__item">
              <h2 className="document-list__title">{d.title}</h2>
              <p className="document-list__meta">Issued {formatIsoDate(d.issuedOn)}</p>
              <DocumentLinks documentId={d.documentId} title={d.title} />
              {open && (
                <p>
                  {placed ? (
                    <span className="esign__signed">
                      Signed: <span className="esign__signature">{adopted}</span>
                    </span>
                  ) : (
                    <Button
                      variant="secondary"
                      disabled={adopted === null}
                      onClick={() => dispatch(onboardingActions.placeSigned({ envelopeId, documentId: d.documentId }))}
                    >
                      Sign here<span className="visually-hidden">: {d.title}</span>
                    </Button>
                  )}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {open && (
        <>
          <h2>Your signature</h2>
          <Form<{ signature: string }>
            idPrefix="adopt-"
            initialValues={{ signature: adopted ?? '' }}
            rules={{ signature: signatureRuleFor(signerName) }}
            {...signatureLog}
            onSubmit={(values) =>
              dispatch(onboardingActions.signatureAdopted({ envelopeId, signature: adoptedSignatureOf(values.signature) }))
            }
          >
            <TextField name="signature" label="Type your full name" hint={onboardingMessages.signatureHint} autoComplete="name" />
            {adopted && (
              <p className="esign__preview" aria-label={`Adopted signature: ${adopted}`}>
                {adopted}
              </p>
            )}
            <Button type="submit" variant={adopted ? 'secondary' : 'primary'}>
              {adopted ? 'Change signature' : 'Adopt signature'}
            </Button>
          </Form>
          {adopted && !allSigned && <p>{onboardingMessages.signEachPlace}</p>}
          <p className="onboarding__actions">
            <Button
              processing={submitting}
              disabled={!adopted || !allSigned}
              onClick={() => dispatch(onboardingActions.signRequested({ envelopeId }))}
            >
              Finish signing
            </Button>
          </p>
          <h2>{onboardingMessages.declineLead}</h2>
          <Form<{ reason?: string }>
            idPrefix="decline-"
            {...declineLog}
            onSubmit={(values) => dispatch(onboardingActions.declineRequested({ envelopeId, reason: values.reason ?? '' }))}
          >
            <TextAreaField name="reason" label={onboardingMessages.declineReasonLabel} optional maxLength={declineReasonMaxLength} />
            <Button type="submit" variant="secondary" disabled={submitting}>
              Decline to sign electronically
            </Button>
          </Form>
        </>
      )}
      {!open && (
        <p>
          <Link to={onboardingRoutes.onboardingStep.to({ step: 'esign' })}>Back to your documents to sign</Link>
        </p>
      )}
    </div>
  );
}
