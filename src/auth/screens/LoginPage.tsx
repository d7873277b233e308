import { lazy, Suspense, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { replace } from 'connected-react-router';
import type { Action, Dispatch } from 'redux';
import { Button, Form, PasswordField, TextField, PageHeading, Loading } from '../../ui';
import { required } from '../../validation/validators';
import { selectQuery } from '../../shell/selectors';
import { selectAuthField } from '../selectors';
import { safeReturnPath } from '../../shared/returnPath';
import { useFormLog } from '../../forms/useFormLog';
import { authActions } from '../catalogue';
import { loginForm } from '../forms';
import { GuestServices } from '../GuestServices';
import { shellPages } from '../../shared/routes/shell';
import { addressOf } from '../../shared/address';
import { accountCreationPages } from '../../shared/routes/accountCreation';
import { BusLink } from '../../shell/BusLink';

// The second factor's step (with its masked code field) loads only for a customer asked for a code: the login
// form, the first page most visitors see, stays light.
const SecurityCodeStep = lazy(() => import('./SecurityCodeStep').then((m) => ({ default: m.SecurityCodeStep })));

interface Credentials {
  loginId: string;
  password: string;
}

const rules = { loginId: required, password: required };

/**
 * The portal's own login form. The identity provider sends the browser here with an interaction id
 * (`uid`); without one, the page first starts the authorization request.
 */
export default function LoginPage() {
  const dispatch = useDispatch<Dispatch<Action>>();
  const query = useSelector(selectQuery);
  const rejection = useSelector(selectAuthField('rejection'));
  const status = useSelector(selectAuthField('status'));
  const submitting = useSelector(selectAuthField('submitting'));
  const secondFactor = useSelector(selectAuthField('secondFactor'));
  const passkeys = useSelector(selectAuthField('passkeys'));
  const uid = query.get('uid');
  const returnTo = safeReturnPath(query.get('returnTo'));
  const formLog = useFormLog(loginForm);

  useEffect(() => {
    if (status === 'signedIn') dispatch(replace(returnTo ?? addressOf(shellPages.account, {})));
    else if (!uid && status === 'signedOut') dispatch(authActions.signInRequested({ returnTo }));
  }, [uid, status, returnTo, dispatch]);
  // Passkeys are offered once per sign-in: the button where the browser has them, its autofill where it suggests them.
  useEffect(() => {
    if (uid && status === 'signedOut') dispatch(authActions.passkeysOffered({ uid }));
  }, [uid, status, dispatch]);

  if (status === 'signedIn') return null;
  if (!uid) return <Loading label="Taking you to log in" />;
  if (secondFactor)
    return (
      <Suspense fallback={<Loading />}>
        <SecurityCodeStep uid={uid} step={secondFactor} />
      </Suspense>
    );

  const submit = (values: Credentials) => {
    dispatch(authActions.credentialsSubmitted({ uid, loginId: values.loginId.trim(), password: values.password }));
  };
  return (
    <div className="login">
      <PageHeading>Log in to your account</PageHeading>
      <Form<Credentials>
        onSubmit={submit}
        rules={rules}
        idPrefix="login"
        serverError={rejection ? { heading: "We couldn't log you in", message: rejection } : null}
        {...formLog}
      >
        <TextField name="loginId" label="Login ID" autoComplete="username webauthn" autoCapitalize="none" spellCheck={false} />
        <PasswordField name="password" label="Password" autoComplete="current-password" />
        <Button type="submit" processing={submitting}>
          Log in
        </Button>
      </Form>
      {/* Shown until the browser is found to have no passkeys (rare): appearing after the form, it would move the page. */}
      {passkeys !== 'none' && (
        <div className="login__passkey">
          <p>Or, without your password:</p>
          <Button variant="secondary" onClick={() => dispatch(authActions.passkeySignInRequested({ uid }))} processing={submitting}>
            Sign in with a passkey
          </Button>
        </div>
      )}
      <ul className="login__help" aria-label="Trouble logging in">
        <li>
          <BusLink to={addressOf(shellPages.forgotPassword, {})}>Forgot your password?</BusLink>
        </li>
        <li>
          <BusLink to={addressOf(shellPages.forgotLoginId, {})}>Forgot your login ID?</BusLink>
        </li>
        <li>
          <BusLink to={addressOf(accountCreationPages.createAccount, {})}>Create an account</BusLink>
        </li>
      </ul>
      <GuestServices />
    </div>
  );
}
