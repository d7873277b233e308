import type { ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, CheckboxGroupField, DateField, Form, MaskedTextField, RadioGroupField, TextAreaField, TextField } from '../../ui';
import { declareForm } from '../../forms/registry';
import { useFormLog } from '../../forms/useFormLog';
import { formatEntryDate, parseEntryDate } from '../../validation/dates';
import { fieldMessages, identifierExamples } from '../../validation/messages';
import * as patterns from '../../validation/patterns';
import { email, firstName, lastName, phoneDigits, zip } from '../../validation/quoting';
import { limits } from '../../../config/product';
import {
  birthDate,
  compose,
  dateWithinLastYears,
  maxYear,
  normalizeIdentifier,
  pattern,
  required,
  type Rules,
} from '../../validation/validators';
import type { GuestClaimLine, ReporterRelationship } from '../../contract/guestClaims';
import { filersOf, filesForSelf, type GuestFnolAnswers } from '../../shared/guestClaimFiling';
import { guestClaimsActions } from '../catalogue';
import type { AnswerStep } from './stepHeadings';
import { BackLink } from './filingProgress';
import { selectGuestClaimsField } from '../selectors';
import {
  causeLabels,
  deathCauseLabels,
  filerLabels,
  glassIncidentLabels,
  glassLocationLabels,
  lineLabels,
  optionsOf,
  relationshipLabels,
  yesNo,
} from '../labels';

// The question steps of reporting a claim without logging in: each a form whose answers go to the saga, which keeps
// them and decides the next step.

type Values = Record<string, string | boolean | readonly string[] | undefined>;

const sensitiveFields: Partial<Record<AnswerStep, string[]>> = {
  'home-incident-details': ['description'],
  'policy-details': ['policyNumber', 'lastName', 'zip', 'dateOfBirth'],
  'auto-incident-details': ['description'],
  'marine-incident-details': ['description'],
  'additional-details': ['additionalDetails'],
  'additional-details-death': ['additionalDetails'],
  'additional-details-disability': ['condition'],
  'incident-location': ['incidentLocation'],
  'who-is-reporting': ['reporterFirstName', 'reporterLastName'],
  'contact-info': ['phone', 'email'],
};
const forms = new Map<AnswerStep, string>();
/** Each step's form, declared once with its sensitive fields. */
const formOf = (step: AnswerStep): string => {
  const known = forms.get(step);
  if (known) return known;
  const form = declareForm(`guestClaim-${step}`, sensitiveFields[step] ?? []);
  forms.set(step, form);
  return form;
};

const yes = (value: unknown) => value === 'yes';
const yesNoOf = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'yes' : 'no');
const trimmed = (value: unknown) => String(value ?? '').trim();
const incidentDate = compose(required, dateWithinLastYears(limits.claimReportableYears));
const year = compose(required, pattern(patterns.year4, fieldMessages.provideValidResponse), maxYear(new Date().getFullYear() + 1));
const optionalTime = pattern(patterns.time, fieldMessages.provideValidResponse);

interface StepFormProps {
  step: AnswerStep;
  initialValues: Values;
  rules?: Rules<Values>;
  validate?: (values: Values) => Partial<Record<string, string>>;
  toAnswers: (values: Values) => GuestFnolAnswers;
  children: ReactNode | ((values: Values) => ReactNode);
}

/** One step's form: its rules on submit, a refused answer at its field, Continue and Back. */
function StepForm({ step, initialValues, rules, validate, toAnswers, children }: StepFormProps) {
  const dispatch = useDispatch();
  const refused = useSelector(selectGuestClaimsField('refused'));
  const log = useFormLog(formOf(step));
  return (
    <Form<Values>
      idPrefix={`guest-claim-${step}`}
      initialValues={initialValues}
      rules={rules}
      validate={validate}
      serverError={refused?.step === step ? { field: refused.field, message: refused.message } : null}
      onSubmit={(values) => void dispatch(guestClaimsActions.guestFnolStepAnswered({ step, answers: toAnswers(values) }))}
      {...log}
    >
      {({ values }) => (
        <>
          {typeof children === 'function' ? children(values) : children}
          <div className="form-actions">
            <Button type="submit">Continue</Button>
            <BackLink step={step} />
          </div>
        </>
      )}
    </Form>
  );
}

interface StepProps {
  answers: GuestFnolAnswers;
}

function SelectPolicy({ answers }: StepProps) {
  return (
    <StepForm
      step="select-policy"
      initialValues={{ line: answers.line }}
      rules={{ line: required }}
      toAnswers={(v) => ({ line: v.line as GuestClaimLine })}
    >
      <RadioGroupField name="line" label="What type of policy is the claim for?" options={optionsOf(lineLabels)} />
    </StepForm>
  );
}

function WhoIsFiling({ answers }: StepProps) {
  const line = answers.line ?? 'auto';
  return (
    <StepForm
      step="who-is-filing"
      initialValues={{ filer: answers.filer }}
      rules={{ filer: required }}
      toAnswers={(v) => ({ filer: v.filer as GuestFnolAnswers['filer'] })}
    >
      <RadioGroupField
        name="filer"
        label="Who is filing this claim?"
        hint={line === 'life' ? 'A death can be reported by a beneficiary or a family member.' : undefined}
        options={optionsOf(filerLabels, filersOf(line))}
      />
    </StepForm>
  );
}

function GlassDamage({ answers, step }: StepProps & { step: 'auto-glass-damage' | 'marine-glass-damage' }) {
  const what = step === 'auto-glass-damage' ? 'vehicle' : 'boat';
  return (
    <StepForm
      step={step}
      initialValues={{ glassOnly: yesNoOf(answers.glassOnly) }}
      rules={{ glassOnly: required }}
      toAnswers={(v) => ({ glassOnly: yes(v.glassOnly) })}
    >
      <RadioGroupField
        name="glassOnly"
        label={`Is the damage only to the ${what}'s glass?`}
        hint="For example a chipped or cracked windshield, and nothing else damaged."
        options={yesNo}
        inline
      />
    </StepForm>
  );
}

function Description({ label }: { label: string }) {
  return <TextAreaField name="description" label={label} hint="Please do not include account or card numbers." maxLength={2000} />;
}

function HomeIncidentDetails({ answers }: StepProps) {
  return (
    <StepForm
      step="home-incident-details"
      initialValues={{ description: answers.description }}
      rules={{ description: required }}
      toAnswers={(v) => ({ description: trimmed(v.description) })}
    >
      <Description label="What happened to your home or belongings?" />
    </StepForm>
  );
}

const whose = (filer: GuestFnolAnswers['filer'], line: GuestClaimLine | undefined) =>
  filesForSelf(filer) ? 'Your' : line === 'life' ? "The insured's" : "The policyholder's";

function PolicyDetails({ answers }: StepProps) {
  const life = answers.line === 'life';
  const owner = whose(answers.filer, answers.line);
  return (
    <StepForm
      step="policy-details"
      initialValues={{
        policyNumber: answers.policyNumber,
        lastName: answers.lastName,
        zip: answers.zip,
        dateOfBirth: answers.dateOfBirth ? formatEntryDate(answers.dateOfBirth) : undefined,
      }}
      rules={{
        policyNumber: compose(required, (value) =>
          (life ? patterns.lifePolicyNumber : patterns.mutualPolicyNumber).test(normalizeIdentifier(value))
            ? undefined
            : fieldMessages.policyNumber,
        ),
        lastName,
        ...(life ? { dateOfBirth: compose(required, birthDate()) } : { zip }),
      }}
      toAnswers={(v) => ({
        policyNumber: normalizeIdentifier(v.policyNumber),
        lastName: trimmed(v.lastName),
        ...(life ? { dateOfBirth: parseEntryDate(String(v.dateOfBirth)) ?? '' } : { zip: String(v.zip) }),
      })}
    >
      <p>We use these details to find the policy. They are never shown back to you.</p>
      <TextField
        name="policyNumber"
        label="Policy number"
        hint={`For example ${life ? identifierExamples.lifePolicy : identifierExamples.mutualPolicy}`}
        autoCapitalize="characters"
        spellCheck={false}
        width="medium"
      />
      <TextField
        name="lastName"
        label={`${owner} last name`}
        autoComplete={filesForSelf(answers.filer) ? 'family-name' : 'off'}
        width="medium"
      />
      {life ? (
        <DateField name="dateOfBirth" label={`${owner} date of birth`} />
      ) : (
        <MaskedTextField name="zip" label={`${owner} mailing ZIP code`} mask="zip" width="short" />
      )}
    </StepForm>
  );
}

const glassKeys = Object.keys(glassLocationLabels) as (keyof typeof glassLocationLabels)[];
const chosen = (value: unknown): readonly string[] => (Array.isArray(value) ? value.map(String) : []);
const someChosen = (value: unknown) => (chosen(value).length > 0 ? undefined : fieldMessages.selectValidResponse);

function AutoIncidentDetails({ answers }: StepProps) {
  const glassOnly = answers.glassOnly === true;
  const initial: Values = {
    description: answers.description,
    otherVehicleInvolved: yesNoOf(answers.otherVehicleInvolved),
    anyoneInjured: yesNoOf(answers.anyoneInjured),
    glassIncidentType: answers.glassIncidentType,
    glassLocations: answers.glassLocations ?? [],
  };
  return (
    <StepForm
      step="auto-incident-details"
      initialValues={initial}
      rules={
        glassOnly
          ? { description: required, glassLocations: someChosen, glassIncidentType: required }
          : { description: required, otherVehicleInvolved: required, anyoneInjured: required }
      }
      toAnswers={(v) =>
        glassOnly
          ? {
              description: trimmed(v.description),
              glassLocations: glassKeys.filter((k) => chosen(v.glassLocations).includes(k)),
              glassIncidentType: v.glassIncidentType as GuestFnolAnswers['glassIncidentType'],
            }
          : { description: trimmed(v.description), otherVehicleInvolved: yes(v.otherVehicleInvolved), anyoneInjured: yes(v.anyoneInjured) }
      }
    >
      <Description label="What happened?" />
      {glassOnly ? (
        <>
          <CheckboxGroupField name="glassLocations" label="Which glass is damaged?" options={optionsOf(glassLocationLabels)} />
          <RadioGroupField name="glassIncidentType" label="What caused the damage?" options={optionsOf(glassIncidentLabels)} />
        </>
      ) : (
        <>
          <RadioGroupField name="otherVehicleInvolved" label="Was another vehicle involved?" options={yesNo} inline />
          <RadioGroupField name="anyoneInjured" label="Was anyone injured?" options={yesNo} inline />
        </>
      )}
    </StepForm>
  );
}

function MarineIncidentDetails({ answers }: StepProps) {
  return (
    <StepForm
      step="marine-incident-details"
      initialValues={{ description: answers.description, anyoneInjured: yesNoOf(answers.anyoneInjured) }}
      rules={{ description: required, anyoneInjured: required }}
      toAnswers={(v) => ({ description: trimmed(v.description), anyoneInjured: yes(v.anyoneInjured) })}
    >
      <Description label="What happened to the boat?" />
      <RadioGroupField name="anyoneInjured" label="Was anyone injured?" options={yesNo} inline />
    </StepForm>
  );
}

function WasWeatherRelated({ answers }: StepProps) {
  return (
    <StepForm
      step="was-weather-related"
      initialValues={{ weatherRelated: yesNoOf(answers.weatherRelated) }}
      rules={{ weatherRelated: required }}
      toAnswers={(v) => ({ weatherRelated: yes(v.weatherRelated) })}
    >
      <RadioGroupField name="weatherRelated" label="Was the damage caused by weather?" options={yesNo} inline />
    </StepForm>
  );
}

function VehicleInfo({ answers, step }: StepProps & { step: 'auto-vehicle-info' | 'marine-vessel-info' }) {
  const auto = step === 'auto-vehicle-info';
  const initial = auto
    ? { year: answers.vehicleYear, make: answers.vehicleMake, model: answers.vehicleModel }
    : { year: answers.vesselYear, make: answers.vesselMake, model: answers.vesselKind };
  return (
    <StepForm
      step={step}
      initialValues={initial}
      rules={{ year, make: required, model: required }}
      toAnswers={(v) =>
        auto
          ? { vehicleYear: trimmed(v.year), vehicleMake: trimmed(v.make), vehicleModel: trimmed(v.model) }
          : { vesselYear: trimmed(v.year), vesselMake: trimmed(v.make), vesselKind: trimmed(v.model) }
      }
    >
      <TextField name="year" label="Year" inputMode="numeric" maxLength={4} width="short" />
      <TextField name="make" label={auto ? 'Make' : 'Make or builder'} width="medium" />
      <TextField name="model" label={auto ? 'Model' : 'Model or type of boat'} width="medium" />
    </StepForm>
  );
}

const weatherCauses = ['wind', 'hail', 'lightning', 'snow-ice', 'flood'] as const;
const otherCauses = ['water', 'fire', 'theft', 'vandalism', 'other'] as const;

function TypeOfDamage({ answers }: StepProps) {
  const causes = answers.weatherRelated ? weatherCauses : otherCauses;
  const initial = answers.cause && (causes as readonly string[]).includes(answers.cause) ? answers.cause : undefined;
  return (
    <StepForm
      step="type-of-damage"
      initialValues={{ cause: initial }}
      rules={{ cause: required }}
      toAnswers={(v) => ({ cause: v.cause as GuestFnolAnswers['cause'] })}
    >
      <RadioGroupField name="cause" label="What caused the damage?" options={optionsOf(causeLabels, causes)} />
    </StepForm>
  );
}

const dateOf = (iso: string | undefined) => (iso ? formatEntryDate(iso) : undefined);

function IncidentDateTime({ answers }: StepProps) {
  return (
    <StepForm
      step="incident-date-time"
      initialValues={{ incidentDate: dateOf(answers.incidentDate), incidentTime: answers.incidentTime }}
      rules={{ incidentDate, incidentTime: optionalTime }}
      toAnswers={(v) => ({
        incidentDate: parseEntryDate(String(v.incidentDate)) ?? '',
        incidentTime: trimmed(v.incidentTime).toLowerCase(),
      })}
    >
      <DateField name="incidentDate" label="When did it happen?" />
      <TextField name="incidentTime" label="At what time?" hint="For example 8:30 am" optional width="short" />
    </StepForm>
  );
}

function AdditionalDetails({ answers }: StepProps) {
  return (
    <StepForm
      step="additional-details"
      initialValues={{ additionalDetails: answers.additionalDetails }}
      toAnswers={(v) => ({ additionalDetails: trimmed(v.additionalDetails) })}
    >
      <TextAreaField
        name="additionalDetails"
        label="Is there anything else we should know?"
        hint="For example police report details or where the damaged property can be seen."
        optional
        maxLength={2000}
      />
    </StepForm>
  );
}

function AdditionalDetailsDeath({ answers }: StepProps) {
  return (
    <StepForm
      step="additional-details-death"
      initialValues={{
        incidentDate: dateOf(answers.incidentDate),
        deathCause: answers.deathCause,
        additionalDetails: answers.additionalDetails,
      }}
      rules={{ incidentDate, deathCause: required }}
      toAnswers={(v) => ({
        incidentDate: parseEntryDate(String(v.incidentDate)) ?? '',
        deathCause: v.deathCause as GuestFnolAnswers['deathCause'],
        additionalDetails: trimmed(v.additionalDetails),
      })}
    >
      <DateField name="incidentDate" label="Date of death" />
      <RadioGroupField name="deathCause" label="Cause of death" options={optionsOf(deathCauseLabels)} />
      <TextAreaField name="additionalDetails" label="Is there anything else we should know?" optional maxLength={2000} />
    </StepForm>
  );
}

function AdditionalDetailsDisability({ answers }: StepProps) {
  return (
    <StepForm
      step="additional-details-disability"
      initialValues={{
        incidentDate: dateOf(answers.incidentDate),
        condition: answers.condition,
        stoppedWorking: yesNoOf(answers.stoppedWorking),
      }}
      rules={{ incidentDate, condition: required, stoppedWorking: required }}
      toAnswers={(v) => ({
        incidentDate: parseEntryDate(String(v.incidentDate)) ?? '',
        condition: trimmed(v.condition),
        stoppedWorking: yes(v.stoppedWorking),
      })}
    >
      <DateField name="incidentDate" label="When did the disability begin?" />
      <TextAreaField name="condition" label="What is the illness or injury?" maxLength={2000} />
      <RadioGroupField name="stoppedWorking" label="Have you stopped working because of it?" options={yesNo} inline />
    </StepForm>
  );
}

function IncidentLocation({ answers }: StepProps) {
  return (
    <StepForm
      step="incident-location"
      initialValues={{ incidentLocation: answers.incidentLocation }}
      rules={{ incidentLocation: required }}
      toAnswers={(v) => ({ incidentLocation: trimmed(v.incidentLocation) })}
    >
      <TextField
        name="incidentLocation"
        label="Where did it happen?"
        hint="A street address, an intersection or a landmark, with the city and state."
        maxLength={200}
      />
    </StepForm>
  );
}

const relationshipsOf = (line: GuestClaimLine | undefined): ReporterRelationship[] =>
  line === 'life'
    ? ['spouse', 'child', 'parent', 'sibling', 'beneficiary', 'other']
    : ['spouse', 'child', 'parent', 'sibling', 'driver', 'other'];

function WhoIsReporting({ answers }: StepProps) {
  const self = filesForSelf(answers.filer);
  const to = answers.line === 'life' ? 'the insured' : 'the policyholder';
  return (
    <StepForm
      step="who-is-reporting"
      initialValues={{ firstName: answers.reporterFirstName, lastName: answers.reporterLastName, relationship: answers.relationship }}
      rules={{ firstName, lastName, ...(self ? {} : { relationship: required }) }}
      toAnswers={(v) => ({
        reporterFirstName: trimmed(v.firstName),
        reporterLastName: trimmed(v.lastName),
        relationship: self ? 'self' : (v.relationship as ReporterRelationship),
      })}
    >
      <TextField name="firstName" label="Your first name" autoComplete="given-name" width="medium" />
      <TextField name="lastName" label="Your last name" autoComplete="family-name" width="medium" />
      {!self && (
        <RadioGroupField
          name="relationship"
          label={`How are you related to ${to}?`}
          options={optionsOf(relationshipLabels, relationshipsOf(answers.line))}
        />
      )}
    </StepForm>
  );
}

function ContactInfo({ answers }: StepProps) {
  return (
    <StepForm
      step="contact-info"
      initialValues={{ phone: answers.phone?.replace(/\D/g, ''), email: answers.email }}
      rules={{ phone: phoneDigits, email }}
      toAnswers={(v) => {
        const digits = String(v.phone);
        return { phone: `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`, email: trimmed(v.email) };
      }}
    >
      <p>We will send your claim number to this email, and call you about your claim.</p>
      <MaskedTextField name="phone" label="Phone number" mask="phone" width="medium" />
      <TextField name="email" label="Email" type="email" autoComplete="email" />
    </StepForm>
  );
}

/** The form of a question step. */
export function AnswerStepForm({ step, answers }: { step: AnswerStep; answers: GuestFnolAnswers }) {
  switch (step) {
    case 'select-policy':
      return <SelectPolicy answers={answers} />;
    case 'who-is-filing':
      return <WhoIsFiling answers={answers} />;
    case 'home-incident-details':
      return <HomeIncidentDetails answers={answers} />;
    case 'auto-glass-damage':
    case 'marine-glass-damage':
      return <GlassDamage answers={answers} step={step} />;
    case 'policy-details':
      return <PolicyDetails answers={answers} />;
    case 'auto-incident-details':
      return <AutoIncidentDetails answers={answers} />;
    case 'marine-incident-details':
      return <MarineIncidentDetails answers={answers} />;
    case 'was-weather-related':
      return <WasWeatherRelated answers={answers} />;
    case 'auto-vehicle-info':
    case 'marine-vessel-info':
      return <VehicleInfo answers={answers} step={step} />;
    case 'type-of-damage':
      return <TypeOfDamage answers={answers} />;
    case 'incident-date-time':
      return <IncidentDateTime answers={answers} />;
    case 'additional-details':
      return <AdditionalDetails answers={answers} />;
    case 'additional-details-death':
      return <AdditionalDetailsDeath answers={answers} />;
    case 'additional-details-disability':
      return <AdditionalDetailsDisability answers={answers} />;
    case 'incident-location':
      return <IncidentLocation answers={answers} />;
    case 'who-is-reporting':
      return <WhoIsReporting answers={answers} />;
    case 'contact-info':
      return <ContactInfo answers={answers} />;
  }
}
