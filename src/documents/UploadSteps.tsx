import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner, Button, Form, GeneralApiError, RadioGroupField, StepIndicator, Loading } from '../ui';
import { declareForm } from '../forms/registry';
import { useFormLog } from '../forms/useFormLog';
import { lineOfBusinessLabels } from '../policies/lineOfBusiness';
import { selectPolicySummaries, selectPoliciesStateField } from '../policies/selectors';
import { documentMessages } from '../validation/messages';
import { documentsActions, type UploadStep } from './catalogue';
import { selectClaimFiles, selectUpload, selectUploadProgress, selectDocumentsStateField, selectUploadField } from './selectors';
import { targetLabel, targetOfValue, targetValue } from './targets';
import { FileChooser, FileList } from './UploadFiles';
import '../policies/policies.scss';
import './documents.scss';

// The document uploader's three steps (choose the policy or claim, choose files, review and send), wherever an upload
// is made: the documents centre (/documents/upload) and onboarding (/onboarding/upload-documents/upload). Moving
// between steps is the documents saga's, which keeps each upload where it began.

const uploadSteps = ['Choose a policy or claim', 'Choose files', 'Review and send'] as const;
const targetForm = declareForm('documentUploadTarget', []);

/** `target` is 'policy:<number>' or 'claim:<file number>'. */
interface TargetValues {
  target: string;
}

/** The choices of step 1: every policy of the customer, then every claim file they have documents under. */
function useTargetOptions() {
  const policies = useSelector(selectPolicySummaries);
  const claims = useSelector(selectClaimFiles);
  const lines = new Map<string, string>(policies.map((p) => [p.policyNumber, lineOfBusinessLabels[p.lineOfBusiness].toLowerCase()]));
  const onPolicy = (policyNumber: string | null) => {
    if (!policyNumber) return '';
    const line = lines.get(policyNumber);
    return ` (${line ? `${line} ` : ''}policy ${policyNumber})`;
  };
  return [
    ...policies.map((p) => ({
      value: targetValue({ policyNumber: p.policyNumber }),
      label: `${lineOfBusinessLabels[p.lineOfBusiness]} policy ${p.policyNumber}`,
    })),
    ...claims.map((c) => ({
      value: targetValue({ claimFileNumber: c.claimFileNumber }),
      label: `Claim ${c.claimFileNumber}${onPolicy(c.policyNumber)}`,
    })),
  ];
}

function TargetStep() {
  const dispatch = useDispatch();
  const status = useSelector(selectPoliciesStateField('status'));
  const documentsStatus = useSelector(selectDocumentsStateField('status'));
  const uploadTarget = useSelector(selectUploadField('target'));
  const options = useTargetOptions();
  const log = useFormLog(targetForm);
  if (status === 'failed' || documentsStatus === 'failed') return <GeneralApiError />;
  if (status !== 'loaded' || documentsStatus !== 'loaded') return <Loading label="Loading your policies and claims" />;
  const choose = (v: TargetValues) => {
    const target = targetOfValue(v.target);
    if (target) dispatch(documentsActions.uploadTargetChosen(target));
  };
  return (
    <Form<TargetValues>
      onSubmit={choose}
      idPrefix="upload-target"
      initialValues={{ target: uploadTarget ? targetValue(uploadTarget) : '' }}
      rules={{ target: (v) => (v ? undefined : documentMessages.uploadTarget) }}
      {...log}
    >
      <RadioGroupField name="target" label="Which policy or claim are these documents for?" options={options} />
      <Button type="submit">Continue</Button>
    </Form>
  );
}

function FilesStep() {
  const dispatch = useDispatch();
  const uploadFiles = useSelector(selectUploadField('files'));
  const target = useSelector(selectUploadField('target'));
  const sendable = uploadFiles.filter((f) => f.status === 'chosen').length;
  return (
    <Form<{ files: number }>
      onSubmit={() => void dispatch(documentsActions.uploadStepRequested({ step: '3' }))}
      idPrefix="upload-files"
      rules={{ files: (v) => (Number(v) > 0 ? undefined : documentMessages.uploadFiles) }}
    >
      {target && <p>For {targetLabel(target)}.</p>}
      <FileChooser sendable={sendable} />
      <FileList files={uploadFiles} />
      <div className="form-actions">
        <Button type="submit">Continue</Button>
        <Button variant="secondary" onClick={() => dispatch(documentsActions.uploadStepRequested({ step: '1' }))}>
          Back
        </Button>
      </div>
    </Form>
  );
}

function Outcome({ sent }: { sent: ReactNode }) {
  const progress = useSelector(selectUploadProgress);
  if (progress.allStored) {
    return (
      <>
        <AlertBanner type="success" heading={documentMessages.uploadSent} subtext={documentMessages.uploadSentBody} />
        {sent}
      </>
    );
  }
  if (progress.failed > 0 && progress.sending === 0) {
    return <AlertBanner type="error" heading={documentMessages.uploadSomeNotSent} subtext={documentMessages.uploadSomeNotSentBody} />;
  }
  return null;
}

function ReviewStep({ sent }: { sent: ReactNode }) {
  const dispatch = useDispatch();
  const upload = useSelector(selectUpload);
  const progress = useSelector(selectUploadProgress);
  return (
    <>
      <div aria-live="polite">
        <Outcome sent={sent} />
      </div>
      <dl className="upload-summary">
        {upload.target && 'claimFileNumber' in upload.target && (
          <div>
            <dt>Claim</dt>
            <dd>{upload.target.claimFileNumber}</dd>
          </div>
        )}
        {upload.target && 'policyNumber' in upload.target && (
          <div>
            <dt>Policy</dt>
            <dd>{upload.target.policyNumber}</dd>
          </div>
        )}
        <div>
          <dt>Files</dt>
          <dd>{upload.files.length}</dd>
        </div>
      </dl>
      <FileList files={upload.files} />
      {!progress.allStored && (
        <div className="form-actions">
          <Button
            onClick={() => dispatch(documentsActions.uploadSendRequested())}
            processing={progress.sending > 0}
            disabled={progress.toSend === 0 && progress.sending === 0}
          >
            Send documents
          </Button>
          <Button variant="secondary" onClick={() => dispatch(documentsActions.uploadStepRequested({ step: '2' }))}>
            Add or remove files
          </Button>
        </div>
      )}
    </>
  );
}

/** Where a step without what it needs sends the customer (after a reload, or a typed address). */
export function missingFor(step: UploadStep, upload: ReturnType<typeof selectUpload>): UploadStep | null {
  if (step === '1') return null;
  if (!upload.target) return '1';
  return step === '3' && upload.files.length === 0 ? '2' : null;
}

/**
 * The steps of an upload, the step indicator first. `sent` is what follows once every file is stored (the documents
 * centre: see them, upload more; onboarding: continue).
 */
export function UploadSteps({ step, sent }: { step: UploadStep; sent: ReactNode }) {
  return (
    <>
      <StepIndicator steps={uploadSteps} current={Number(step)} />
      {step === '1' && <TargetStep />}
      {step === '2' && <FilesStep />}
      {step === '3' && <ReviewStep sent={sent} />}
    </>
  );
}
