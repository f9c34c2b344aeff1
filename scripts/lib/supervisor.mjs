// npm start keeps the API up: a crashed API is started again, with backoff, and the reason is logged.
import { constants } from 'node:os';

/** The API's exit code for a configuration error (sysexits EX_CONFIG): starting again cannot help. */
export const configErrorExitCode = 78;

/** Signals that mean "stop", whoever sent them: the API is not started again after them. */
const stopSignals = new Set(['SIGINT', 'SIGTERM', 'SIGHUP']);

const describeExit = (code, signal) => (signal ? `sygnał ${signal}` : `kod ${code}`);
const seconds = (ms) => `${Math.round(ms / 100) / 10} s`;

/**
 * When to start the API again. A crash is restarted after a delay that doubles with every crash in
 * a row that came soon after a start (`fastCrashMs`), from `firstDelayMs` up to `maxDelayMs`; after
 * more than `maxFastCrashes` of those (a crash at boot) it gives up. Stops, clean exits and
 * configuration errors are never restarted.
 */
export function createRestartPolicy({
  maxFastCrashes = 5,
  fastCrashMs = 60_000,
  firstDelayMs = 1_000,
  maxDelayMs = 30_000,
} = {}) {
  let fastCrashes = 0;
  return {
    /** `{restart: true, delayMs, reason}` or `{restart: false, exitCode, reason}` for one exit of the API. */
    onExit({ code, signal, uptimeMs, stopping }) {
      const how = describeExit(code, signal);
      if (stopping) return { restart: false, exitCode: code ?? 0, reason: `API zatrzymane (${how}).` };
      if (!signal && code === 0) return { restart: false, exitCode: 0, reason: 'API zakończyło pracę (kod 0).' };
      if (signal && stopSignals.has(signal)) {
        return { restart: false, exitCode: 128 + (constants.signals[signal] ?? 0), reason: `API zatrzymane (${how}).` };
      }
      if (code === configErrorExitCode) {
        return {
          restart: false,
          exitCode: code,
          reason: `API nie wystartowało: błąd konfiguracji (${how}). Popraw konfigurację i uruchom ponownie.`,
        };
      }
      fastCrashes = uptimeMs < fastCrashMs ? fastCrashes + 1 : 1;
      if (fastCrashes > maxFastCrashes) {
        return {
          restart: false,
          exitCode: code || 1,
          reason: `API padło ${fastCrashes} razy z rzędu w ciągu ${seconds(fastCrashMs)} od startu (${how}); nie uruchamiam go ponownie, przyczyna jest w logu powyżej.`,
        };
      }
      const delayMs = Math.min(maxDelayMs, firstDelayMs * 2 ** (fastCrashes - 1));
      return {
        restart: true,
        delayMs,
        reason: `API padło po ${seconds(uptimeMs)} (${how}); uruchamiam je ponownie za ${seconds(delayMs)} (awaria ${fastCrashes} z ${maxFastCrashes} dozwolonych tuż po starcie).`,
      };
    },
  };
}

/**
 * Runs the API through `start()` (a child process: `exit` and `error` events, `kill(signal)`) and
 * applies `policy` to each exit. `stop(signal)` passes the signal on and ends without a restart.
 * Time and timers are injected so tests need no waiting.
 */
export function supervise({
  start,
  policy = createRestartPolicy(),
  now = Date.now,
  setTimer = setTimeout,
  clearTimer = clearTimeout,
  log = (line) => console.error(`[npm start] ${line}`),
  exit = (code) => process.exit(code),
}) {
  let child;
  let startedAt = 0;
  let stopping = false;
  let restartTimer;

  const run = () => {
    restartTimer = undefined;
    startedAt = now();
    child = start();
    child.once('error', (error) => {
      log(`Nie udało się uruchomić API: ${error.message}`);
      exit(1);
    });
    child.once('exit', (code, signal) => {
      child = undefined;
      const decision = policy.onExit({ code, signal, uptimeMs: now() - startedAt, stopping });
      if (!stopping || code !== 0) log(decision.reason);
      if (decision.restart) restartTimer = setTimer(run, decision.delayMs);
      else exit(decision.exitCode);
    });
  };

  run();
  return {
    stop(signal) {
      stopping = true;
      if (child) child.kill(signal);
      else {
        if (restartTimer !== undefined) clearTimer(restartTimer);
        exit(0);
      }
    },
  };
}
