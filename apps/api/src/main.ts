import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { demoAccounts, demoPassword, demoTeacherEmail, seedDemoAccounts } from './db/seed/demo-accounts';
import { demoContent } from './db/seed/demo-content';
import { demoSolutionImages } from './db/seed/demo-content/solution-images';
import { seedDemoContent } from './db/seed/seed-demo-content';
import { seedDemoSolutionImages } from './db/seed/seed-demo-solution-images';
import { createUsersRepository } from './modules/users/users.repository';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database, ownsDatabase: true });

  if (config.seedDemo) {
    // loadConfig refuses demo seeding in production, so these published passwords never reach it.
    await seedDemoAccounts(database.db);
    const author = await createUsersRepository(database.db).findByEmail(demoTeacherEmail);
    const tasks = await seedDemoContent(database.db, demoContent, author?.id ?? null);
    if (tasks) console.log(`Dodano przykładowe treści: ${tasks} zadań z rozwiązaniami krok po kroku.`);
    if (author) await seedDemoSolutionImages(database.db, app.fileStorage, demoSolutionImages, author.id);
    const lines = demoAccounts.map((a) => `  ${a.role.padEnd(8)} ${a.email.padEnd(28)} ${demoPassword}`);
    console.log(`\nKonta demonstracyjne (e-mail / hasło):\n${lines.join('\n')}\n`);
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`Platforma działa: ${config.publicUrl} (baza: ${database.kind}, dane: ${config.dataDir})`);
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(`Błąd konfiguracji: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
