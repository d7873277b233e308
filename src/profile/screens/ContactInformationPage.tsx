import { useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { AddressFields, Button, CheckboxField, Form, Loading, MaskedTextField, PartyLoadError, RadioGroupField, TextField } from '../../ui';
import { selectMobileApp } from '../../app/selectors';
import type { Party } from '../../contract/party';
import type { PostalAddress } from '../../contract/policies';
import { selectFlag } from '../../flags/selectors';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { profileRoutes } from '../../shared/routes';
import { addressRules, internationalPhone, phoneExtension } from '../../validation/contact';
import { profileMessages } from '../../validation/messages';
import { email as emailRule, phoneDigits } from '../../validation/quoting';
import { compose, required, type Rules } from '../../validation/validators';
import { ChangeNotice, ProfileHeading, useChange } from '../changes';
import { selectProfileField } from '../selectors';

const r = profileRoutes;
const mailingForm = declareForm('profileMailingAddress', []);
const lifeForm = declareForm('profileLifeAddress', []);
const emailForm = declareForm('profileAddEmail', []);
const phoneForm = declareForm('profileAddPhone', []);

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

/** One kind of contact: each entry with its badges (its kind, whether it is the primary one), and how to add another. */
function ContactList(props: {
  id: string;
  heading: string;
  entries: readonly { key: string; text: string; badges: readonly string[] }[];
  add: { to: string; label: string };
}) {
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id}>{props.heading}</h2>
      <ul className="profile-list">
        {props.entries.map((e) => (
          <li key={e.key}>
            <span>{e.text}</span>
            {e.badges.map((b) => (
              <span key={b} className="profile-badge">
                {b}
              </span>
            ))}
          </li>
        ))}
      </ul>
      <Link to={props.add.to}>{props.add.label}</Link>
    </section>
  );
}

const primary = (entry: { primary: boolean }) => (entry.primary ? ['Primary'] : []);

function Emails({ party }: { party: Party }) {
  return (
    <ContactList
      id="profile-emails"
      heading="Emails"
      entries={party.emails.map((e) => ({ key: e.address, text: e.address, badges: primary(e) }))}
      add={{ to: r.profileAddEmail.to({}), label: 'Add an email' }}
    />
  );
}

const phoneKindLabels = { mobile: 'Mobile', home: 'Home', work: 'Work' } as const;

function Phones({ party }: { party: Party }) {
  return (
    <ContactList
      id="profile-phones"
      heading="Phones"
      entries={party.phones.map((p) => ({
        key: p.number,
        text: p.extension ? `${p.number} ext. ${p.extension}` : p.number,
        badges: [phoneKindLabels[p.kind], ...primary(p)],
      }))}
      add={{ to: r.profileAddPhone.to({}), label: 'Add a phone' }}
    />
  );
}

function Overview({ party, view }: { party: Party; view: 'overview' | 'emails' | 'phones' }) {
  const editLifeAddress = useSelector(selectFlag('EditLifeAddress'));
  const life = party.addresses.find((a) => a.kind === 'life');
  return (
    <>
      {view !== 'phones' && <Emails party={party} />}
      {view !== 'emails' && <Phones party={party} />}
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
}
const emailRules: Rules<EmailValues> = { address: emailRule };

function AddEmail() {
  const change = useChange('email', 'address');
  const formLog = useFormLog(emailForm);
  return (
    <Form<EmailValues>
      idPrefix="profile-add-email"
      rules={emailRules}
      serverError={change.serverError}
      onSubmit={(v) => change.submit({ kind: 'email', address: v.address.trim(), primary: v.primary === true })}
      {...formLog}
    >
      <TextField name="address" label="Email" type="email" autoComplete="email" />
      <CheckboxField name="primary" label="Make this my primary email" />
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
