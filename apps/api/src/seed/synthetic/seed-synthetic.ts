import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/client';
import { seedSyntheticCatalogue } from './generate-synthetic-catalogue';

/**
 * npm run seed:synthetic -- --tasks N [--seed S] [--database-url URL]
 * Seeds DATABASE_URL (or --database-url), else the PGlite database in DATA_DIR (default ./data).
 */
async function main() {
  const { values } = parseArgs({
    options: {
      tasks: { type: 'string', default: '1000' },
      seed: { type: 'string', default: '1' },
      'batch-size': { type: 'string', default: '1000' },
      'database-url': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('Użycie: npm run seed:synthetic -- --tasks N [--seed S] [--batch-size B] [--database-url URL]');
    return;
  }
  const tasks = Number(values.tasks);
  const seed = Number(values.seed);
  const batchSize = Number(values['batch-size']);
  if (!Number.isInteger(tasks) || tasks < 1) throw new Error('--tasks must be a positive integer');
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 2000)
    throw new Error('--batch-size must be 1..2000');

  const databaseUrl = values['database-url'] || process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const database = await openDatabase({ databaseUrl, dataDir });
  const where = databaseUrl ? databaseUrl.replace(/\/\/[^@/]*@/, '//***@') : path.join(dataDir, 'pglite');
  try {
    await database.migrate();
    console.log(`Generowanie ${tasks} syntetycznych zadań (seed ${seed}) w ${database.kind}: ${where}`);
    const started = Date.now();
    const result = await seedSyntheticCatalogue(database.db, { tasks, seed, batchSize });
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `Gotowe w ${seconds.toFixed(1)} s: ${result.tasks} zadań, ${result.concepts} pojęć, ${result.types} typów, ${result.exams} egzaminów, ${result.authors} autorów.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
