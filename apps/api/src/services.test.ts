import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = import.meta.dirname;

/** Source files under src whose names end with `suffix`, with their text. */
async function sourcesEndingWith(suffix: string) {
  const names = (await fs.readdir(srcDir, { recursive: true })).filter((name) => name.endsWith(suffix));
  return Promise.all(names.map(async (name) => ({ name, text: await fs.readFile(path.join(srcDir, name), 'utf8') })));
}

describe('the composition root', () => {
  it('routes construct no service, repository or client: they read app.services', async () => {
    const routes = await sourcesEndingWith('.routes.ts');
    expect(routes.length).toBeGreaterThan(10);
    const constructing = routes.filter(({ text }) =>
      /\bcreate\w*(Service|Repository|Client)\b|\bbuild\w+\(app/.test(text),
    );
    expect(constructing.map(({ name }) => name)).toEqual([]);
  });

  it('no service takes the Fastify app', async () => {
    const services = await sourcesEndingWith('.service.ts');
    const takingApp = services.filter(({ text }) => /\bFastifyInstance\b/.test(text));
    expect(takingApp.map(({ name }) => name)).toEqual([]);
  });

  it('transactions are opened by the unit of work only, never by a repository', async () => {
    const repositories = await sourcesEndingWith('.repository.ts');
    const opening = repositories.filter(({ text }) => /\.transaction\s*[<(]|\btransaction\s*<\w+>\s*\(/.test(text));
    expect(opening.map(({ name }) => name)).toEqual([]);
  });
});

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('one module shape', () => {
  it('no service passes 300 lines: a bigger one is an index of use cases with a context', async () => {
    const services = await sourcesEndingWith('.service.ts');
    const long = services
      .map(({ name, text }) => ({ name, lines: text.split('\n').length }))
      .filter(({ lines }) => lines > 300)
      .map(({ name, lines }) => `${name}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('every use case is reached under the name of its file', async () => {
    const services = await sourcesEndingWith('.service.ts');
    const indexes = services.filter(({ text }) => text.includes('bindUseCases('));
    expect(indexes.length).toBeGreaterThan(5);
    const misnamed = indexes.flatMap(({ name, text }) => {
      const imported = new Map(
        [...text.matchAll(/import \{([^}]*)\} from '\.\/use-cases\/([\w-]+)'/g)].flatMap(([, names, file]) =>
          (names ?? '').split(',').map((entry) => [entry.trim(), file] as const),
        ),
      );
      const entries = [...text.matchAll(/bindUseCases\(\s*\w+,\s*\{([^}]*)\}/g)].flatMap(([, body]) =>
        (body ?? '')
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      );
      return entries.flatMap((entry) => {
        if (entry.includes(':')) return [`${name}: '${entry}' renames its use case`];
        const file = imported.get(entry);
        return file === undefined || file === kebab(entry) ? [] : [`${name}: ${entry} lives in use-cases/${file}.ts`];
      });
    });
    expect(misnamed).toEqual([]);
  });

  it('contexts hold what use cases share, not how answers look: presenting lives in <feature>.presenter.ts', async () => {
    const contexts = await sourcesEndingWith('.context.ts');
    const presenting = contexts
      .filter(({ text }) => /^\s*(const|function|async function)\s+present\w*\b/m.test(text))
      .map(({ name }) => name);
    expect(presenting).toEqual([]);
  });
});
