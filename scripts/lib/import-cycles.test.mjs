import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findImportCycles } from './import-cycles.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const sources = ['apps/api/src', 'apps/web/src', 'packages/shared/src', 'packages/editor/src'];

describe('the import graph', () => {
  it('has no circles: no source file reaches itself through its imports, type-only and lazy ones included', () => {
    expect(findImportCycles(root, sources)).toEqual([]);
  });

  it('finds a circle around three files and through a type-only import, and leaves tests out', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
    try {
      fs.mkdirSync(path.join(dir, 'src/a'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'src/a/one.ts'), "import { two } from './two';\nexport const one = two;\n");
      fs.writeFileSync(path.join(dir, 'src/a/two.ts'), "export { three as two } from '../three';\n");
      fs.writeFileSync(
        path.join(dir, 'src/three.ts'),
        "import type { TOne } from './a/one';\nexport const three = 3;\n",
      );
      fs.writeFileSync(path.join(dir, 'src/alone.ts'), "import { one } from './a/one';\nexport const alone = one;\n");
      fs.writeFileSync(
        path.join(dir, 'src/alone.test.ts'),
        "import { alone } from './alone';\nimport './alone.test';\n",
      );
      expect(findImportCycles(dir, ['src'])).toEqual([['src/a/one.ts', 'src/a/two.ts', 'src/three.ts']]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
