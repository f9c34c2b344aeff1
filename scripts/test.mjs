// npm test: every unit and API test (Vitest) on embedded PGlite; then, when TEST_DATABASE_URL is set, the
// API tests again on that PostgreSQL server (the only tests that touch a database: shared, editor, web and
// script tests run once); then the end-to-end flows in Chromium (Playwright) against the production build.
// Ends with the plain line "N passed, N failed" that CI reads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = path.join(root, '.tmp/test-reports');
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });
const playwrightReport = path.join(reportDir, 'playwright.json');

const { TEST_DATABASE_URL: postgresUrl, ...embeddedEnv } = process.env;

const run = (command, args, env) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

let passed = 0;
let failed = 0;
const statuses = [];

/** One Vitest run; its JSON report adds to the counts (a run that ended without one counts as a failure). */
function vitest(name, args, env) {
  const report = path.join(reportDir, `vitest-${name}.json`);
  console.log(`\n=== Vitest: ${name} ===`);
  const status = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  statuses.push(status);
  if (!fs.existsSync(report)) {
    failed += 1;
    return;
  }
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  // A run that failed without a failed test (an unhandled error between tests, a suite that did not load)
  // counts as one failure, so the summary line never says 0 failed for a red run.
  if (status !== 0 && result.numFailedTests === 0) failed += 1;
}

vitest('every project on embedded PGlite', [], embeddedEnv);
if (postgresUrl) {
  vitest('API on PostgreSQL', ['--project', 'api'], { ...embeddedEnv, TEST_DATABASE_URL: postgresUrl });
}

const buildStatus = run('npm', ['run', 'build', '-w', 'apps/web'], embeddedEnv);
statuses.push(buildStatus);
if (buildStatus === 0) {
  statuses.push(
    run('npx', ['playwright', 'test', '--config', 'apps/web/e2e/playwright.config.ts'], {
      ...embeddedEnv,
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    }),
  );
}
if (fs.existsSync(playwrightReport)) {
  const { stats } = JSON.parse(fs.readFileSync(playwrightReport, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
} else {
  failed += 1;
}
if (buildStatus !== 0) failed += 1;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(statuses.every((status) => status === 0) && failed === 0 ? 0 : 1);
