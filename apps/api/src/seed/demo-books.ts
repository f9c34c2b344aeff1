import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { bookNodes, books, homeworks } from '../db/schema';

export const demoBookSlug = 'matematyka-2-zakres-podstawowy';

/**
 * A demo coursebook (issue 20 point 2): "Matematyka 2" of Nowa Era for the second class of high school, a chapter
 * with page 54 and its exercises, each exercise holding one of the demo high-school tasks. Once: a second start
 * finds the book and does nothing. Answers how many tasks it attached.
 */
export async function seedDemoBooks(db: TDb): Promise<number> {
  const [existing] = await db.select({ id: books.id }).from(books).where(eq(books.slug, demoBookSlug));
  if (existing) return 0;
  const tasks = await db
    .select({ id: homeworks.id })
    .from(homeworks)
    .where(and(eq(homeworks.status, 'PUBLIC'), eq(homeworks.level, 'HIGH_SCHOOL'), isNull(homeworks.bookNodeId)))
    .orderBy(asc(homeworks.slug))
    .limit(4);
  if (!tasks.length) return 0;
  return db.transaction(async (tx) => {
    const [book] = await tx
      .insert(books)
      .values({
        slug: demoBookSlug,
        title: 'Matematyka 2. Zakres podstawowy',
        kind: 'coursebook',
        publisher: 'Nowa Era',
        subject: 'MATHS',
        level: 'HIGH_SCHOOL',
        class: 2,
        year: 2024,
      })
      .returning();
    const [chapter] = await tx
      .insert(bookNodes)
      .values({ bookId: book!.id, kind: 'chapter', title: 'Funkcje i ich własności', number: '2', position: 0 })
      .returning();
    const [page] = await tx
      .insert(bookNodes)
      .values({ bookId: book!.id, parentId: chapter!.id, kind: 'page', title: 'Strona 54', number: '54', position: 0 })
      .returning();
    for (const [index, task] of tasks.entries()) {
      const [exercise] = await tx
        .insert(bookNodes)
        .values({
          bookId: book!.id,
          parentId: page!.id,
          kind: 'exercise',
          title: `Zadanie ${index + 1}`,
          number: `2.${index + 1}`,
          position: index,
        })
        .returning();
      await tx.update(homeworks).set({ bookNodeId: exercise!.id }).where(eq(homeworks.id, task.id));
    }
    return tasks.length;
  });
}
