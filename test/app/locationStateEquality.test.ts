import isEqualWith from '../../config/bundle/isEqualWith';

describe("the router's location-state equality (in place of lodash.isequalwith)", () => {
  it('compares plain values structurally, as lodash does', () => {
    expect(isEqualWith(undefined, undefined, undefined)).toBe(true);
    expect(isEqualWith(Number.NaN, Number.NaN, undefined)).toBe(true);
    expect(
      isEqualWith(
        { from: '/billing', step: 2, tags: ['a', { b: null }] },
        { step: 2, from: '/billing', tags: ['a', { b: null }] },
        undefined,
      ),
    ).toBe(true);
    expect(isEqualWith({ from: '/billing' }, { from: '/policies' }, undefined)).toBe(false);
    expect(isEqualWith({ a: 1 }, { a: 1, b: undefined }, undefined)).toBe(false);
    expect(isEqualWith(['a'], { 0: 'a' }, undefined)).toBe(false);
    expect(isEqualWith(null, {}, undefined)).toBe(false);
    expect(isEqualWith(new Date(5), new Date(5), undefined)).toBe(true);
  });

  it('lets a customizer decide, and compares as usual where it answers undefined', () => {
    const ignoreKeys = (a: unknown, b: unknown) => (typeof a === 'string' && typeof b === 'string' ? true : undefined);
    expect(isEqualWith({ key: 'x1', n: 1 }, { key: 'y2', n: 1 }, ignoreKeys)).toBe(true);
    expect(isEqualWith({ key: 'x1', n: 1 }, { key: 'y2', n: 2 }, ignoreKeys)).toBe(false);
  });
});
