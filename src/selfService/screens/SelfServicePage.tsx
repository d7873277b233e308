import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router-dom';
import { PageHeading, PolicyNumber } from '../../ui';
import { selectFlag } from '../../flags/selectors';
import { policyRoutes, selfServiceRoutes } from '../../shared/routes';
import { selfServiceMessages } from '../../validation/messages';
import { PolicyOnFile } from '../PolicyOnFile';
import { changesOf } from '../routes';
import '../selfService.scss';

/** The vehicle changes of an auto policy. */
function VehicleChanges({ policyNumber }: { policyNumber: string }) {
  const addDriver = useSelector(selectFlag('AddDriver'));
  return (
    <>
      <li>
        <Link to={selfServiceRoutes.addVehicle.to({ policyNumber, step: 'start' })}>Add a vehicle</Link>
      </li>
      <li>
        <Link to={selfServiceRoutes.editCoverage.to({ policyNumber, coverage: 'edit-auto-coverage' })}>Edit auto coverage</Link>
      </li>
      <li>
        <Link to={selfServiceRoutes.removeVehicle.to({ policyNumber })}>Remove a vehicle</Link>
      </li>
      {addDriver && (
        <li>
          <Link to={selfServiceRoutes.quoteDriver.to({ policyNumber })}>Add or estimate a driver</Link>
        </li>
      )}
      <li>
        <Link to={selfServiceRoutes.updateLender.to({ policyNumber, step: 'select' })}>Update a vehicle&apos;s lender</Link>
      </li>
    </>
  );
}

/** The changes a customer can make to a policy online, by its line of business (the policy loaded by its number). */
export default function SelfServicePage() {
  const params = useParams<{ policyNumber: string }>();
  const policyNumber = params.policyNumber.toUpperCase();
  return (
    <PolicyOnFile policyNumber={policyNumber}>
      {(details) => {
        const changes = changesOf(details.summary.lineOfBusiness);
        return (
          <div className="self-service">
            <PageHeading>Change your policy</PageHeading>
            <p>
              Policy <PolicyNumber>{policyNumber}</PolicyNumber>
            </p>
            {changes.length === 0 ? (
              <p>{selfServiceMessages.noOnlineChanges}</p>
            ) : (
              <ul className="self-service__changes">
                {changes.includes('vehicles') && <VehicleChanges policyNumber={policyNumber} />}
                {changes.includes('homeCoverage') && (
                  <li>
                    <Link to={selfServiceRoutes.editCoverage.to({ policyNumber, coverage: 'edit-home-coverage' })}>Edit home coverage</Link>
                  </li>
                )}
                {changes.includes('mortgagee') && (
                  <li>
                    <Link to={selfServiceRoutes.editMortgagee.to({ policyNumber, step: 'landing' })}>Edit mortgagee</Link>
                  </li>
                )}
              </ul>
            )}
            <Link to={policyRoutes.policyOverview.to({ policyNumber })}>Back to your policy</Link>
          </div>
        );
      }}
    </PolicyOnFile>
  );
}
