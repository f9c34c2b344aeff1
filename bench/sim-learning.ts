// npm run sim:learning: simulated students of known ability answer tasks of known difficulty, and the platform's
// Elo ratings (apps/api/src/modules/learning/difficulty/elo.ts) learn them from first attempts alone. Prints, for
// 200 students × 30 answers and several pools of tasks and seeds, Spearman's correlation between the true and the
// learned difficulty of the tasks (issue 36's target: ≥ 0.8) and between the true and the learned ability.
import { simulateDifficulty } from '../apps/api/src/modules/learning/difficulty/simulate';

const students = 200;
const answersPerStudent = 30;
const seeds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const target = 0.8;

console.log(`${students} students × ${answersPerStudent} answers (first attempts), ${seeds.length} seeds each`);
console.log('tasks  answers/task  task Spearman (min / median / max)  student Spearman (median)');
let worst = 1;
for (const tasks of [50, 100, 200, 300]) {
  const runs = seeds.map((seed) => simulateDifficulty({ students, answersPerStudent, tasks, seed }));
  const taskFigures = runs.map((run) => run.taskSpearman).sort((a, b) => a - b);
  const studentFigures = runs.map((run) => run.studentSpearman).sort((a, b) => a - b);
  const median = (values: number[]) =>
    (values[Math.floor((values.length - 1) / 2)]! + values[Math.ceil((values.length - 1) / 2)]!) / 2;
  worst = Math.min(worst, taskFigures[0]!);
  console.log(
    `${String(tasks).padStart(5)}  ${String((students * answersPerStudent) / tasks).padStart(12)}  ` +
      `${taskFigures[0]!.toFixed(3)} / ${median(taskFigures).toFixed(3)} / ${taskFigures.at(-1)!.toFixed(3)}`.padEnd(
        35,
      ) +
      `  ${median(studentFigures).toFixed(3)}`,
  );
}
console.log(
  worst >= target
    ? `Every run ≥ ${target}: the learned difficulty orders the tasks as their true difficulty does.`
    : `A run fell below ${target} (worst ${worst.toFixed(3)}).`,
);
process.exit(worst >= target ? 0 : 1);
