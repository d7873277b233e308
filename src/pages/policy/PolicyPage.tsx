import { useSelector } from 'react-redux';
import { Link, NavLink, Redirect, useLocation, useParams } from 'react-router-dom';
import { GeneralApiError, PageHeading, Loading, PolicyNumber, DetailTable, Facts, type Column } from '../../ui';
import { documentMessages } from '../../validation/messages';
import NotFoundPage from '../../shell/NotFoundPage';
import { formatCents } from '../../shared/money';
import { formatIsoDate, oneLineAddress } from '../../shared/format';
import type { Coverage, PolicyDetails } from '../../contract/policies';
import { DocumentList } from '../../documents/DocumentList';
import { selectPolicyDocuments } from '../../documents/selectors';
import { IdCardsPanel } from '../../idCards/IdCardsPanel';
import { lineOfBusinessLabels, policyStatusLabels } from '../../policies/lineOfBusiness';
import { hasIdCards, isPolicyNumber, policyTabs, tabsOf, type PolicyTab } from '../../policies/routes';
import { selectPolicyDetails, selectPolicyDetailsStatus } from '../../policies/selectors';
import { PolicyBilling } from '../../policies/PolicyBilling';
import { PolicyChanges } from '../../selfService/screens/PolicyChanges';
import '../../policies/policies.scss';
import { policyRoutes, selfServiceRoutes } from '../../shared/routes';

/** Lines whose changes the customer makes online (self service). */
const changeableLines: readonly string[] = ['auto', 'home', 'condo'];

const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

const coverageColumns: Column<Coverage>[] = [
  { heading: 'Coverage', cell: (c) => c.name },
  { heading: 'Limits', cell: (c) => c.limits ?? 'Included' },
  { heading: 'Deductible', cell: (c) => money(c.deductibleCents) },
  { heading: 'Premium', cell: (c) => formatCents(c.premiumCents) },
];

function Overview({ policy }: { policy: PolicyDetails }) {
  const s = policy.summary;
  return (
    <>
      <section className="detail-section" aria-labelledby="policy-summary">
        <h2 id="policy-summary">Policy summary</h2>
        <Facts
          facts={[
            ['Policy number', <PolicyNumber key="number">{s.policyNumber}</PolicyNumber>],
            ['Status', policyStatusLabels[s.status]],
            ['Term', `${formatIsoDate(s.effectiveDate)} – ${formatIsoDate(s.expirationDate)}`],
            ['Premium', formatCents(s.premiumCents)],
            ['Named insured', policy.namedInsureds.join(', ')],
            ...(s.accountNumber ? [['Billing account', s.accountNumber] as const] : []),
          ]}
        />
      </section>
      {policy.vehicles.length > 0 && (
        <section className="detail-section" aria-labelledby="policy-vehicles">
          <h2 id="policy-vehicles">{s.lineOfBusiness === 'motorcycle' ? 'Motorcycles' : 'Vehicles'}</h2>
          <DetailTable
            caption="Insured vehicles"
            rowKey={(v) => v.vehicleId}
            rows={policy.vehicles}
            columns={[
              { heading: 'Vehicle', cell: (v) => `${v.year} ${v.make} ${v.model}` },
              { heading: 'VIN', cell: (v) => v.vin },
              { heading: 'Garaging ZIP', cell: (v) => v.garagingZip },
            ]}
          />
        </section>
      )}
      {policy.drivers.length > 0 && (
        <section className="detail-section" aria-labelledby="policy-drivers">
          <h2 id="policy-drivers">Drivers</h2>
          <DetailTable
            caption="Listed drivers"
            rowKey={(d) => d.name}
            rows={policy.drivers}
            columns={[
              { heading: 'Driver', cell: (d) => d.name },
              { heading: 'Relationship', cell: (d) => d.relationship },
              // A driver added online has no license number on file yet: the underwriter asks for it.
              { heading: 'License', cell: (d) => (d.licenseLastFour ? `${d.licenseState}, ending ${d.licenseLastFour}` : d.licenseState) },
            ]}
          />
        </section>
      )}
      {policy.property && (
        <section className="detail-section" aria-labelledby="policy-property">
          <h2 id="policy-property">Insured property</h2>
          <Facts
            facts={[
              ['Address', oneLineAddress(policy.property.address)],
              ['Dwelling', policy.property.dwellingType],
              ...(policy.property.yearBuilt ? [['Year built', String(policy.property.yearBuilt)] as const] : []),
            ]}
          />
        </section>
      )}
      {policy.mortgagees.length > 0 && (
        <section className="detail-section" aria-labelledby="policy-mortgagees">
          <h2 id="policy-mortgagees">Mortgagee</h2>
          <DetailTable
            caption="Mortgagees"
            rowKey={(m) => String(m.position)}
            rows={policy.mortgagees}
            columns={[
              { heading: 'Lender', cell: (m) => m.name },
              { heading: 'Loan number', cell: (m) => `ending ${m.loanLastFour}` },
              { heading: 'Address', cell: (m) => oneLineAddress(m.address) },
            ]}
          />
        </section>
      )}
      {policy.watercraft.length > 0 && (
        <section className="detail-section" aria-labelledby="policy-watercraft">
          <h2 id="policy-watercraft">Watercraft</h2>
          <DetailTable
            caption="Insured watercraft"
            rowKey={(w) => w.hullId}
            rows={policy.watercraft}
            columns={[
              { heading: 'Boat', cell: (w) => `${w.year} ${w.make} ${w.model}` },
              { heading: 'Length', cell: (w) => `${w.lengthFeet} ft` },
              { heading: 'Hull ID', cell: (w) => w.hullId },
            ]}
          />
        </section>
      )}
      {policy.life && (
        <section className="detail-section" aria-labelledby="policy-life">
          <h2 id="policy-life">Life coverage</h2>
          <Facts
            facts={[
              ['Plan', policy.life.product],
              ['Face amount', formatCents(policy.life.faceAmountCents)],
              ['Term', policy.life.termYears ? `${policy.life.termYears} years` : 'Permanent'],
              ['Insured', policy.life.insuredName],
            ]}
          />
          <h3>Beneficiaries</h3>
          <DetailTable
            caption="Beneficiaries"
            rowKey={(b) => `${b.kind}-${b.name}`}
            rows={policy.life.beneficiaries}
            columns={[
              { heading: 'Beneficiary', cell: (b) => b.name },
              { heading: 'Kind', cell: (b) => (b.kind === 'primary' ? 'Primary' : 'Contingent') },
              { heading: 'Relationship', cell: (b) => b.relationship },
              { heading: 'Share', cell: (b) => `${b.sharePercent}%` },
            ]}
          />
        </section>
      )}
      <PolicyBilling summary={s} />
      <PolicyChanges policyNumber={s.policyNumber} />
    </>
  );
}

function Coverages({ policy }: { policy: PolicyDetails }) {
  const shared = policy.coverages.filter((c) => c.vehicleId === null);
  const life = policy.life;
  if (life && policy.coverages.length === 0) {
    return (
      <section className="detail-section">
        <h2>Coverage</h2>
        <Facts
          facts={[
            ['Face amount', formatCents(life.faceAmountCents)],
            ['Plan', life.product],
          ]}
        />
      </section>
    );
  }
  return (
    <>
      {shared.length > 0 && (
        <section className="detail-section" aria-labelledby="coverages-policy">
          <h2 id="coverages-policy">{policy.vehicles.length > 0 ? 'Policy coverages' : 'Coverages'}</h2>
          <DetailTable caption="Coverages" rowKey={(c) => c.code} rows={shared} columns={coverageColumns} />
        </section>
      )}
      {policy.vehicles.map((v) => (
        <section key={v.vehicleId} className="detail-section" aria-labelledby={`coverages-${v.vehicleId}`}>
          <h2 id={`coverages-${v.vehicleId}`}>{`${v.year} ${v.make} ${v.model}`}</h2>
          <DetailTable
            caption={`Coverages of the ${v.year} ${v.make} ${v.model}`}
            rowKey={(c) => c.code}
            rows={policy.coverages.filter((c) => c.vehicleId === v.vehicleId)}
            columns={coverageColumns}
          />
        </section>
      ))}
    </>
  );
}

function Discounts({ policy }: { policy: PolicyDetails }) {
  if (policy.discounts.length === 0) return <p>No discounts apply to this policy.</p>;
  const total = policy.discounts.reduce((sum, d) => sum + d.amountCents, 0);
  return (
    <section className="detail-section" aria-labelledby="discounts-heading">
      <h2 id="discounts-heading">Discounts applied</h2>
      <DetailTable
        caption="Discounts"
        rowKey={(d) => d.code}
        rows={policy.discounts}
        columns={[
          { heading: 'Discount', cell: (d) => d.name },
          { heading: 'Savings', cell: (d) => formatCents(d.amountCents) },
        ]}
      />
      <p>You save {formatCents(total)} a term with these discounts.</p>
    </section>
  );
}

function PolicyDocuments({ policyNumber }: { policyNumber: string }) {
  const documents = useSelector(selectPolicyDocuments(policyNumber));
  return <DocumentList documents={documents} empty="There are no documents for this policy yet." />;
}

function TabContent({ tab, policy }: { tab: PolicyTab; policy: PolicyDetails }) {
  switch (tab) {
    case 'overview':
      return <Overview policy={policy} />;
    case 'coverages':
      return <Coverages policy={policy} />;
    case 'discounts':
      return <Discounts policy={policy} />;
    case 'documents':
      return <PolicyDocuments policyNumber={policy.summary.policyNumber} />;
    case 'id-cards':
      return hasIdCards(policy.summary.lineOfBusiness) && (policy.summary.status === 'active' || policy.summary.status === 'pending') ? (
        <IdCardsPanel scope={policy.summary.policyNumber} />
      ) : (
        <p>{documentMessages.idCardsForVehiclesOnly}</p>
      );
  }
}

/** One policy, tab by tab (/policies/{policyNumber}/overview ...). A malformed or foreign number shows the not-found page. */
export default function PolicyPage() {
  const params = useParams<{ policyNumber: string }>();
  const { pathname, state } = useLocation<{ missingTab?: string } | undefined>();
  const missingTab = state?.missingTab;
  const policyNumber = params.policyNumber.toUpperCase();
  const tab = policyTabs.find((t) => t.route.match(pathname) !== null);
  const details = useSelector(selectPolicyDetails(policyNumber));
  const status = useSelector(selectPolicyDetailsStatus(policyNumber));
  if (!isPolicyNumber(policyNumber) || status === 'notFound') return <NotFoundPage />;
  if (!tab) return <Redirect to={policyRoutes.policyOverview.to({ policyNumber: params.policyNumber })} />;
  // A typed address to a tab this line of business does not have shows the overview, with a word why.
  if (details && !tabsOf(details.summary.lineOfBusiness).includes(tab))
    return (
      <Redirect
        to={{
          pathname: policyRoutes.policyOverview.to({ policyNumber: params.policyNumber }),
          state: { missingTab: tab.label },
        }}
      />
    );
  const number = <PolicyNumber>{policyNumber}</PolicyNumber>;
  return (
    <div className="policy">
      <PageHeading>
        {details ? `${lineOfBusinessLabels[details.summary.lineOfBusiness]} policy ` : 'Policy '}
        {number}
      </PageHeading>
      {details && <p>{details.summary.description}</p>}
      {details && changeableLines.includes(details.summary.lineOfBusiness) && (
        <p>
          <Link to={selfServiceRoutes.selfService.to({ policyNumber })}>Change this policy</Link>
        </p>
      )}
      {missingTab && tab.segment === 'overview' && (
        <p role="status" className="policy-notice">
          {documentMessages.policyTabMissing(missingTab)}
        </p>
      )}
      <nav aria-label="Policy sections">
        <ul className="sub-nav">
          {(details ? tabsOf(details.summary.lineOfBusiness) : [tab]).map((t) => (
            <li key={t.segment}>
              <NavLink to={t.route.to({ policyNumber })}>{t.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {status === 'loading' && <Loading label="Loading your policy" />}
      {status === 'failed' && <GeneralApiError />}
      {details && <TabContent tab={tab.segment} policy={details} />}
    </div>
  );
}
