import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { demoBookSlug, seedDemoBooks } from './demo-books';
import { demoContent } from './demo-content';
import { seedDemoContent } from './seed-demo-content';

const t = useTestApp();

describe('the demo coursebook', () => {
  it('is seeded once, with page 54 holding demo tasks the book filter finds', async () => {
    await seedDemoContent(t.app.db, demoContent, null);
    expect(await seedDemoBooks(t.app.db)).toBe(4);
    expect(await seedDemoBooks(t.app.db)).toBe(0);
    const book = (await t.app.inject({ method: 'GET', url: `/api/book/${demoBookSlug}` })).json();
    expect(book).toMatchObject({ title: 'Matematyka 2. Zakres podstawowy', publisher: 'Nowa Era', class: 2 });
    const page = book.nodes.find((node: { number: string | null }) => node.number === '54');
    expect(page).toMatchObject({ kind: 'page', homeworksCount: 4 });
    const tasks = (await t.app.inject({ method: 'GET', url: `/api/homework?book=${book.id}` })).json();
    expect(tasks.total).toBe(4);
  });
});
