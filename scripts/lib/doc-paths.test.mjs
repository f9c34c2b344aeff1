import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSpans, findMissingDocPaths, isPathLike, listDocs } from './doc-paths.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Backticked tokens that look like paths but are intentionally not files of the repository, each with why. An entry
 * ending in `/` covers everything under it. Keep it short: a path that moved is fixed in the doc, not listed here.
 */
const allowed = {
  'apps/api/dist/': 'the compiled API, made by npm run build (gitignored)',
  'apps/web/dist/': 'the web build, made by npm run build (gitignored)',
  'apps/web/dist-server/': 'the server-rendering bundle, made by npm run build -w apps/web (gitignored)',
  './data': 'the data folder npm start creates (DATA_DIR, gitignored)',
  'data/': 'the same data folder, named without ./',
  '.tmp/': 'scratch files of npm test and npm run cluster (gitignored)',
  '../../x.png': 'an uploaded file name with a directory part, the example of what the upload rules strip',
  'a/b': 'a fraction as a student types it',
  'search-cold@live-rating-1/s': "a benchmark run's name (route @ live writes per second)",
  'apps/web/e2e/serve.ts': 'the file that became apps/web/e2e/serve.mjs, named in the benchmark history',
  'katex.min.css': "the KaTeX package's stylesheet, in node_modules",
};

describe('paths in the documentation', () => {
  it('name files and folders that exist (README.md, docs/*.md, bench/README.md)', () => {
    const docs = listDocs(root);
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'bench/README.md']));
    const missing = findMissingDocPaths(root, docs, allowed);
    // Each line: `doc:line path`. Fix the doc (the file moved or was renamed), or, for a token that is no repository
    // path at all, add it to `allowed` with the reason.
    expect(missing, `paths in the docs that do not exist:\n${missing.join('\n')}\n`).toEqual([]);
  });

  it('keeps no allowed entry that the docs no longer need', () => {
    // Every path the docs write; an entry that covers none of them goes, so the list cannot hide a new one. (Whether
    // the path exists is no test here: build outputs such as apps/web/dist/ exist once a build has run.)
    const tokens = listDocs(root).flatMap((doc) =>
      codeSpans(fs.readFileSync(path.join(root, doc), 'utf8'))
        .map(({ text }) => text)
        .filter(isPathLike),
    );
    const covers = (entry, token) => token === entry || (entry.endsWith('/') && token.startsWith(entry));
    expect(Object.keys(allowed).filter((entry) => !tokens.some((token) => covers(entry, token)))).toEqual([]);
  });

  it('tells paths from commands, routes, identifiers and settings', () => {
    const paths = ['apps/api/src/app.ts', 'docs/', 'README.md', 'lib/uow.ts', '.ci/run', 'src/ui', 'nginx.conf'];
    const notPaths = [
      '/api/homework/{id}',
      '/homeworks',
      'GET /api/learn/next',
      'https://openlibrary.org',
      'smtp://user:pass@host:587',
      'apps/web/src/features/<feature>/index.ts',
      'apps/api/src/db/schema/*.ts',
      'DATA_DIR/outbox',
      '$PORT',
      '@zadania/shared',
      'multipart/form-data',
      '3/2',
      '.png',
      'npm run build',
      'createXRepository(db)',
      'JWT_SECRET',
      'homeworks.search_text',
      'GET|PUT|DELETE',
    ];
    expect(paths.filter((token) => !isPathLike(token))).toEqual([]);
    expect(notPaths.filter((token) => isPathLike(token))).toEqual([]);
  });

  it('reports doc:line and path, resolving from the root and from the doc’s folder, outside code blocks', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-paths-'));
    try {
      fs.mkdirSync(path.join(dir, 'docs'));
      fs.mkdirSync(path.join(dir, 'src/lib'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'src/lib/uow.ts'), '');
      fs.writeFileSync(path.join(dir, 'docs/other.md'), '');
      fs.writeFileSync(path.join(dir, 'README.md'), 'See `src/lib/uow.ts`, `src/lib/uow` and `src/lib/gone.ts`.\n');
      fs.writeFileSync(
        path.join(dir, 'docs/a.md'),
        '# A\n\n`other.md` and `docs/other.md`, then `moved/away.ts` and `kept.ts`.\n\n```\nsrc/not-checked.ts `x/y.ts`\n```\n',
      );
      expect(findMissingDocPaths(dir, listDocs(dir), { 'kept.ts': 'an example' })).toEqual([
        'README.md:1 src/lib/gone.ts',
        'docs/a.md:3 moved/away.ts',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads code spans of one or more backticks, over a line break but not a blank line', () => {
    expect(codeSpans('a `x/y.ts` b `` $` `` c\n`one`\nd `GET\n/api/x` and `two.md`\n\n`open\n\nthree`')).toEqual([
      { line: 1, text: 'x/y.ts' },
      { line: 1, text: '$`' },
      { line: 2, text: 'one' },
      { line: 3, text: 'GET /api/x' },
      { line: 4, text: 'two.md' },
    ]);
  });
});
