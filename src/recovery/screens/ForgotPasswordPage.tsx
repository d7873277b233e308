import { useDispatch, useSelector } from 'react-redux';
import { AlertBanner, Button, CodeField, Form, PageHeading, PasswordChecklist, PasswordField, TextField } from '../../ui';
import { BusLink } from '../../shell/BusLink';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { recovery } from '../../../config/product';
import { accountCreationMessages, recoveryMessages } from '../../validation/messages';
import { passwordRules } from '../../validation/passwords';
import * as patterns from '../../validation/patterns';
import { compose, oneTimeCode, pattern, required, type Rules } from '../../validation/validators';
import { shellRoutes } from '../../shared/routes';
import { recoveryActions } from '../catalogue';
import { selectRecoveryField } from '../selectors';

const identifyForm = declareForm('forgotPassword', []);
const newPasswordForm = declareForm('newPassword', ['code', 'password', 'confirmPassword']);

interface IdentifyValues {
  loginId: string;
}
interface NewPasswordValues {
  code: string;
  password: string;
  confirmPassword: string;
}

const identifyRules: Rules<IdentifyValues> = { loginId: required };
const newPasswordRules: Rules<NewPasswordValues> = {
  code: oneTimeCode(recovery.codeDigits, accountCreationMessages.codeFormat),
  password: compose(required, pattern(patterns.newPassword, accountCreationMessages.password)),
  confirmPassword: compose(required, (value, all) =>
    value === (all as NewPasswordValues | undefined)?.password ? undefined : accountCreationMessages.passwordsDiffer,
  ),
};

function Identify() {
  const dispatch = useDispatch();
  const submitting = useSelector(selectRecoveryField('submitting'));
  const error = useSelector(selectRecoveryField('error'));
  const formLog = useFormLog(identifyForm);
  return (
    <>
      <p>Enter your login ID or the email address of your account. We&apos;ll email you a code to choose a new password.</p>
      <Form<IdentifyValues>
        idPrefix="forgot-password"
        rules={identifyRules}
        serverError={error ? { heading: "We couldn't send a code", message: error } : null}
        onSubmit={(values) => dispatch(recoveryActions.passwordResetRequested({ loginId: values.loginId.trim() }))}
        {...formLog}
      >
        <TextField
          name="loginId"
          label="Login ID or email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          width="medium"
        />
        <Button type="submit" processing={submitting}>
          Email me a code
        </Button>
      </Form>
    </>
  );
}

function NewPassword() {
  const dispatch = useDispatch();
  const submitting = useSelector(selectRecoveryField('submitting'));
  const error = useSelector(selectRecoveryField('error'));
  const formLog = useFormLog(newPasswordForm);
  return (
    <>
      <AlertBanner type="info" heading="Check your email" subtext={recoveryMessages.codeSent(Math.round(recovery.codeMs / 60_000))} />
      <Form<NewPasswordValues>
        idPrefix="new-password"
        rules={newPasswordRules}
        serverError={error ? { heading: "We couldn't change your password", message: error } : null}
        onSubmit={(values) => dispatch(recoveryActions.newPasswordSubmitted({ code: values.code.trim(), password: values.password }))}
        {...formLog}
      >
        <CodeField label="Code" />
        <PasswordChecklist name="password" rules={passwordRules} />
        <PasswordField name="password" label="New password" autoComplete="new-password" />
        <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
        <Button type="submit" processing={submitting}>
          Change my password
        </Button>
      </Form>
    </>
  );
}

/** Forgot password: the login ID (or email), then the emailed code and a new password; every session ends after. */
export default function ForgotPasswordPage() {
  const step = useSelector(selectRecoveryField('resetStep'));
  return (
    <div className="recovery">
      <PageHeading>Reset your password</PageHeading>
      {step === 'identify' && <Identify />}
      {step === 'code' && <NewPassword />}
      {step === 'done' && (
        <>
          <AlertBanner type="success" heading="Your password was changed" subtext={recoveryMessages.passwordChanged} />
          <p>
            <BusLink to={shellRoutes.account.to({})}>Log in</BusLink>
          </p>
        </>
      )}
    </div>
  );
}
