import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import {
  AlertBanner,
  Button,
  CheckboxField,
  Form,
  Loading,
  MaskedTextField,
  PartyLoadError,
  RadioGroupField,
  RemoveQuestion,
  AddressFields,
  TextField,
} from '../../ui';
import { selectMobileApp } from '../../shell/selectors';
import type { Party } from '../../contract/party';
import type { PostalAddress } from '../../contract/policies';
import { selectFlag } from '../../flags/selectors';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { profileRoutes } from '../../shared/routes';
import { addressRules, internationalPhone, phoneExtension } from '../../validation/contact';
import { fieldMessages, profileMessages } from '../../validation/messages';
import { email as emailRule, phoneDigits } from '../../validation/quoting';
import { compose, required, requiredWith, type Rules } from '../../validation/validators';
import { ChangeNotice, ProfileHeading, ProofField, proofRule, useChange } from '../changes';
import { selectProfileField } from '../selectors';

const r = profileRoutes;
const mailingForm = declareForm('profileMailingAddress', []);
const lifeForm = declareForm('profileLifeAddress', []);
const emailForm = declareForm('profileAddEmail', ['currentPassword']);
const phoneForm = declareForm('profileAddPhone', []);
const primaryEmailForm = declareForm('profilePrimaryEmail', ['currentPassword']);
const primaryPhoneForm = declareForm('profilePrimaryPhone', []);

type Address = Party['addresses'][number];
type AddressValues = { line1: string; line2?: string; city: string; state: string; zip: string };
const addressValuesOf = (a: Address | undefined): Partial<AddressValues> =>
  a ? { line1: a.line1, line2: a.line2 ?? '', city: a.city, state: a.state, zip: a.zip.replace('-', '') } : {};
const postalOf = (v: AddressValues): PostalAddress => ({
  line1: v.line1.trim(),
  line2: v.line2?.trim() || null,
  city: v.city.trim(),
  state: v.state,
  zip: v.zip,
});

function AddressForm({ kind, address }: { kind: 'mailingAddress' | 'lifeAddress'; address: Address | undefined }) {
  const change = useChange(kind);
  const formLog = useFormLog(kind === 'lifeAddress' ? lifeForm : mailingForm);
  return (
    <Form<AddressValues>
      idPrefix={`profile-${kind}`}
      rules={addressRules as Rules<AddressValues>}
      initialValues={addressValuesOf(address)}
      serverError={change.serverError}
      onSubmit={(v) => change.submit({ kind, address: postalOf(v) })}
      {...formLog}
    >
      <AddressFields />
      <Button type="submit" processing={change.busy}>
        {kind === 'lifeAddress' ? 'Save life policy address' : 'Save mailing address'}
      </Button>
    </Form>
  );
}

/** A Remove button that asks first. */
function Removable({ id, what, onRemove }: { id: string; what: string; onRemove: () => void }) {
  const [asking, setAsking] = useState(false);
  return asking ? (
    <RemoveQuestion
      id={id}
      question={`Remove ${what}?`}
      onRemove={() => {
        setAsking(false);
        onRemove();
      }}
      onKeep={() => setAsking(false)}
    />
  ) : (
    <Button variant="secondary" onClick={() => setAsking(true)}>
      Remove<span className="visually-hidden"> {what}</span>
    </Button>
  );
}

/** The primary one of several emails or phones, chosen among them. */
function PrimaryChoice({
  kind,
  options,
  current,
}: {
  kind: 'primaryEmail' | 'primaryPhone';
  options: string[];
  current: string | undefined;
}) {
  const change = useChange(kind, 'primary');
  const formLog = useFormLog(kind === 'primaryEmail' ? primaryEmailForm : primaryPhoneForm);
  const noun = kind === 'primaryEmail' ? 'email' : 'phone';
  return (
    <Form<{ primary?: string; currentPassword?: string }>
      idPrefix={`profile-${kind}`}
      rules={{
        primary: requiredWith(kind === 'primaryEmail' ? profileMessages.selectEmail : fieldMessages.selectPhone),
        ...(kind === 'primaryEmail' ? { currentPassword: proofRule } : {}),
      }}
      initialValues={{ primary: current }}
      serverError={change.serverError}
      onSubmit={(v) =>
        kind === 'primaryEmail'
          ? change.submit({ kind, address: v.primary ?? '', currentPassword: v.currentPassword ?? '' })
          : change.submit({ kind, number: v.primary ?? '' })
      }
      {...formLog}
    >
      <RadioGroupField name="primary" label={`Primary ${noun}`} options={options.map((o) => ({ value: o, label: o }))} />
      {kind === 'primaryEmail' && <ProofField />}
      <Button type="submit" processing={change.busy}>
        Save primary {noun}
      </Button>
    </Form>
  );
}

/** The refusal of a removal, above the list it was asked from. */
function RemovalRefusal({ kind }: { kind: 'removeEmail' | 'removePhone' }) {
  const change = useChange(kind);
  return change.error ? <AlertBanner type="error" heading="We couldn't remove it" subtext={change.error} /> : null;
}

function Emails({ party, managing }: { party: Party; managing: boolean }) {
  const remove = useChange('removeEmail');
  return (
    <section aria-labelledby="profile-emails">
      <h2 id="profile-emails">Emails</h2>
      {managing && <RemovalRefusal kind="removeEmail" />}
      <ul className="profile-list">
        {party.emails.map((e, i) => (
          <li key={e.address}>
            <span>{e.address}</span>
            {e.primary && <span className="profile-badge">Primary</span>}
            {managing && !e.primary && (
              <Removable
                id={`remove-email-${i}`}
                what={e.address}
                onRemove={() => remove.submit({ kind: 'removeEmail', address: e.address })}
              />
            )}
          </li>
        ))}
      </ul>
      {managing && party.emails.length > 1 && (
        <PrimaryChoice
          kind="primaryEmail"
          options={party.emails.map((e) => e.address)}
          current={party.emails.find((e) => e.primary)?.address}
        />
      )}
      <p className="profile-actions">
        {!managing && <Link to={r.profileManageEmails.to({})}>Manage emails</Link>}
        <Link to={r.profileAddEmail.to({})}>Add an email</Link>
      </p>
    </section>
  );
}

const phoneKindLabels = { mobile: 'Mobile', home: 'Home', work: 'Work' } as const;

function Phones({ party, managing }: { party: Party; managing: boolean }) {
  const remove = useChange('removePhone');
  return (
    <section aria-labelledby="profile-phones">
      <h2 id="profile-phones">Phones</h2>
      {managing && <RemovalRefusal kind="removePhone" />}
      <ul className="profile-list">
        {party.phones.map((p, i) => (
          <li key={p.number}>
            <span>
              {p.number}
              {p.extension ? ` ext. ${p.extension}` : ''}
            </span>
            <span className="profile-badge">{phoneKindLabels[p.kind]}</span>
            {p.primary && <span className="profile-badge">Primary</span>}
            {managing && !p.primary && (
              <Removable
                id={`remove-phone-${i}`}
                what={p.number}
                onRemove={() => remove.submit({ kind: 'removePhone', number: p.number })}
              />
            )}
          </li>
        ))}
      </ul>
      {managing && party.phones.length > 1 && (
        <PrimaryChoice
          kind="primaryPhone"
          options={party.phones.map((p) => p.number)}
          current={party.phones.find((p) => p.primary)?.number}
        />
      )}
      <p className="profile-actions">
        {!managing && <Link to={r.profileManagePhones.to({})}>Manage phones</Link>}
        <Link to={r.profileAddPhone.to({})}>Add a phone</Link>
      </p>
    </section>
  );
}

function Overview({ party, view }: { party: Party; view: 'overview' | 'emails' | 'phones' }) {
  const editLifeAddress = useSelector(selectFlag('EditLifeAddress'));
  const life = party.addresses.find((a) => a.kind === 'life');
  return (
    <>
      {view !== 'phones' && <Emails party={party} managing={view === 'emails'} />}
      {view !== 'emails' && <Phones party={party} managing={view === 'phones'} />}
      {view === 'overview' && (
        <>
          <section aria-labelledby="profile-mailing">
            <h2 id="profile-mailing">Mailing address</h2>
            <AddressForm kind="mailingAddress" address={party.addresses.find((a) => a.kind === 'mailing')} />
          </section>
          {editLifeAddress && party.sides.includes('life') && (
            <section aria-labelledby="profile-life">
              <h2 id="profile-life">Life policy address</h2>
              <p>{life ? `${life.line1}, ${life.city}, ${life.state} ${life.zip}` : 'The same as your mailing address.'}</p>
              <Link to={r.profileUpdateLifeAddress.to({})}>Update life policy address</Link>
            </section>
          )}
        </>
      )}
    </>
  );
}

interface EmailValues {
  address: string;
  primary?: boolean;
  currentPassword: string;
}
const emailRules: Rules<EmailValues> = { address: emailRule, currentPassword: proofRule };

function AddEmail() {
  const change = useChange('email', 'address');
  const formLog = useFormLog(emailForm);
  return (
    <Form<EmailValues>
      idPrefix="profile-add-email"
      rules={emailRules}
      serverError={change.serverError}
      onSubmit={(v) =>
        change.submit({ kind: 'email', address: v.address.trim(), primary: v.primary === true, currentPassword: v.currentPassword })
      }
      {...formLog}
    >
      <TextField name="address" label="Email" type="email" autoComplete="email" />
      <CheckboxField name="primary" label="Make this my primary email" />
      <ProofField />
      <div className="profile-actions">
        <Button type="submit" processing={change.busy}>
          Add email
        </Button>
        <Link to={r.profileContactInformation.to({})}>Cancel</Link>
      </div>
    </Form>
  );
}

interface PhoneValues {
  kind: 'mobile' | 'home' | 'work';
  international?: boolean;
  number?: string;
  internationalNumber?: string;
  extension?: string;
  primary?: boolean;
}
const phoneKindOptions = (['mobile', 'home', 'work'] as const).map((k) => ({ value: k, label: phoneKindLabels[k] }));
const phoneRules: Rules<PhoneValues> = { kind: required, extension: phoneExtension };
const phoneValidate = (v: PhoneValues) =>
  v.international
    ? { internationalNumber: compose(required, internationalPhone)(v.internationalNumber) }
    : { number: phoneDigits(v.number) };

function AddPhone() {
  const change = useChange('phone', 'number');
  const formLog = useFormLog(phoneForm);
  return (
    <Form<PhoneValues>
      idPrefix="profile-add-phone"
      rules={phoneRules}
      validate={phoneValidate}
      initialValues={{ kind: 'mobile' }}
      serverError={change.serverError}
      onSubmit={(v) =>
        change.submit({
          kind: 'phone',
          number: v.international ? `+${v.internationalNumber ?? ''}` : (v.number ?? ''),
          phoneKind: v.kind,
          extension: v.extension || null,
          primary: v.primary === true,
        })
      }
      {...formLog}
    >
      {({ values }) => (
        <>
          <RadioGroupField name="kind" label="Type of phone" options={phoneKindOptions} inline />
          <CheckboxField name="international" label="This is an international number" />
          {values.international ? (
            <MaskedTextField
              name="internationalNumber"
              label="International phone number"
              hint="Country code and number, up to 15 digits"
              mask="internationalPhone"
              width="medium"
            />
          ) : (
            <MaskedTextField name="number" label="Phone number" mask="phone" width="medium" />
          )}
          <MaskedTextField name="extension" label="Extension" mask="phoneExtension" optional width="short" />
          <CheckboxField name="primary" label="Make this my primary phone" />
          <div className="profile-actions">
            <Button type="submit" processing={change.busy}>
              Add phone
            </Button>
            <Link to={r.profileContactInformation.to({})}>Cancel</Link>
          </div>
        </>
      )}
    </Form>
  );
}

const views = [
  { route: r.profileAddEmail, view: 'addEmail', heading: 'Add an email' },
  { route: r.profileAddPhone, view: 'addPhone', heading: 'Add a phone' },
  { route: r.profileUpdateLifeAddress, view: 'lifeAddress', heading: 'Update your life policy address' },
  { route: r.profileManageEmails, view: 'emails', heading: 'Your emails' },
  { route: r.profileManagePhones, view: 'phones', heading: 'Your phones' },
] as const;

/** Contact information: emails, phones, the mailing address, and the life policy address (EditLifeAddress). */
export default function ContactInformationPage() {
  const { pathname } = useLocation();
  const party = useSelector(selectProfileField('party'));
  const status = useSelector(selectProfileField('status'));
  const mobileApp = useSelector(selectMobileApp);
  const editLifeAddress = useSelector(selectFlag('EditLifeAddress'));
  const shown = views.find((v) => v.route.match(pathname) !== null);
  const view = shown?.view ?? 'overview';
  return (
    <div className="profile" key={view}>
      <ProfileHeading>{shown?.heading ?? 'Contact information'}</ProfileHeading>
      <ChangeNotice />
      {status === 'failed' && <PartyLoadError mobileApp={mobileApp} />}
      {!party && status !== 'failed' && <Loading label="Loading your contact information" />}
      {party && (view === 'overview' || view === 'emails' || view === 'phones') && <Overview party={party} view={view} />}
      {party && view === 'addEmail' && <AddEmail />}
      {party && view === 'addPhone' && <AddPhone />}
      {party &&
        view === 'lifeAddress' &&
        (editLifeAddress && party.sides.includes('life') ? (
          <AddressForm
            kind="lifeAddress"
            address={party.addresses.find((a) => a.kind === 'life') ?? party.addresses.find((a) => a.kind === 'mailing')}
          />
        ) : (
          <p>{profileMessages.noLifeAddress}</p>
        ))}
    </div>
  );
}
