// Choices both ways of filing a claim offer, in the customer's words (the review shows the same words).
import type { Choice } from './questionTable';

export const glassLocations = [
  { value: 'windshield', label: 'Windshield' },
  { value: 'side-window', label: 'Side window' },
  { value: 'rear-window', label: 'Rear window' },
  { value: 'sunroof', label: 'Sunroof' },
  { value: 'mirror', label: 'Mirror' },
] as const satisfies readonly Choice[];

export const glassIncidentTypes = [
  { value: 'rock-chip', label: 'A rock or road debris' },
  { value: 'crack', label: 'A crack that spread' },
  { value: 'vandalism', label: 'Vandalism' },
  { value: 'collision', label: 'A collision' },
  { value: 'other', label: 'Something else' },
] as const satisfies readonly Choice[];

export const weatherCauses = [
  { value: 'wind', label: 'Wind' },
  { value: 'hail', label: 'Hail' },
  { value: 'lightning', label: 'Lightning' },
  { value: 'snow-ice', label: 'Snow or ice' },
  { value: 'flood', label: 'Flood' },
] as const satisfies readonly Choice[];

export const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const satisfies readonly Choice[];
