import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { NavLink, Redirect, useLocation, useParams } from 'react-router-dom';
import {
  AlertBanner,
  Button,
  CheckboxField,
  ContactHoursList,
  Form,
  GeneralApiError,
  Loading,
  PageHeading,
  PhoneLink,
  TextAreaField,
  DetailTable,
  Facts,
} from '../../ui';
import NotFoundPage from '../../shell/NotFoundPage';
import type { ClaimDetails } from '../../contract/claims';
import { formatCents } from '../../shared/money';
import { formatIsoDate } from '../../shared/format';
import { claimRoutes } from '../../shared/routes';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { DocumentList } from '../../documents/DocumentList';
import { documentsActions } from '../../documents/catalogue';
import { selectClaimDocuments, selectDocumentsStateField } from '../../documents/selectors';
import { lineOfBusinessLabels } from '../../policies/lineOfBusiness';
import { claimsActions } from '../catalogue';
import { claimStatusLabels, claimTypeLabel } from '../labels';
import { claimTabs, isClaimFileNumber, type ClaimTab } from '../routes';
import {
  selectClaimDetails,
  selectClaimDetailsStatus,
  selectClaimMessages,
  selectClaimMessagesFailed,
  selectClaimsStateField,
} from '../selectors';
import { ClaimMessageList, claimMessageRule } from '../ClaimConversation';
import '../../policies/policies.scss';
import '../claims.scss';

const messageForm = declareForm('claimMessage', ['body']);
const notificationsForm = declareForm('claimNotifications', []);

function Overview({ details }: { details: ClaimDetails }) {
  const { claim, adjuster } = details;
  return (
    <>
      <section className="detail-section" aria-labelledby="claim-status">
        <h2 id="claim-status">Claim status</h2>
        <Facts
          facts={[
            ['Status', claimStatusLabels[claim.status]],
            ['Kind of loss', claimTypeLabel(claim.claimType)],
            ['Loss date', formatIsoDate(claim.lossDate)],
            ['Reported', formatIsoDate(details.reportedOn)],
            ...(details.closedOn ? [['Closed', formatIsoDate(details.closedOn)] as const] : []),
            ...(claim.policyNumber ? [['Policy', claim.policyNumber] as const] : []),
            ...(details.lossLocation ? [['Where', details.lossLocation] as const] : []),
          ]}
        />
      </section>
      <section className="detail-section" aria-labelledby="claim-adjuster">
        <h2 id="claim-adjuster">Your claim representative</h2>
        {adjuster ? (
          <Facts
            facts={[
              ['Name', adjuster.name],
              ['Phone', <PhoneLink phone={adjuster.phone} />],
              ['Email', <a href={`mailto:${adjuster.email}`}>{adjuster.email}</a>],
            ]}
          />
        ) : (
          <p>A claim representative will be assigned to your claim shortly and will contact you.</p>
        )}
        <p>You can also send your representative a message from the Messages tab, or call our claims line:</p>
        <ContactHoursList lines={claim.lineOfBusiness === 'life' ? ['lifeClaims'] : ['claims', 'claimsChat']} />
      </section>
      <section className="detail-section" aria-labelledby="claim-next-steps">
        <h2 id="claim-next-steps">Next steps</h2>
        <p>
          {details.nextSteps ??
            (claim.status === 'closed'
              ? 'Your claim is closed. If you find more damage from the same loss, call us and we will reopen it.'
              : 'Your claim representative will contact you about what happens next.')}
        </p>
      </section>
    </>
  );
}

function Coverages({ details }: { details: ClaimDetails }) {
  const names = new Map(details.coverages.map((c) => [c.code, c.name]));
  const total = details.payments.reduce((sum, p) => sum + p.amountCents, 0);
  return (
    <>
      <section className="detail-section" aria-labelledby="claim-coverages">
        <h2 id="claim-coverages">Coverages on this claim</h2>
        {details.coverages.length === 0 ? (
          <p>Your claim representative has not yet confirmed the coverages that apply.</p>
        ) : (
          <DetailTable
            caption="Coverages"
            rowKey={(c) => c.code}
            rows={details.coverages}
            columns={[
              { heading: 'Coverage', cell: (c) => c.name },
              { heading: 'Limits', cell: (c) => c.limits ?? 'Included' },
              { heading: 'Deductible', cell: (c) => (c.deductibleCents === null ? 'None' : formatCents(c.deductibleCents)) },
            ]}
          />
        )}
      </section>
      <section className="detail-section" aria-labelledby="claim-payments">
        <h2 id="claim-payments">Payments made</h2>
        {details.payments.length === 0 ? (
          <p>No payments have been made on this claim yet.</p>
        ) : (
          <>
            <DetailTable
              caption="Payments"
              rowKey={(p) => p.paymentId}
              rows={details.payments}
              columns={[
                { heading: 'Date', cell: (p) => formatIsoDate(p.paidOn) },
                { heading: 'Paid to', cell: (p) => p.payee },
                { heading: 'Coverage', cell: (p) => names.get(p.coverageCode) ?? p.coverageCode },
                { heading: 'Amount', cell: (p) => formatCents(p.amountCents) },
              ]}
            />
            <p>Paid so far: {formatCents(total)}</p>
          </>
        )}
      </section>
    </>
  );
}

function Documents({ fileNumber }: { fileNumber: string }) {
  const dispatch = useDispatch();
  const selectDocuments = useMemo(() => selectClaimDocuments(fileNumber), [fileNumber]);
  const documents = useSelector(selectDocuments);
  const status = useSelector(selectDocumentsStateField('status'));
  return (
    <section className="detail-section" aria-labelledby="claim-documents">
      <h2 id="claim-documents">Documents</h2>
      {status === 'failed' && <GeneralApiError />}
      {status === 'loaded' ? <DocumentList documents={documents} empty="There are no documents for this claim yet." /> : null}
      {status !== 'loaded' && status !== 'failed' && <Loading label="Loading the documents of your claim" />}
      <Button variant="secondary" onClick={() => dispatch(documentsActions.uploadTargetChosen({ claimFileNumber: fileNumber }))}>
        Upload documents to this claim
      </Button>
    </section>
  );
}

function Messenger({ details }: { details: ClaimDetails }) {
  const fileNumber = details.claim.fileNumber;
  const dispatch = useDispatch();
  const selectMessages = useMemo(() => selectClaimMessages(fileNumber), [fileNumber]);
  const selectFailed = useMemo(() => selectClaimMessagesFailed(fileNumber), [fileNumber]);
  const messages = useSelector(selectMessages);
  const failed = useSelector(selectFailed);
  const sending = useSelector(selectClaimsStateField('sending'));
  const sendError = useSelector(selectClaimsStateField('sendError'));
  const formLog = useFormLog(messageForm);
  const to = details.adjuster?.name ?? 'your claim representative';
  return (
    <>
      <section className="detail-section" aria-labelledby="claim-conversation">
        <h2 id="claim-conversation">Conversation with {to}</h2>
        {failed && <GeneralApiError />}
        {messages === null && !failed && <Loading label="Loading your messages" />}
        {messages !== null && messages.length === 0 && <p>No messages yet.</p>}
        {messages !== null && messages.length > 0 && <ClaimMessageList messages={messages} reader="customer" />}
      </section>
      <section className="detail-section" aria-labelledby="claim-new-message">
        <h2 id="claim-new-message">Send a message</h2>
        <Form<{ body: string }>
          key={messages?.length ?? 0}
          idPrefix="claim-message"
          rules={{ body: claimMessageRule }}
          bannerHeadingLevel={3}
          serverError={sendError ? { message: sendError } : null}
          onSubmit={(values) => {
            dispatch(claimsActions.messageSendRequested({ fileNumber, body: values.body.trim() }));
          }}
          {...formLog}
        >
          <TextAreaField name="body" label={`Message to ${to}`} hint="Please don't include account or card numbers." rows={5} />
          <Button type="submit" processing={sending}>
            Send message
          </Button>
        </Form>
      </section>
    </>
  );
}

function Settings({ details }: { details: ClaimDetails }) {
  const dispatch = useDispatch();
  const fileNumber = details.claim.fileNumber;
  const saving = useSelector(selectClaimsStateField('savingPreference'));
  const saved = useSelector(selectClaimsStateField('preferenceSaved'));
  const error = useSelector(selectClaimsStateField('preferenceError'));
  const formLog = useFormLog(notificationsForm);
  return (
    <section className="detail-section" aria-labelledby="claim-notifications">
      <h2 id="claim-notifications">Email notifications</h2>
      {saved && (
        <AlertBanner
          type="success"
          headingLevel={3}
          heading="Preference saved"
          subtext={details.emailNotifications ? 'We will email you about this claim.' : 'We will not email you about this claim.'}
        />
      )}
      <Form<{ email: boolean }>
        idPrefix="claim-notifications"
        initialValues={{ email: details.emailNotifications }}
        bannerHeadingLevel={3}
        serverError={error ? { message: error } : null}
        onSubmit={(values) => {
          dispatch(claimsActions.emailNotificationsChangeRequested({ fileNumber, email: values.email === true }));
        }}
        {...formLog}
      >
        <CheckboxField name="email" label="Email me when there is news on this claim (a message, a document or a payment)" />
        <Button type="submit" processing={saving}>
          Save preference
        </Button>
      </Form>
    </section>
  );
}

function TabContent({ tab, details }: { tab: ClaimTab; details: ClaimDetails }) {
  switch (tab) {
    case 'overview':
      return <Overview details={details} />;
    case 'coverages':
      return <Coverages details={details} />;
    case 'documents':
      return <Documents fileNumber={details.claim.fileNumber} />;
    case 'messenger':
      return <Messenger details={details} />;
    case 'settings':
      return <Settings details={details} />;
  }
}

/** One claim file, tab by tab (/claims/{fileNumber}/overview ...). A malformed or foreign number shows the not-found page. */
export default function ClaimPage() {
  const { fileNumber } = useParams<{ fileNumber: string }>();
  const { pathname } = useLocation();
  const tab = claimTabs.find((t) => t.route.match(pathname) !== null);
  const selectDetails = useMemo(() => selectClaimDetails(fileNumber), [fileNumber]);
  const selectStatus = useMemo(() => selectClaimDetailsStatus(fileNumber), [fileNumber]);
  const details = useSelector(selectDetails);
  const status = useSelector(selectStatus);
  if (!isClaimFileNumber(fileNumber) || status === 'notFound') return <NotFoundPage />;
  if (!tab) return <Redirect to={claimRoutes.claimOverview.to({ fileNumber })} />;
  const title = details ? `${lineOfBusinessLabels[details.claim.lineOfBusiness]} claim ${fileNumber}` : `Claim ${fileNumber}`;
  return (
    <div className="claim">
      <PageHeading>{title}</PageHeading>
      {details && <p>{details.claim.summary}</p>}
      <nav aria-label="Claim sections">
        <ul className="sub-nav">
          {claimTabs.map((t) => (
            <li key={t.segment}>
              <NavLink to={t.route.to({ fileNumber })}>
                {t.label}
                {t.segment === 'messenger' && details && details.claim.unreadMessages > 0 ? ` (${details.claim.unreadMessages} new)` : ''}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {status === 'loading' && <Loading label="Loading your claim" />}
      {status === 'failed' && <GeneralApiError />}
      {details && <TabContent tab={tab.segment} details={details} />}
    </div>
  );
}
