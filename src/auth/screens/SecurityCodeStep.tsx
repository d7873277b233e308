import { useDispatch, useSelector } from 'react-redux';
import type { Action, Dispatch } from 'redux';
import { AlertBanner, AuthenticatorKey, Button, CodeField, Form, PageHeading } from '../../ui';
import { product } from '../../../config/product';
import type { MfaMethod } from '../../contract/signIn';
import { useFormLog } from '../../forms/useFormLog';
import { fieldMessages } from '../../validation/messages';
import { securityCode, type Rules } from '../../validation/validators';
import { selectAuthField } from '../selectors';
import { authActions } from '../catalogue';
import { securityCodeForm } from '../forms';
import type { SecondFactorStep } from '../slice';

interface CodeValues {
  code: string;
}

const authenticatorRules: Rules<CodeValues> = { code: securityCode(fieldMessages.mfaAuthenticatorCode) };
const textRules: Rules<CodeValues> = { code: securityCode(fieldMessages.mfaSentCode) };

const switchLabels: Record<MfaMethod, string> = {
  textMessage: 'Text me a code instead',
  authenticatorApp: 'Use my authenticator app instead',
};

/**
 * The sign-in's second step, after the password: the security code of the authenticator app or of a text
 * message, or (forced MFA) setting up an authenticator app with its first code.
 */
export function SecurityCodeStep({ uid, step }: { uid: string; step: SecondFactorStep }) {
  const dispatch = useDispatch<Dispatch<Action>>();
  const submitting = useSelector(selectAuthField('submitting'));
  const rejection = useSelector(selectAuthField('rejection'));
  const rejectionReason = useSelector(selectAuthField('rejectionReason'));
  const formLog = useFormLog(securityCodeForm);
  const method: MfaMethod = step.kind === 'securityCode' ? step.request.method : 'authenticatorApp';
  const instruction = method === 'textMessage' ? fieldMessages.mfaSentCode : fieldMessages.mfaAuthenticatorCode;

  const serverError = rejection
    ? rejectionReason === 'invalid_code'
      ? { field: 'code', message: rejection }
      : { heading: "We couldn't log you in", message: rejection }
    : null;

  return (
    <div className="login">
      <PageHeading>{step.kind === 'enrolment' ? 'Set up your authenticator app' : 'Confirm it’s you'}</PageHeading>
      {step.kind === 'enrolment' ? (
        <>
          <p>
            For your security, your account now needs a second step each time you log in. Scan this QR code with an authenticator app (such
            as Google Authenticator or Microsoft Authenticator), or type the key into the app.
          </p>
          <AuthenticatorKey
            qrCode={step.enrolment.qrCode}
            secretKey={step.enrolment.key}
            issuer={product.name}
            qrClassName="login__qr-code"
            keyClassName="login__key"
          />
        </>
      ) : (
        <>
          {step.resent && <AlertBanner type="info" heading="We texted you a code" />}
          <p>
            {instruction}
            {step.request.sentTo ? ` at ${step.request.sentTo}.` : '.'}
          </p>
        </>
      )}
      {/* A switch of method starts an empty form: the code the other method refused (and its message) is of no use. */}
      <Form<CodeValues>
        key={method}
        onSubmit={(values) => dispatch(authActions.securityCodeSubmitted({ uid, code: values.code }))}
        rules={method === 'textMessage' ? textRules : authenticatorRules}
        idPrefix="security-code"
        serverError={serverError}
        {...formLog}
      >
        <CodeField label="Security code" />
        <Button type="submit" processing={submitting}>
          {step.kind === 'enrolment' ? 'Verify and log in' : 'Verify'}
        </Button>
      </Form>
      {step.kind === 'securityCode' && (
        <ul className="login__help" aria-label="Other ways to get a code">
          {step.request.method === 'textMessage' && (
            <li>
              <Button variant="link" onClick={() => dispatch(authActions.securityCodeMethodChosen({ uid, method: 'textMessage' }))}>
                Send me a new code
              </Button>
            </li>
          )}
          {step.request.otherMethods.map((other) => (
            <li key={other}>
              <Button variant="link" onClick={() => dispatch(authActions.securityCodeMethodChosen({ uid, method: other }))}>
                {switchLabels[other]}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
