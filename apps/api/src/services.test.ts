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
