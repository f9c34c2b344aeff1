import type { THomework } from '@zadania/shared';
import { homeworkSaveMessages } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
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
