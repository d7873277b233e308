import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Loading, PartyLoadError } from '../../ui';
import { selectMobileApp } from '../../shell/selectors';
import { profileRoutes } from '../../shared/routes';
import { ProfileHeading } from '../changes';
import { selectPrimaryEmail, selectProfileField } from '../selectors';
import { VisitViewers } from '../../chat/VisitViewers';

const r = profileRoutes;

/** The profile's landing: who is signed in, and a card leading to each section. */
export default function ProfilePage() {
  const party = useSelector(selectProfileField('party'));
  const status = useSelector(selectProfileField('status'));
  const paperless = useSelector(selectProfileField('paperless'));
  const mobileApp = useSelector(selectMobileApp);
  const primaryEmail = useSelector(selectPrimaryEmail);
  const mailing = party?.addresses.find((a) => a.kind === 'mailing');
  const paperlessCount = paperless?.filter((a) => a.eBill && a.ePolicy).length ?? 0;
  return (
    <div className="profile">
      <ProfileHeading>Your profile</ProfileHeading>
      {status === 'failed' && <PartyLoadError mobileApp={mobileApp} />}
      {status === 'idle' && <Loading label="Loading your profile" />}
      {party && (
        <ul className="profile-cards">
          <li className="profile-card">
            <h2>Contact information</h2>
            <p>
              {party.firstName} {party.lastName}
              {primaryEmail && (
                <>
                  <br />
                  {primaryEmail}
                </>
              )}
              {mailing && (
                <>
                  <br />
                  {mailing.line1}, {mailing.city}, {mailing.state} {mailing.zip}
                </>
              )}
            </p>
            <Link to={r.profileContactInformation.to({})}>Manage contact information</Link>
          </li>
          <li className="profile-card">
            <h2>Paperless</h2>
            <p>
              {paperless === null
                ? 'E-bill and e-policy for each of your accounts.'
                : `${paperlessCount} of ${paperless.length} ${paperless.length === 1 ? 'account is' : 'accounts are'} fully paperless.`}
            </p>
            <Link to={r.profilePaperless.to({})}>Manage paperless preferences</Link>
          </li>
          <li className="profile-card">
            <h2>Notifications</h2>
            <p>Text messages about your claims, policies and bills.</p>
            <Link to={r.profileNotifications.to({})}>Manage notifications</Link>
          </li>
          <li className="profile-card">
            <h2>Security</h2>
            <p>Login ID {party.loginId}, your password and multi-factor authentication.</p>
            <Link to={r.profileSecurity.to({})}>Manage security</Link>
          </li>
          {party.sides.includes('mutual') && (
            <li className="profile-card">
              <h2>Electronic proxy voting</h2>
              <p>Vote as a member of the mutual online.</p>
              <Link to={r.profileEproxy.to({})}>Manage e-proxy</Link>
            </li>
          )}
        </ul>
      )}
      {party && <VisitViewers />}
    </div>
  );
}
