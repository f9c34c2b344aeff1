// Phases of a test run: each one timed against its budget, the whole run against a deadline, and the table
// of where the time went (phases, then the slowest test files) printed at the end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

/**
 * The whole run (CI's install, typecheck and lint included) fails past this many seconds, long before CI's hard limit
 * of 5 400 s. It was 2 700 s; the same machine has run the same suite 2.5–2.8× slower on some days (typecheck 150–184 s
 * instead of 56–71 s, a whole run of 2 200–2 330 s instead of 811–867 s), and a guard that fails good work for the
 * machine's speed loses a whole session. It was 3 600 s until a day (2026-11-27) when npm ci took 88 s instead of 25 s,
 * typecheck 141 s instead of 60 s and the PGlite phase 992 s instead of 350 s: the same suite then needs about
 * 3 100 s, so the guard sits at 4 500 s, still 900 s before the hard limit. The target stays 1 200 s: the table flags
 * every phase over its budget.
 */
export const runBudgetSeconds = 4500;

const seconds = (milliseconds) => Math.round(milliseconds / 100) / 10;

/**
 * Phases already run before this script (by `.ci/run`): lines `name<TAB>seconds<TAB>budget` in the file
 * that CI_PHASES_FILE names.
 */
export function readEarlierPhases(file) {
  if (!file || !fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, took, budget] = line.split('\t');
      return { name, seconds: Number(took), budget: Number(budget), status: 0 };
    });
}

/**
 * Runs phases one after another. `startedAt` (ms since the epoch) is when the whole run began; a phase still
 * running at `startedAt + runBudgetSeconds` is stopped (its whole process group) and the run fails.
 */
export function createPhaseRunner({ root, startedAt, earlier = [] }) {
  const phases = [...earlier];
  const deadline = startedAt + runBudgetSeconds * 1000;
  let overTime = false;

  /** Runs one command as a phase; resolves to its exit status (1 when stopped at the deadline). */
  async function run(name, budget, command, args, env) {
    if (overTime) {
      phases.push({ name, seconds: 0, budget, status: 1, skipped: true });
      return 1;
    }
    console.log(`\n=== ${name} ===`);
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env, detached: true });
    const stopAt = setTimeout(
      () => {
        overTime = true;
        console.error(`\nThe run passed its budget of ${runBudgetSeconds} s during "${name}": stopping it.`);
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      },
      Math.max(0, deadline - started),
    );
    const status = await new Promise((resolve) => {
      child.on('error', () => resolve(1));
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
    clearTimeout(stopAt);
    const took = seconds(Date.now() - started);
    phases.push({ name, seconds: took, budget, status });
    if (took > budget) console.warn(`\nWarning: phase "${name}" took ${took} s, over its budget of ${budget} s.`);
    return overTime ? 1 : status;
  }

  /** The table of phases and of the slowest test files, and the run's verdict on its own time. */
  function report(slowestFiles) {
    const total = seconds(Date.now() - startedAt);
    const width = Math.max(...phases.map((phase) => phase.name.length), 'whole run'.length);
    const lines = ['', 'Where the time went', `${'phase'.padEnd(width)}  seconds  budget`];
    for (const phase of phases) {
      const mark = phase.skipped ? '  not run' : phase.seconds > phase.budget ? '  OVER BUDGET' : '';
      lines.push(
        `${phase.name.padEnd(width)}  ${String(phase.seconds).padStart(7)}  ${String(phase.budget).padStart(6)}${mark}`,
      );
    }
    lines.push(
      `${'whole run'.padEnd(width)}  ${String(total).padStart(7)}  ${String(runBudgetSeconds).padStart(6)}${
        total > runBudgetSeconds ? '  OVER BUDGET' : ''
      }`,
    );
    if (slowestFiles.length > 0) {
      const fileWidth = Math.max(...slowestFiles.map((file) => file.name.length));
      lines.push('', `The ${slowestFiles.length} slowest test files`, `${'file'.padEnd(fileWidth)}  seconds`);
      for (const file of slowestFiles) {
        lines.push(`${file.name.padEnd(fileWidth)}  ${String(seconds(file.milliseconds)).padStart(7)}`);
      }
    }
    console.log(lines.join('\n'));
    const overBudget = overTime || total > runBudgetSeconds;
    if (overBudget) {
      console.error(
        `\nThe run took ${total} s, over its budget of ${runBudgetSeconds} s: failing it long before CI's hard limit.`,
      );
    }
    return { overBudget, total };
  }

  return { run, report };
}
