import { businessDayStart, callSucceededType, filingWays, percentileOf } from '../../src/shared/journeys';
import { apiActions, claimsActions, guestClaimsActions } from '../../src/catalogues';

describe('the times of the claims-filed report', () => {
  it("reads the catalogue's own actions, and a date of loss the recorded visit keeps unmasked", () => {
    expect(callSucceededType).toBe(apiActions.callSucceeded.type);
    const ways = [
      [filingWays.signedIn, claimsActions.fnolIntentCreated, claimsActions.fnolQueued],
      [filingWays.guest, guestClaimsActions.guestFnolIntentCreated, guestClaimsActions.guestClaimQueued],
    ] as const;
    for (const [way, intent, saved] of ways) {
      expect([way.intent, way.saved]).toEqual([intent.type, saved.type]);
      expect(intent.sensitive).not.toContain(`filing.${way.lossDate}`);
      expect(JSON.stringify(intent.codec.name)).toContain(`${way.lossDate}:`);
    }
  });

  it('measures from the start of the business day of loss, US Eastern, on either side of a change of the clocks', () => {
    expect(new Date(businessDayStart('2025-01-06')).toISOString()).toBe('2025-01-06T05:00:00.000Z');
    expect(new Date(businessDayStart('2025-03-09')).toISOString()).toBe('2025-03-09T05:00:00.000Z');
    expect(new Date(businessDayStart('2025-03-10')).toISOString()).toBe('2025-03-10T04:00:00.000Z');
    expect(new Date(businessDayStart('2025-11-02')).toISOString()).toBe('2025-11-02T04:00:00.000Z');
    expect(new Date(businessDayStart('2025-11-03')).toISOString()).toBe('2025-11-03T05:00:00.000Z');
  });

  it('takes percentiles as PostgreSQL percentile_cont does: between the two nearest values, none of nothing', () => {
    expect(percentileOf([], 0.5)).toBeNull();
    expect(percentileOf([7], 0.9)).toBe(7);
    expect(percentileOf([1, 2, 4, 10], 0.5)).toBe(3);
    expect(percentileOf([1, 2, 4, 10], 0.9)).toBeCloseTo(8.2, 10);
  });
});
