// npm run learning:rebuild: every student's model rebuilt from the attempt log (apps/api/src/learning-rebuild.ts).
import path from 'node:path';
import { runCompiled } from './lib/run-compiled.mjs';

process.exit(runCompiled(path.resolve(import.meta.dirname, '..'), 'learning-rebuild.js'));
