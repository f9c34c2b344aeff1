// npm run migrate: compiles the API when its sources changed, then applies the migrations to DATABASE_URL (or the
// embedded database in DATA_DIR) under an advisory lock and exits. Nodes started with MIGRATE_ON_START=false wait
// for it instead of migrating themselves (docs/deploy.md).
import path from 'node:path';
import { runCompiled } from './lib/run-compiled.mjs';

process.exit(runCompiled(path.resolve(import.meta.dirname, '..'), 'migrate.js'));
