import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { expectTooMany } from '../../../test/expect-too-many';
import { buildConcept, loginAs } from '../../../test/factories';
import { rateLimits } from '../../plugins/rate-limit';
import { generateVariant } from './generate-variant';
import { findGenerator, listGenerators } from './generator-catalogue';

const t = useTestApp();

const variant = (id: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/generator/${id}/variant`, payload: payload as object });
const check = (id: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/generator/${id}/check`, payload: payload as object });

/** A seed of the midpoint generator whose answer is a half (e.g. -7/2), to answer it as '-3,5'. */
function seedWithHalfAnswer() {
  const generator = findGenerator('mp-srodek-odcinka')!;
  for (let seed = 0; ; seed += 1) {
    const found = generateVariant(generator, seed)!;
    const match = /^(-?)\\frac\{(\d+)\}\{2\}$/.exec(found.answer.value);
    if (match) return { seed, polish: `${match[1]}${(Number(match[2]) / 2).toString().replace('.', ',')}` };
  }
}

describe('GET /api/generator', () => {
  it('lists every generator with its exam, section, requirement codes and concepts, signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/generator' });
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results).toHaveLength(listGenerators().length);
    expect(results.length).toBeGreaterThanOrEqual(40);
    expect(results).toContainEqual({
      id: 'e8-procent-z-liczby',
      title: 'Procent danej liczby',
      subject: 'MATHS',
      exam: 'E8',
      section: 'Procenty',
      requirements: [{ system: 'PP2017', code: 'SP7-8.V' }],
      conceptSlugs: ['procent', 'procenty'],
    });
    expect(new Set(results.map((result: { exam: string }) => result.exam))).toEqual(
      new Set(['E8', 'MATURA_P', 'MATURA_R', 'STUDIA']),
    );
  });
});

describe('POST /api/generator/{id}/variant', () => {
  it('returns the statement without the answer; the same seed gives the same variant; concepts as ids', async () => {
    const concept = await buildConcept(t.app, { name: 'Procent', slug: 'procent' });
    const first = await variant('e8-procent-z-liczby', { seed: 42 });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({
      generatorId: 'e8-procent-z-liczby',
      seed: 42,
      requirements: [{ system: 'PP2017', code: 'SP7-8.V' }],
      conceptIds: [concept.id],
    });
    expect(body.statement).toMatch(/^<p>.+%.+<\/p>$/);
    expect(Object.keys(body).sort()).toEqual(['conceptIds', 'generatorId', 'requirements', 'seed', 'statement']);
    expect(first.body).not.toMatch(/answer|steps|expected/);
    expect((await variant('e8-procent-z-liczby', { seed: 42 })).json()).toEqual(body);
    expect((await variant('e8-procent-z-liczby', { seed: 43 })).json().statement).not.toBe(body.statement);
  });

  it('draws a random seed when none is given', async () => {
    const response = await variant('mp-rownanie-kwadratowe', {});
    expect(response.statusCode).toBe(200);
    const { seed, statement } = response.json();
    expect(Number.isInteger(seed)).toBe(true);
    expect((await variant('mp-rownanie-kwadratowe', { seed })).json().statement).toBe(statement);
  });

  it('answers 404 for an unknown generator and 400 for a bad seed, in Polish', async () => {
    const missing = await variant('nie-ma-takiego', { seed: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Nie znaleziono generatora zadań.');
    for (const seed of [-1, 1.5, 2 ** 31, 'abc']) {
      const bad = await variant('e8-procent-z-liczby', { seed });
      expect(bad.statusCode).toBe(400);
      expect([bad.json().message].flat()).toContain('Ziarno musi być liczbą całkowitą od 0 do 2147483647.');
    }
  });
});

describe('POST /api/generator/{id}/check', () => {
  it('accepts the answer in Polish notation and returns the expected answer and the steps', async () => {
    const { seed, polish } = seedWithHalfAnswer();
    const right = await check('mp-srodek-odcinka', { seed, answer: polish });
    expect(right.statusCode).toBe(200);
    const body = right.json();
    expect(body.correct).toBe(true);
    expect(body.expected).toMatch(/\\frac\{\d+\}\{2\}/);
    expect(body.steps.length).toBeGreaterThanOrEqual(2);
    for (const step of body.steps) expect(step).toEqual({ explanation: expect.any(String), math: expect.any(String) });
    const wrong = await check('mp-srodek-odcinka', { seed, answer: '1000,5' });
    expect(wrong.json()).toMatchObject({ correct: false, expected: body.expected, steps: body.steps });
  });

  it('checks sets in any order and Polish intervals', async () => {
    const quadratic = generateVariant(findGenerator('mp-rownanie-kwadratowe')!, 7)!;
    const roots = quadratic.answer.value.replace(/^\\\{|\\\}$/g, '').split('; ');
    const set = await check('mp-rownanie-kwadratowe', { seed: 7, answer: `x = ${roots[1]} \\lor x = ${roots[0]}` });
    expect(set.json().correct).toBe(true);
    const inequality = generateVariant(findGenerator('mp-nierownosc-z-wartoscia-bezwzgledna')!, 3)!;
    const interval = await check('mp-nierownosc-z-wartoscia-bezwzgledna', { seed: 3, answer: inequality.answer.value });
    expect(interval.json().correct).toBe(true);
  });

  it('answers 400 without a seed or an answer and 404 for an unknown generator', async () => {
    const noAnswer = await check('e8-procent-z-liczby', { seed: 1, answer: '  ' });
    expect(noAnswer.statusCode).toBe(400);
    expect([noAnswer.json().message].flat()).toContain('Wpisz odpowiedź.');
    const noSeed = await check('e8-procent-z-liczby', { answer: '12' });
    expect(noSeed.statusCode).toBe(400);
    expect([noSeed.json().message].flat()).toContain('Podaj ziarno wariantu.');
    const missing = await check('nie-ma-takiego', { seed: 1, answer: '12' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Nie znaleziono generatora zadań.');
  });
});

describe('generator requests are rate-limited: per address signed out, per account signed in', () => {
  it('a signed-out address past its burst gets 429 in Polish; another address and a signed-in pupil behind it go on', async () => {
    const { max } = rateLimits.generatorSignedOut.perIp;
    const from = (remoteAddress: string, url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress, headers });
    for (let i = 0; i < max; i += 1) {
      const url = i % 2 ? '/api/generator/e8-procent-z-liczby/check' : '/api/generator/e8-procent-z-liczby/variant';
      const response = await from('10.40.0.1', url, i % 2 ? { seed: 1, answer: '12' } : { seed: 1 });
      expect(response.statusCode).toBe(200);
    }
    expectTooMany(await from('10.40.0.1', '/api/generator/e8-procent-z-liczby/variant', { seed: 1 }));
    expectTooMany(await from('10.40.0.1', '/api/generator/e8-procent-z-liczby/check', { seed: 1, answer: '12' }));
    expect((await from('10.40.0.2', '/api/generator/e8-procent-z-liczby/variant', { seed: 1 })).statusCode).toBe(200);
    const pupil = await loginAs(t.app);
    const signedIn = await from('10.40.0.1', '/api/generator/e8-procent-z-liczby/variant', { seed: 1 }, pupil.headers);
    expect(signedIn.statusCode).toBe(200);
  });
});
