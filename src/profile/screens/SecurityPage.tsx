import { useDispatch, useSelector } from 'react-redux';
import { authActions } from '../../auth/catalogue';
import { Link, useLocation } from 'react-router-dom';
import { AlertBanner, Button, Form, PasswordChecklist, PasswordField, TextField } from '../../ui';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { accountCreationMessages, profileMessages } from '../../validation/messages';
import { passwordRules } from '../../validation/passwords';
import * as patterns from '../../validation/patterns';
import { compose, pattern, required, type Rules } from '../../validation/validators';
import { profileRoutes } from '../../shared/routes';
import { ChangeNotice, ProfileHeading, ProofField, proofRule, useChange } from '../changes';
import { selectProfileField } from '../selectors';

const r = profileRoutes;
const passwordForm = declareForm('profilePassword', ['currentPassword', 'newPassword', 'confirmPassword']);
const loginIdForm = declareForm('profileLoginId', ['currentPassword']);

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
const passwordFormRules: Rules<PasswordValues> = {
  currentPassword: required,
  newPassword: compose(required, pattern(patterns.newPassword, accountCreationMessages.password)),
  confirmPassword: compose(required, (value, all) =>
    value === (all as PasswordValues | undefined)?.newPassword ? undefined : accountCreationMessages.passwordsDiffer,
  ),
};

function ChangePassword() {
  const change = useChange('password', null);
  const formLog = useFormLog(passwordForm);
  return (
    <>
      <ProfileHeading>Change your password</ProfileHeading>
      <Form<PasswordValues>
        idPrefix="profile-password"
        rules={passwordFormRules}
        serverError={change.serverError}
        onSubmit={(v) => change.submit({ kind: 'password', currentPassword: v.currentPassword, newPassword: v.newPassword })}
        {...formLog}
      >
        <PasswordField name="currentPassword" label="Current password" autoComplete="current-password" />
        <PasswordChecklist name="newPassword" rules={passwordRules} />
        <PasswordField name="newPassword" label="New password" autoComplete="new-password" />
        <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
        <div className="profile-actions">
          <Button type="submit" processing={change.busy}>
            Change password
          </Button>
          <Link to={r.profileSecurity.to({})}>Cancel</Link>
        </div>
      </Form>
    </>
  );
}

interface LoginIdValues {
  loginId: string;
  currentPassword: string;
}
const loginIdRules: Rules<LoginIdValues> = {
  loginId: compose(required, pattern(patterns.loginId, accountCreationMessages.loginId)),
  currentPassword: proofRule,
};

function ChangeLoginId() {
  const dispatch = useDispatch();
  const change = useChange('loginId', 'loginId');
  const party = useSelector(selectProfileField('party'));
  const formLog = useFormLog(loginIdForm);
  return (
    <>
      <ProfileHeading>Change your login ID</ProfileHeading>
      {change.saved && party ? (
        <>
          <AlertBanner type="success" heading="Saved" subtext={profileMessages.loginIdChanged(party.loginId)} />
          <Button onClick={() => dispatch(authActions.signOutRequested())}>Log in again</Button>
        </>
      ) : (
        <>
          {party && <p>Your login ID is {party.loginId}.</p>}
          <Form<LoginIdValues>
            idPrefix="profile-login-id"
            rules={loginIdRules}
            serverError={change.serverError}
            onSubmit={(v) => change.submit({ kind: 'loginId', loginId: v.loginId.trim(), currentPassword: v.currentPassword })}
            {...formLog}
          >
            <TextField
              name="loginId"
              label="New login ID"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              width="medium"
            />
            <ProofField />
            <div className="profile-actions">
              <Button type="submit" processing={change.busy}>
                Change login ID
              </Button>
              <Link to={r.profileSecurity.to({})}>Cancel</Link>
            </div>
          </Form>
        </>
      )}
    </>
  );
}

function SecurityOverview() {
  const dispatch = useDispatch();
  const party = useSelector(selectProfileField('party'));
  const factors = useSelector(selectProfileField('factors'));
  const passkeys = useSelector(selectProfileField('passkeys'));
  return (
    <>
      <ProfileHeading>Security</ProfileHeading>
      <ChangeNotice />
      <ul className="profile-cards">
        <li className="profile-card">
          <h2>Login ID</h2>
          <p>{party?.loginId ?? ''}</p>
          <Link to={r.profileLoginId.to({})}>Change login ID</Link>
        </li>
        <li className="profile-card">
          <h2>Password</h2>
          <p>Choose a new password at any time.</p>
          <Link to={r.profilePassword.to({})}>Change password</Link>
        </li>
        <li className="profile-card">
          <h2>Multi-factor authentication</h2>
          <p>
            {factors === null
              ? 'A security code from an authenticator app or a text message when you log in.'
              : factors.length === 0
                ? 'Off: add an authenticator app or text messages.'
                : `On: ${factors.length === 1 ? '1 method' : `${factors.length} methods`}.`}
          </p>
          <Link to={r.profileMfa.to({})}>Manage multi-factor authentication</Link>
        </li>
        <li className="profile-card">
          <h2>Passkeys</h2>
          <p>
            {passkeys === null || passkeys.length === 0
              ? 'Log in with your fingerprint, face or screen lock instead of your password.'
              : `${passkeys.length === 1 ? '1 passkey' : `${passkeys.length} passkeys`} saved.`}
          </p>
          <Link to={r.profilePasskeys.to({})}>Manage passkeys</Link>
        </li>
        <li className="profile-card">
          <h2>Where you are signed in</h2>
          <p>{profileMessages.signOutEverywhere}</p>
          <Button onClick={() => dispatch(authActions.signOutEverywhereRequested())}>Sign out everywhere</Button>
        </li>
      </ul>
    </>
  );
}

/** Security: the overview, the password change and the login ID change. */
export default function SecurityPage() {
  const { pathname } = useLocation();
  const view = r.profilePassword.match(pathname) ? 'password' : r.profileLoginId.match(pathname) ? 'loginId' : 'overview';
  return (
    <div className="profile" key={view}>
      {view === 'password' && <ChangePassword />}
      {view === 'loginId' && <ChangeLoginId />}
      {view === 'overview' && <SecurityOverview />}
    </div>
  );
}
