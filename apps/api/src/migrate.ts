// npm run migrate: brings the database to this build's migration version and exits, for deployments whose nodes
// start with MIGRATE_ON_START=false. Safe to run while nodes serve and from several places at once: the migrator
// takes an advisory lock, and a second run finds nothing left to apply.
import { ConfigError, loadConfig, refuseHalfConfiguredProduction } from './config';
import { migrationsFolder, openDatabase } from './db/client';
import { appliedMigrationVersion, expectedMigrationVersion } from './db/migration-version';
import { withdrawHeldBackAnswersFromSearch } from './modules/homework/withdraw-held-back-answers';

async function migrate() {
  const config = loadConfig();
  refuseHalfConfiguredProduction(config);
  const database = await openDatabase(config);
  try {
    const before = await appliedMigrationVersion(database.db);
    await database.migrate();
    await withdrawHeldBackAnswersFromSearch(database.db);
    const after = await appliedMigrationVersion(database.db);
    const expected = expectedMigrationVersion(migrationsFolder);
    console.log(
      before === after
        ? `Baza jest aktualna (migracja ${after}, oczekiwana ${expected}).`
        : `Zastosowano migracje: ${before} → ${after} (oczekiwana ${expected}).`,
    );
  } finally {
    await database.close();
  }
}

migrate().catch((error) => {
  console.error(error instanceof ConfigError ? `Błąd konfiguracji: ${error.message}` : error);
  process.exit(error instanceof ConfigError ? 78 : 1);
});
