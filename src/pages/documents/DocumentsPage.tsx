import { useSelector } from 'react-redux';
import { Link, NavLink, useParams } from 'react-router-dom';
import { GeneralApiError, PageHeading, Loading } from '../../ui';
import NotFoundPage from '../../shell/NotFoundPage';
import { documentCategories, envelopeIdPattern, type BillType, type DocumentCategory, type PortalDocument } from '../../contract/documents';
import { claimFileNumberPattern } from '../../contract/identifiers';
import { isPolicyNumber } from '../../policies/routes';
import { selectPoliciesStateField } from '../../policies/selectors';
import { DocumentList } from '../../documents/DocumentList';
import { EnvelopeAuditTrail } from '../../onboarding/EnvelopeAuditTrail';
import { selectClaimFiles, selectDocumentsByCategory, selectEnvelopes, selectDocumentsStateField } from '../../documents/selectors';
import '../../policies/policies.scss';
import '../../documents/documents.scss';
import { billingRoutes, documentRoutes, policyRoutes } from '../../shared/routes';

export const categoryLabels: Record<DocumentCategory, string> = {
  policies: 'Policy documents',
  billing: 'Billing documents',
  claims: 'Claim documents',
  forms: 'Forms',
  esign: 'Documents to sign',
};

export const billTypeLabels: Record<BillType, string> = {
  mutual: 'Property and casualty billing documents',
  life: 'Life insurance billing documents',
};

function CategoryNavigation() {
  return (
    <nav aria-label="Document categories">
      <ul className="sub-nav">
        <li>
          <NavLink exact to={documentRoutes.documents.to({})}>
            All documents
          </NavLink>
        </li>
        {documentCategories.map((c) => (
          <li key={c}>
            <NavLink to={documentRoutes.documentsCategory.to({ category: c })}>{categoryLabels[c]}</NavLink>
          </li>
        ))}
        <li>
          <NavLink to={documentRoutes.documentIdCards.to({})}>ID cards</NavLink>
        </li>
      </ul>
    </nav>
  );
}

/** One policy's, claim file's, side's or envelope's documents (`/documents/{kind}/{id}`). */
interface Subject {
  heading: string;
  empty: string;
  documents: (all: readonly PortalDocument[]) => readonly PortalDocument[];
  back?: { to: string; label: string };
}

interface SubjectParams {
  policyNumber?: string;
  fileNumber?: string;
  billType?: BillType;
  envelopeId?: string;
}

function subjectOf(params: SubjectParams): Subject | null {
  const { policyNumber, fileNumber, billType, envelopeId } = params;
  if (policyNumber !== undefined) {
    const policy = policyNumber.toUpperCase();
    return {
      heading: `Documents for policy ${policy}`,
      empty: 'There are no documents for this policy.',
      documents: (all) => all.filter((d) => d.policyNumber === policy),
      back: { to: policyRoutes.policyOverview.to({ policyNumber: policy }), label: `Go to policy ${policy}` },
    };
  }
  if (fileNumber !== undefined) {
    return {
      heading: `Documents for claim ${fileNumber}`,
      empty: 'There are no documents for this claim.',
      documents: (all) => all.filter((d) => d.claimFileNumber === fileNumber),
    };
  }
  if (billType !== undefined) {
    return {
      heading: billTypeLabels[billType],
      empty: 'There are no billing documents here yet.',
      documents: (all) => all.filter((d) => d.billType === billType),
      back: { to: billingRoutes.billingStatements.to({}), label: 'Go to your billing statements' },
    };
  }
  if (envelopeId !== undefined) {
    return {
      heading: `Documents to sign, envelope ${envelopeId}`,
      empty: 'There are no documents in this envelope.',
      documents: (all) => all.filter((d) => d.envelopeId === envelopeId),
    };
  }
  return null;
}

/**
 * Whether the subject of the address is the customer's: a malformed number, another party's policy, or a claim file
 * or envelope none of their documents belong to is not found (never an empty list). Unknown until the lists arrive.
 */
function useSubjectFound(params: SubjectParams): boolean {
  const status = useSelector(selectPoliciesStateField('status'));
  const summary = useSelector(selectPoliciesStateField('summary'));
  const documentsStatus = useSelector(selectDocumentsStateField('status'));
  const claims = useSelector(selectClaimFiles);
  const envelopes = useSelector(selectEnvelopes);
  const { policyNumber, fileNumber, envelopeId } = params;
  if (policyNumber !== undefined) {
    const policy = policyNumber.toUpperCase();
    return isPolicyNumber(policy) && (status !== 'loaded' || summary.some((p) => p.policyNumber === policy));
  }
  if (fileNumber !== undefined) {
    return (
      claimFileNumberPattern.test(fileNumber) && (documentsStatus !== 'loaded' || claims.some((c) => c.claimFileNumber === fileNumber))
    );
  }
  if (envelopeId !== undefined)
    return envelopeIdPattern.test(envelopeId) && (documentsStatus !== 'loaded' || envelopes.includes(envelopeId));
  return true;
}

/** Links to each claim file, bill type or envelope of a category, under its heading. */
function SubjectLinks({ category }: { category: DocumentCategory }) {
  const claims = useSelector(selectClaimFiles);
  const envelopes = useSelector(selectEnvelopes);
  const byCategory = useSelector(selectDocumentsByCategory);
  const links =
    category === 'claims'
      ? claims.map((c) => ({
          to: documentRoutes.documentsClaim.to({ fileNumber: c.claimFileNumber }),
          label: `Claim ${c.claimFileNumber}`,
        }))
      : category === 'esign'
        ? envelopes.map((e) => ({ to: documentRoutes.documentsEnvelope.to({ envelopeId: e }), label: `Envelope ${e}` }))
        : category === 'billing'
          ? [...new Set((byCategory.billing ?? []).flatMap((d) => (d.billType ? [d.billType] : [])))].map((b) => ({
              to: documentRoutes.documentsBilling.to({ billType: b }),
              label: billTypeLabels[b],
            }))
          : [];
  if (links.length === 0) return null;
  return (
    <ul
      className="document-subjects"
      aria-label={`${categoryLabels[category]} by ${category === 'claims' ? 'claim' : category === 'esign' ? 'envelope' : 'kind of bill'}`}
    >
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to}>{l.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The documents centre: all documents by category, one category (/viewDocuments/{category}), or one policy's, claim's, side's or envelope's. */
export default function DocumentsPage() {
  const { category, ...params } = useParams<SubjectParams & { category?: DocumentCategory }>();
  const stateDocuments = useSelector(selectDocumentsStateField('documents'));
  const status = useSelector(selectDocumentsStateField('status'));
  const byCategory = useSelector(selectDocumentsByCategory);
  const subject = subjectOf(params);
  const found = useSubjectFound(params);
  if (!found) return <NotFoundPage />;
  const heading = subject ? subject.heading : category ? categoryLabels[category] : 'Documents';
  const shown = category ? [category] : documentCategories;
  return (
    <div className="documents">
      <PageHeading>{heading}</PageHeading>
      <CategoryNavigation />
      <p className="documents-actions">
        <Link className="button button--secondary" to={documentRoutes.documentsUpload.to({})}>
          Upload documents
        </Link>
      </p>
      {status === 'idle' && <Loading label="Loading your documents" />}
      {status === 'failed' && <GeneralApiError />}
      {status === 'loaded' && subject && <DocumentList documents={subject.documents(stateDocuments)} empty={subject.empty} />}
      {params.envelopeId !== undefined && <EnvelopeAuditTrail envelopeId={params.envelopeId} />}
      {status === 'loaded' &&
        !subject &&
        shown.map((c) => (
          <section key={c} className="detail-section" aria-labelledby={`documents-${c}`}>
            <h2 id={`documents-${c}`}>{categoryLabels[c]}</h2>
            <SubjectLinks category={c} />
            <DocumentList documents={byCategory[c] ?? []} empty="There are no documents here yet." />
          </section>
        ))}
      {subject?.back && (
        <p>
          <Link to={subject.back.to}>{subject.back.label}</Link>
        </p>
      )}
    </div>
  );
}
