// npm run learning:rebuild: rebuilds every student's model (issue 36) from the attempt log alone, one student per
// transaction under that student's lock, so it may run while nodes serve. Run it once after upgrading to the build
// that added the model (attempts recorded before it have no model yet) and whenever the model's rules change.
import { ConfigError, loadConfig, refuseHalfConfiguredProduction } from './config';
import { migrationsFolder, openDatabase } from './db/client';
import { appliedMigrationVersion, expectedMigrationVersion } from './db/migration-version';
import { createUnitOfWork } from './lib/uow';
import { createStudentModelService } from './modules/learning/student-model/student-model.service';

async function rebuild() {
  const config = loadConfig();
  refuseHalfConfiguredProduction(config);
  const database = await openDatabase(config);
  try {
    const applied = await appliedMigrationVersion(database.db);
    const expected = expectedMigrationVersion(migrationsFolder);
    if (applied !== expected) {
      throw new ConfigError(
        `baza jest w wersji ${applied}, ta wersja programu oczekuje ${expected}: najpierw npm run migrate`,
      );
    }
    const model = createStudentModelService({ db: database.db, uow: createUnitOfWork(database.db) });
    const started = Date.now();
    const { students, concepts } = await model.rebuildAll((done, total) => {
      if (done % 500 === 0 || done === total) console.log(`Przebudowano ${done} z ${total} uczniów…`);
    });
    console.log(
      `Model ucznia przebudowany z dziennika odpowiedzi: uczniowie ${students}, pojęcia ${concepts}, ${Date.now() - started} ms.`,
    );
  } finally {
    await database.close();
  }
}

rebuild().catch((error) => {
  console.error(error instanceof ConfigError ? `Błąd konfiguracji: ${error.message}` : error);
  process.exit(error instanceof ConfigError ? 78 : 1);
});
