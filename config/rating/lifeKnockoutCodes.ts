// Life knockout codes of spec section 4 with their reasons.
export const lifeKnockoutReasons = {
  HW_01: 'Height or weight out of range',
  HA_01: 'Health assessment',
  CA_01: 'Coverage amount missing',
  CA_02: 'Coverage amount too high',
  CA_03: 'Coverage amount too low',
  AG_01: 'Invalid age',
  TU_01: 'Missing tobacco',
  SE_01: 'Missing sex',
  DOB_01: 'Missing date of birth',
  ST_01: 'Missing state',
  WT_01: 'Missing weight',
  HT_01: 'Missing height',
  LN_01: 'Missing last name',
  TL_01: 'No term lengths',
  AS_01: 'Application already started',
  API_ERROR: 'API error',
} as const;
