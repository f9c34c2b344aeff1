import { isWithinLevel, seededRandom } from '@zadania/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  conceptsInOrder,
  planSession,
  type TPlanInput,
  type TPlannerConcept,
  type TPlannerTask,
} from './practice-planner';

const now = new Date('2026-03-10T12:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

/** Tasks `${concept}-${n}` of one concept each (rating 1500), n per concept. */
const tasksOf = (concepts: string[], perConcept: number): TPlannerTask[] =>
  concepts.flatMap((concept) =>
    Array.from({ length: perConcept }, (_, n) => ({
      id: `${concept}-${n}`,
      conceptIds: [concept],
      rating: 1500,
      level: 'E8',
    })),
  );

const input = (overrides: Partial<TPlanInput>): TPlanInput => ({
  concepts: new Map(),
  tasks: [],
  excluded: new Set(),
  studentRating: 1500,
  ceiling: 'STUDIA',
  size: 10,
  now,
  random: seededRandom(7),
  ...overrides,
});

describe('the order of concepts', () => {
  it('puts due reviews first (the longest overdue first), then concepts in progress, then new ones, then mastered ones', () => {
    const concepts = new Map<string, TPlannerConcept>([
      ['mastered-later', { state: 'mastered', due: hours(100) }],
      ['learning-soon', { state: 'learning', due: hours(5) }],
      ['due-recently', { state: 'review', due: hours(-1) }],
      ['due-long-ago', { state: 'learning', due: hours(-50) }],
      ['review-later', { state: 'review', due: hours(40) }],
    ]);
    const tasks = tasksOf([...concepts.keys(), 'fresh'], 1);
    const offered = new Map(tasks.map((task) => [task.conceptIds[0]!, true]));
    expect(conceptsInOrder(input({ concepts, tasks }), offered)).toEqual([
      { conceptId: 'due-long-ago', reason: 'due' },
      { conceptId: 'due-recently', reason: 'due' },
      { conceptId: 'learning-soon', reason: 'weak' },
      { conceptId: 'review-later', reason: 'weak' },
      { conceptId: 'fresh', reason: 'new' },
      { conceptId: 'mastered-later', reason: 'due' },
    ]);
  });

  it('offers first the new concepts that the mastered ones lead to (they share tasks)', () => {
    const concepts = new Map<string, TPlannerConcept>([['fractions', { state: 'mastered', due: hours(200) }]]);
    const tasks: TPlannerTask[] = [
      { id: 'a', conceptIds: ['unrelated'], rating: 1500, level: 'E8' },
      { id: 'b', conceptIds: ['unrelated'], rating: 1500, level: 'E8' },
      { id: 'c', conceptIds: ['fractions', 'percentages'], rating: 1500, level: 'E8' },
      { id: 'd', conceptIds: ['fractions'], rating: 1500, level: 'E8' },
    ];
    const offered = new Map([
      ['unrelated', 1],
      ['percentages', 1],
      ['fractions', 1],
    ]);
    expect(conceptsInOrder(input({ concepts, tasks }), offered).map((pick) => pick.conceptId)).toEqual([
      'percentages',
      'unrelated',
      'fractions',
    ]);
  });
});

describe('a practice session', () => {
  it('interleaves: a session of 10 over three concepts spans all three, never one concept twice in a row', () => {
    const concepts = new Map<string, TPlannerConcept>([
      ['a', { state: 'learning', due: hours(-3) }],
      ['b', { state: 'learning', due: hours(-2) }],
      ['c', { state: 'review', due: hours(10) }],
    ]);
    const items = planSession(input({ concepts, tasks: tasksOf(['a', 'b', 'c'], 6) }));
    expect(items).toHaveLength(10);
    expect(new Set(items.map((item) => item.conceptId))).toEqual(new Set(['a', 'b', 'c']));
    for (let i = 1; i < items.length; i += 1) expect(items[i]!.conceptId).not.toBe(items[i - 1]!.conceptId);
    expect(items.slice(0, 3).map((item) => [item.conceptId, item.reason])).toEqual([
      ['a', 'due'],
      ['b', 'due'],
      ['c', 'weak'],
    ]);
  });

  it('never offers a task twice, one answered right recently, or a concept not asked for', () => {
    const tasks = tasksOf(['a', 'b', 'c'], 3);
    const items = planSession(input({ tasks, excluded: new Set(['a-0', 'b-1']), only: new Set(['a', 'b']) }));
    const ids = items.map((item) => item.homeworkId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('a-0');
    expect(ids).not.toContain('b-1');
    expect(items.every((item) => item.conceptId !== 'c')).toBe(true);
    expect(items).toHaveLength(4);
  });

  it('repeats a concept only when nothing else is left, and stops when the tasks run out', () => {
    const items = planSession(input({ tasks: tasksOf(['only'], 3), size: 5 }));
    expect(items.map((item) => item.homeworkId).sort()).toEqual(['only-0', 'only-1', 'only-2']);
    expect(planSession(input({ tasks: [] }))).toEqual([]);
  });

  it('chooses the task the student should answer right 70–85 % of the time', () => {
    const tasks: TPlannerTask[] = [
      { id: 'too-easy', conceptIds: ['a'], rating: 900, level: 'E8' },
      { id: 'too-hard', conceptIds: ['a'], rating: 2100, level: 'E8' },
      { id: 'right', conceptIds: ['a'], rating: 1300, level: 'E8' },
    ];
    expect(planSession(input({ tasks, size: 1 }))[0]?.homeworkId).toBe('right');
    // A stronger student gets the harder task.
    const strong = planSession(input({ tasks, size: 1, studentRating: 2350 }))[0];
    expect(strong?.homeworkId).toBe('too-hard');
  });

  it('keeps its rules for any student and catalogue', () => {
    const states = ['new', 'learning', 'review', 'mastered'] as const;
    const arbitrary = fc.record({
      concepts: fc.array(
        fc.tuple(fc.integer({ min: 0, max: 5 }), fc.constantFrom(...states), fc.integer({ min: -99, max: 99 })),
        {
          maxLength: 6,
        },
      ),
      tasks: fc.array(
        fc.tuple(fc.subarray([0, 1, 2, 3, 4, 5], { minLength: 1, maxLength: 3 }), fc.integer({ min: 1000, max: 2000 })),
        {
          maxLength: 30,
        },
      ),
      excluded: fc.array(fc.integer({ min: 0, max: 29 }), { maxLength: 5 }),
      size: fc.integer({ min: 5, max: 30 }),
      seed: fc.integer(),
    });
    fc.assert(
      fc.property(arbitrary, (drawn) => {
        const concepts = new Map(drawn.concepts.map(([c, state, h]) => [`c${c}`, { state, due: hours(h) }]));
        const tasks = drawn.tasks.map(([cs, rating], index) => ({
          id: `t${index}`,
          conceptIds: cs.map((c) => `c${c}`),
          rating,
          level: 'E8' as const,
        }));
        const excluded = new Set(drawn.excluded.map((index) => `t${index}`));
        const items = planSession(
          input({ concepts, tasks, excluded, size: drawn.size, random: seededRandom(drawn.seed) }),
        );
        const ids = items.map((item) => item.homeworkId);
        expect(items.length).toBeLessThanOrEqual(drawn.size);
        expect(new Set(ids).size).toBe(ids.length);
        for (const item of items) {
          expect(excluded.has(item.homeworkId)).toBe(false);
          expect(item.conceptIds).toContain(item.conceptId);
        }
        // As many items as there are open tasks, up to the size.
        expect(items.length).toBe(Math.min(drawn.size, tasks.filter((task) => !excluded.has(task.id)).length));
        // The same concept twice in a row only when no other concept had a task left to offer.
        for (let i = 1; i < items.length; i += 1) {
          if (items[i]!.conceptId !== items[i - 1]!.conceptId) continue;
          const left = tasks.filter((task) => !excluded.has(task.id) && !ids.slice(0, i).includes(task.id));
          expect(
            left.every((task) => task.conceptIds.includes(items[i]!.conceptId) || task.conceptIds.length === 0),
          ).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("the student's level", () => {
  const levels = ['E8', 'MATURA_P', 'MATURA_R', 'STUDIA'] as const;
  /** Four concepts, each with three tasks of every level: the higher levels share the lower ones' concepts. */
  const catalogue: TPlannerTask[] = ['a', 'b', 'c', 'd'].flatMap((concept) =>
    levels.flatMap((level) =>
      [0, 1, 2].map((n) => ({ id: `${concept}-${level}-${n}`, conceptIds: [concept], rating: 1300 + 100 * n, level })),
    ),
  );
  const levelOf = new Map(catalogue.map((task) => [task.id, task.level]));
  /** The levels of the items of 200 sessions of 10, each with another mix of concept states and excluded tasks. */
  const levelsOffered = (ceiling: (typeof levels)[number]) => {
    const offered = new Set<string>();
    for (let seed = 0; seed < 200; seed += 1) {
      const random = seededRandom(seed);
      const states = ['new', 'learning', 'review', 'mastered'] as const;
      const concepts = new Map<string, TPlannerConcept>(
        ['a', 'b', 'c', 'd']
          .filter(() => random() < 0.6)
          .map((concept) => [concept, { state: states[Math.floor(random() * 4)]!, due: hours(random() * 200 - 100) }]),
      );
      const excluded = new Set(catalogue.filter(() => random() < 0.3).map((task) => task.id));
      const items = planSession(
        input({ concepts, tasks: catalogue, excluded, ceiling, studentRating: 1000 + random() * 1000, random }),
      );
      const open = catalogue.filter((task) => !excluded.has(task.id) && isWithinLevel(task.level, ceiling));
      expect(items).toHaveLength(Math.min(10, open.length));
      for (const item of items) offered.add(levelOf.get(item.homeworkId)!);
    }
    return offered;
  };

  it('never gives a student at E8 a matura or university task, over many sessions', () => {
    expect(levelsOffered('E8')).toEqual(new Set(['E8']));
  });

  it('never gives a student at the basic matura an extended-matura or university task', () => {
    expect(levelsOffered('MATURA_P')).toEqual(new Set(['E8', 'MATURA_P']));
  });

  it('gives a student at STUDIA tasks of every level', () => {
    expect(levelsOffered('STUDIA')).toEqual(new Set(levels));
  });

  it('plans nothing from a concept whose every task is above the level', () => {
    const tasks: TPlannerTask[] = [
      { id: 'derivative', conceptIds: ['pochodna'], rating: 1500, level: 'MATURA_R' },
      { id: 'fractions', conceptIds: ['ulamki'], rating: 1500, level: 'E8' },
    ];
    const items = planSession(input({ tasks, ceiling: 'MATURA_P', only: new Set(['pochodna', 'ulamki']) }));
    expect(items.map((item) => item.homeworkId)).toEqual(['fractions']);
  });
});
