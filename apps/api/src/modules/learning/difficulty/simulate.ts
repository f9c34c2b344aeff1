import { seededRandom } from '@zadania/shared';
import { applyFirstAttempt, newRating, type TEloRating } from './elo';

const normal = (random: () => number) => {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
};

/** Spearman's rank correlation (ties get their mean rank). */
export function spearman(xs: readonly number[], ys: readonly number[]) {
  const ranks = (values: readonly number[]) => {
    const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
    const result = new Array<number>(values.length);
    for (let start = 0; start < order.length; ) {
      let end = start;
      while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end += 1;
      for (let k = start; k <= end; k += 1) result[order[k]!.index] = (start + end) / 2;
      start = end + 1;
    }
    return result;
  };
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const mx = mean(rx);
  const my = mean(ry);
  let covariance = 0;
  let vx = 0;
  let vy = 0;
  for (let i = 0; i < rx.length; i += 1) {
    covariance += (rx[i]! - mx) * (ry[i]! - my);
    vx += (rx[i]! - mx) ** 2;
    vy += (ry[i]! - my) ** 2;
  }
  return covariance / Math.sqrt(vx * vy);
}

export type TSimulation = {
  students: number;
  answersPerStudent: number;
  tasks: number;
  seed: number;
};

/**
 * Simulated students of known ability answer tasks of known difficulty (a Rasch model: right with probability
 * 1 / (1 + e^(difficulty − ability)), both drawn from N(0, 1.2)), each a different random task every time, in a
 * random order of students; the ratings are updated exactly as the platform does. Returns how well the learned
 * task ratings order the tasks (Spearman against the true difficulty) and the students.
 */
export function simulateDifficulty({ students, answersPerStudent, tasks, seed }: TSimulation) {
  const random = seededRandom(seed);
  const trueDifficulty = Array.from({ length: tasks }, () => 1.2 * normal(random));
  const trueAbility = Array.from({ length: students }, () => 1.2 * normal(random));
  const taskRatings: TEloRating[] = trueDifficulty.map(newRating);
  const studentRatings: TEloRating[] = trueAbility.map(newRating);
  // Every student's tasks, in the order they meet them: all students practise at the same time.
  const queues = trueAbility.map(() => {
    const order = Array.from({ length: tasks }, (_, index) => index);
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    return order.slice(0, answersPerStudent);
  });
  for (let round = 0; round < answersPerStudent; round += 1) {
    for (let student = 0; student < students; student += 1) {
      const task = queues[student]![round]!;
      const correct = random() < 1 / (1 + Math.exp(trueDifficulty[task]! - trueAbility[student]!));
      const next = applyFirstAttempt(studentRatings[student]!, taskRatings[task]!, correct);
      studentRatings[student] = next.student;
      taskRatings[task] = next.task;
    }
  }
  const tried = taskRatings.flatMap((rating, index) => (rating.attempts > 0 ? [index] : []));
  return {
    taskSpearman: spearman(
      tried.map((index) => trueDifficulty[index]!),
      tried.map((index) => taskRatings[index]!.rating),
    ),
    studentSpearman: spearman(
      trueAbility,
      studentRatings.map((rating) => rating.rating),
    ),
    answers: students * answersPerStudent,
    tasksTried: tried.length,
  };
}
