import { useSelector } from 'react-redux';
import { Link, NavLink, useParams } from 'react-router-dom';
import { GeneralApiError } from '../../ui';
import { PageHeading } from '../../app/PageHeading';
import { Loading } from '../../app/Shell';
import { documentCategories, type DocumentCategory } from '../../contract/documents';
import { DocumentList } from '../DocumentList';
import { selectDocumentsByCategory, selectDocumentsState } from '../selectors';
import '../../policies/policies.scss';
import '../documents.scss';

export const categoryLabels: Record<DocumentCategory, string> = {
  policies: 'Policy documents', billing: 'Billing documents', claims: 'Claim documents', forms: 'Forms', esign: 'Documents to sign',
};

function CategoryNavigation() {
  return (
    <nav aria-label="Document categories">
      <ul className="sub-nav">
        <li><NavLink exact to="/documents">All documents</NavLink></li>
        {documentCategories.map((c) => <li key={c}><NavLink to={`/viewDocuments/${c}`}>{categoryLabels[c]}</NavLink></li>)}
        <li><NavLink to="/documents/id-cards">ID cards</NavLink></li>
      </ul>
    </nav>
  );
}

/** The documents centre: all documents by category, one category (/viewDocuments/{category}) or one policy's. */
export default function DocumentsPage() {
  const { category, policyNumber } = useParams<{ category?: DocumentCategory; policyNumber?: string }>();
  const state = useSelector(selectDocumentsState);
  const byCategory = useSelector(selectDocumentsByCategory);
  const policy = policyNumber?.toUpperCase();
  const heading = policy ? `Documents for policy ${policy}` : category ? categoryLabels[category] : 'Documents';
  const shown = category ? [category] : documentCategories;
  return (
    <div className="documents">
      <PageHeading>{heading}</PageHeading>
      <CategoryNavigation />
      <p className="documents-actions"><Link className="button button--secondary" to="/documents/upload">Upload documents</Link></p>
      {state.status === 'idle' && <Loading label="Loading your documents" />}
      {state.status === 'failed' && <GeneralApiError />}
      {state.status === 'loaded' && policy && (
        <DocumentList documents={state.documents.filter((d) => d.policyNumber === policy)} empty="There are no documents for this policy." />
      )}
      {state.status === 'loaded' && !policy && shown.map((c) => (
        <section key={c} className="detail-section" aria-labelledby={`documents-${c}`}>
          <h2 id={`documents-${c}`}>{categoryLabels[c]}</h2>
          <DocumentList documents={byCategory[c] ?? []} empty="There are no documents here yet." />
        </section>
      ))}
      {policy && <p><Link to={`/policies/${policy}/overview`}>Go to policy {policy}</Link></p>}
    </div>
  );
}
