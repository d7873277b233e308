import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Switch } from 'react-router-dom';
import { configureStore } from '@reduxjs/toolkit';
import { combineReducers } from 'redux';
import DocumentsPage from '../../../src/pages/documents/DocumentsPage';
import { documentsReducer, initialDocumentsState } from '../../../src/documents/slice';
import { documentsActions } from '../../../src/documents/catalogue';
import { selectClaimFiles } from '../../../src/documents/selectors';
import { policiesReducer, initialPoliciesState } from '../../../src/policies/slice';
import { policiesActions } from '../../../src/policies/catalogue';
import { matchPortalRoute, portalRouteTable } from '../../../src/shared/routes';
import type { PortalDocument } from '../../../src/contract/documents';
import type { PolicySummary } from '../../../src/contract/policies';
import type { Envelope } from '../../../src/contract/esign';
import { initialOnboardingState, onboardingReducer } from '../../../src/onboarding/slice';
import { onboardingActions } from '../../../src/onboarding/catalogue';

const document = (documentId: string, category: PortalDocument['category'], title: string, refs: Partial<PortalDocument> = {}) =>
  ({
    documentId,
    category,
    title,
    policyNumber: null,
    claimFileNumber: null,
    billType: null,
    envelopeId: null,
    issuedOn: '2026-11-01',
    dated: 'issued',
    source: 'generated',
    contentType: 'application/pdf',
    ...refs,
  }) as PortalDocument;

const documents = [
  document('dec-C4M7X2-1001', 'policies', 'Declarations page', { policyNumber: 'C4M7X2-1001' as never }),
  document('statement-ST-N4820015-2026-10', 'billing', 'October 2026 billing statement, account N4820015', { billType: 'mutual' }),
  document('claim-31025061742-ACK', 'claims', 'Claim acknowledgement letter', {
    claimFileNumber: '31025061742' as never,
    policyNumber: 'C4M7X2-1001' as never,
  }),
  document('claim-31024119035-PAY', 'claims', 'Claim payment letter', { claimFileNumber: '31024119035' as never }),
  document('esign-ENV-4820015-UM-UM', 'esign', 'Uninsured motorists coverage selection (Ohio)', { envelopeId: 'ENV-4820015-UM' }),
  document('form-P100001-EFT', 'forms', 'Authorization for automatic payments (EFT)'),
];
const policy = {
  policyNumber: 'C4M7X2-1001',
  lineOfBusiness: 'auto',
  side: 'mutual',
  status: 'active',
  effectiveDate: '2026-09-01',
  expirationDate: '2027-03-01',
  premiumCents: 118460,
  accountNumber: 'N4820015',
  description: '2021 Toyota Camry',
} as PolicySummary;

const documentRoutes = portalRouteTable.filter((r) =>
  ['documents', 'documentsPolicy', 'documentsClaim', 'documentsBilling', 'documentsEnvelope', 'documentsCategory'].includes(r.key),
);

function renderAt(path: string, envelope: Envelope | null = null) {
  const store = configureStore({
    reducer: combineReducers({ documents: documentsReducer, policies: policiesReducer, onboarding: onboardingReducer }),
    preloadedState: { documents: initialDocumentsState, policies: initialPoliciesState, onboarding: initialOnboardingState },
  });
  if (envelope) store.dispatch(onboardingActions.envelopeLoaded({ envelope }));
  store.dispatch(documentsActions.listLoaded({ documents }));
  store.dispatch(policiesActions.summaryLoaded({ policies: [policy] }));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Switch>
          {documentRoutes.map((r) => (
            <Route key={r.path} path={r.path} exact={r.exact} component={DocumentsPage} />
          ))}
        </Switch>
      </MemoryRouter>
    </Provider>,
  );
}

const notFound = () => screen.queryByRole('heading', { level: 1, name: "We can't find that page" });

describe('documents centre addresses', () => {
  it('routes a claim file, a bill type and an envelope to the documents centre', () => {
    expect(matchPortalRoute('/documents/claim/31025061742').key).toBe('documentsClaim');
    expect(matchPortalRoute('/documents/billing/life').key).toBe('documentsBilling');
    expect(matchPortalRoute('/documents/billing/other').key).toBe('notFound');
    expect(matchPortalRoute('/documents/esign/ENV-4820015-UM').key).toBe('documentsEnvelope');
  });

  it("lists one claim file's documents", () => {
    renderAt('/documents/claim/31025061742');
    expect(screen.getByRole('heading', { level: 1, name: 'Documents for claim 31025061742' })).toBeInTheDocument();
    expect(screen.getByText('Claim acknowledgement letter, claim 31025061742')).toBeInTheDocument();
    expect(screen.queryByText(/Claim payment letter/)).toBeNull();
  });

  it('lists the billing documents of one kind of bill, and the documents of one envelope', () => {
    renderAt('/documents/billing/mutual');
    expect(screen.getByRole('heading', { level: 1, name: 'Property and casualty billing documents' })).toBeInTheDocument();
    expect(screen.getByText('October 2026 billing statement, account N4820015')).toBeInTheDocument();
    renderAt('/documents/esign/ENV-4820015-UM');
    expect(screen.getByText('Uninsured motorists coverage selection (Ohio)')).toBeInTheDocument();
  });

  it("shows an envelope's audit trail: each event with its time in US Eastern and the address it came from", () => {
    const envelope: Envelope = {
      envelopeId: 'ENV-4820015-UM',
      subject: 'Uninsured motorists coverage selection',
      status: 'completed',
      sentAt: '2026-11-01T14:00:00.000Z',
      statusAt: '2026-11-02T15:30:00.000Z',
      policyNumber: 'C4M7X2-1001' as never,
      documentCount: 1,
      recipients: [],
      documents: [],
      declineReason: null,
      events: [
        { event: 'sent', at: '2026-10-31T14:00:00.000Z', address: '10.0.0.1', detail: 'The insurer sent the envelope.' },
        { event: 'signed', at: '2026-11-02T15:30:00.000Z', address: '203.0.113.7', detail: 'Daniel signed "UM selection".' },
      ],
    };
    // Daylight time (UTC-4) on October 31, standard time (UTC-5) from November 1.
    renderAt('/documents/esign/ENV-4820015-UM', envelope);
    const trail = screen.getByRole('region', { name: 'Audit trail' });
    const events = within(trail).getAllByRole('listitem');
    expect(events.map((e) => e.textContent)).toEqual([
      'Sent Oct 31, 2026, 10:00 AM ETAddress: 10.0.0.1The insurer sent the envelope.',
      'Signed Nov 2, 2026, 10:30 AM ETAddress: 203.0.113.7Daniel signed "UM selection".',
    ]);
  });

  it('links each claim file, kind of bill and envelope from its category', () => {
    renderAt('/documents');
    expect(screen.getByRole('link', { name: 'Claim 31024119035' })).toHaveAttribute('href', '/documents/claim/31024119035');
    expect(screen.getByRole('link', { name: 'Envelope ENV-4820015-UM' })).toHaveAttribute('href', '/documents/esign/ENV-4820015-UM');
    expect(screen.getByRole('link', { name: 'Property and casualty billing documents' })).toHaveAttribute(
      'href',
      '/documents/billing/mutual',
    );
    expect(screen.getByText('Authorization for automatic payments (EFT)')).toBeInTheDocument();
  });

  it.each([
    ["another party's policy", '/documents/policy/L-204518736'],
    ['a malformed policy number', '/documents/policy/NOT-A-NUMBER'],
    ['a claim file none of the documents belong to', '/documents/claim/99999999999'],
    ['a malformed claim file number', '/documents/claim/123'],
    ['an unknown envelope', '/documents/esign/ENV-0000000-XX'],
  ])('shows the not-found page for %s, never an empty list', (_, path) => {
    renderAt(path);
    expect(notFound()).toBeInTheDocument();
    expect(screen.queryByText(/There are no documents/)).toBeNull();
  });

  it("lists the documents of the customer's own policy", () => {
    renderAt('/documents/policy/c4m7x2-1001');
    expect(notFound()).toBeNull();
    expect(screen.getByText('Declarations page, policy C4M7X2-1001')).toBeInTheDocument();
  });
});

describe('claim files of the documents', () => {
  it("names the policy of a claim file even when the customer's own upload (naming the claim only) is listed first", () => {
    const upload = document('upload-1', 'claims', 'tow-receipt.pdf', { claimFileNumber: '31025061742' as never, source: 'uploaded' });
    const state = documentsReducer(initialDocumentsState, documentsActions.listLoaded({ documents: [upload, ...documents] }));
    expect(selectClaimFiles({ documents: state })).toEqual([
      { claimFileNumber: '31025061742', policyNumber: 'C4M7X2-1001' },
      { claimFileNumber: '31024119035', policyNumber: null },
    ]);
  });
});
