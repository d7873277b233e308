// Filing a claim after sign-in: its steps, which of them a filing visits, and the filing they make (pure rules).
import * as t from 'io-ts';
import { GlassIncidentType, GlassLocation, LifeEvent, OtherHomeCause, WeatherCause, type ClaimFiling } from '../contract/claims';

/** The steps of filing a claim after sign-in (spec section 2, /claims/fnol/*), in the spec's order, with their page names. */
export const fnolPageNames = {
  intro: 'Report a claim',
  'loss-date': 'Claim: date of loss',
  'select-policy': 'Claim: policy',
  'other-vehicle': 'Claim: other vehicle',
  'loss-description': 'Claim: what happened',
  'auto-glass': 'Claim: glass damage',
  'auto-glass-damage-locations': 'Claim: damaged glass',
  'auto-glass-incident-type': 'Claim: glass incident',
  'tow-amount': 'Claim: towing',
  'was-vehicle-recovered': 'Claim: vehicle recovered',
  'was-vehicle-damaged': 'Claim: vehicle damaged',
  'auto-damage-description': 'Claim: vehicle damage',
  'home-loss-description': 'Claim: what happened at home',
  'was-weather-related': 'Claim: weather',
  'home-loss-weather-related': 'Claim: weather cause',
  'home-loss-not-weather-related': 'Claim: cause',
  'vehicle-location': 'Claim: where the vehicle is',
  'auto-driver': 'Claim: driver',
  'was-anyone-injured': 'Claim: injuries',
  'loss-location': 'Claim: where it happened',
  'additional-information': 'Claim: additional information',
  'contact-information': 'Claim: contact information',
  'text-notification-enrollment': 'Claim: text updates',
  review: 'Claim review',
  confirm: 'Claim confirmation',
} as const;
export type FnolStep = keyof typeof fnolPageNames;
export const fnolSteps = Object.keys(fnolPageNames) as FnolStep[];

export const isFnolStep = (value: string): value is FnolStep => (fnolSteps as readonly string[]).includes(value);

/** The answers so far, as the steps commit them: every one optional until its step is answered. */
export const FnolAnswers = t.partial({
  lossDate: t.string,
  policyNumber: t.string,
  /** Which branch the chosen policy's line of business takes. */
  lossKind: t.keyof({ auto: null, home: null, life: null }),
  /** On a life policy: the death of the insured, or a disability. */
  lifeEvent: LifeEvent,
  /** Which of the policy's vehicles was involved (auto). */
  vehicleId: t.string,
  otherVehicleInvolved: t.boolean,
  description: t.string,
  vehicleStolen: t.boolean,
  glassDamaged: t.boolean,
  glassLocations: t.array(GlassLocation),
  glassIncidentType: GlassIncidentType,
  /** Null when the vehicle was not towed. */
  towAmountCents: t.union([t.number, t.null]),
  vehicleRecovered: t.boolean,
  vehicleDamaged: t.boolean,
  damageDescription: t.string,
  weatherRelated: t.boolean,
  cause: t.union([WeatherCause, OtherHomeCause]),
  vehicleLocation: t.string,
  driver: t.string,
  anyoneInjured: t.boolean,
  lossLocation: t.string,
  additionalInformation: t.string,
  phone: t.string,
  email: t.string,
  textNotifications: t.boolean,
});
export type FnolAnswers = t.TypeOf<typeof FnolAnswers>;

type LossKind = NonNullable<FnolAnswers['lossKind']>;

/** The kind of loss a policy's line of business files (null: no claim of this kind is filed online for it). */
export function lossKindOf(lineOfBusiness: string): LossKind | null {
  if (lineOfBusiness === 'auto' || lineOfBusiness === 'motorcycle') return 'auto';
  if (lineOfBusiness === 'home' || lineOfBusiness === 'condo' || lineOfBusiness === 'renters') return 'home';
  if (lineOfBusiness === 'life') return 'life';
  return null;
}

/** The flags that add steps (spec section 9). */
export interface FnolFlags {
  readonly glassQuestions: boolean;
  readonly textNotification: boolean;
}

/** The questions about the vehicle itself, once damage (not theft) is reported: glass, towing, damage, where it is, who drove. */
function vehicleSteps(answers: FnolAnswers, flags: FnolFlags): FnolStep[] {
  return [
    ...(flags.glassQuestions ? (['auto-glass'] as const) : []),
    ...(flags.glassQuestions && answers.glassDamaged ? (['auto-glass-damage-locations', 'auto-glass-incident-type'] as const) : []),
    'tow-amount',
    'was-vehicle-damaged',
    ...(answers.vehicleDamaged ? (['auto-damage-description'] as const) : []),
    'vehicle-location',
    'auto-driver',
  ];
}

/**
 * A stolen vehicle: whether it was recovered comes first; only a recovered one has damage, a tow and a place to be
 * asked about (nobody was driving it, and its glass is part of its damage).
 */
function stolenVehicleSteps(answers: FnolAnswers): FnolStep[] {
  if (answers.vehicleRecovered !== true) return ['was-vehicle-recovered'];
  return [
    'was-vehicle-recovered',
    'was-vehicle-damaged',
    ...(answers.vehicleDamaged ? (['auto-damage-description'] as const) : []),
    'tow-amount',
    'vehicle-location',
  ];
}

/** The steps this filing visits, from the answers so far: the branch taken decides which questions are asked. */
export function fnolPath(answers: FnolAnswers, flags: FnolFlags): FnolStep[] {
  const start: FnolStep[] = ['intro', 'loss-date', 'select-policy'];
  // A life claim reports the insured's own death or disability: nobody else's injuries are asked about.
  const end: FnolStep[] = [
    ...(answers.lossKind === 'life' ? [] : (['was-anyone-injured'] as const)),
    'loss-location',
    'additional-information',
    'contact-information',
    ...(flags.textNotification ? (['text-notification-enrollment'] as const) : []),
    'review',
    'confirm',
  ];
  if (answers.lossKind === 'life') return [...start, 'loss-description', ...end];
  if (answers.lossKind === 'home') {
    const cause: FnolStep = answers.weatherRelated === false ? 'home-loss-not-weather-related' : 'home-loss-weather-related';
    return [...start, 'home-loss-description', 'was-weather-related', cause, ...end];
  }
  const auto: FnolStep[] = [
    'other-vehicle',
    'loss-description',
    ...(answers.vehicleStolen ? stolenVehicleSteps(answers) : vehicleSteps(answers, flags)),
  ];
  return [...start, ...auto, ...end];
}

/** The step after `step`, given the answers so far (the step itself when it is the last). */
export function nextFnolStep(step: FnolStep, answers: FnolAnswers, flags: FnolFlags): FnolStep {
  const path = fnolPath(answers, flags);
  const at = path.indexOf(step);
  return at < 0 ? path[0]! : (path[at + 1] ?? step);
}

/** The filing the gateway takes, once every step of the path is answered (null while something is missing). */
export function filingOf(answers: FnolAnswers, flags: FnolFlags): ClaimFiling | null {
  const a = answers;
  const anyoneInjured = a.lossKind === 'life' ? false : a.anyoneInjured;
  if (!a.lossDate || !a.policyNumber || !a.lossKind || a.description === undefined || anyoneInjured === undefined) return null;
  if (a.lossLocation === undefined || a.phone === undefined || a.email === undefined) return null;
  const common = {
    lossDate: a.lossDate,
    policyNumber: a.policyNumber,
    anyoneInjured,
    lossLocation: a.lossLocation,
    additionalInformation: a.additionalInformation ?? '',
    contact: { phone: a.phone, email: a.email },
    textNotifications: flags.textNotification ? (a.textNotifications ?? false) : false,
  };
  if (a.lossKind === 'life')
    return a.lifeEvent ? { ...common, loss: { kind: 'life', event: a.lifeEvent, description: a.description } } : null;
  if (a.lossKind === 'home') {
    if (a.weatherRelated === undefined || !a.cause) return null;
    return { ...common, loss: { kind: 'home', description: a.description, weatherRelated: a.weatherRelated, cause: a.cause } };
  }
  if (!a.vehicleId || a.otherVehicleInvolved === undefined) return null;
  if (a.vehicleStolen) return stolenFilingOf(a, common);
  if (a.vehicleDamaged === undefined || !a.vehicleLocation || !a.driver) return null;
  const glassAsked = flags.glassQuestions && a.glassDamaged === true;
  if (glassAsked && (!a.glassIncidentType || !a.glassLocations?.length)) return null;
  const glass = glassAsked ? { locations: a.glassLocations!, incidentType: a.glassIncidentType! } : null;
  return {
    ...common,
    loss: {
      kind: 'auto',
      vehicleId: a.vehicleId,
      otherVehicleInvolved: a.otherVehicleInvolved,
      description: a.description,
      glass,
      towAmountCents: a.towAmountCents ?? null,
      vehicleRecovered: null,
      vehicleDamaged: a.vehicleDamaged,
      damageDescription: a.vehicleDamaged ? (a.damageDescription ?? '') : null,
      vehicleLocation: a.vehicleLocation,
      driver: a.driver,
    },
  };
}

type CommonFiling = Omit<ClaimFiling, 'loss'>;

/** A stolen vehicle's filing: recovered or not; a vehicle not recovered has no damage, tow or place to report. */
function stolenFilingOf(a: FnolAnswers, common: CommonFiling): ClaimFiling | null {
  if (a.vehicleRecovered === undefined || a.description === undefined) return null;
  const recovered = a.vehicleRecovered;
  if (recovered && (a.vehicleDamaged === undefined || !a.vehicleLocation)) return null;
  const damaged = recovered && a.vehicleDamaged === true;
  return {
    ...common,
    loss: {
      kind: 'auto',
      vehicleId: a.vehicleId!,
      otherVehicleInvolved: a.otherVehicleInvolved!,
      description: a.description,
      glass: null,
      towAmountCents: recovered ? (a.towAmountCents ?? null) : null,
      vehicleRecovered: recovered,
      vehicleDamaged: damaged,
      damageDescription: damaged ? (a.damageDescription ?? '') : null,
      vehicleLocation: recovered ? a.vehicleLocation! : '',
      driver: '',
    },
  };
}

/**
 * The kind of loss an auto filing reports, from its answers: a theft first; a collision whenever another vehicle was
 * involved or the glass broke in a collision (whatever glass broke with it); then glass damage; otherwise vehicle damage.
 */
export function autoClaimTypeOf(loss: Extract<ClaimFiling['loss'], { kind: 'auto' }>): string {
  if (loss.vehicleRecovered !== null) return 'theft';
  if (loss.otherVehicleInvolved || loss.glass?.incidentType === 'collision') return 'collision';
  return loss.glass ? 'glass' : 'auto-other';
}
