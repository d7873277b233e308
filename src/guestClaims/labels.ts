import type { GuestClaimLine, GuestFiler, ReporterRelationship } from '../contract/guestClaims';

// The choices of reporting a claim without logging in, in the customer's words (the summary shows the same words).

export const lineLabels: Record<GuestClaimLine, string> = {
  auto: 'Auto or motorcycle',
  home: 'Home, condo or renters',
  marine: 'Boat or personal watercraft',
  life: 'Life',
};

export const filerLabels: Record<GuestFiler, string> = {
  policyholder: 'I am the policyholder',
  'someone-else': 'I am reporting for the policyholder (for example a family member or the driver)',
  insured: 'I am the insured, reporting a disability',
  beneficiary: 'I am a beneficiary, reporting the death of the insured',
  family: 'I am a family member, reporting the death of the insured',
};

export const relationshipLabels: Record<ReporterRelationship, string> = {
  self: 'Myself',
  spouse: 'Spouse or partner',
  child: 'Son or daughter',
  parent: 'Parent',
  sibling: 'Brother or sister',
  beneficiary: 'Beneficiary',
  driver: 'Driver of the vehicle',
  other: 'Other',
};

export const glassLocationLabels = {
  windshield: 'Windshield',
  'side-window': 'Side window',
  'rear-window': 'Rear window',
  sunroof: 'Sunroof',
  mirror: 'Mirror',
} as const;

export const glassIncidentLabels = {
  'rock-chip': 'A rock or road debris',
  crack: 'A crack that spread',
  vandalism: 'Vandalism',
  collision: 'A collision',
  other: 'Something else',
} as const;

export const causeLabels = {
  wind: 'Wind',
  hail: 'Hail',
  lightning: 'Lightning',
  'snow-ice': 'Snow or ice',
  flood: 'Flood',
  water: 'Water (a leak or burst pipe)',
  fire: 'Fire or smoke',
  theft: 'Theft',
  vandalism: 'Vandalism',
  other: 'Something else',
} as const;

export const deathCauseLabels = { natural: 'Natural causes or illness', accident: 'An accident', other: 'Other or not yet known' } as const;

export const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export const optionsOf = <K extends string>(labels: Readonly<Record<K, string>>, keys: readonly K[] = Object.keys(labels) as K[]) =>
  keys.map((value) => ({ value, label: labels[value] }));
