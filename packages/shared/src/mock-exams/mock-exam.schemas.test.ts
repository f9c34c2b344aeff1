import { describe, expect, it } from 'vitest';
import { mockExamMessages, type TMockItemInput, ZMockItem, ZMockPaper } from './mock-exam.schemas';
import { ZMockAnswer, ZMockAnswers } from './mock-exam-answers.schemas';
import { toStudentItem } from './mock-exam-student.schemas';

const base = {
  statementHtml: '<p>Treść</p>',
  requirements: [{ system: 'PP2017' as const, code: 'SP7-8.V.2' }],
  conceptSlugs: ['procent'],
};

const closed: TMockItemInput = {
  ...base,
  type: 'CLOSED',
  position: 1,
  maxPoints: 1,
  options: [
    { key: 'A', html: '<p>1</p>' },
    { key: 'B', html: '<p>2</p>' },
  ],
  correct: 'B',
};

const open: TMockItemInput = {
  ...base,
  type: 'OPEN',
  position: 2,
  maxPoints: 2,
  answerKey: { kind: 'NUMBER', value: '81' },
  rubric: {
    steps: [
      { description: 'Odsetki', points: 1, expected: '100', consequence: null },
      { description: 'Po podatku', points: 1, expected: '81', consequence: '0,81p' },
    ],
    slipRule: true,
  },
  modelSolutionHtml: '<p>Rozwiązanie</p>',
  machineScorable: true,
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('mock exam items', () => {
  it('parses every item type and fills the step kind', () => {
    const parsed = ZMockItem.parse(open);
    expect(parsed.type === 'OPEN' && parsed.rubric.steps[0]!.kind).toBe('NUMBER');
    expect(ZMockItem.parse(closed).type).toBe('CLOSED');
  });

  it('refuses inconsistent items with Polish messages', () => {
    expect(messagesOf(ZMockItem.safeParse({ ...closed, correct: 'D' }))).toContain(mockExamMessages.correctOption);
    expect(messagesOf(ZMockItem.safeParse({ ...closed, maxPoints: 2 }))).toContain(mockExamMessages.onePoint);
    expect(messagesOf(ZMockItem.safeParse({ ...open, maxPoints: 3 }))).toContain(mockExamMessages.rubricPoints);
    const noExpected = { ...open, rubric: { ...(open as { rubric: object }).rubric, steps: [] } };
    expect(messagesOf(ZMockItem.safeParse(noExpected))).toContain(mockExamMessages.rubricSteps);
    const firstConsequence = {
      ...open,
      rubric: {
        steps: [
          { description: 'Odsetki', points: 1, expected: '100', consequence: '2p' },
          { description: 'Po podatku', points: 1, expected: null, consequence: null },
        ],
        slipRule: true,
      },
    };
    expect(messagesOf(ZMockItem.safeParse(firstConsequence))).toEqual(
      expect.arrayContaining([mockExamMessages.consequence, mockExamMessages.expected]),
    );
    expect(messagesOf(ZMockItem.safeParse({ ...closed, requirements: [{ system: 'PP2017', code: 'V.2' }] }))).toContain(
      mockExamMessages.requirement,
    );
    expect(messagesOf(ZMockItem.safeParse({ ...closed, type: 'ESSAY' }))).toContain(mockExamMessages.itemType);
  });

  it('requires the matching points to follow the scoring', () => {
    const matching = {
      ...base,
      type: 'MATCHING',
      position: 3,
      scoring: 'PER_PROMPT',
      maxPoints: 1,
      prompts: [
        { html: '<p>1</p>', correct: 'A' },
        { html: '<p>2</p>', correct: 'B' },
      ],
      options: [
        { key: 'A', html: '<p>A</p>' },
        { key: 'B', html: '<p>B</p>' },
      ],
    };
    expect(messagesOf(ZMockItem.safeParse(matching))).toContain(mockExamMessages.matchingPoints);
    expect(ZMockItem.safeParse({ ...matching, maxPoints: 2 }).success).toBe(true);
  });

  it('numbers a paper’s items from 1', () => {
    const paper = {
      slug: 'arkusz',
      title: 'Arkusz',
      kind: 'E8',
      durationMinutes: 125,
      extendedDurationMinutes: 165,
      calculatorAllowed: false,
      items: [open],
    };
    expect(messagesOf(ZMockPaper.safeParse(paper))).toContain(mockExamMessages.positions);
    expect(ZMockPaper.safeParse({ ...paper, items: [closed, open] }).success).toBe(true);
  });
});

describe('toStudentItem', () => {
  it('leaves out keys, expected results and the model solution', () => {
    const closedForStudent = toStudentItem(ZMockItem.parse(closed));
    const openForStudent = toStudentItem(ZMockItem.parse(open));
    const json = JSON.stringify([closedForStudent, openForStudent]);
    const secrets = ['correct', 'answerKey', 'expected', 'consequence', 'modelSolutionHtml', 'Rozwiązanie', 'Odsetki'];
    for (const secret of secrets) expect(json).not.toContain(secret);
    expect(openForStudent).toMatchObject({
      type: 'OPEN',
      answerKind: 'NUMBER',
      rubric: {
        steps: [
          { points: 1, kind: 'NUMBER' },
          { points: 1, kind: 'NUMBER' },
        ],
      },
    });
  });
});

describe('answers', () => {
  it('takes each answer shape', () => {
    for (const answer of [
      { choice: 'A' },
      { choice: null },
      { values: [true, null] },
      { choices: ['B', null] },
      { final: '1,5', steps: ['3/2', ''] },
    ])
      expect(ZMockAnswer.safeParse(answer).success).toBe(true);
  });

  it('refuses other shapes and long texts with Polish messages', () => {
    expect(messagesOf(ZMockAnswer.safeParse({ choice: 'Z' }))).toEqual([mockExamMessages.answer]);
    expect(messagesOf(ZMockAnswer.safeParse({ choice: 'A', values: [] }))).toEqual([mockExamMessages.answer]);
    expect(ZMockAnswer.safeParse({ final: 'x'.repeat(501), steps: [] }).success).toBe(false);
    const answers = { answers: [{ position: 1, answer: { choice: 'A' }, version: 0 }] };
    expect(ZMockAnswers.safeParse(answers).success).toBe(true);
    // Each answer says which version of the item's answer it was made from.
    expect(messagesOf(ZMockAnswers.safeParse({ answers: [{ position: 1, answer: { choice: 'A' } }] }))).toEqual([
      mockExamMessages.version,
    ]);
    expect(messagesOf(ZMockAnswers.safeParse({ answers: [...answers.answers, ...answers.answers] }))).toContain(
      mockExamMessages.duplicatePosition,
    );
    const many = Array.from({ length: 61 }, (_unused, index) => ({
      position: index + 1,
      answer: { choice: null },
      version: 0,
    }));
    expect(messagesOf(ZMockAnswers.safeParse({ answers: many }))).toContain(mockExamMessages.tooManyAnswers);
  });
});
