// npm test: every unit and API test (Vitest) on embedded PGlite; then, when TEST_DATABASE_URL is set, the
// API tests that touch a database again on that PostgreSQL server (shared, editor, web, script tests and the
// API tests that never open a database run once); then the web build, once; then, with PostgreSQL, three compiled
// API nodes behind nginx (test/cluster.cluster.test.ts); and the end-to-end flows in Chromium (Playwright). Each phase is timed against its budget; the end prints where the time
// went, the slowest test files, and the plain line "N passed, N failed, N skipped" that CI reads.
import fs from 'node:fs';
import path from 'node:path';
import { createPhaseRunner, readEarlierPhases } from './lib/phases.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reportDir = path.join(root, '.tmp/test-reports');
fs.rmSync(reportDir, { recursive: true, force: true });
fs.mkdirSync(reportDir, { recursive: true });
const playwrightReport = path.join(reportDir, 'playwright.json');

const { TEST_DATABASE_URL: postgresUrl, ...embeddedEnv } = process.env;
const onCi = process.env.CI === 'true';

/** Seconds each phase may take on the 2-core CI machine before the table flags it. */
const budgets = { pglite: 420, postgres: 240, build: 120, cluster: 150, e2e: 300 };

const startedAt = Number(process.env.CI_STARTED_AT_MS) || Date.now();
const phases = createPhaseRunner({ root, startedAt, earlier: readEarlierPhases(process.env.CI_PHASES_FILE) });

let passed = 0;
let failed = 0;
let skipped = 0;
const statuses = [];
/** Every test file's wall time, by run: `api (PostgreSQL) src/…test.ts`. */
const fileTimes = [];

const relative = (file) => path.relative(root, file);

/** The API test files that open a database (an app, a database copy or a PostgreSQL pool). */
function databaseTestFiles() {
  const apiRoot = path.join(root, 'apps/api');
  const opensDatabase =
    /useTestApp|buildTestApp|[sS]haredTestDatabase|createTestDatabase|createRestartableTestDatabase|TEST_DATABASE_URL/;
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name === 'node_modules') return [];
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(file) : entry.name.endsWith('.test.ts') ? [file] : [];
    });
  // A file opens one itself, or through a test kit beside it that does (`import { useAppSignedInAsEachRole } from
  // './users-test-kit'`): the kits a file imports by a relative path are read too.
  const kitImport = /from '(\.{1,2}\/[^']*test-kit)'/g;
  const opens = (file) => {
    const text = fs.readFileSync(file, 'utf8');
    if (opensDatabase.test(text)) return true;
    return [...text.matchAll(kitImport)].some(([, kit]) => {
      const kitFile = path.resolve(path.dirname(file), `${kit}.ts`);
      return fs.existsSync(kitFile) && opensDatabase.test(fs.readFileSync(kitFile, 'utf8'));
    });
  };
  return [...walk(path.join(apiRoot, 'src')), ...walk(path.join(apiRoot, 'test'))]
    .filter(opens)
    .map((file) => path.relative(apiRoot, file));
}

/** One Vitest run as a phase; its JSON report adds to the counts (a run without one counts as a failure). */
async function vitest(name, label, budget, args, env) {
  const report = path.join(reportDir, `vitest-${label}.json`);
  const status = await phases.run(
    name,
    budget,
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
  skipped += result.numPendingTests + result.numTodoTests;
  for (const file of result.testResults) {
    fileTimes.push({ name: `${label} ${relative(file.name)}`, milliseconds: file.endTime - file.startTime });
  }
  // A run that failed without a failed test (an unhandled error between tests, a suite that did not load)
  // counts as one failure, so the summary line never says 0 failed for a red run.
  if (status !== 0 && result.numFailedTests === 0) failed += 1;
}

/** Each spec file's time in a Playwright JSON report: the durations of its tests' runs. */
function playwrightFileTimes(suites, times = new Map()) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      const took = spec.tests.flatMap((test) => test.results).reduce((sum, result) => sum + result.duration, 0);
      times.set(spec.file, (times.get(spec.file) ?? 0) + took);
    }
    playwrightFileTimes(suite.suites, times);
  }
  return times;
}

// With a PostgreSQL pass to follow, the suites that need a PostgreSQL server run there only. The cluster tests
// run the compiled API: after the build, in a phase of their own.
const postgresOnly = '**/*.postgres.test.ts';
const clusterTests = '**/*.cluster.test.ts';
await vitest(
  'Vitest: every project on embedded PGlite',
  'pglite',
  budgets.pglite,
  ['--exclude', clusterTests, ...(postgresUrl ? ['--exclude', postgresOnly] : [])],
  embeddedEnv,
);
if (postgresUrl) {
  await vitest(
    'Vitest: the API tests that open a database, on PostgreSQL',
    'postgres',
    budgets.postgres,
    ['--project', 'api', ...databaseTestFiles().filter((file) => !file.endsWith('.cluster.test.ts'))],
    { ...embeddedEnv, TEST_DATABASE_URL: postgresUrl },
  );
}

// Built as a careless developer would (NODE_ENV=development in the shell): the build script must still make the
// production bundles, which the server-rendering flows in Chromium then load.
const buildStatus = await phases.run(
  'build: web and compiled API (once, for the e2e run)',
  budgets.build,
  'npm',
  ['run', 'build'],
  { ...process.env, NODE_ENV: 'development' },
);
statuses.push(buildStatus);
if (buildStatus === 0 && postgresUrl) {
  await vitest(
    'Vitest: three compiled API nodes behind nginx (rolling restart, kill -9, Redis restart)',
    'cluster',
    budgets.cluster,
    ['--project', 'api', 'test/cluster.cluster.test.ts'],
    { ...embeddedEnv, TEST_DATABASE_URL: postgresUrl },
  );
}
if (buildStatus === 0) {
  statuses.push(
    await phases.run(
      'Playwright: end-to-end in Chromium',
      budgets.e2e,
      'npx',
      ['playwright', 'test', '--config', 'apps/web/e2e/playwright.config.ts'],
      { ...embeddedEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    ),
  );
}
if (fs.existsSync(playwrightReport)) {
  const { stats, suites } = JSON.parse(fs.readFileSync(playwrightReport, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  for (const [file, milliseconds] of playwrightFileTimes(suites)) {
    fileTimes.push({ name: `e2e apps/web/e2e/${file}`, milliseconds });
  }
} else {
  failed += 1;
}
if (buildStatus !== 0) failed += 1;

const slowest = fileTimes.sort((a, b) => b.milliseconds - a.milliseconds).slice(0, 15);
const { overBudget } = phases.report(slowest);
// On CI, which has PostgreSQL and Redis, a skipped test is a test that proved nothing.
if (onCi && skipped > 0) {
  console.error(`\n${skipped} tests were skipped on CI: each one counts as failed.`);
  failed += skipped;
}
if (overBudget) failed += 1;

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(statuses.every((status) => status === 0) && failed === 0 ? 0 : 1);
