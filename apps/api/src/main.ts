import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, refuseHalfConfiguredProduction } from './config';
import { migrationsFolder, openDatabase } from './db/client';
import { expectedMigrationVersion, waitForMigrationVersion } from './db/migration-version';
import { exitOnCrash, type TFatalLog } from './lib/crash-handlers';
import { closeGracefully } from './lib/graceful-shutdown';
import { withdrawHeldBackAnswersFromSearch } from './modules/homework/withdraw-held-back-answers';
import { createUsersRepository } from './modules/users/users.repository';
import {
  demoAccounts,
  demoAdminEmail,
  demoPassword,
  demoStudentEmail,
  demoTeacherEmail,
  seedDemoAccounts,
} from './seed/demo-accounts';
import { seedDemoBooks } from './seed/demo-books';
import { demoContent } from './seed/demo-content';
import { mockPapers } from './seed/demo-content/mock-exams';
import { demoSolutionImages } from './seed/demo-content/solution-images';
import { seedDemoCourses } from './seed/demo-courses';
import { seedDemoGames } from './seed/demo-games';
import { seedDemoHelp } from './seed/demo-help';
import { seedDemoTutoring } from './seed/demo-tutoring';
import { seedDemoContent } from './seed/seed-demo-content';
import { seedDemoLearning } from './seed/seed-demo-learning';
import { seedDemoRequirements } from './seed/seed-demo-requirements';
import { seedDemoSolutionImages } from './seed/seed-demo-solution-images';
import { seedMockPapers } from './seed/seed-mock-papers';

/** A node that has not closed by then exits anyway (orchestrators kill at 30 s). */
const shutdownLimitMs = 29_000;
/** How long a node started with MIGRATE_ON_START=false waits for `npm run migrate`. */
const migrationWaitMs = 5 * 60_000;

/** Exit code of a configuration error (sysexits EX_CONFIG): npm start does not start the API again. */
const configErrorExitCode = 78;

let log: TFatalLog = pino();
exitOnCrash(process, () => log);

async function main() {
  const config = loadConfig();
  refuseHalfConfiguredProduction(config);
  const processLog = pino({ level: config.logLevel });
  log = processLog;
  const database = await openDatabase(config, (error) =>
    processLog.warn({ err: error }, 'A PostgreSQL connection closed; the pool opens another when needed'),
  );
  if (config.migrateOnStart) {
    await database.migrate();
    await withdrawHeldBackAnswersFromSearch(database.db);
  } else {
    const version = await waitForMigrationVersion(database.db, expectedMigrationVersion(migrationsFolder), {
      timeoutMs: migrationWaitMs,
      pause: () => new Promise((resolve) => setTimeout(resolve, 1000)),
    });
    processLog.info({ version }, "The database is at this build's migration version");
  }
  const app = await buildApp({ config, database, ownsDatabase: true });
  log = app.log;

  if (config.seedDemo) {
    // loadConfig refuses demo seeding in production, so these published passwords never reach it.
    await seedDemoAccounts(database.db);
    const author = await createUsersRepository(database.db).findByEmail(demoTeacherEmail);
    const tasks = await seedDemoContent(database.db, demoContent, author?.id ?? null);
    if (tasks) console.log(`Dodano przykładowe treści: ${tasks} zadań z rozwiązaniami krok po kroku.`);
    const admin = await createUsersRepository(database.db).findByEmail(demoAdminEmail);
    await seedDemoGames(database.db, admin?.id ?? null);
    await seedDemoBooks(database.db);
    if (author) await seedDemoSolutionImages(database.db, app.fileStorage, demoSolutionImages, author.id);
    const student = await createUsersRepository(database.db).findByEmail(demoStudentEmail);
    if (author) await seedDemoTutoring(database.db, { teacherId: author.id, studentId: student?.id ?? null });
    if (author) await seedDemoCourses(database.db, author.id);
    await seedDemoHelp(database.db, admin?.id ?? null);
    await seedMockPapers(database.db, mockPapers);
    await seedDemoRequirements(database.db);
    if (student) await seedDemoLearning(database.db, student.id);
    const lines = demoAccounts.map((a) => `  ${a.role.padEnd(8)} ${a.email.padEnd(28)} ${demoPassword}`);
    console.log(`\nKonta demonstracyjne (e-mail / hasło):\n${lines.join('\n')}\n`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    // A terminal's Ctrl+C reaches the API twice (directly and through npm start): close once.
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    setTimeout(() => {
      app.log.error(`Shutdown did not finish within ${shutdownLimitMs} ms: exiting`);
      process.exit(1);
    }, shutdownLimitMs).unref();
    await closeGracefully(app, config.shutdown);
    app.log.info('Shut down');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  console.log(`Platforma działa: ${config.publicUrl} (baza: ${database.kind}, dane: ${config.dataDir})`);
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(`Błąd konfiguracji: ${error.message}`);
    process.exit(configErrorExitCode);
  }
  log.fatal({ err: error }, 'The API failed to start');
  process.exit(1);
});
