import { fork } from 'node:child_process';
import path from 'node:path';
import type { TLoadJob, TLoadResult } from './load-generator';

/** One autocannon run in a process of its own (the load never shares the measured app's event loop). */
export function runLoad(job: TLoadJob): Promise<TLoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'load-generator.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: TLoadResult | undefined;
    child.on('message', (message) => {
      result = message as TLoadResult;
    });
    child.on('error', reject);
    child.send(job);
    child.on('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`load generator exited with code ${code}`));
    });
  });
}
