// Every component in every state, and a sample form, on one page (development builds only; mounted
// at /customers/dev/ui by the app and checked with axe). Mount it bare: it brings its own PageTemplate.
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-final-form';
import { phones } from '../../../config/product';
import { fieldMessages, hints } from '../../validation/messages';
import { customerName, email, lifePolicyNumber, mutualPolicyNumber, poBox } from '../../validation/patterns';
import { compose, dateWithinLastYears, notPattern, pattern, required, requiredWith, type Rules } from '../../validation/validators';
import { AlertBanner } from '../feedback/AlertBanner';
import { Button, type ButtonVariant } from '../feedback/Button';
import {
  BillingPaymentError,
  GeneralApiError,
  InvalidMfaCode,
  PageError,
  PartyLoadError,
  QuoteCallToContinue,
  SystemError,
  TechnicalSubmissionError,
  UnsupportedBrowserBanner,
} from '../feedback/errors';
import { ProgressBar, StepIndicator } from '../feedback/Progress';
import { CheckboxField } from '../fields/CheckboxField';
import { DateField } from '../fields/DateField';
import { MaskedTextField } from '../fields/MaskedTextField';
import { masks, type MaskName } from '../fields/masks';
import { PasswordField } from '../fields/PasswordField';
import { RadioGroupField } from '../fields/RadioGroupField';
import { SelectField } from '../fields/SelectField';
import { TextField } from '../fields/TextField';
import { Form, type FormProps } from '../form/Form';
import { PageTemplate } from '../layout/PageTemplate';

const sections = [
  ['buttons', 'Buttons'],
  ['alerts', 'Alert banners'],
  ['errors', 'Error catalogue'],
  ['progress', 'Steps and progress'],
  ['sample-form', 'Sample form'],
  ['field-states', 'Field states'],
  ['masks', 'Input masks'],
] as const;

function Section({ id, title, children }: { id: (typeof sections)[number][0]; title: string; children: ReactNode }) {
  return (
    <section className="design-system__section" aria-labelledby={`ds-${id}`}>
      <h2 id={`ds-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

const policyNumber = (value: unknown) =>
  [mutualPolicyNumber, lifePolicyNumber].some((p) => p.test(String(value))) ? undefined : fieldMessages.policyNumber;

interface SampleValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  zip: string;
  dateOfBirth: string;
  policyNumber: string;
  agreeToTerms: boolean;
}

const sampleRules: Rules<SampleValues> = {
  firstName: compose(required, pattern(customerName, fieldMessages.firstName)),
  lastName: compose(required, pattern(customerName, fieldMessages.lastName)),
  email: compose(required, pattern(email, fieldMessages.email)),
  phone: compose(required, pattern(/^\d{10}$/, fieldMessages.phone)),
  zip: compose(required, pattern(/^(?:\d{5}|\d{9})$/, fieldMessages.zip)),
  dateOfBirth: compose(required, pattern(/^\d{2}\/\d{2}\/\d{4}$/, fieldMessages.dateOfBirth), dateWithinLastYears(120)),
  policyNumber: compose(required, policyNumber),
  agreeToTerms: requiredWith(fieldMessages.agreeToTerms),
};

function ButtonStates({ variant }: { variant: ButtonVariant }) {
  const [processing, setProcessing] = useState(false);
  const [selected, setSelected] = useState(false);
  const name = `${variant[0]?.toUpperCase()}${variant.slice(1)}`;
  return (
    <>
      <h3>{name}</h3>
      <div className="design-system__row">
        <Button variant={variant}>{name} default</Button>
        <Button variant={variant} className="is-hover">
          {name} hover
        </Button>
        <Button variant={variant} className="is-active">
          {name} active
        </Button>
        <Button variant={variant} className="is-focus">
          {name} focus
        </Button>
        <Button variant={variant} disabled>
          {name} disabled
        </Button>
        <Button variant={variant} processing>
          {name} processing
        </Button>
        <Button variant={variant} selected={selected} onClick={() => setSelected((s) => !s)}>
          {name} selected: {selected ? 'on' : 'off'}
        </Button>
        <Button variant="link" processing={processing} onClick={() => setProcessing(true)}>
          Start {variant} processing
        </Button>
        {processing && (
          <Button variant="link" onClick={() => setProcessing(false)}>
            Finish {variant} processing
          </Button>
        )}
      </div>
    </>
  );
}

/** Blurs the listed fields once, so the field-states form shows errors at rest. */
function TouchOnMount({ names }: { names: readonly string[] }) {
  const form = useForm();
  useEffect(() => {
    names.forEach((name) => {
      form.focus(name);
      form.blur(name);
    });
  }, [form, names]);
  return null;
}

const stateFieldNames = ['textError', 'selectError', 'radioError', 'checkboxError'] as const;
const coverageOptions = [
  { value: 'auto', label: 'Auto' },
  { value: 'home', label: 'Home' },
  { value: 'life', label: 'Life' },
];
const maskLabels: Record<MaskName, string> = {
  phone: 'Phone',
  phoneExtension: 'Phone extension',
  internationalPhone: 'International phone',
  zip: 'ZIP code',
  currency: 'Amount',
  towAmount: 'Towing amount',
  smsCode: 'Security code (text message)',
  personalAccessCode: 'Personal access code',
  ssn: 'Social Security number',
  date: 'Date',
  name: 'Name',
  address: 'Street address',
  city: 'City',
  vin: 'Vehicle identification number (VIN)',
  companyName: 'Company name',
  licenseNumber: "Driver's license number",
  loanNumber: 'Loan number',
};

/** How the app logs the input-mask form (the page itself knows nothing of the action log). */
export type MaskFormLog = Pick<FormProps<Record<string, string>>, 'onCommit' | 'onSubmitValues' | 'committedValues' | 'redactedValue'>;

export default function DesignSystemPage({ maskFormLog }: { maskFormLog?: MaskFormLog }) {
  const [dismissed, setDismissed] = useState(false);
  const [submitted, setSubmitted] = useState<SampleValues>();
  const [committed, setCommitted] = useState<string[]>([]);
  const nav = (
    <nav aria-label="Design system sections">
      <ul>
        {sections.map(([id, title]) => (
          <li key={id}>
            <a href={`#ds-${id}`}>{title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <PageTemplate nav={nav}>
      <h1>Design system</h1>
      <p>Every component in every state. Resize to 375, 768 and 1280 pixels to check the layout.</p>

      <Section id="buttons" title="Buttons">
        {(['primary', 'secondary', 'link'] as const).map((v) => (
          <ButtonStates key={v} variant={v} />
        ))}
      </Section>

      <Section id="alerts" title="Alert banners">
        <AlertBanner type="info" headingLevel={3} heading="Info banner" subtext="Paperless billing saves time." />
        <AlertBanner type="search" headingLevel={3} heading="Search banner" subtext="We found 3 lenders that match." />
        <AlertBanner type="error" headingLevel={3} heading="Error banner" subtext="Something needs your attention." />
        <AlertBanner type="success" headingLevel={3} heading="Success banner" subtext="Your change was saved." />
        <AlertBanner
          type="info"
          headingLevel={3}
          heading="Dismissable banner with an action"
          subtext="Closing it keeps it hidden."
          dismissable
          dismissed={dismissed}
          onDismiss={() => setDismissed(true)}
          action={{ label: 'Go paperless', onClick: () => undefined }}
        />
        {dismissed && (
          <Button variant="link" onClick={() => setDismissed(false)}>
            Show the dismissed banner again
          </Button>
        )}
        <UnsupportedBrowserBanner headingLevel={3} />
        <UnsupportedBrowserBanner headingLevel={3} ios />
      </Section>

      <Section id="errors" title="Error catalogue">
        <h3>Page error</h3>
        <PageError headingLevel={4} onRefresh={() => undefined} />
        <h3>Page error after a chunk failed to load</h3>
        <PageError headingLevel={4} chunkFailed onRefresh={() => undefined} />
        <h3>Page error after a chunk failed, in the mobile app</h3>
        <PageError headingLevel={4} chunkFailed mobileApp onRefresh={() => undefined} />
        <h3>Banners</h3>
        <TechnicalSubmissionError headingLevel={4} />
        <SystemError headingLevel={4} />
        <GeneralApiError headingLevel={4} />
        <PartyLoadError headingLevel={4} />
        <PartyLoadError headingLevel={4} mobileApp />
        <BillingPaymentError headingLevel={4} />
        <h3>Invalid security code</h3>
        <InvalidMfaCode />
        <h3>Quote call to continue</h3>
        <QuoteCallToContinue phone={phones.quoteAndBindHelp} />
      </Section>

      <Section id="progress" title="Steps and progress">
        <StepIndicator steps={['Policy', 'Incident', 'Location', 'Contact', 'Review']} current={3} />
        <ProgressBar label="Uploading roof-damage.jpg" value={45} />
        <ProgressBar label="Uploaded estimate.pdf" value={100} />
      </Section>

      <Section id="sample-form" title="Sample form">
        <p>Submit it empty: the banner takes focus and links to each field.</p>
        <Form<SampleValues>
          idPrefix="sample-"
          rules={sampleRules}
          bannerHeadingLevel={3}
          onSubmit={setSubmitted}
          onCommit={(name) => setCommitted((names) => [...names, name])}
        >
          {({ submitting }) => (
            <>
              <TextField name="firstName" label="First name" autoComplete="given-name" />
              <TextField name="lastName" label="Last name" autoComplete="family-name" />
              <TextField name="email" label="Email" type="email" autoComplete="email" />
              <MaskedTextField name="phone" label="Phone number" mask="phone" width="medium" />
              <MaskedTextField name="zip" label="ZIP code" mask="zip" width="short" />
              <DateField name="dateOfBirth" label="Date of birth" autoComplete="bday" />
              <TextField name="policyNumber" label="Policy number" hint="For example A1B2C3-1234 or L-123456789" width="medium" />
              <CheckboxField name="agreeToTerms" label="I agree to the Terms & Conditions" />
              <div className="form-actions">
                <Button type="submit" processing={submitting}>
                  Submit
                </Button>
              </div>
            </>
          )}
        </Form>
        {submitted && <AlertBanner type="success" headingLevel={3} heading="Submitted" subtext={`Thank you, ${submitted.firstName}.`} />}
        <p>Committed on blur: {committed.length ? committed.join(', ') : 'nothing yet'}</p>
      </Section>

      <Section id="field-states" title="Field states">
        <Form<Record<string, unknown>>
          idPrefix="states-"
          bannerHeadingLevel={3}
          onSubmit={() => undefined}
          initialValues={{ textFilled: '123 Main St', selectFilled: 'home', radioFilled: 'auto', checkboxFilled: true }}
          rules={{
            textError: compose(required, notPattern(poBox, hints.address)),
            selectError: requiredWith(fieldMessages.selectValidResponse),
            radioError: requiredWith(fieldMessages.selectValidResponse),
            checkboxError: requiredWith(fieldMessages.agreeToTerms),
          }}
        >
          <TouchOnMount names={stateFieldNames} />
          <div className="design-system__grid">
            <div>
              <h3>Empty, filled, with hint, optional</h3>
              <TextField name="textEmpty" label="Text, empty" />
              <TextField name="textFilled" label="Text with the address hint" hint={hints.address} />
              <TextField name="textOptional" label="Text" optional />
              <TextField name="textDisabled" label="Text, disabled" disabled />
              <PasswordField name="password" label="Password" autoComplete="new-password" hint="At least 12 characters" />
              <SelectField name="selectFilled" label="Select" options={coverageOptions} />
              <RadioGroupField name="radioFilled" label="Radio group" options={coverageOptions} inline />
              <CheckboxField name="checkboxFilled" label="Checkbox, checked" />
            </div>
            <div>
              <h3>In error</h3>
              <TextField name="textError" label="Text in error" hint={hints.address} />
              <SelectField name="selectError" label="Select in error" options={coverageOptions} />
              <RadioGroupField name="radioError" label="Radio group in error" options={coverageOptions} />
              <CheckboxField name="checkboxError" label="Checkbox in error" />
            </div>
          </div>
        </Form>
      </Section>

      <Section id="masks" title="Input masks">
        <Form<Record<string, string>> idPrefix="masks-" onSubmit={() => undefined} {...maskFormLog}>
          <div className="design-system__grid">
            {(Object.keys(masks) as MaskName[]).map((mask) => (
              <MaskedTextField key={mask} name={mask} label={maskLabels[mask]} mask={mask} optional />
            ))}
          </div>
        </Form>
      </Section>
    </PageTemplate>
  );
}
