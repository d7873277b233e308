// Reporting a loss before sign-in: its steps, which of them a report visits, and the filing they make (pure rules).
import * as t from 'io-ts';
import {
  DeathCause,
  GuestClaimLine,
  GuestFiler,
  ReporterRelationship,
  type GuestClaimFiling,
  type GuestFiler as Filer,
  type GuestLoss,
} from '../contract/guestClaims';
import { GlassIncidentType, GlassLocation, OtherHomeCause, WeatherCause } from '../contract/claims';
import type { FnolFlags } from './claimFiling';
import { guestFnolPageNames, type GuestFnolStep } from './routes/guestClaims';

export type { GuestFnolStep };
export const guestFnolSteps = Object.keys(guestFnolPageNames) as GuestFnolStep[];

export const isGuestFnolStep = (value: string): value is GuestFnolStep => (guestFnolSteps as readonly string[]).includes(value);

/** The answers so far, as the steps commit them: every one optional until its step is answered. */
export const GuestFnolAnswers = t.partial({
  line: GuestClaimLine,
  filer: GuestFiler,
  description: t.string,
  glassOnly: t.boolean,
  policyNumber: t.string,
  lastName: t.string,
  zip: t.string,
  dateOfBirth: t.string,
  glassLocations: t.array(GlassLocation),
  glassIncidentType: GlassIncidentType,
  otherVehicleInvolved: t.boolean,
  anyoneInjured: t.boolean,
  weatherRelated: t.boolean,
  vehicleYear: t.string,
  vehicleMake: t.string,
  vehicleModel: t.string,
  vesselYear: t.string,
  vesselMake: t.string,
  vesselKind: t.string,
  cause: t.union([WeatherCause, OtherHomeCause]),
  incidentDate: t.string,
  incidentTime: t.string,
  additionalDetails: t.string,
  deathCause: DeathCause,
  condition: t.string,
  stoppedWorking: t.boolean,
  incidentLocation: t.string,
  reporterFirstName: t.string,
  reporterLastName: t.string,
  relationship: ReporterRelationship,
  phone: t.string,
  email: t.string,
});
export type GuestFnolAnswers = t.TypeOf<typeof GuestFnolAnswers>;

/** Who may file on a line: a death claim by a beneficiary or family member, a disability claim by the insured. */
export const filersOf = (line: GuestClaimLine): readonly Filer[] =>
  line === 'life' ? ['insured', 'beneficiary', 'family'] : ['policyholder', 'someone-else'];

/** A life claim's kind follows who files it. */
export const lifeClaimKindOf = (filer: Filer | undefined): 'death' | 'disability' => (filer === 'insured' ? 'disability' : 'death');

/** Whether the reporter is the policyholder or insured (their name is the policy's, their relationship is self). */
export const filesForSelf = (filer: Filer | undefined) => filer === 'policyholder' || filer === 'insured';

const lineSteps = (a: GuestFnolAnswers, flags: Pick<FnolFlags, 'glassQuestions'>): GuestFnolStep[] => {
  const incident: GuestFnolStep[] = ['incident-date-time', 'incident-location', 'additional-details'];
  switch (a.line) {
    case 'auto':
      return [
        ...(flags.glassQuestions ? (['auto-glass-damage'] as const) : []),
        'policy-details',
        'auto-incident-details',
        'auto-vehicle-info',
        ...incident,
      ];
    case 'home':
      return ['home-incident-details', 'policy-details', 'was-weather-related', 'type-of-damage', ...incident];
    case 'marine':
      return [
        'marine-glass-damage',
        'policy-details',
        'marine-incident-details',
        ...(a.glassOnly ? [] : (['was-weather-related'] as const)),
        'marine-vessel-info',
        ...incident,
      ];
    case 'life':
      return ['policy-details', lifeClaimKindOf(a.filer) === 'death' ? 'additional-details-death' : 'additional-details-disability'];
    default:
      return [];
  }
};

/** The steps this report visits, from the answers so far: the policy's line and who files decide what is asked. */
export function guestFnolPath(answers: GuestFnolAnswers, flags: Pick<FnolFlags, 'glassQuestions'>): GuestFnolStep[] {
  return [
    'intro',
    'select-policy',
    'who-is-filing',
    ...lineSteps(answers, flags),
    'who-is-reporting',
    'contact-info',
    'summary',
    'confirmation',
  ];
}

/** The step after `step`, given the answers so far (the step itself when it is the last). */
export function nextGuestFnolStep(step: GuestFnolStep, answers: GuestFnolAnswers, flags: Pick<FnolFlags, 'glassQuestions'>): GuestFnolStep {
  const path = guestFnolPath(answers, flags);
  const at = path.indexOf(step);
  return at < 0 ? path[0]! : (path[at + 1] ?? step);
}

function lossOf(a: GuestFnolAnswers, glassQuestions: boolean): GuestLoss | null {
  const description = a.description ?? '';
  switch (a.line) {
    case 'auto': {
      if (!a.vehicleYear || !a.vehicleMake || !a.vehicleModel) return null;
      const glassOnly = glassQuestions && a.glassOnly === true;
      if (glassOnly && (!a.glassIncidentType || !a.glassLocations?.length)) return null;
      if (!glassOnly && (a.otherVehicleInvolved === undefined || a.anyoneInjured === undefined)) return null;
      return {
        kind: 'auto',
        description,
        glass: glassOnly ? { locations: a.glassLocations!, incidentType: a.glassIncidentType! } : null,
        otherVehicleInvolved: glassOnly ? false : a.otherVehicleInvolved!,
        anyoneInjured: glassOnly ? false : a.anyoneInjured!,
        vehicle: { year: a.vehicleYear, make: a.vehicleMake, model: a.vehicleModel },
      };
    }
    case 'home':
      if (a.weatherRelated === undefined || !a.cause) return null;
      return { kind: 'home', description, weatherRelated: a.weatherRelated, cause: a.cause };
    case 'marine': {
      if (a.glassOnly === undefined || a.anyoneInjured === undefined || !a.vesselYear || !a.vesselMake || !a.vesselKind) return null;
      if (!a.glassOnly && a.weatherRelated === undefined) return null;
      const vessel = { year: a.vesselYear, make: a.vesselMake, kind: a.vesselKind };
      const weatherRelated = a.glassOnly ? null : a.weatherRelated!;
      return { kind: 'marine', description, glassOnly: a.glassOnly, weatherRelated, anyoneInjured: a.anyoneInjured, vessel };
    }
    case 'life':
      if (lifeClaimKindOf(a.filer) === 'death')
        return a.deathCause ? { kind: 'death', cause: a.deathCause, details: a.additionalDetails ?? '' } : null;
      return a.condition !== undefined && a.stoppedWorking !== undefined
        ? { kind: 'disability', condition: a.condition, stoppedWorking: a.stoppedWorking }
        : null;
    default:
      return null;
  }
}

/** The filing the gateway takes, once every step of the path is answered (null while something is missing). */
export function guestFilingOf(a: GuestFnolAnswers, flags: Pick<FnolFlags, 'glassQuestions'>): GuestClaimFiling | null {
  if (!a.line || !a.filer || !a.policyNumber || !a.lastName || !a.incidentDate) return null;
  if (!a.reporterFirstName || !a.reporterLastName || !a.phone || !a.email) return null;
  if (a.line !== 'life' && (a.description === undefined || a.incidentLocation === undefined)) return null;
  const relationship = filesForSelf(a.filer) ? 'self' : a.relationship;
  const loss = lossOf(a, flags.glassQuestions);
  if (!loss || !relationship) return null;
  const identity = a.line === 'life' ? { dateOfBirth: a.dateOfBirth ?? '' } : { zip: a.zip ?? '' };
  return {
    line: a.line,
    filer: a.filer,
    policy: { policyNumber: a.policyNumber, lastName: a.lastName, ...identity },
    loss,
    incidentDate: a.incidentDate,
    incidentTime: a.line === 'life' ? '' : (a.incidentTime ?? ''),
    incidentLocation: a.line === 'life' ? '' : (a.incidentLocation ?? ''),
    additionalDetails: a.additionalDetails ?? '',
    reporter: { firstName: a.reporterFirstName, lastName: a.reporterLastName, relationship },
    contact: { phone: a.phone, email: a.email },
  };
}
