import { isLeft, isRight } from 'fp-ts/Either';
import { stepsOf } from '../../src/shared/steps';
import { defineRoutes } from '../../src/shared/route';

const steps = stepsOf([
  ['choose', 'Pick: choose'],
  ['review', 'Pick: review'],
  ['confirmation', 'Pick: confirmation'],
]);
const routes = defineRoutes({
  pick: { path: `/pick/:step(${steps.pattern})`, page: ({ step }) => steps.pageOf(step), category: 'test', access: 'customer' },
});

describe('a flow named by its steps', () => {
  it('keeps the steps in order, with their page names', () => {
    expect(steps.order).toEqual(['choose', 'review', 'confirmation']);
    expect(steps.order.map(steps.pageOf)).toEqual(['Pick: choose', 'Pick: review', 'Pick: confirmation']);
  });

  it('decodes its steps and refuses any other', () => {
    expect(isRight(steps.codec.decode('review'))).toBe(true);
    expect(isLeft(steps.codec.decode('revue'))).toBe(true);
    expect(isLeft(steps.codec.decode(undefined))).toBe(true);
  });

  it("gives its route's step segment the same steps: their addresses match, another step's does not", () => {
    expect(steps.pattern).toBe('choose|review|confirmation');
    expect(routes.pick.match('/pick/review')).toEqual({ step: 'review' });
    expect(routes.pick.pageOf({ step: 'confirmation' })).toBe('Pick: confirmation');
    expect(routes.pick.match('/pick/revue')).toBeNull();
  });
});
