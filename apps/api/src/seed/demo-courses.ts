import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { courseNodes, courses, homeworks } from '../db/schema';
import { linearFunctionTasks } from './demo-content';
import { demoTextToHtml } from './demo-rich-text';

export const demoCourseSlugs = { free: 'funkcja-liniowa-od-podstaw', paid: 'matura-z-matematyki-powtorka' } as const;

type TDemoNode = {
  type: (typeof courseNodes.$inferInsert)['type'];
  title: string;
  freePreview?: boolean;
  content?: string;
  homeworkId?: string;
  homeworkIds?: string[];
  children?: TDemoNode[];
};

/** Inserts `nodes` under `parentId` in order, each group followed by its children. */
async function insertNodes(tx: TDb, courseId: string, parentId: string | null, nodes: TDemoNode[]) {
  for (const [position, node] of nodes.entries()) {
    const [row] = await tx
      .insert(courseNodes)
      .values({
        courseId,
        parentId,
        position,
        type: node.type,
        title: node.title,
        freePreview: node.freePreview ?? false,
        content: node.content ?? null,
        homeworkId: node.homeworkId ?? null,
        homeworkIds: node.homeworkIds ?? [],
      })
      .returning({ id: courseNodes.id });
    if (node.children) await insertNodes(tx, courseId, row!.id, node.children);
  }
}

/**
 * Two published demo courses of the demo teacher (issue 20 point 1), so /courses is not empty on a fresh start: a
 * free one on the linear function (a chapter with an article with formulas, a task and a quiz of closed tasks) and
 * a paid one for the matura (49 zł) whose first article is a free preview. Once: a second start finds them and
 * does nothing. Answers how many courses it added.
 */
export async function seedDemoCourses(db: TDb, teacherId: string): Promise<number> {
  const existing = await db
    .select({ slug: courses.slug })
    .from(courses)
    .where(inArray(courses.slug, Object.values(demoCourseSlugs)));
  if (existing.length) return 0;
  const publicMaths = (closed: boolean) =>
    db
      .select({ id: homeworks.id })
      .from(homeworks)
      .where(and(eq(homeworks.status, 'PUBLIC'), eq(homeworks.subject, 'MATHS'), eq(homeworks.closed, closed)))
      .orderBy(asc(homeworks.slug))
      .limit(4);
  const [open, closed] = [await publicMaths(false), await publicMaths(true)];
  if (open.length < 3 || closed.length < 2) return 0;
  // The free course's quiz asks what the course teaches: the demo's closed tasks on the linear function.
  const onLinearFunction = await db
    .select({ id: homeworks.id })
    .from(homeworks)
    .where(
      and(
        eq(homeworks.status, 'PUBLIC'),
        inArray(
          homeworks.slug,
          linearFunctionTasks.map((task) => task.slug),
        ),
      ),
    )
    .orderBy(asc(homeworks.slug));
  const quiz = onLinearFunction.length >= 2 ? onLinearFunction : closed.slice(0, 3);

  const freeCourse: TDemoNode[] = [
    {
      type: 'CHAPTER',
      title: 'Wzór i wykres',
      children: [
        {
          type: 'ARTICLE',
          title: 'Czym jest funkcja liniowa',
          content: demoTextToHtml(`Funkcja liniowa ma wzór

$$f(x) = ax + b$$

Współczynnik $a$ mówi, jak stromo biegnie wykres (dla $a > 0$ funkcja rośnie, dla $a < 0$ maleje), a $b$ to punkt przecięcia wykresu z osią $OY$.

Miejsce zerowe znajdziesz, rozwiązując równanie $ax + b = 0$, czyli $x = -\\frac{b}{a}$ dla $a \\neq 0$.`),
        },
        { type: 'HOMEWORK', title: 'Zadanie do rozwiązania', homeworkId: open[0]!.id },
      ],
    },
    { type: 'QUIZ', title: 'Sprawdź się', homeworkIds: quiz.map((task) => task.id) },
  ];
  const paidCourse: TDemoNode[] = [
    {
      type: 'ARTICLE',
      title: 'Jak korzystać z kursu',
      freePreview: true,
      content: demoTextToHtml(
        'Każdy rozdział zaczyna się od krótkiej teorii, potem rozwiązujesz zadania maturalne krok po kroku. Zaznaczaj ukończone elementy, a kurs zapamięta miejsce, w którym przerwiesz naukę.',
      ),
    },
    {
      type: 'CHAPTER',
      title: 'Ciągi',
      children: [
        {
          type: 'ARTICLE',
          title: 'Ciąg arytmetyczny',
          content: demoTextToHtml(`Wyraz ogólny ciągu arytmetycznego o pierwszym wyrazie $a_1$ i różnicy $r$:

$$a_n = a_1 + (n - 1)r$$

Suma $n$ początkowych wyrazów:

$$S_n = \\frac{a_1 + a_n}{2} \\cdot n$$`),
        },
        { type: 'HOMEWORKS_LIST', title: 'Zadania maturalne', homeworkIds: open.slice(1, 4).map((task) => task.id) },
      ],
    },
  ];

  const demo = [
    {
      slug: demoCourseSlugs.free,
      title: 'Funkcja liniowa od podstaw',
      description: demoTextToHtml('Wzór, wykres i miejsce zerowe funkcji liniowej: krótka teoria, zadanie i quiz.'),
      priceGross: null,
      nodes: freeCourse,
    },
    {
      slug: demoCourseSlugs.paid,
      title: 'Matura z matematyki: powtórka',
      description: demoTextToHtml('Powtórka przed maturą podstawową: teoria w pigułce i zadania z rozwiązaniami.'),
      priceGross: 4900,
      nodes: paidCourse,
    },
  ];
  return db.transaction(async (tx) => {
    for (const course of demo) {
      const [row] = await tx
        .insert(courses)
        .values({
          slug: course.slug,
          authorId: teacherId,
          title: course.title,
          description: course.description,
          subject: 'MATHS',
          level: 'HIGH_SCHOOL',
          priceGross: course.priceGross,
          status: 'PUBLISHED',
          publishedAt: new Date(),
        })
        .returning({ id: courses.id });
      await insertNodes(tx, row!.id, null, course.nodes);
    }
    return demo.length;
  });
}
