/**
 * Task difficulty learned from attempts (issue 36): an Elo rating per task and per student, updated online from
 * first attempts only (a second try at a task says more about memory than about the task). Higher is harder for a
 * task and abler for a student; both start at 1500. The step shrinks as a rating gathers attempts (an uncertainty
 * function, as in Pelánek's Elo for adaptive practice), so a new task moves fast and a well-known one hardly.
 */
export type TEloRating = { rating: number; attempts: number };

export const eloRules = {
  start: 1500,
  /** The first step, in rating points, and how fast it shrinks: K(n) = kFirst / (1 + decay·n), never under kLast. */
  kFirst: 160,
  decay: 0.05,
  kLast: 12,
  /** What the platform aims at when it chooses a task: a success it expects between 70 and 85 %. */
  targetSuccess: { min: 0.7, max: 0.85 },
} as const;

export const newRating = (): TEloRating => ({ rating: eloRules.start, attempts: 0 });

/** How likely a student of rating `student` answers a task of rating `task` right. */
export const expectedSuccess = (student: number, task: number) => 1 / (1 + 10 ** ((task - student) / 400));

const stepSize = (attempts: number) => Math.max(eloRules.kLast, eloRules.kFirst / (1 + eloRules.decay * attempts));

/** Both ratings after a student's first attempt at a task. */
export function applyFirstAttempt(student: TEloRating, task: TEloRating, correct: boolean) {
  const surprise = (correct ? 1 : 0) - expectedSuccess(student.rating, task.rating);
  return {
    student: { rating: student.rating + stepSize(student.attempts) * surprise, attempts: student.attempts + 1 },
    task: { rating: task.rating - stepSize(task.attempts) * surprise, attempts: task.attempts + 1 },
  };
}
