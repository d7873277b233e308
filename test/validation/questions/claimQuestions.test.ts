import { claimsActions } from '../../../src/claims/catalogue';
import { guestClaimsActions } from '../../../src/guestClaims/catalogue';
import { redactAction } from '../../../src/bus/redact';
import { fnolQuestions } from '../../../src/validation/questions/fnolQuestions';
import { guestClaimQuestions } from '../../../src/validation/questions/guestClaimQuestions';
import { sensitivePathsOf, type QuestionStep, type QuestionTable } from '../../../src/validation/questions/questionTable';
import { fnolPath, fnolSteps, type FnolAnswers } from '../../../src/shared/claimFiling';
import { guestFnolPath, guestFnolSteps, type GuestFnolAnswers } from '../../../src/shared/guestClaimFiling';

// Each way of filing a claim masks, in its actions, exactly what its question table marks sensitive.

const flows = [
  {
    name: 'filing a claim signed in',
    table: fnolQuestions as QuestionTable<unknown, string>,
    answered: [claimsActions.fnolStepAnswered, claimsActions.fnolAnswersKept],
    filed: claimsActions.fnolIntentCreated,
    stepAnswered: (answers: object) => claimsActions.fnolStepAnswered({ step: 'loss-location', answers: answers as FnolAnswers }),
  },
  {
    name: 'reporting a claim as a guest',
    table: guestClaimQuestions as QuestionTable<unknown, string>,
    answered: [guestClaimsActions.guestFnolStepAnswered, guestClaimsActions.guestFnolAnswersKept],
    filed: guestClaimsActions.guestFnolIntentCreated,
    stepAnswered: (answers: object) =>
      guestClaimsActions.guestFnolStepAnswered({ step: 'incident-location', answers: answers as GuestFnolAnswers }),
  },
];

describe.each(flows)('the sensitive answers of $name', ({ table, answered, filed, stepAnswered }) => {
  const derived = sensitivePathsOf(table);

  it("are the catalogue's sensitive paths of its answers and of its filing", () => {
    for (const action of answered) expect([...(action.sensitive as string[])].sort()).toEqual([...derived.answers].sort());
    expect([...(filed.sensitive as string[])].sort()).toEqual([...derived.filing].sort());
    expect(derived.answers.length).toBeGreaterThan(5);
  });

  it('each say where the filing carries them, so a new one is masked there too', () => {
    const steps = Object.values<QuestionStep<unknown>>(table.steps);
    for (const q of steps.flatMap((s) => s.questions).filter((q) => q.sensitive)) expect(q.filedAt?.length).toBeGreaterThan(0);
  });

  it('masks a sensitive answer added to the table without another edit', () => {
    const step = Object.values<QuestionStep<unknown>>(table.steps)[0]!;
    const added = {
      ...step,
      questions: [...step.questions, { answer: 'favouriteColour', kind: 'text', label: 'Colour', sensitive: true }],
    };
    const extended = { ...table, steps: { ...table.steps, extra: added } } as QuestionTable<unknown, string>;
    expect(sensitivePathsOf(extended).answers).toEqual([...derived.answers, 'answers.favouriteColour']);
    // The catalogue masks what the table says: every sensitive answer of a step's action is masked.
    const answers = Object.fromEntries(derived.answers.map((path) => [path.replace('answers.', ''), 'Somewhere private']));
    const { payload } = redactAction(stepAnswered(answers)) as { payload: { answers: Record<string, unknown> } };
    for (const value of Object.values(payload.answers)) expect(value).not.toBe('Somewhere private');
  });
});

describe('the question tables of both flows', () => {
  it('ask every question step of their paths, and no step the paths do not know', () => {
    const fnolAsking = fnolSteps.filter((s) =>
      fnolPath({ lossKind: 'auto', vehicleStolen: false }, { glassQuestions: true, textNotification: true }).includes(s),
    );
    expect(Object.keys(fnolQuestions.steps).every((s) => (fnolSteps as string[]).includes(s))).toBe(true);
    expect(fnolAsking.filter((s) => !['intro', 'review', 'confirm'].includes(s)).every((s) => s in fnolQuestions.steps)).toBe(true);
    expect(Object.keys(guestClaimQuestions.steps).every((s) => (guestFnolSteps as string[]).includes(s))).toBe(true);
    const guestAsking = guestFnolPath({ line: 'marine' }, { glassQuestions: true }).filter(
      (s) => !['intro', 'summary', 'confirmation'].includes(s),
    );
    expect(guestAsking.every((s) => s in guestClaimQuestions.steps)).toBe(true);
  });
});
