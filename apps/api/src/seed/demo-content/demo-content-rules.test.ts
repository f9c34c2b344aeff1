import { describe, expect, it } from 'vitest';
import type { TDemoTask } from './demo-content.types';
import {
  englishIntervals,
  halfPoints,
  hasLetteredOptions,
  listedValues,
  taskStrings,
  uncheckedListedValues,
} from './demo-content-rules';
import { demoConcepts, demoTasks } from './index';

/** A minimal task to plant one defect in. */
function plantedTask(overrides: Partial<TDemoTask>): TDemoTask {
  return {
    slug: 'zadanie-testowe',
    level: 'HIGH_SCHOOL',
    description: 'Treść',
    answers: [],
    answer: '$1$',
    answerKey: { kind: 'NUMBER', value: '1' },
    steps: [],
    conceptSlugs: [],
    typeSlug: null,
    exams: [],
    rating: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('demo content an examiner would sign (issue 57)', () => {
  describe('whole exam points', () => {
    it('flags a planted half point', () => {
      expect(halfPoints(plantedTask({ exams: [{ slug: 'arkusz', points: 2.5 }] }))).toEqual([2.5]);
      expect(halfPoints(plantedTask({ exams: [{ slug: 'arkusz', points: 3 }] }))).toEqual([]);
    });

    it('gives every demo task whole points in every exam', () => {
      expect(demoTasks.flatMap((task) => halfPoints(task).map((points) => `${task.slug}: ${points}`))).toEqual([]);
    });
  });

  describe('intervals in Polish notation', () => {
    it.each([
      [String.raw`$(-\infty, 3]$`, [String.raw`(-\infty, 3]`]],
      [String.raw`x \in \left[1, 3\right)`, ['[1, 3)']],
      [String.raw`(-\infty; -3] \cup [5; \infty)`, [String.raw`(-\infty; -3]`, String.raw`[5; \infty)`]],
      [String.raw`x \in (0, 2)`, ['(0, 2)']],
      [String.raw`(1, 2) \cup (3; 4)`, ['(1, 2)']],
      [String.raw`-3 \notin (1, +\infty)`, [String.raw`(1, +\infty)`]],
    ])('flags %s', (text, found) => {
      expect(englishIntervals(text)).toEqual(found);
    });

    it.each([
      String.raw`$(-\infty; 3\rangle$`,
      String.raw`x \in \langle 1; 3) \cup (5; +\infty)`,
      String.raw`\left\langle 0; 2\pi \right\rangle`,
      '$A = (-1, 5)$ i $B = (3, -3)$', // points
      't(1, -2)', // a vector
      String.raw`\operatorname{NWD}(84, 60)`,
      String.raw`\sqrt[3]{8}, \quad f(0{,}5)`,
      String.raw`x \in \left\{ \frac{\pi}{2}, \frac{7\pi}{6} \right\}`, // a set, not an interval
    ])('leaves %s alone', (text) => {
      expect(englishIntervals(text)).toEqual([]);
    });

    it('finds no English interval in any demo task or concept', () => {
      const found = [
        ...demoTasks.flatMap((task) =>
          taskStrings(task).flatMap(({ where, text }) =>
            englishIntervals(text).map((interval) => `${task.slug} ${where}: ${interval}`),
          ),
        ),
        ...demoConcepts.flatMap((concept) =>
          englishIntervals(concept.description).map((interval) => `${concept.slug}: ${interval}`),
        ),
      ];
      expect(found).toEqual([]);
    });
  });

  describe('closed options lettered', () => {
    const options = (labels: (string | null)[]) =>
      labels.map((label, index) => ({ label, answer: `$${index}$`, correct: index === 0 }));

    it('flags options without letters or out of order', () => {
      expect(hasLetteredOptions(plantedTask({ answers: options([null, null, null, null]) }))).toBe(false);
      expect(hasLetteredOptions(plantedTask({ answers: options(['A', 'C', 'B', 'D']) }))).toBe(false);
      expect(hasLetteredOptions(plantedTask({ answers: options(['A', 'B', 'C', 'D']) }))).toBe(true);
    });

    it('letters every closed demo task A, B, C, D', () => {
      const closed = demoTasks.filter((task) => task.answers.length > 0);
      expect(closed.length).toBeGreaterThan(20);
      expect(closed.filter((task) => !hasLetteredOptions(task)).map((task) => task.slug)).toEqual([]);
    });
  });

  describe('keys that check every listed value', () => {
    it('reads the values a printed answer lists', () => {
      expect(listedValues('Kupiono $23$ bilety ulgowe i $5$ biletów normalnych.')).toEqual(['23', '5']);
      expect(listedValues('$5$ jajek, $750$ ml mleka i $500$ g mąki.')).toEqual(['5', '750', '500']);
      expect(listedValues('$x = -2$ lub $x = 5$')).toEqual(['-2', '5']);
      expect(listedValues('$x_1 = 1$, $x_2 = 4{,}5$')).toEqual(['1', '4{,}5']);
      // Different quantities side by side are not a list of answers to one question.
      expect(listedValues('$|AB| = 7$, obwód jest równy $20$.')).toEqual([]);
      expect(listedValues('Drzewo ma $16$ m wysokości.')).toEqual([]);
    });

    it('flags a planted key that checks only 23 of "23 i 5"', () => {
      const answer = 'Kupiono $23$ bilety ulgowe i $5$ biletów normalnych.';
      expect(uncheckedListedValues(plantedTask({ answer, answerKey: { kind: 'NUMBER', value: '23' } }))).toEqual(['5']);
      expect(uncheckedListedValues(plantedTask({ answer, answerKey: { kind: 'SET', value: '\\{23; 5\\}' } }))).toEqual(
        [],
      );
    });

    it('checks every listed value of every demo task', () => {
      const unchecked = demoTasks.flatMap((task) =>
        uncheckedListedValues(task).map((value) => `${task.slug}: ${value} not in ${task.answerKey?.value}`),
      );
      expect(unchecked).toEqual([]);
    });
  });
});
