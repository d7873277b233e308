import { useDispatch, useSelector } from 'react-redux';
import { Link, Redirect, useLocation } from 'react-router-dom';
import { AlertBanner, Button, CheckboxField, DateField, Form, MaskedTextField, PasswordField, StepIndicator, TextField } from '../ui';
import { PageHeading } from '../app/PageHeading';
import { declareForm } from '../forms/registry';
import { useFormLog } from '../forms/useFormLog';
import { parseEntryDate } from '../validation/dates';
import { accountCreationMessages, fieldMessages } from '../validation/messages';
import * as patterns from '../validation/patterns';
import { compose, pattern, required, requiredWith, type Rules } from '../validation/validators';
import { dateOfBirth, email, lastName, zip } from '../quoting/validation';
import { accountCreationActions } from './catalogue';
import { selectAccountCreation } from './slice';
import { createAccountPath, type CreateAccountStep } from './steps';

// Create account (spec section 2): information (policy number and identifying details), login ID and
// password, success; expired when the time to choose a sign-in ran out.

const informationForm = declareForm('createAccountInformation', ['lastName', 'dateOfBirth', 'zip']);
const loginIdForm = declareForm('createAccountLoginId', ['password', 'confirmPassword']);

const steps = ['Information', 'Login ID and password', 'Success'] as const;
const stepNumber: Record<CreateAccountStep | 'information', number> = { information: 1, loginID: 2, success: 3, expired: 1 };

interface InformationValues { policyNumber: string; lastName: string; dateOfBirth: string; zip: string }
interface LoginIdValues { loginId: string; email: string; password: string; confirmPassword: string; agreedToTerms?: boolean }

const policyNumber = compose(required, (value) => {
  const number = String(value).trim();
  return patterns.mutualPolicyNumber.test(number) || patterns.lifePolicyNumber.test(number) ? undefined : fieldMessages.policyNumber;
});

const informationRules: Rules<InformationValues> = { policyNumber, lastName, dateOfBirth: dateOfBirth(), zip };

const loginIdRules: Rules<LoginIdValues> = {
  loginId: compose(required, pattern(patterns.loginId, accountCreationMessages.loginId)),
  email,
  password: compose(required, pattern(patterns.newPassword, accountCreationMessages.password)),
  confirmPassword: compose(required, (value, all) => (value === (all as LoginIdValues | undefined)?.password ? undefined : accountCreationMessages.passwordsDiffer)),
  agreedToTerms: requiredWith(fieldMessages.agreeToTerms),
};

function InformationStep() {
  const dispatch = useDispatch();
  const { submitting, error } = useSelector(selectAccountCreation);
  const log = useFormLog(informationForm);
  const submit = (v: InformationValues) => void dispatch(accountCreationActions.policyholderDetailsSubmitted({
    details: { policyNumber: v.policyNumber.trim().toUpperCase(), lastName: v.lastName.trim(), dateOfBirth: parseEntryDate(v.dateOfBirth) ?? '', zip: v.zip.trim() },
  }));
  return (
    <>
      <p>{accountCreationMessages.intro}</p>
      {error && <AlertBanner type="error" heading="We couldn't find your policy" subtext={error.message} />}
      <Form<InformationValues> idPrefix="create-account-" rules={informationRules} onSubmit={submit} {...log}>
        <TextField name="policyNumber" label="Policy number" hint="For example A1B2C3-1234, or L-123456789 for life" autoCapitalize="characters" spellCheck={false} width="medium" />
        <TextField name="lastName" label="Last name" autoComplete="family-name" width="medium" />
        <DateField name="dateOfBirth" label="Date of birth" />
        <MaskedTextField name="zip" label="Mailing ZIP code" mask="zip" width="short" />
        <Button type="submit" processing={submitting}>Continue</Button>
      </Form>
    </>
  );
}

function LoginIdStep() {
  const dispatch = useDispatch();
  const { submitting, error, verified } = useSelector(selectAccountCreation);
  const log = useFormLog(loginIdForm);
  if (!verified) return <Redirect to={createAccountPath()} />;
  const submit = (v: LoginIdValues) => void dispatch(accountCreationActions.signInDetailsSubmitted({ loginId: v.loginId.trim(), email: v.email.trim(), password: v.password }));
  return (
    <>
      <p>Welcome, {verified.firstName}. Choose how you will log in.</p>
      {error && <AlertBanner type="error" heading="We couldn't create your account" subtext={error.message} />}
      <Form<LoginIdValues> idPrefix="create-account-" rules={loginIdRules} initialValues={{ email: verified.email ?? '' }} onSubmit={submit} {...log}>
        <TextField name="loginId" label="Login ID" hint="6 to 50 letters, numbers, dots, dashes, underscores or @" autoComplete="username" spellCheck={false} width="medium" />
        <TextField name="email" type="email" label="Email" autoComplete="email" width="medium" />
        <PasswordField name="password" label="Password" hint="8 to 64 characters with at least one letter and one number" autoComplete="new-password" />
        <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
        <CheckboxField name="agreedToTerms" label="I agree to the Terms & Conditions" />
        <Button type="submit" processing={submitting}>Create my account</Button>
      </Form>
    </>
  );
}

function SuccessStep() {
  const { createdLoginId } = useSelector(selectAccountCreation);
  if (!createdLoginId) return <Redirect to={createAccountPath()} />;
  return (
    <>
      <AlertBanner type="success" heading={accountCreationMessages.successHeading} subtext={accountCreationMessages.successBody(createdLoginId)} />
      <p><Link to="/login">Log in</Link></p>
    </>
  );
}

function ExpiredStep() {
  return (
    <>
      <AlertBanner type="info" heading={accountCreationMessages.expiredHeading} subtext={accountCreationMessages.expiredBody} />
      <p><Link to={createAccountPath()}>Start again</Link></p>
    </>
  );
}

const stepOf = (pathname: string): CreateAccountStep | 'information' => {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return last === 'loginID' || last === 'success' || last === 'expired' ? last : 'information';
};

/** /create-account, /create-account/loginID, /create-account/success, /create-account/expired. */
export default function CreateAccountPage() {
  const step = stepOf(useLocation().pathname);
  return (
    <div className="create-account">
      <PageHeading key={step}>Create your account</PageHeading>
      <StepIndicator steps={steps} current={stepNumber[step]} />
      {step === 'information' && <InformationStep />}
      {step === 'loginID' && <LoginIdStep />}
      {step === 'success' && <SuccessStep />}
      {step === 'expired' && <ExpiredStep />}
    </div>
  );
}
