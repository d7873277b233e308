import {
  freeTextAnswers,
  isQuestionStepOf,
  partOf,
  questionStepsOf,
  questionsShown,
  sensitiveAnswers,
  sensitivePathsOf,
  type QuestionTable,
} from '../../../src/validation/questions/questionTable';
import { answersOf, formValuesOf, noRule, reviewRows, ruleOf } from '../../../src/validation/questions/questionAnswers';
import { fieldMessages } from '../../../src/validation/messages';

// The engine of a question flow over a small table: which questions a step asks, in which order the steps come,
// how a form's values become answers, and what the table says is sensitive.

interface Answers {
  kind?: 'car' | 'house';
  story?: string;
  plate?: string;
  towed?: boolean;
  tow?: number | null;
  when?: string;
  glass?: string[];
  phone?: string;
}

const onCar = (a: Answers) => a.kind === 'car';
const table: QuestionTable<Answers, 'kind' | 'story' | 'details' | 'contact'> = {
  steps: {
    kind: {
      heading: 'What was damaged?',
      questions: [
        {
          answer: 'kind',
          kind: 'choice',
          label: 'Kind',
          options: [
            { value: 'car', label: 'A car' },
            { value: 'house', label: 'A house' },
          ],
        },
      ],
    },
    story: {
      heading: 'What happened?',
      questions: [
        { answer: 'story', kind: 'longText', label: 'Tell us', sensitive: true, freeText: true, filedAt: ['loss.story'] },
        { answer: 'plate', kind: 'text', label: 'Plate', shownWhen: onCar, sensitive: true, filedAt: ['vehicle'], review: false },
        { answer: 'towed', kind: 'yesNo', label: 'Was it towed?', shownWhen: onCar, review: { label: 'Towed' } },
      ],
    },
    details: {
      heading: 'Details',
      questions: [
        { answer: 'tow', kind: 'towAmount', label: 'Tow cost', optional: true },
        { answer: 'when', kind: 'date', label: 'When' },
        {
          answer: 'glass',
          kind: 'choices',
          label: 'Glass',
          options: [
            { value: 'front', label: 'Front' },
            { value: 'rear', label: 'Rear' },
          ],
        },
      ],
    },
    contact: {
      heading: 'Contact',
      questions: [{ answer: 'phone', kind: 'phone', label: 'Phone', sensitive: true, freeText: true, filedAt: ['contact'] }],
    },
  },
  parts: [
    { name: 'Start', steps: ['kind'] },
    { name: 'Branch', steps: [] },
    { name: 'Contact', steps: ['contact', 'review'] },
  ],
  branchPart: 2,
};

const answers = (values: Answers) => values;

describe('a question table', () => {
  it('asks a question only where the answers so far say so, in the order the step declares', () => {
    const story = table.steps.story;
    expect(questionsShown(story, answers({ kind: 'house' })).map((q) => q.answer)).toEqual(['story']);
    expect(questionsShown(story, answers({ kind: 'car' })).map((q) => q.answer)).toEqual(['story', 'plate', 'towed']);
  });

  it("keeps the path's order of the steps that ask questions, and leaves out the rest", () => {
    const path = ['intro', 'kind', 'contact', 'story', 'review', 'confirm'];
    expect(questionStepsOf(table, path)).toEqual(['kind', 'contact', 'story']);
    expect(isQuestionStepOf(table, 'story')).toBe(true);
    expect(isQuestionStepOf(table, 'review')).toBe(false);
    expect(isQuestionStepOf(table, 'toString')).toBe(false);
  });

  it('places a step in its part, and a step no part names in the branch part', () => {
    expect(partOf(table, 'kind')).toBe(1);
    expect(partOf(table, 'story')).toBe(2);
    expect(partOf(table, 'review')).toBe(3);
  });

  it('gives only the answers of the questions asked, each kept as its kind keeps it', () => {
    const values = { story: '  hail  ', plate: 'ABC', towed: 'yes' };
    expect(answersOf(table.steps.story, answers({ kind: 'house' }), values)).toEqual({ story: 'hail' });
    expect(answersOf(table.steps.story, answers({ kind: 'car' }), values)).toEqual({ story: 'hail', plate: 'ABC', towed: true });
    const details = { tow: '$1,234.50', when: '11/20/2026', glass: ['rear', 'front'] };
    expect(answersOf(table.steps.details, {}, details)).toEqual({ tow: 123450, when: '2026-11-20', glass: ['front', 'rear'] });
    expect(answersOf(table.steps.details, {}, { ...details, tow: '' })).toMatchObject({ tow: null });
    expect(answersOf(table.steps.contact, {}, { phone: '6145550142' })).toEqual({ phone: '614-555-0142' });
  });

  it('shows the answers kept as the form asks them, and a choice the options no longer offer as not chosen', () => {
    expect(formValuesOf(table.steps.details, answers({ tow: 123450, when: '2026-11-20' }))).toEqual({ tow: '1234.50', when: '11/20/2026' });
    expect(formValuesOf(table.steps.story, answers({ kind: 'car', towed: false }))).toEqual({ towed: 'no' });
    expect(formValuesOf(table.steps.kind, { kind: 'boat' } as unknown as Answers)).toEqual({});
    expect(formValuesOf(table.steps.contact, answers({ phone: '614-555-0142' }))).toEqual({ phone: '6145550142' });
  });

  it("takes a question's own rule over its kind's", () => {
    const now = () => new Date('2026-11-25T12:00:00Z');
    const choice = table.steps.kind.questions[0]!;
    expect(ruleOf(choice, now)(undefined)).toBe(fieldMessages.selectValidResponse);
    expect(ruleOf({ ...choice, rule: noRule }, now)(undefined)).toBeUndefined();
  });

  it('derives the sensitive answers, the free text and the sensitive paths of actions from the questions', () => {
    expect(sensitiveAnswers(table.steps.story)).toEqual(['story', 'plate']);
    expect(freeTextAnswers(table)).toEqual(['story', 'phone']);
    expect(sensitivePathsOf(table)).toEqual({
      answers: ['answers.story', 'answers.plate', 'answers.phone'],
      filing: ['filing.loss.story', 'filing.vehicle', 'filing.contact'],
    });
  });

  it('lists the review of the steps in their order, in the review words, with the answers shown', () => {
    const rows = reviewRows(table, ['kind', 'story', 'details'], answers({ kind: 'car', story: 'hail', towed: true, tow: null }));
    expect(rows.map((r) => [r.label, r.value, r.step])).toEqual([
      ['Kind', 'A car', 'kind'],
      ['Tell us', 'hail', 'story'],
      ['Towed', 'Yes', 'story'],
      ['Tow cost', 'Not towed', 'details'],
      ['When', undefined, 'details'],
      ['Glass', undefined, 'details'],
    ]);
  });
});
