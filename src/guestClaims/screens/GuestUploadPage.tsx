import { useDispatch, useSelector } from 'react-redux';
import { Redirect, useParams } from 'react-router-dom';
import { AlertBanner, Button, DateField, Form, MaskedTextField, PageHeading, PhoneLink, StepIndicator, TextField } from '../../ui';
import { limits, phones } from '../../../config/product';
import { BusLink } from '../../shell/BusLink';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { selectCommittedValues } from '../../forms/selectors';
import { selectUploadField, selectUploadProgress } from '../../documents/selectors';
import { FileChooser, FileList } from '../../documents/UploadFiles';
import { guestClaimRoutes } from '../../shared/routes';
import type { GuestUploadStep } from '../../shared/routes/guestClaims';
import { formatEntryDate, parseEntryDate } from '../../validation/dates';
import { claimMessages, documentMessages, errorCatalogue, fieldMessages, identifierExamples } from '../../validation/messages';
import * as patterns from '../../validation/patterns';
import { email, phoneDigits } from '../../validation/person';
import { compose, dateWithinLastYears, pattern, required } from '../../validation/validators';
import { guestClaimsActions } from '../catalogue';
import { selectGuestClaimsField } from '../selectors';
import '../../documents/documents.scss';
import '../guestClaims.scss';

const claimForm = declareForm('guestUploadClaim', []);
const contactForm = declareForm('guestUploadContact', ['name', 'email', 'phone']);
const steps = ['Your claim', 'Contact information', 'Choose files', 'Send'] as const;
const stepNumber: Record<GuestUploadStep, number> = {
  'claim-info': 1,
  'contact-info': 2,
  'file-select': 3,
  'file-upload': 4,
  'system-outage': 4,
};
const to = (step: GuestUploadStep) => guestClaimRoutes.guestUpload.to({ step });

function ClaimInfo() {
  const dispatch = useDispatch();
  const upload = useSelector(selectGuestClaimsField('upload'));
  const committed = useSelector(selectCommittedValues(claimForm));
  const log = useFormLog(claimForm);
  // The refusal is about the details sent: once either is changed, it no longer describes what is on screen.
  const unchanged = (field: 'fileNumber' | 'lossDate', sent: string | null) => {
    const value = committed?.[field];
    if (value === undefined) return true;
    return (field === 'lossDate' ? parseEntryDate(String(value)) : String(value).trim()) === sent;
  };
  const refused = upload.error !== null && unchanged('fileNumber', upload.fileNumber) && unchanged('lossDate', upload.lossDate);
  return (
    <Form<{ fileNumber: string; lossDate: string }>
      idPrefix="guest-upload-claim"
      initialValues={{ fileNumber: upload.fileNumber ?? '', lossDate: upload.lossDate ? formatEntryDate(upload.lossDate) : '' }}
      rules={{
        fileNumber: compose(required, pattern(patterns.claimFileNumber, claimMessages.fileNumber)),
        lossDate: compose(required, dateWithinLastYears(limits.claimReportableYears)),
      }}
      serverError={refused ? { heading: "We couldn't find your claim", message: upload.error ?? '' } : null}
      onSubmit={(v) =>
        void dispatch(
          guestClaimsActions.guestUploadClaimEntered({ fileNumber: v.fileNumber.trim(), lossDate: parseEntryDate(v.lossDate) ?? '' }),
        )
      }
      {...log}
    >
      <p>Send photos and documents for a claim without logging in. You will need the claim file number we sent you.</p>
      <TextField
        name="fileNumber"
        label="Claim file number"
        hint={`11 digits, for example ${identifierExamples.claimFile}`}
        inputMode="numeric"
        maxLength={11}
        width="medium"
      />
      <DateField name="lossDate" label="Date of loss" />
      <Button type="submit" processing={upload.looking}>
        Continue
      </Button>
    </Form>
  );
}

function ContactInfo() {
  const dispatch = useDispatch();
  const upload = useSelector(selectGuestClaimsField('upload'));
  const log = useFormLog(contactForm);
  if (!upload.fileNumber) return <Redirect to={to('claim-info')} />;
  return (
    <Form<{ name: string; phone: string; email: string }>
      idPrefix="guest-upload-contact"
      rules={{ name: compose(required, pattern(patterns.customerName, fieldMessages.provideValidResponse)), phone: phoneDigits, email }}
      onSubmit={(v) =>
        void dispatch(
          guestClaimsActions.guestUploadContactEntered({
            name: v.name.trim(),
            email: v.email.trim(),
            phone: `${v.phone.slice(0, 3)}-${v.phone.slice(3, 6)}-${v.phone.slice(6)}`,
          }),
        )
      }
      {...log}
    >
      <p>So your claim representative knows who sent the documents.</p>
      <TextField name="name" label="Your name" autoComplete="name" width="medium" />
      <MaskedTextField name="phone" label="Phone number" mask="phone" width="medium" />
      <TextField name="email" label="Email" type="email" autoComplete="email" />
      <Button type="submit" processing={upload.looking}>
        Continue
      </Button>
    </Form>
  );
}

function FileSelect({ fileNumber }: { fileNumber: string }) {
  const dispatch = useDispatch();
  const files = useSelector(selectUploadField('files'));
  const sendable = files.filter((f) => f.status === 'chosen').length;
  return (
    <Form<{ files: number }>
      idPrefix="guest-upload-files"
      rules={{ files: (v) => (Number(v) > 0 ? undefined : documentMessages.uploadFiles) }}
      onSubmit={() => void dispatch(guestClaimsActions.guestUploadFilesConfirmed())}
    >
      <p>For claim {fileNumber}. On a phone you can take photos with the camera.</p>
      <FileChooser sendable={sendable} />
      <FileList files={files} />
      <Button type="submit">Send files</Button>
    </Form>
  );
}

function FileUpload({ fileNumber }: { fileNumber: string }) {
  const files = useSelector(selectUploadField('files'));
  const progress = useSelector(selectUploadProgress);
  return (
    <>
      {progress.allStored && (
        <AlertBanner type="success" heading={documentMessages.uploadSent} subtext={claimMessages.guestUploadSentBody} />
      )}
      {progress.failed > 0 && progress.sending === 0 && (
        <AlertBanner type="error" heading={documentMessages.uploadSomeNotSent} subtext={documentMessages.uploadSomeNotSentBody} />
      )}
      <p>For claim {fileNumber}.</p>
      <FileList files={files} />
      {progress.sending === 0 && <BusLink to={to('file-select')}>Send more documents</BusLink>}
    </>
  );
}

function SystemOutage() {
  return (
    <>
      <AlertBanner type="error" heading={errorCatalogue.system.heading} subtext={errorCatalogue.system.body()} />
      <p>
        You can also send documents to your claim representative by email, or call <PhoneLink phone={phones.claims} />.
      </p>
      <BusLink to={to('claim-info')}>Try again</BusLink>
    </>
  );
}

const headings: Record<GuestUploadStep, string> = {
  'claim-info': 'Send documents for a claim',
  'contact-info': 'How can we reach you?',
  'file-select': 'Choose files to send',
  'file-upload': 'Sending your documents',
  'system-outage': 'Documents cannot be sent right now',
};

/** Sending documents to a claim without logging in: the claim, who sends, the files, their progress. */
export default function GuestUploadPage() {
  const { step } = useParams<{ step: GuestUploadStep }>();
  const target = useSelector(selectUploadField('target'));
  const guestGrant = useSelector(selectUploadField('guestGrant'));
  const fileNumber = guestGrant && target && 'claimFileNumber' in target ? target.claimFileNumber : null;
  if ((step === 'file-select' || step === 'file-upload') && !fileNumber) return <Redirect to={to('claim-info')} />;
  return (
    <div className="guest-claim guest-upload">
      <PageHeading key={`heading-${step}`}>{headings[step]}</PageHeading>
      {step !== 'system-outage' && <StepIndicator steps={steps} current={stepNumber[step]} />}
      {step === 'claim-info' && <ClaimInfo />}
      {step === 'contact-info' && <ContactInfo />}
      {step === 'file-select' && fileNumber && <FileSelect fileNumber={fileNumber} />}
      {step === 'file-upload' && fileNumber && <FileUpload fileNumber={fileNumber} />}
      {step === 'system-outage' && <SystemOutage />}
    </div>
  );
}
