export type TFatalLog = { fatal: (details: object, message: string) => void };

/**
 * An uncaught exception or unhandled rejection leaves the process in an unknown state: log it (with
 * the current logger, so it reaches the same log as everything else) and exit with code 1. `npm
 * start` then starts the API again.
 */
export function exitOnCrash(
  target: NodeJS.EventEmitter,
  getLog: () => TFatalLog,
  exit: (code: number) => void = (code) => process.exit(code),
) {
  target.on('uncaughtException', (error: unknown, origin: string) => {
    getLog().fatal({ err: error, origin }, 'Uncaught exception, exiting');
    exit(1);
  });
  target.on('unhandledRejection', (reason: unknown) => {
    getLog().fatal({ err: reason }, 'Unhandled promise rejection, exiting');
    exit(1);
  });
}
