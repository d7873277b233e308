import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { fnolRoutes } from '../../shared/routes';
import { GeneralApiError, PageHeading, Loading } from '../../ui';
import { ClaimList } from '../ClaimList';
import { selectClaimsStateField, selectClosedClaims, selectOpenClaims } from '../selectors';

/** The party's claim files, open ones first, each list newest loss first (/claims). */
export default function ClaimsPage() {
  const status = useSelector(selectClaimsStateField('status'));
  const open = useSelector(selectOpenClaims);
  const closed = useSelector(selectClosedClaims);
  return (
    <div className="claims">
      <PageHeading>Your claims</PageHeading>
      <p>
        <Link to={fnolRoutes.fnolStep.to({ step: 'intro' })}>Report a claim</Link>
      </p>
      {status === 'idle' && <Loading label="Loading your claims" />}
      {status === 'failed' && <GeneralApiError />}
      {status === 'loaded' && open.length === 0 && closed.length === 0 && <p>You have no claims with us.</p>}
      {open.length > 0 && (
        <section aria-labelledby="claims-open">
          <h2 id="claims-open">Open claims</h2>
          <ClaimList claims={open} headingLevel={3} />
        </section>
      )}
      {closed.length > 0 && (
        <section aria-labelledby="claims-closed">
          <h2 id="claims-closed">Closed claims</h2>
          <ClaimList claims={closed} headingLevel={3} />
        </section>
      )}
    </div>
  );
}
