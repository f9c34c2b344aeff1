import {
  supportNodeMessages as m,
  type TSupportNode,
  type TSupportNodeList,
  type TSupportNodeSave,
  validationMessages,
} from '@zadania/shared';
import { asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { supportNodes } from '../../db/schema';

type THeaders = Record<string, string>;

const t = useTestApp();
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: THeaders = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;

const article = (change: Partial<TSupportNodeSave> = {}): TSupportNodeSave => ({
  parentId: null,
  slug: 'jak-kupic-dostep',
  title: 'Jak kupić dostęp?',
  description: 'Płatności i faktury.',
  content: '<p>Wybierz <strong>pakiet</strong> w zakładce Cennik.</p><script>alert(1)</script>',
  published: true,
  ...change,
});

const rowOf = async (id: string) => (await t.app.db.select().from(supportNodes).where(eq(supportNodes.id, id)))[0];
const childrenOf = async (parentId: string | null) =>
  t.app.db
    .select({ slug: supportNodes.slug, position: supportNodes.position })
    .from(supportNodes)
    .where(parentId ? eq(supportNodes.parentId, parentId) : isNull(supportNodes.parentId))
    .orderBy(asc(supportNodes.position));

async function created(admin: THeaders, change: Partial<TSupportNodeSave> = {}) {
  const response = await call('POST', '/api/support-node', admin, article(change));
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return response.json<TSupportNode>();
}

describe('POST /api/support-node', () => {
  it('answers 401 signed out, 403 to a USER and a TEACHER, 400 with the messages, storing nothing', async () => {
    expect((await call('POST', '/api/support-node', {}, article())).statusCode).toBe(401);
    for (const role of ['USER', 'TEACHER'] as const) {
      const user = await loginAs(t.app, role);
      const refused = await call('POST', '/api/support-node', user.headers, article());
      expect(refused.statusCode).toBe(403);
      expect(messageOf(refused)).toBe(m.adminOnly);
    }
    const admin = await loginAs(t.app, 'ADMIN');
    const cases: [object, string][] = [
      [{ title: '  ' }, m.titleRequired],
      [{ title: 'x'.repeat(201) }, m.titleTooLong],
      [{ slug: 'Zły Adres' }, m.slugInvalid],
      [{ slug: '' }, m.slugRequired],
      [{ description: 'x'.repeat(301) }, m.descriptionTooLong],
      [{ parentId: 'nie-uuid' }, m.parentInvalid],
      [{ parentId: '00000000-0000-4000-8000-000000000000' }, m.parentNotFound],
      [{ position: -1 }, m.position],
    ];
    for (const [change, message] of cases) {
      const response = await call('POST', '/api/support-node', admin.headers, { ...article(), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(messageOf(response)).toBe(message);
    }
    expect(await t.app.db.select().from(supportNodes)).toEqual([]);
  });

  it('stores a sanitized node last among its siblings and refuses a taken slug', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const section = await created(admin.headers, { slug: 'platnosci', title: 'Płatności', content: '' });
    const first = await created(admin.headers, { parentId: section.id });
    expect(first).toMatchObject({ parentId: section.id, position: 0, published: true, hasContent: true });
    expect(first.content).not.toContain('<script');
    expect(first.breadcrumbs).toEqual([{ id: section.id, slug: 'platnosci', title: 'Płatności' }]);
    expect(section.hasContent).toBe(false);
    const row = await rowOf(first.id);
    expect(row).toMatchObject({ slug: 'jak-kupic-dostep', updatedBy: admin.user.id });
    expect(row?.content).toBe('<p>Wybierz <strong>pakiet</strong> w zakładce Cennik.</p>');
    expect(row?.searchText).toBe('Jak kupić dostęp? Wybierz pakiet w zakładce Cennik.');

    const taken = await call('POST', '/api/support-node', admin.headers, article({ parentId: section.id }));
    expect(taken.statusCode).toBe(400);
    expect(messageOf(taken)).toBe(m.slugTaken);

    await created(admin.headers, { parentId: section.id, slug: 'faktury', title: 'Faktury', position: 0 });
    expect(await childrenOf(section.id)).toEqual([
      { slug: 'faktury', position: 0 },
      { slug: 'jak-kupic-dostep', position: 1 },
    ]);
  });
});

describe('GET /api/support-node and /api/support-node/:slug', () => {
  it('shows published nodes to everyone, drafts and what lies under them to ADMIN only, and searches', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const user = await loginAs(t.app, 'USER');
    const section = await created(admin.headers, { slug: 'konto', title: 'Konto', content: '' });
    await created(admin.headers, {
      parentId: section.id,
      slug: 'zmiana-hasla',
      title: 'Zmiana hasła',
      content: '<p>Hasło zmienisz w ustawieniach konta.</p>',
    });
    const draft = await created(admin.headers, { slug: 'szkic', title: 'Szkic', published: false });
    await created(admin.headers, { parentId: draft.id, slug: 'pod-szkicem', title: 'Pod szkicem' });

    const publicList = await call('GET', '/api/support-node');
    expect(publicList.statusCode).toBe(200);
    const body = publicList.json<TSupportNodeList>();
    expect(body.items.map((node) => node.slug)).toEqual(['konto', 'zmiana-hasla']);
    expect(body.policies).toMatchObject({ read: true, create: false });
    const adminList = (await call('GET', '/api/support-node', admin.headers)).json<TSupportNodeList>();
    expect(adminList.items.map((node) => node.slug)).toEqual(['konto', 'zmiana-hasla', 'szkic', 'pod-szkicem']);
    expect(adminList.policies.create).toBe(true);

    const page = await call('GET', '/api/support-node/zmiana-hasla');
    expect(page.statusCode).toBe(200);
    expect(page.json<TSupportNode>()).toMatchObject({
      title: 'Zmiana hasła',
      content: '<p>Hasło zmienisz w ustawieniach konta.</p>',
      breadcrumbs: [{ slug: 'konto', title: 'Konto' }],
      policies: { read: true, update: false },
    });
    const sectionPage = (await call('GET', '/api/support-node/konto', user.headers)).json<TSupportNode>();
    expect(sectionPage.children.map((node) => node.slug)).toEqual(['zmiana-hasla']);
    for (const slug of ['szkic', 'pod-szkicem', 'nie-ma']) {
      const hidden = await call('GET', `/api/support-node/${slug}`, user.headers);
      expect(hidden.statusCode).toBe(404);
      expect(messageOf(hidden)).toBe(m.notFound);
    }
    expect((await call('GET', '/api/support-node/pod-szkicem', admin.headers)).statusCode).toBe(200);

    const search = async (q: string, headers: THeaders = {}) =>
      (await call('GET', `/api/support-node?q=${encodeURIComponent(q)}`, headers))
        .json<TSupportNodeList>()
        .items.map((node) => node.slug);
    expect(await search('USTAWIENIACH')).toEqual(['zmiana-hasla']);
    expect(await search('hasła konta')).toEqual(['zmiana-hasla']);
    expect(await search('szkic')).toEqual([]);
    expect((await search('szkic', admin.headers)).sort()).toEqual(['pod-szkicem', 'szkic']);
    expect(await search('100%')).toEqual([]);
    const short = await call('GET', '/api/support-node?q=a');
    expect(short.statusCode).toBe(400);
    expect(messageOf(short)).toBe(m.queryTooShort);
  });
});

describe('PUT /api/support-node/:id', () => {
  it('answers 401, 403, 400 and 404, and saves the fields', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const teacher = await loginAs(t.app, 'TEACHER');
    const node = await created(admin.headers);
    const url = `/api/support-node/${node.id}`;
    expect((await call('PUT', url, {}, article())).statusCode).toBe(401);
    const refused = await call('PUT', url, teacher.headers, article({ title: 'Przejęte' }));
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(m.adminOnly);
    const bad = await call('PUT', url, admin.headers, article({ title: '' }));
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe(m.titleRequired);
    const badId = await call('PUT', '/api/support-node/nie-uuid', admin.headers, article());
    expect(badId.statusCode).toBe(400);
    expect(messageOf(badId)).toBe(validationMessages.invalidFormat);
    const missing = await call(
      'PUT',
      '/api/support-node/00000000-0000-4000-8000-000000000000',
      admin.headers,
      article(),
    );
    expect(missing.statusCode).toBe(404);

    const saved = await call('PUT', url, admin.headers, article({ title: 'Nowy tytuł', published: false }));
    expect(saved.statusCode).toBe(200);
    expect(await rowOf(node.id)).toMatchObject({ title: 'Nowy tytuł', published: false });
    expect((await call('GET', '/api/support-node/jak-kupic-dostep')).statusCode).toBe(404);
  });
});

describe('POST /api/support-node/:id/move', () => {
  it('moves and reorders in one go, numbering both sibling lists, and refuses a cycle', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const user = await loginAs(t.app, 'USER');
    const a = await created(admin.headers, { slug: 'a', title: 'A' });
    const b = await created(admin.headers, { slug: 'b', title: 'B' });
    const a1 = await created(admin.headers, { slug: 'a1', title: 'A1', parentId: a.id });
    const a2 = await created(admin.headers, { slug: 'a2', title: 'A2', parentId: a.id });
    const a1x = await created(admin.headers, { slug: 'a1x', title: 'A1x', parentId: a1.id });
    const move = (id: string, body: object, headers: THeaders = admin.headers) =>
      call('POST', `/api/support-node/${id}/move`, headers, body);

    expect((await move(a1.id, { parentId: b.id, position: 0 }, {})).statusCode).toBe(401);
    const refused = await move(a1.id, { parentId: b.id, position: 0 }, user.headers);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(m.adminOnly);
    const badPosition = await move(a1.id, { parentId: b.id, position: 1.5 });
    expect(badPosition.statusCode).toBe(400);
    expect(messageOf(badPosition)).toBe(m.position);

    for (const parentId of [a.id, a1.id, a1x.id]) {
      const cycle = await move(a.id, { parentId, position: 0 });
      expect(cycle.statusCode).toBe(400);
      expect(messageOf(cycle)).toBe(m.cycle);
    }
    expect(await rowOf(a.id)).toMatchObject({ parentId: null, position: 0 });

    const moved = await move(a2.id, { parentId: b.id, position: 5 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<TSupportNode>()).toMatchObject({ parentId: b.id, position: 0, breadcrumbs: [{ slug: 'b' }] });
    await move(a1.id, { parentId: b.id, position: 0 });
    expect(await childrenOf(b.id)).toEqual([
      { slug: 'a1', position: 0 },
      { slug: 'a2', position: 1 },
    ]);
    expect(await childrenOf(a.id)).toEqual([]);
    await move(b.id, { parentId: null, position: 0 });
    expect(await childrenOf(null)).toEqual([
      { slug: 'b', position: 0 },
      { slug: 'a', position: 1 },
    ]);
    const cycleAfterMove = await move(b.id, { parentId: a1x.id, position: 0 });
    expect(cycleAfterMove.statusCode).toBe(400);
    expect(messageOf(cycleAfterMove)).toBe(m.cycle);
  });

  it('keeps a valid tree under concurrent opposite moves', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const a = await created(admin.headers, { slug: 'a', title: 'A' });
    const b = await created(admin.headers, { slug: 'b', title: 'B' });
    const results = await Promise.all([
      call('POST', `/api/support-node/${a.id}/move`, admin.headers, { parentId: b.id, position: 0 }),
      call('POST', `/api/support-node/${b.id}/move`, admin.headers, { parentId: a.id, position: 0 }),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const rows = await t.app.db.select().from(supportNodes);
    expect(rows.filter((row) => row.parentId === null)).toHaveLength(1);
  });
});

describe('DELETE /api/support-node/:id', () => {
  it('answers 401 and 403, refuses a section with children, and deletes a leaf', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const user = await loginAs(t.app, 'USER');
    const section = await created(admin.headers, { slug: 'sekcja', title: 'Sekcja' });
    const first = await created(admin.headers, { slug: 'pierwszy', title: 'Pierwszy', parentId: section.id });
    await created(admin.headers, { slug: 'drugi', title: 'Drugi', parentId: section.id });
    expect((await call('DELETE', `/api/support-node/${first.id}`)).statusCode).toBe(401);
    const refused = await call('DELETE', `/api/support-node/${first.id}`, user.headers);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(m.adminOnly);
    const withChildren = await call('DELETE', `/api/support-node/${section.id}`, admin.headers);
    expect(withChildren.statusCode).toBe(400);
    expect(messageOf(withChildren)).toBe(m.hasChildren);

    expect((await call('DELETE', `/api/support-node/${first.id}`, admin.headers)).statusCode).toBe(200);
    expect(await rowOf(first.id)).toBeUndefined();
    expect(await childrenOf(section.id)).toEqual([{ slug: 'drugi', position: 0 }]);
    expect((await call('DELETE', `/api/support-node/${first.id}`, admin.headers)).statusCode).toBe(404);
  });
});

describe('the served HTML of /help/{slug} and the OpenAPI document', () => {
  it('resolves title, description and canonical link of a published article only, and documents the routes', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    await created(admin.headers);
    await created(admin.headers, { slug: 'szkic', published: false });
    const meta = await t.app.services.supportPageMeta('/help/jak-kupic-dostep');
    expect(meta).toMatchObject({
      title: 'Jak kupić dostęp? — Pomoc — Zadania',
      description: 'Płatności i faktury.',
      heading: 'Jak kupić dostęp?',
    });
    expect(meta?.canonicalUrl).toMatch(/\/help\/jak-kupic-dostep$/);
    expect(await t.app.services.supportPageMeta('/help/szkic')).toBeNull();
    expect(await t.app.services.supportPageMeta('/help')).toMatchObject({ title: 'Centrum pomocy — Zadania' });

    const spec = (await call('GET', '/api/docs/json')).json<{ paths: Record<string, object> }>();
    for (const path of [
      '/api/support-node',
      '/api/support-node/{slug}',
      '/api/support-node/{id}/move',
      '/api/note/{id}/files/{fileId}',
    ]) {
      expect(spec.paths[path], path).toBeDefined();
    }
  });
});
