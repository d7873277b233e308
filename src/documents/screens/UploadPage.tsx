import { useSelector } from 'react-redux';
import { Link, Redirect, useParams } from 'react-router-dom';
import { PageHeading } from '../../ui';
import type { UploadStep } from '../catalogue';
import { selectUpload, selectUploadField } from '../selectors';
import { targetDocumentsPath, targetLabel } from '../targets';
import { missingFor, UploadSteps } from '../UploadSteps';
import { documentRoutes } from '../../shared/routes';

/** Once sent: the documents of the policy or claim, or another upload. */
function Sent() {
  const target = useSelector(selectUploadField('target'));
  return (
    <p className="upload-actions">
      {target && (
        <Link className="button button--primary" to={targetDocumentsPath(target)}>
          See the documents of {targetLabel(target)}
        </Link>
      )}
      <Link className="site-link" to={documentRoutes.documentsUpload.to({})}>
        Upload more documents
      </Link>
    </p>
  );
}

/** Upload documents to a policy or a claim: choose the policy or claim, choose files, review and send (each file on its own). */
export default function UploadPage() {
  const { step = '1' } = useParams<{ step?: UploadStep }>();
  const upload = useSelector(selectUpload);
  const back = missingFor(step, upload);
  if (back) return <Redirect to={documentRoutes.documentsUpload.to({ step: back })} />;
  return (
    <div className="document-upload">
      <PageHeading key={step}>Upload documents</PageHeading>
      <UploadSteps step={step} sent={<Sent />} />
      <p className="upload-back">
        <Link to={documentRoutes.documents.to({})}>Back to your documents</Link>
      </p>
    </div>
  );
}
