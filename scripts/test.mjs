// npm test: every unit and API test (Vitest), then the end-to-end flows in Chromium (Playwright)
// against the production build. Ends with the plain line "N passed, N failed" that CI reads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = path.join(root, '.tmp/test-reports');
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });
const vitestReport = path.join(reportDir, 'vitest.json');
const playwrightReport = path.join(reportDir, 'playwright.json');

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);

const buildStatus = run('npm', ['run', 'build', '-w', 'apps/web']);
const e2eStatus =
  buildStatus === 0
    ? run('npx', ['playwright', 'test', '--config', 'apps/web/e2e/playwright.config.ts'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      })
    : 1;

let passed = 0;
let failed = 0;
if (fs.existsSync(vitestReport)) {
  const report = JSON.parse(fs.readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed +=
    report.numFailedTests +
    (report.numTotalTestSuites > 0 && report.success === false && report.numFailedTests === 0 ? 1 : 0);
} else {
  failed += 1;
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
process.exit(vitestStatus === 0 && e2eStatus === 0 && buildStatus === 0 && failed === 0 ? 0 : 1);
