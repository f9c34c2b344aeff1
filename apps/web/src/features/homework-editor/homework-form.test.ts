import type { THomework, TSolutionAccess } from '@zadania/shared';
import { answerCheckMessages, homeworkSaveMessages } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { buildSolution } from '../../test/homework-fixtures';
import { buildSolutionAccess } from '../homework/solution-access-fixtures';
import { emptyExam, toSaveInput, validateHomework, valuesFromHomework } from './homework-form';

const examId = '00000000-0000-4000-8000-000000000001';
const otherExamId = '00000000-0000-4000-8000-000000000002';
const exam = (id: string) => ({ id, slug: 'matura', name: 'Matura (maj 2024)', type: 'MATURA' as const, level: null });

const homework = {
  id: '00000000-0000-4000-8000-0000000000aa',
  slug: 'rownanie',
  description: '<p>Rozwiąż równanie.</p>',
  closed: true,
  answer: null,
  answers: [
    { id: 'a1', label: 'A', answer: '<p>x = 1</p>', correct: false },
    { id: 'a2', label: 'B', answer: '<p>x = 2</p>', correct: true },
  ],
  domains: [],
  theorems: [],
  definitions: [],
  tags: [],
  level: 'HIGH_SCHOOL',
  type: null,
  homeworkExams: [
    {
      id: 'he1',
      points: 1,
      exam: exam(examId),
      answers: [
        { label: 'A', answer: '<p>x = 1</p>', correct: false },
        { label: 'B', answer: '<p>x = 2</p>', correct: true },
      ],
    },
    {
      id: 'he2',
      points: 2,
      exam: exam(otherExamId),
      answers: [
        { label: 'A', answer: '<p>x = 2</p>', correct: true },
        { label: 'B', answer: '<p>x = 1</p>', correct: false },
      ],
    },
  ],
} as unknown as THomework;

describe('exam answers in the task form', () => {
  it('keeps an exam that repeats the task’s answers on them, and gives one with another order its own', () => {
    const values = valuesFromHomework(homework, null);
    expect(values.exams[0]?.answers).toBeNull();
    expect(values.exams[1]?.answers?.map(({ answer, correct }) => ({ answer, correct }))).toEqual([
      { answer: '<p>x = 2</p>', correct: true },
      { answer: '<p>x = 1</p>', correct: false },
    ]);
  });

  it('sends each exam its own answers with their letters, or the task’s', () => {
    const input = toSaveInput(valuesFromHomework(homework, null));
    expect(input.exams).toEqual([
      {
        examId,
        points: 1,
        answers: [
          { label: 'A', answer: '<p>x = 1</p>', correct: false },
          { label: 'B', answer: '<p>x = 2</p>', correct: true },
        ],
      },
      {
        examId: otherExamId,
        points: 2,
        answers: [
          { label: 'A', answer: '<p>x = 2</p>', correct: true },
          { label: 'B', answer: '<p>x = 1</p>', correct: false },
        ],
      },
    ]);
  });

  it('checks an exam’s own answers with the shared messages, at the answer that is wrong', () => {
    const values = valuesFromHomework(homework, null);
    const own = { ...emptyExam(), examId, examName: 'Matura', points: 1 };
    const empty = validateHomework({
      ...values,
      exams: [{ ...own, answers: [{ key: 'x', answer: '<p></p>', correct: true }] }],
    });
    expect(empty.ok).toBe(false);
    expect(!empty.ok && empty.errors['exams.0.answers.0.answer']).toBe(homeworkSaveMessages.answerEmpty);
    const noneCorrect = validateHomework({
      ...values,
      exams: [{ ...own, answers: [{ key: 'x', answer: '<p>x = 3</p>', correct: false }] }],
    });
    expect(!noneCorrect.ok && noneCorrect.errors['exams.0.answers']).toBe(homeworkSaveMessages.examNeedsCorrect);
  });
});

describe('the paid solution and the hint in the task form', () => {
  const solution = (access: TSolutionAccess | undefined) => buildSolution({ access: access as TSolutionAccess });

  it('reads both from the solution’s access, and from the task when only it carries the flag', () => {
    const paid = valuesFromHomework(
      homework,
      solution(
        buildSolutionAccess({ paid: true, hint: { available: true, unlocked: true, price: 1, text: '<p>Delta.</p>' } }),
      ),
    );
    expect(paid).toMatchObject({ paidSolution: true, hint: '<p>Delta.</p>' });
    expect(valuesFromHomework(homework, solution(undefined))).toMatchObject({ paidSolution: false, hint: '' });
    expect(valuesFromHomework({ ...homework, paidSolution: true } as THomework, null).paidSolution).toBe(true);
  });

  it('sends the switch, and an empty hint as null', () => {
    const values = valuesFromHomework(homework, null);
    expect(toSaveInput({ ...values, paidSolution: true, hint: '<p>Delta.</p>' })).toMatchObject({
      paidSolution: true,
      solution: { hint: '<p>Delta.</p>' },
    });
    expect(toSaveInput({ ...values, hint: '<p></p>' })).toMatchObject({
      paidSolution: false,
      solution: { hint: null },
    });
  });
});

describe('the answer key in the task form', () => {
  const open = {
    ...homework,
    closed: false,
    answers: [],
    answer: '<p>3/2</p>',
    homeworkExams: [],
    answerKey: { kind: 'NUMBER', value: '1,5', tolerance: 0.05, unit: '' },
  } as unknown as THomework;

  it('reads a stored key back and sends it with its tolerance', () => {
    const values = valuesFromHomework(open, null);
    expect(values.answerKey).toEqual({
      kind: 'NUMBER',
      value: '1,5',
      tolerance: 0.05,
      unit: '',
      unitRequired: false,
      significantFigures: '',
    });
    expect(toSaveInput(values).answerKey).toEqual({ kind: 'NUMBER', value: '1,5', tolerance: 0.05, unit: null });
    expect(
      toSaveInput({ ...values, answerKey: { ...values.answerKey, tolerance: '0,1', unit: '' } }).answerKey?.tolerance,
    ).toBe(0.1);
  });

  it('keeps a demanded unit and significant figures through a save (issue 73)', () => {
    const physics = {
      ...open,
      answerKey: {
        kind: 'NUMBER',
        value: '1200',
        tolerance: null,
        unit: 'J',
        unitRequired: true,
        significantFigures: 2,
      },
    } as unknown as THomework;
    const values = valuesFromHomework(physics, null);
    expect(toSaveInput(values).answerKey).toEqual({
      kind: 'NUMBER',
      value: '1200',
      tolerance: null,
      unit: 'J',
      unitRequired: true,
      significantFigures: 2,
    });
    const cleared = { ...values.answerKey, unitRequired: false, significantFigures: '' };
    expect(toSaveInput({ ...values, answerKey: cleared }).answerKey).toEqual({
      kind: 'NUMBER',
      value: '1200',
      tolerance: null,
      unit: 'J',
    });
  });

  it('sends null for an empty section and for a closed task', () => {
    const values = valuesFromHomework(open, null);
    expect(
      toSaveInput({ ...values, answerKey: { kind: '', value: ' ', tolerance: '', unit: '' } }).answerKey,
    ).toBeNull();
    expect(toSaveInput({ ...values, closed: true }).answerKey).toBeNull();
    expect(valuesFromHomework(homework, null).answerKey).toEqual({ kind: '', value: '', tolerance: '', unit: '' });
  });

  it('names a missing kind, a missing value and a tolerance on another kind with the shared messages', () => {
    const values = { ...valuesFromHomework(open, null), level: 'PRIMARY' as const };
    const errorsOf = (answerKey: typeof values.answerKey) => {
      const result = validateHomework({ ...values, answerKey });
      return result.ok ? {} : result.errors;
    };
    expect(errorsOf({ kind: '', value: '3/2', tolerance: '', unit: '' })['answerKey.kind']).toBe(
      answerCheckMessages.kind,
    );
    expect(errorsOf({ kind: 'FRACTION', value: '', tolerance: '', unit: '' })['answerKey.value']).toBe(
      answerCheckMessages.value,
    );
    expect(errorsOf({ kind: 'FRACTION', value: '3/2', tolerance: 1, unit: '' })['answerKey.tolerance']).toBe(
      answerCheckMessages.toleranceKind,
    );
    expect(errorsOf({ kind: 'NUMBER', value: '1,5', tolerance: -1, unit: '' })['answerKey.tolerance']).toBe(
      answerCheckMessages.tolerance,
    );
    expect(
      validateHomework({ ...values, answerKey: { kind: 'FRACTION', value: '3/2', tolerance: '', unit: '' } }).ok,
    ).toBe(true);
    expect(errorsOf({ kind: 'SET', value: '{1; 2}', tolerance: '', unit: 'cm' })['answerKey.unit']).toBe(
      answerCheckMessages.unitKind,
    );
    expect(
      toSaveInput({ ...values, answerKey: { kind: 'NUMBER', value: '144', tolerance: '', unit: ' cm² ' } }).answerKey,
    ).toEqual({ kind: 'NUMBER', value: '144', tolerance: null, unit: 'cm²' });
  });
});
