import { useDispatch, useSelector } from 'react-redux';
import { Link, Redirect, useLocation } from 'react-router-dom';
import {
  AlertBanner,
  Button,
  CheckboxField,
  CodeField,
  DateField,
  Form,
  MaskedTextField,
  PasswordField,
  RadioGroupField,
  StepIndicator,
  TextField,
  PageHeading,
  Facts,
} from '../../ui';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { parseEntryDate } from '../../validation/dates';
import { accountCreationMessages, fieldMessages } from '../../validation/messages';
import * as patterns from '../../validation/patterns';
import { compose, normalizeIdentifier, oneTimeCode, pattern, required, requiredWith, type Rules } from '../../validation/validators';
import { dateOfBirth, email, lastName, zip } from '../../validation/quoting';
import { accountCreation } from '../../../config/product';
import { accountCreationActions } from '../catalogue';
import { selectAccountCreationField } from '../selectors';
import { accountCreationRoutes, shellRoutes } from '../../shared/routes';

// Create account (spec section 2): information (policy number and identifying details), verification (a
// one-time code sent to an email or phone on file, or the emailed link), confirmation of the details on
// file, login ID, then password (at the login ID step's address), success; expired when the time ran out or a
// link was spent.

const informationForm = declareForm('createAccountInformation', ['lastName', 'dateOfBirth', 'zip']);
const destinationForm = declareForm('createAccountCodeDestination', []);
const codeForm = declareForm('createAccountVerificationCode', ['code']);
const loginIdForm = declareForm('createAccountLoginId', []);
const passwordForm = declareForm('createAccountPassword', ['password', 'confirmPassword']);

const steps = ['Information', 'Verification', 'Confirmation', 'Login ID', 'Password', 'Success'] as const;
const stepNumber: Record<CreateAccountStep | 'password', number> = {
  information: 1,
  accountVerification: 2,
  authorization: 2,
  confirmation: 3,
  loginID: 4,
  password: 5,
  success: 6,
  expired: 1,
};
const codeMinutes = Math.round(accountCreation.codeMs / 60_000);

interface InformationValues {
  policyNumber: string;
  lastName: string;
  dateOfBirth: string;
  zip: string;
}
interface DestinationValues {
  destinationId: string;
}
interface CodeValues {
  code: string;
}
interface LoginIdValues {
  loginId: string;
  email: string;
}
interface PasswordValues {
  password: string;
  confirmPassword: string;
  agreedToTerms?: boolean;
}

const policyNumber = compose(required, (value) => {
  const number = normalizeIdentifier(value);
  return patterns.mutualPolicyNumber.test(number) || patterns.lifePolicyNumber.test(number) ? undefined : fieldMessages.policyNumber;
});

const informationRules: Rules<InformationValues> = { policyNumber, lastName, dateOfBirth: dateOfBirth(), zip };

const destinationRules: Rules<DestinationValues> = { destinationId: requiredWith(accountCreationMessages.chooseDestination) };
const codeRules: Rules<CodeValues> = {
  code: oneTimeCode(accountCreation.codeDigits, accountCreationMessages.codeFormat),
};

const loginIdRules: Rules<LoginIdValues> = {
  loginId: compose(required, pattern(patterns.loginId, accountCreationMessages.loginId)),
  email,
};
const passwordRules: Rules<PasswordValues> = {
  password: compose(required, pattern(patterns.newPassword, accountCreationMessages.password)),
  confirmPassword: compose(required, (value, all) =>
    value === (all as PasswordValues | undefined)?.password ? undefined : accountCreationMessages.passwordsDiffer,
  ),
  agreedToTerms: requiredWith(fieldMessages.agreeToTerms),
};

function InformationStep() {
  const dispatch = useDispatch();
  const submitting = useSelector(selectAccountCreationField('submitting'));
  const error = useSelector(selectAccountCreationField('error'));
  const log = useFormLog(informationForm);
  const submit = (v: InformationValues) =>
    void dispatch(
      accountCreationActions.policyholderDetailsSubmitted({
        details: {
          policyNumber: normalizeIdentifier(v.policyNumber),
          lastName: v.lastName.trim(),
          dateOfBirth: parseEntryDate(v.dateOfBirth) ?? '',
          zip: v.zip.trim(),
        },
      }),
    );
  return (
    <>
      <p>{accountCreationMessages.intro}</p>
      <Form<InformationValues>
        idPrefix="create-account-"
        rules={informationRules}
        onSubmit={submit}
        serverError={error && { heading: "We couldn't find your policy", message: error.message }}
        {...log}
      >
        <TextField
          name="policyNumber"
          label="Policy number"
          hint="For example A1B2C3-1234, or L-123456789 for life"
          autoCapitalize="characters"
          spellCheck={false}
          width="medium"
        />
        <TextField name="lastName" label="Last name" autoComplete="family-name" width="medium" />
        <DateField name="dateOfBirth" label="Date of birth" />
        <MaskedTextField name="zip" label="Mailing ZIP code" mask="zip" width="short" />
        <Button type="submit" processing={submitting}>
          Continue
        </Button>
      </Form>
    </>
  );
}

function VerificationStep() {
  const dispatch = useDispatch();
  const submitting = useSelector(selectAccountCreationField('submitting'));
  const error = useSelector(selectAccountCreationField('error'));
  const found = useSelector(selectAccountCreationField('found'));
  const codeSent = useSelector(selectAccountCreationField('codeSent'));
  const destinationLog = useFormLog(destinationForm);
  const codeLog = useFormLog(codeForm);
  if (!found) return <Redirect to={accountCreationRoutes.createAccount.to({})} />;
  const send = (destinationId: string) => void dispatch(accountCreationActions.verificationCodeRequested({ destinationId }));
  const options = found.destinations.map((d) => ({
    value: d.destinationId,
    label: `${d.channel === 'email' ? 'Email' : 'Text'} ${d.masked}`,
  }));
  return (
    <>
      <p>Welcome, {found.firstName}. To keep your account safe, we will send you a one-time verification code.</p>
      {error && error.field !== 'code' && <AlertBanner type="error" heading="We couldn't verify you" subtext={error.message} />}
      {found.destinations.length === 0 && (
        <AlertBanner
          type="info"
          heading="We have no email or mobile phone on file for you"
          subtext={accountCreationMessages.noDestination}
        />
      )}
      {!codeSent && found.destinations.length > 0 && (
        <Form<DestinationValues>
          idPrefix="create-account-"
          rules={destinationRules}
          initialValues={{ destinationId: options[0]?.value ?? '' }}
          onSubmit={(v) => send(v.destinationId)}
          {...destinationLog}
        >
          <RadioGroupField name="destinationId" label="Where should we send your code?" options={options} />
          <Button type="submit" processing={submitting}>
            Send code
          </Button>
        </Form>
      )}
      {codeSent && (
        <>
          <AlertBanner
            type="info"
            heading="Check your messages"
            subtext={accountCreationMessages.codeSent(codeSent.destination.masked, codeMinutes)}
          />
          <Form<CodeValues>
            idPrefix="create-account-"
            rules={codeRules}
            serverError={error?.field === 'code' ? error : null}
            onSubmit={(v) => void dispatch(accountCreationActions.verificationCodeSubmitted({ code: v.code.trim() }))}
            {...codeLog}
          >
            <CodeField label="Verification code" hint={`${accountCreation.codeDigits} digits`} />
            <Button type="submit" processing={submitting}>
              Verify
            </Button>
          </Form>
          {codeSent.sendsLeft > 0 && (
            <Button type="button" variant="link" onClick={() => send(codeSent.destination.destinationId)}>
              Send a new code
            </Button>
          )}
        </>
      )}
    </>
  );
}

function ConfirmationStep() {
  const dispatch = useDispatch();
  const verified = useSelector(selectAccountCreationField('verified'));
  if (!verified) return <Redirect to={accountCreationRoutes.createAccount.to({})} />;
  const { name, policyNumber: policy, email: emailOnFile, phone } = verified.details;
  return (
    <>
      <p>Please confirm these are your details.</p>
      <Facts
        facts={[
          ['Name', name],
          ['Policy number', policy],
          ['Email', emailOnFile ?? 'None on file'],
          ['Mobile phone', phone ?? 'None on file'],
        ]}
      />
      <Button type="button" onClick={() => void dispatch(accountCreationActions.detailsConfirmed())}>
        Continue
      </Button>
      <p>
        <Link className="standalone-link" to={accountCreationRoutes.createAccount.to({})}>
          These are not my details
        </Link>
      </p>
    </>
  );
}

function AuthorizationStep() {
  return <p role="status">Checking your verification link…</p>;
}

/** The login ID step: a login ID and email, then (at the same address) the password step. */
function LoginIdStep() {
  const verified = useSelector(selectAccountCreationField('verified'));
  const passwordStep = useSelector(selectAccountCreationField('passwordStep'));
  const chosen = useSelector(selectAccountCreationField('chosen'));
  if (!verified) return <Redirect to={accountCreationRoutes.createAccount.to({})} />;
  return passwordStep && chosen ? <PasswordStep chosen={chosen} /> : <LoginIdForm firstName={verified.firstName} email={verified.email} />;
}

function LoginIdForm({ firstName, email: emailOnFile }: { firstName: string; email: string | null }) {
  const dispatch = useDispatch();
  const error = useSelector(selectAccountCreationField('error'));
  const chosen = useSelector(selectAccountCreationField('chosen'));
  const submitting = useSelector(selectAccountCreationField('submitting'));
  const log = useFormLog(loginIdForm);
  const submit = (v: LoginIdValues) =>
    void dispatch(accountCreationActions.loginIdSubmitted({ loginId: v.loginId.trim(), email: v.email.trim() }));
  return (
    <>
      <p>Welcome, {firstName}. Choose how you will log in.</p>
      <Form<LoginIdValues>
        idPrefix="create-account-"
        rules={loginIdRules}
        serverError={error && { heading: "We couldn't create your account", ...error }}
        initialValues={chosen ?? { loginId: '', email: emailOnFile ?? '' }}
        onSubmit={submit}
        {...log}
      >
        <TextField
          name="loginId"
          label="Login ID"
          hint="6 to 50 letters, numbers, dots, dashes, underscores or @"
          autoComplete="username"
          spellCheck={false}
          width="medium"
        />
        <TextField name="email" type="email" label="Email" autoComplete="email" width="medium" />
        <Button type="submit" processing={submitting}>
          Continue
        </Button>
      </Form>
    </>
  );
}

function PasswordStep({ chosen }: { chosen: { loginId: string; email: string } }) {
  const dispatch = useDispatch();
  const submitting = useSelector(selectAccountCreationField('submitting'));
  const error = useSelector(selectAccountCreationField('error'));
  const log = useFormLog(passwordForm);
  const submit = (v: PasswordValues) => void dispatch(accountCreationActions.signInDetailsSubmitted({ ...chosen, password: v.password }));
  return (
    <>
      <Facts
        facts={[
          ['Login ID', chosen.loginId],
          ['Email', chosen.email],
        ]}
      />
      <p>
        <Button variant="link" type="button" onClick={() => dispatch(accountCreationActions.loginIdStepReopened())}>
          Change login ID or email
        </Button>
      </p>
      <Form<PasswordValues>
        idPrefix="create-account-"
        rules={passwordRules}
        serverError={error && { heading: "We couldn't create your account", ...error }}
        onSubmit={submit}
        {...log}
      >
        {/* The login ID again, hidden, so a password manager saves the new password under it. */}
        <input type="text" name="username" autoComplete="username" value={chosen.loginId} readOnly hidden />
        <PasswordField
          name="password"
          label="Password"
          hint="8 to 64 characters with at least one letter and one number"
          autoComplete="new-password"
        />
        <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
        <CheckboxField name="agreedToTerms" label="I agree to the Terms & Conditions" />
        <Button type="submit" processing={submitting}>
          Create my account
        </Button>
      </Form>
    </>
  );
}

function SuccessStep() {
  const createdLoginId = useSelector(selectAccountCreationField('createdLoginId'));
  if (!createdLoginId) return <Redirect to={accountCreationRoutes.createAccount.to({})} />;
  return (
    <>
      <AlertBanner
        type="success"
        heading={accountCreationMessages.successHeading}
        subtext={accountCreationMessages.successBody(createdLoginId)}
      />
      <p>
        <Link to={shellRoutes.login.to({})}>Log in</Link>
      </p>
    </>
  );
}

function ExpiredStep() {
  return (
    <>
      <AlertBanner type="info" heading={accountCreationMessages.expiredHeading} subtext={accountCreationMessages.expiredBody} />
      <p>
        <Link to={accountCreationRoutes.createAccount.to({})}>Start again</Link>
      </p>
    </>
  );
}

/** Each step's route, in the order the customer meets them. */
const stepRoutes = {
  information: accountCreationRoutes.createAccount,
  accountVerification: accountCreationRoutes.createAccountVerification,
  authorization: accountCreationRoutes.createAccountAuthorization,
  confirmation: accountCreationRoutes.createAccountConfirmation,
  loginID: accountCreationRoutes.createAccountLoginId,
  success: accountCreationRoutes.createAccountSuccess,
  expired: accountCreationRoutes.createAccountExpired,
} as const;
type CreateAccountStep = keyof typeof stepRoutes;

const stepOf = (pathname: string): CreateAccountStep =>
  (Object.keys(stepRoutes) as CreateAccountStep[]).find((step) => stepRoutes[step].match(pathname) !== null) ?? 'information';

/** /create-account, then /accountVerification, /confirmation, /loginID, /success; /authorization/{token}; /expired. */
export default function CreateAccountPage() {
  const step = stepOf(useLocation().pathname);
  const passwordStep = useSelector(selectAccountCreationField('passwordStep'));
  // The password step shares the login ID step's address; focus moves to the heading when either shows.
  const shown = step === 'loginID' && passwordStep ? 'password' : step;
  return (
    <div className="create-account">
      <PageHeading key={shown}>Create your account</PageHeading>
      <StepIndicator steps={steps} current={stepNumber[shown]} />
      {step === 'information' && <InformationStep />}
      {step === 'accountVerification' && <VerificationStep />}
      {step === 'authorization' && <AuthorizationStep />}
      {step === 'confirmation' && <ConfirmationStep />}
      {step === 'loginID' && <LoginIdStep />}
      {step === 'success' && <SuccessStep />}
      {step === 'expired' && <ExpiredStep />}
    </div>
  );
}
