import { difficultyLevel, difficultyRules } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { applyFirstAttempt, eloRules, expectedSuccess, newRating } from './elo';
import { simulateDifficulty, spearman } from './simulate';

describe('Elo ratings of tasks and students', () => {
  it('expects an even chance between equals and 10:1 at 400 points', () => {
    expect(expectedSuccess(1500, 1500)).toBe(0.5);
    expect(expectedSuccess(1900, 1500)).toBeCloseTo(10 / 11, 10);
    expect(expectedSuccess(1500, 1900)).toBeCloseTo(1 / 11, 10);
  });

  it('moves both ratings by the same surprise, the task against the student', () => {
    const { student, task } = applyFirstAttempt(newRating(), newRating(), false);
    expect(student).toEqual({ rating: 1500 - eloRules.kFirst / 2, attempts: 1 });
    expect(task).toEqual({ rating: 1500 + eloRules.kFirst / 2, attempts: 1 });
    const right = applyFirstAttempt(newRating(), newRating(), true);
    expect(right.task.rating).toBe(1500 - eloRules.kFirst / 2);
  });

  it('takes smaller steps as a rating gathers attempts, never under the last step', () => {
    const step = (attempts: number) =>
      applyFirstAttempt(newRating(), { rating: 1500, attempts }, true).task.rating - 1500;
    expect(Math.abs(step(20))).toBeLessThan(Math.abs(step(0)));
    expect(Math.abs(step(100_000))).toBe(eloRules.kLast / 2);
  });

  it('labels a task only once enough students tried it', () => {
    expect(difficultyLevel({ rating: 1800, attempts: difficultyRules.attemptsToShow - 1 })).toBeNull();
    expect(difficultyLevel({ rating: 1300, attempts: 5 })).toBe('EASY');
    expect(difficultyLevel({ rating: 1500, attempts: 5 })).toBe('MEDIUM');
    expect(difficultyLevel({ rating: 1650, attempts: 5 })).toBe('HARD');
  });
});

describe('the simulation (npm run sim:learning)', () => {
  it("ranks like Spearman's formula", () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBe(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBe(-1);
    expect(spearman([1, 2, 3], [1, 1, 2])).toBeCloseTo(0.866, 3);
  });

  it('learns the true order of task difficulty: Spearman ≥ 0.8 after 200 students × 30 answers', () => {
    for (const seed of [1, 2, 3]) {
      const run = simulateDifficulty({ students: 200, answersPerStudent: 30, tasks: 100, seed });
      expect(run.answers).toBe(6000);
      expect(run.taskSpearman).toBeGreaterThanOrEqual(0.8);
      expect(run.studentSpearman).toBeGreaterThanOrEqual(0.8);
    }
  });
});
