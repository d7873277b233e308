import { useState } from 'react';
import { useSelector } from 'react-redux';
import { AlertBanner, AuthenticatorKey, Button, CodeField, Form, Loading, RadioGroupField } from '../../ui';
import { product } from '../../../config/product';
import type { MfaFactor } from '../../contract/profile';
import type { MfaMethod } from '../../contract/signIn';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { fieldMessages, profileMessages } from '../../validation/messages';
import { requiredWith, securityCode, type Rules } from '../../validation/validators';
import { ChangeNotice, ProfileHeading, ProofField, proofRule, useChange } from '../changes';
import { selectLastSecondFactorKept, selectMobilePhones, selectProfileField } from '../selectors';

const confirmForm = declareForm('profileConfirmFactor', ['code']);
const removeForm = declareForm('profileRemoveFactor', ['code']);
const phoneForm = declareForm('profileTextMessagePhone', ['currentPassword']);
const startAppForm = declareForm('profileStartAuthenticatorApp', ['currentPassword']);

interface CodeValues {
  code: string;
}
const codeRules: Record<MfaMethod, Rules<CodeValues>> = {
  authenticatorApp: { code: securityCode(fieldMessages.mfaAuthenticatorCode) },
  textMessage: { code: securityCode(fieldMessages.mfaSentCode) },
};
const methodLabels: Record<MfaMethod, string> = { authenticatorApp: 'Authenticator app', textMessage: 'Text message' };

/** A code form: the method's instruction, the code and its button. */
function CodeForm(props: {
  formId: string;
  idPrefix: string;
  method: MfaMethod;
  sentTo?: string;
  kind: 'confirmFactor' | 'removeFactor';
  button: string;
  onCode: (code: string) => void;
}) {
  const change = useChange(props.kind, 'code');
  const formLog = useFormLog(props.formId);
  const instruction = props.method === 'textMessage' ? fieldMessages.mfaSentCode : fieldMessages.mfaAuthenticatorCode;
  return (
    <Form<CodeValues>
      idPrefix={props.idPrefix}
      rules={codeRules[props.method]}
      serverError={change.serverError}
      onSubmit={(v) => props.onCode(v.code)}
      {...formLog}
    >
      <p>
        {instruction}
        {props.sentTo ? ` at ${props.sentTo}.` : '.'}
      </p>
      <CodeField label="Security code" />
      <Button type="submit" processing={change.busy}>
        {props.button}
      </Button>
    </Form>
  );
}

function AddAuthenticatorApp() {
  const start = useChange('startAuthenticatorApp');
  const appFormLog = useFormLog(startAppForm);
  const enrolment = useSelector(selectProfileField('enrolment'));
  const confirm = useChange('confirmFactor');
  if (!enrolment)
    return (
      <>
        <Form<{ currentPassword: string }>
          idPrefix="mfa-start-app"
          rules={{ currentPassword: proofRule }}
          serverError={start.serverError}
          onSubmit={(v) => start.submit({ kind: 'startAuthenticatorApp', currentPassword: v.currentPassword })}
          {...appFormLog}
        >
          <ProofField />
          <Button type="submit" variant="secondary" processing={start.busy}>
            Set up an authenticator app
          </Button>
        </Form>
      </>
    );
  return (
    <section aria-labelledby="mfa-add-app">
      <h3 id="mfa-add-app">Set up your authenticator app</h3>
      <p>
        Scan this QR code with an authenticator app (such as Google Authenticator or Microsoft Authenticator), or type the key into the app.
        Then enter the code it shows.
      </p>
      <AuthenticatorKey
        qrCode={enrolment.qrCode}
        secretKey={enrolment.key}
        issuer={product.name}
        qrClassName="profile-qr"
        keyClassName="profile-key"
      />
      <CodeForm
        formId={confirmForm}
        idPrefix="mfa-confirm-app"
        method="authenticatorApp"
        kind="confirmFactor"
        button="Verify and turn on"
        onCode={(code) => confirm.submit({ kind: 'confirmFactor', method: 'authenticatorApp', code })}
      />
    </section>
  );
}

interface PhoneValues {
  phone: string;
  currentPassword: string;
}
const phoneRules: Rules<PhoneValues> = { phone: requiredWith(fieldMessages.selectPhone), currentPassword: proofRule };

function AddTextMessage({ enrolledPhone }: { enrolledPhone: string | null }) {
  const phones = useSelector(selectMobilePhones);
  const start = useChange('startTextMessage', 'phone');
  const sentTo = useSelector(selectProfileField('sentTo')).startTextMessage;
  const confirm = useChange('confirmFactor');
  const formLog = useFormLog(phoneForm);
  if (phones.length === 0) return <p>Add a mobile phone to your contact information to get codes by text message.</p>;
  return (
    <section aria-labelledby="mfa-add-text">
      <h3 id="mfa-add-text">{enrolledPhone ? 'Text codes to another phone' : 'Get codes by text message'}</h3>
      <Form<PhoneValues>
        idPrefix="mfa-text-phone"
        rules={phoneRules}
        serverError={start.serverError}
        onSubmit={(v) => start.submit({ kind: 'startTextMessage', phone: v.phone, currentPassword: v.currentPassword })}
        {...formLog}
      >
        <RadioGroupField name="phone" label="Mobile phone on file" options={phones.map((p) => ({ value: p.number, label: p.number }))} />
        <ProofField />
        <Button type="submit" variant="secondary" processing={start.busy}>
          Text me a code
        </Button>
      </Form>
      {sentTo && (
        <CodeForm
          formId={confirmForm}
          idPrefix="mfa-confirm-text"
          method="textMessage"
          sentTo={sentTo}
          kind="confirmFactor"
          button="Verify and turn on"
          onCode={(code) => confirm.submit({ kind: 'confirmFactor', method: 'textMessage', code })}
        />
      )}
    </section>
  );
}

interface FactorItemProps {
  factor: MfaFactor;
  /** Under forced MFA the only factor has no Remove: the gateway would refuse it. */
  removable: boolean;
  removing: boolean;
  onRemove: () => void;
}

function FactorItem({ factor, removable, removing, onRemove }: FactorItemProps) {
  const makeDefault = useChange('defaultFactor');
  const sendCode = useChange('sendRemovalCode');
  const remove = useChange('removeFactor');
  const sentTo = useSelector(selectProfileField('sentTo')).sendRemovalCode;
  const label = `${methodLabels[factor.method]}${factor.phone ? ` to ${factor.phone}` : ''}`;
  const startRemoval = () => {
    onRemove();
    if (factor.method === 'textMessage') sendCode.submit({ kind: 'sendRemovalCode', factorId: factor.factorId });
  };
  return (
    <li>
      <span>{label}</span>
      {factor.isDefault ? (
        <span className="profile-badge">Default</span>
      ) : (
        <Button
          variant="link"
          processing={makeDefault.busy}
          onClick={() => makeDefault.submit({ kind: 'defaultFactor', factorId: factor.factorId })}
        >
          Make default<span className="visually-hidden"> ({label})</span>
        </Button>
      )}
      {removable && !removing && (
        <Button variant="link" onClick={startRemoval}>
          Remove<span className="visually-hidden"> {label}</span>
        </Button>
      )}
      {removable && removing && (factor.method === 'authenticatorApp' || sentTo) && (
        <CodeForm
          formId={removeForm}
          idPrefix={`mfa-remove-${factor.method}`}
          method={factor.method}
          sentTo={sentTo}
          kind="removeFactor"
          button={`Remove ${methodLabels[factor.method].toLowerCase()}`}
          onCode={(code) => remove.submit({ kind: 'removeFactor', factorId: factor.factorId, code })}
        />
      )}
      {removing && sendCode.error && <AlertBanner type="error" heading="We couldn't text you a code" subtext={sendCode.error} />}
    </li>
  );
}

/** Multi-factor authentication: the customer's methods, adding an authenticator app or text messages, removing one. */
export default function MfaPage() {
  const factors = useSelector(selectProfileField('factors'));
  const recordsError = useSelector(selectProfileField('recordsError'));
  const [removing, setRemoving] = useState<string | null>(null);
  const textFactor = factors?.find((f) => f.method === 'textMessage') ?? null;
  const keepOne = useSelector(selectLastSecondFactorKept);
  return (
    <div className="profile">
      <ProfileHeading>Multi-factor authentication</ProfileHeading>
      <ChangeNotice />
      <p>
        When you log in, we ask for a security code from your authenticator app or sent by text message, so nobody else can use your
        password.
      </p>
      {factors === null && !recordsError && <Loading label="Loading your security methods" />}
      {recordsError && <AlertBanner type="error" heading="We couldn't load your security methods" subtext={recordsError} />}
      {factors && (
        <>
          <h2>Your methods</h2>
          {factors.length === 0 ? (
            <p>You have no security methods yet.</p>
          ) : (
            <ul className="profile-list">
              {factors.map((f) => (
                <FactorItem
                  key={f.factorId}
                  factor={f}
                  removable={!keepOne}
                  removing={removing === f.factorId}
                  onRemove={() => setRemoving(f.factorId)}
                />
              ))}
            </ul>
          )}
          {keepOne && factors.length === 1 && <p>{profileMessages.lastFactorKept}</p>}
          <h2>Add a method</h2>
          {!factors.some((f) => f.method === 'authenticatorApp') && <AddAuthenticatorApp />}
          <AddTextMessage enrolledPhone={textFactor?.phone ?? null} />
        </>
      )}
    </div>
  );
}
