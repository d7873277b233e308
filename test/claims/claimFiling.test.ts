import { isRight } from 'fp-ts/lib/Either';
import { ClaimFiling } from '../../src/contract/claims';
import { autoClaimTypeOf, filingOf, fnolPath, type FnolAnswers } from '../../src/shared/claimFiling';

const on = { glassQuestions: true, textNotification: true };
const off = { glassQuestions: false, textNotification: false };
const common: FnolAnswers = {
  lossDate: '2026-11-20',
  anyoneInjured: false,
  lossLocation: 'Columbus, OH',
  phone: '614-555-0100',
  email: 'pat@example.com',
  textNotifications: true,
};
const autoGlass: FnolAnswers = {
  ...common,
  policyNumber: 'C4M7X2-1001',
  lossKind: 'auto',
  vehicleId: 'V10001',
  otherVehicleInvolved: false,
  description: 'A rock hit the windshield',
  glassDamaged: true,
  glassLocations: ['windshield'],
  glassIncidentType: 'rock-chip',
  towAmountCents: null,
  vehicleStolen: false,
  vehicleRecovered: true,
  vehicleDamaged: false,
  damageDescription: 'left over from an earlier answer',
  vehicleLocation: 'My driveway',
  driver: 'Pat Doe',
};

describe('the filing the answers make', () => {
  it('sends the glass damage of an auto loss, and only the answers of the steps its path visits', () => {
    const filing = filingOf(autoGlass, on);
    expect(filing && isRight(ClaimFiling.decode(filing))).toBe(true);
    expect(filing?.loss).toEqual({
      kind: 'auto',
      vehicleId: 'V10001',
      otherVehicleInvolved: false,
      description: 'A rock hit the windshield',
      glass: { locations: ['windshield'], incidentType: 'rock-chip' },
      towAmountCents: null,
      vehicleRecovered: null,
      vehicleDamaged: false,
      damageDescription: null,
      vehicleLocation: 'My driveway',
      driver: 'Pat Doe',
    });
    expect(filing?.textNotifications).toBe(true);
  });

  it('leaves glass and text updates out when their flags are off', () => {
    const filing = filingOf(autoGlass, off);
    expect(filing?.loss).toMatchObject({ glass: null });
    expect(filing?.textNotifications).toBe(false);
    expect(fnolPath(autoGlass, off)).not.toContain('auto-glass');
    expect(fnolPath(autoGlass, off)).not.toContain('text-notification-enrollment');
  });

  it('is not ready while a step of the path is unanswered', () => {
    expect(filingOf({ ...autoGlass, glassIncidentType: undefined }, on)).toBeNull();
    expect(filingOf({ ...common, policyNumber: 'H1', lossKind: 'home', description: 'Hail' }, on)).toBeNull();
  });

  it('sends the weather cause of a home loss', () => {
    const home: FnolAnswers = { ...common, policyNumber: 'H1', lossKind: 'home', description: 'Hail', weatherRelated: true, cause: 'hail' };
    expect(filingOf(home, on)?.loss).toEqual({ kind: 'home', description: 'Hail', weatherRelated: true, cause: 'hail' });
    expect(fnolPath(home, on)).toEqual([
      'intro',
      'loss-date',
      'select-policy',
      'home-loss-description',
      'was-weather-related',
      'home-loss-weather-related',
      'was-anyone-injured',
      'loss-location',
      'additional-information',
      'contact-information',
      'text-notification-enrollment',
      'review',
      'confirm',
    ]);
  });

  it('names the vehicle involved, and is not ready without it', () => {
    expect(filingOf({ ...autoGlass, vehicleId: undefined }, on)).toBeNull();
  });

  it('files a stolen vehicle not recovered without glass, tow, damage, place or driver', () => {
    const stolen: FnolAnswers = {
      ...autoGlass,
      vehicleStolen: true,
      vehicleRecovered: false,
      vehicleLocation: undefined,
      driver: undefined,
    };
    const filing = filingOf(stolen, on);
    expect(filing && isRight(ClaimFiling.decode(filing))).toBe(true);
    expect(filing?.loss).toMatchObject({ glass: null, towAmountCents: null, vehicleRecovered: false, vehicleDamaged: false, driver: '' });
    expect(fnolPath(stolen, on)).not.toEqual(expect.arrayContaining(['auto-glass']));
    expect(fnolPath(stolen, on)).not.toContain('auto-driver');
    expect(fnolPath(stolen, on)).not.toContain('tow-amount');
  });

  it('files a life claim: what is reported and what happened, with no injuries question', () => {
    const life: FnolAnswers = { ...common, policyNumber: 'L-204518736', lossKind: 'life', lifeEvent: 'death', description: 'Heart attack' };
    delete (life as { anyoneInjured?: boolean }).anyoneInjured;
    expect(filingOf(life, on)?.loss).toEqual({ kind: 'life', event: 'death', description: 'Heart attack' });
    expect(fnolPath(life, on)).not.toContain('was-anyone-injured');
  });
});

describe('the kind of loss an auto filing reports', () => {
  const loss = (answers: FnolAnswers) => filingOf({ ...autoGlass, ...answers }, on)!.loss as Parameters<typeof autoClaimTypeOf>[0];

  it('is a collision when another vehicle was involved, even with a cracked windshield and a crushed bumper', () => {
    const crash = loss({
      otherVehicleInvolved: true,
      vehicleDamaged: true,
      damageDescription: 'Crushed bumper',
      glassIncidentType: 'crack',
    });
    expect(autoClaimTypeOf(crash)).toBe('collision');
  });

  it('is a collision when the glass broke in one, glass damage without another vehicle, a theft when stolen, else vehicle damage', () => {
    expect(autoClaimTypeOf(loss({ glassIncidentType: 'collision' }))).toBe('collision');
    expect(autoClaimTypeOf(loss({}))).toBe('glass');
    expect(autoClaimTypeOf(loss({ vehicleDamaged: true, damageDescription: 'A chip and a crack' }))).toBe('glass');
    expect(autoClaimTypeOf(loss({ vehicleStolen: true, vehicleRecovered: true }))).toBe('theft');
    expect(autoClaimTypeOf(loss({ glassDamaged: false, vehicleDamaged: true, damageDescription: 'Hail dents' }))).toBe('auto-other');
  });
});
