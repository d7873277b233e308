import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { AlertBanner, Button, Form, Loading, PageHeading, PhoneLink, StepIndicator, TextAreaField } from '../../ui';
import { phones } from '../../../config/product';
import { BusLink } from '../../shell/BusLink';
import { guestClaimDetailsMaxLength } from '../../contract/guestClaims';
import { documentsActions } from '../../documents/catalogue';
import { selectUploadField, selectUploadProgress } from '../../documents/selectors';
import { FileChooser, FileList } from '../../documents/UploadFiles';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { guestClaimRoutes } from '../../shared/routes';
import type { HomePhotoStep } from '../../shared/routes/guestClaims';
import { claimMessages, documentMessages, errorCatalogue } from '../../validation/messages';
import { guestClaimsActions } from '../catalogue';
import { selectGuestClaimsField } from '../selectors';
import '../../documents/documents.scss';
import '../guestClaims.scss';

// The home photo tool (spec section 2): opened from the link emailed to a home claim's claimant, it sends photos
// to that claim without logging in (intro, upload, additionalDetails, finish). The link is checked by the guest
// claims saga; an expired or altered one shows the expired-claim screen.

const detailsForm = declareForm('homePhotoDetails', ['details']);
const steps = ['Take photos', 'Add details', 'Finish'] as const;
type Step = 'intro' | HomePhotoStep;
const stepNumber: Record<Step, number> = { intro: 1, upload: 1, additionalDetails: 2, finish: 3 };

interface LinkParams {
  photoId: string;
  claimsFileNumber: string;
}

const stepAddress = (link: LinkParams, step: HomePhotoStep) => guestClaimRoutes.homePhotoStep.to({ ...link, step });

function Intro({ link }: { link: LinkParams }) {
  return (
    <>
      <p>Photos of the damage help your claim representative settle claim {link.claimsFileNumber} sooner.</p>
      <ul className="guest-claim__list">
        <li>Take photos of each damaged room or area, close up and from further away.</li>
        <li>Include anything that caused the damage, such as a fallen tree or a broken pipe.</li>
        <li>On a phone you can take the photos with the camera, or choose ones you already took.</li>
      </ul>
      <BusLink className="button button--primary" to={stepAddress(link, 'upload')}>
        Start
      </BusLink>
    </>
  );
}

function Upload({ link }: { link: LinkParams }) {
  const dispatch = useDispatch();
  const files = useSelector(selectUploadField('files'));
  const progress = useSelector(selectUploadProgress);
  const sendable = files.filter((f) => f.status === 'chosen').length;
  const anyStored = files.some((f) => f.status === 'stored');
  return (
    <>
      {progress.allStored && (
        <AlertBanner type="success" heading={claimMessages.homePhotosSent} subtext={claimMessages.homePhotosSentBody} />
      )}
      {progress.failed > 0 && progress.sending === 0 && (
        <AlertBanner type="error" heading={claimMessages.homePhotosNotSent} subtext={documentMessages.uploadSomeNotSentBody} />
      )}
      <Form<{ files: number }>
        idPrefix="home-photo-files"
        rules={{ files: (v) => (Number(v) > 0 ? undefined : documentMessages.uploadFiles) }}
        onSubmit={() => void dispatch(documentsActions.uploadSendRequested())}
      >
        <p>For claim {link.claimsFileNumber}.</p>
        <FileChooser sendable={sendable} />
        <FileList files={files} />
        <div className="form-actions">
          <Button type="submit" variant={anyStored ? 'secondary' : 'primary'} processing={progress.sending > 0}>
            Send photos
          </Button>
          {anyStored && progress.sending === 0 && (
            <BusLink className="button button--primary" to={stepAddress(link, 'additionalDetails')}>
              Continue
            </BusLink>
          )}
        </div>
      </Form>
    </>
  );
}

function AdditionalDetails() {
  const dispatch = useDispatch();
  const homePhoto = useSelector(selectGuestClaimsField('homePhoto'));
  const log = useFormLog(detailsForm);
  return (
    <Form<{ details: string }>
      idPrefix="home-photo-details"
      initialValues={{ details: homePhoto.detailsIntent?.details ?? '' }}
      rules={{}}
      serverError={homePhoto.error ? { heading: errorCatalogue.technicalProblem, message: homePhoto.error } : null}
      onSubmit={(v) => void dispatch(guestClaimsActions.homePhotoDetailsEntered({ details: v.details ?? '' }))}
      {...log}
    >
      <p>Is there anything your claim representative should know about these photos or the damage? This is optional.</p>
      <TextAreaField
        name="details"
        label="Additional details (optional)"
        hint="Please do not include account or card numbers."
        maxLength={guestClaimDetailsMaxLength}
      />
      <Button type="submit" processing={homePhoto.sending}>
        Finish
      </Button>
    </Form>
  );
}

function Finish({ link }: { link: LinkParams }) {
  return (
    <>
      <AlertBanner type="success" heading={`Thank you. Your photos were added to claim ${link.claimsFileNumber}.`} />
      <p>{claimMessages.filedNextSteps}</p>
      <p>
        Questions about your claim? Call us at <PhoneLink phone={phones.claims} />, 24 hours a day, 7 days a week.
      </p>
      <BusLink to={stepAddress(link, 'upload')}>Send more photos</BusLink>
    </>
  );
}

function Expired() {
  return (
    <>
      <PageHeading key="heading-expired">{claimMessages.homePhotoLinkExpired}</PageHeading>
      <p>
        Please ask your claim representative for a new link, or call us at <PhoneLink phone={phones.claims} />. You can also send photos
        without logging in.
      </p>
      <BusLink to={guestClaimRoutes.guestUpload.to({ step: 'claim-info' })}>Send photos without logging in</BusLink>
    </>
  );
}

function Unavailable() {
  return (
    <>
      <PageHeading key="heading-unavailable">Photos cannot be sent right now</PageHeading>
      <AlertBanner type="error" heading={errorCatalogue.system.heading} subtext={errorCatalogue.system.body()} />
    </>
  );
}

const headings: Record<Step, string> = {
  intro: 'Send photos of the damage',
  upload: 'Take or choose photos',
  additionalDetails: 'Tell us more',
  finish: 'Your photos were sent',
};

/** The home photo tool: the link's claim, one step a page, or the expired-claim screen. */
export default function HomePhotoPage() {
  const { photoId, claimsFileNumber, step = 'intro' } = useParams<LinkParams & { step?: HomePhotoStep }>();
  const homePhoto = useSelector(selectGuestClaimsField('homePhoto'));
  const link = { photoId, claimsFileNumber };
  const open = homePhoto.link === 'open' && homePhoto.photoId === photoId && homePhoto.fileNumber === claimsFileNumber;
  return (
    <div className="guest-claim home-photo">
      {homePhoto.link === 'expired' ? (
        <Expired />
      ) : homePhoto.link === 'unavailable' ? (
        <Unavailable />
      ) : !open ? (
        <Loading />
      ) : (
        <>
          <PageHeading key={`heading-${step}`}>{headings[step]}</PageHeading>
          <StepIndicator steps={steps} current={stepNumber[step]} />
          {step === 'intro' && <Intro link={link} />}
          {step === 'upload' && <Upload link={link} />}
          {step === 'additionalDetails' && <AdditionalDetails />}
          {step === 'finish' && <Finish link={link} />}
        </>
      )}
    </div>
  );
}
