import { CATALOGUE_VERSION, type LogEntry } from '../../src/bus/actionLog';
import { MASK } from '../../src/bus/redact';
import { stateDiff } from '../../src/support/diff';
import { selectStepDiff } from '../../src/support/selectors';
import { initialSupportState } from '../../src/support/slice';
import type { SupportRootState } from '../../src/support/reducers';
import '../../src/catalogues';

describe('the state diff of one step', () => {
  it('lists each changed leaf by its dotted path, with the value before and after', () => {
    const before = { policies: { status: 'loading', items: ['A', 'B'] }, app: { online: true }, gone: 1 };
    const after = { policies: { status: 'loaded', items: ['A', 'C', 'D'] }, app: before.app, added: { x: 2 } };
    expect(stateDiff(before, after)).toEqual([
      { path: 'policies.status', before: 'loading', after: 'loaded' },
      { path: 'policies.items.1', before: 'B', after: 'C' },
      { path: 'policies.items.2', before: undefined, after: 'D' },
      { path: 'gone', before: 1, after: undefined },
      { path: 'added', before: undefined, after: { x: 2 } },
    ]);
  });

  it('is empty for the same state, and never opens a branch the step left as it was', () => {
    const untouched = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('an unchanged branch was walked');
        },
      },
    );
    const before = { untouched, count: 1 };
    expect(stateDiff(before, before)).toEqual([]);
    expect(stateDiff(before, { untouched, count: 2 })).toEqual([{ path: 'count', before: 1, after: 2 }]);
  });

  it('shows a value turning into a list or a record as one change, and stops at its limit', () => {
    expect(stateDiff({ a: 'x' }, { a: ['x'] })).toEqual([{ path: 'a', before: 'x', after: ['x'] }]);
    const wide = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i]));
    expect(stateDiff({}, wide)).toHaveLength(200);
    expect(stateDiff({}, wide, '', [], 5)).toHaveLength(5);
  });
});

const at = (seq: number, type: string, payload: unknown): LogEntry => ({
  seq,
  at: 1_800_000_000_000 + seq * 1000,
  type,
  payload,
  v: CATALOGUE_VERSION,
});
const entries: LogEntry[] = [
  at(1, '@@router/LOCATION_CHANGE', {
    location: { pathname: '/quoting/auto/customer', search: '', hash: '' },
    action: 'PUSH',
    isFirstRendering: false,
  }),
  at(2, 'forms/fieldCommitted', { form: 'quote-customer', field: 'firstName', value: 'Jordan' }),
  at(3, 'forms/fieldCommitted', { form: 'quote-customer', field: 'dateOfBirth', value: MASK }),
  at(4, 'flags/unknownToThisVersion', { anything: true }),
];
const consoleAt = (step: number) =>
  ({
    router: { location: { pathname: '/support/sessions/v-1', search: '', hash: '' }, action: 'POP' },
    support: {
      ...initialSupportState,
      step,
      session: {
        summary: {
          visitId: 'v-1',
          app: 'quoting',
          loginId: null,
          mobileApp: false,
          viewportWidth: 1280,
          startedAt: '',
          lastAt: '',
          actionCount: 4,
          errorCount: 0,
        },
        entries,
      },
    },
  }) as unknown as SupportRootState;

describe('the state changes the console shows at each replay step', () => {
  it('shows, step by step, exactly what each recorded action changed in the rebuilt state', () => {
    const first = selectStepDiff(consoleAt(0));
    // Measured from the application's initial state: the address, not the whole state as one row.
    expect(first.map((c) => c.path)).toContain('router.location.pathname');
    expect(first.find((c) => c.path === 'router.location.pathname')).toMatchObject({ after: '/quoting/auto/customer' });
    expect(first.every((c) => c.path !== '')).toBe(true);
    expect(selectStepDiff(consoleAt(1))).toEqual([{ path: 'forms.quote-customer', before: undefined, after: { firstName: 'Jordan' } }]);
    expect(selectStepDiff(consoleAt(2))).toEqual([{ path: 'forms.quote-customer.dateOfBirth', before: undefined, after: MASK }]);
    // An action no reducer answers changes nothing.
    expect(selectStepDiff(consoleAt(3))).toEqual([]);
  });

  it('shows nothing without an open session', () => {
    expect(selectStepDiff({ ...consoleAt(0), support: initialSupportState } as SupportRootState)).toEqual([]);
  });
});
