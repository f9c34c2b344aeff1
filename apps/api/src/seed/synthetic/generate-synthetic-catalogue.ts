import { inArray, like } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import {
  exams,
  homeworkAnswers,
  homeworkConcepts,
  homeworkExams,
  homeworks,
  homeworkTypeConcepts,
  homeworkTypes,
  mathConcepts,
  solutionSteps,
  users,
} from '../../db/schema';
import { hashPassword } from '../../modules/auth/auth.service';
import { buildHomeworkSearchText } from '../../modules/catalogue/homework-search-text';
import { demoConcepts, demoHomeworkTypes, type TDemoConcept, type TDemoHomeworkType } from '../demo-content';
import { createRandom, type TRandom } from './prng';
import { type TTaskTemplate, taskTemplates } from './task-templates';

export type TSyntheticOptions = {
  tasks: number;
  /** PRNG seed; the same seed gives the same catalogue. */
  seed?: number;
  /** Tasks per transaction (and rows per multi-row INSERT). */
  batchSize?: number;
  log?: (line: string) => void;
};

export type TSyntheticResult = { tasks: number; concepts: number; types: number; exams: number; authors: number };

/** Concepts beyond the demo ones, so the catalogue has about 60. */
const extraConcepts: TDemoConcept[] = [
  {
    slug: 'wykres-funkcji',
    name: 'Wykres funkcji',
    type: 'TAG',
    aliases: ['wykres', 'wykresy funkcji', 'szkic wykresu'],
    description: 'Zadania, w których rysujemy lub odczytujemy wykres funkcji.',
  },
  {
    slug: 'zadanie-maturalne',
    name: 'Zadanie maturalne',
    type: 'TAG',
    aliases: ['matura', 'zadania maturalne', 'arkusz maturalny'],
    description: 'Zadania w stylu egzaminu maturalnego.',
  },
];

const extraTypes: TDemoHomeworkType[] = [
  {
    slug: 'ciag-arytmetyczny-w-zadaniach-tekstowych',
    name: 'Ciąg arytmetyczny w zadaniach tekstowych',
    formulas: '$S_n = \\frac{2a_1 + (n-1)r}{2}\\cdot n$',
    domainSlugs: ['ciagi'],
    parentSlug: 'ciag-arytmetyczny',
  },
];

type TExamSpec = {
  slug: string;
  type: 'MATURA' | 'EIGHTH_GRADE';
  date: string;
  level: 'BASIC' | 'ADVANCED' | null;
  variant: 'MAIN' | 'RESIT' | 'ADDITIONAL' | 'TRIAL';
  details: string | null;
};

const syntheticExams: TExamSpec[] = [
  ...[2023, 2024, 2025].flatMap((year): TExamSpec[] => [
    {
      slug: `matura-podstawowa-${year}-05-syn`,
      type: 'MATURA',
      date: `${year}-05-08`,
      level: 'BASIC',
      variant: 'MAIN',
      details: null,
    },
    {
      slug: `matura-rozszerzona-${year}-05-syn`,
      type: 'MATURA',
      date: `${year}-05-11`,
      level: 'ADVANCED',
      variant: 'MAIN',
      details: null,
    },
    {
      slug: `egzamin-osmoklasisty-${year}-05-syn`,
      type: 'EIGHTH_GRADE',
      date: `${year}-05-24`,
      level: null,
      variant: 'MAIN',
      details: null,
    },
  ]),
  {
    slug: 'matura-podstawowa-2024-08-syn',
    type: 'MATURA',
    date: '2024-08-20',
    level: 'BASIC',
    variant: 'RESIT',
    details: 'Sesja poprawkowa',
  },
  {
    slug: 'matura-podstawowa-2025-06-syn',
    type: 'MATURA',
    date: '2025-06-03',
    level: 'BASIC',
    variant: 'ADDITIONAL',
    details: 'Termin dodatkowy',
  },
  {
    slug: 'matura-probna-2025-12-syn',
    type: 'MATURA',
    date: '2025-12-10',
    level: 'ADVANCED',
    variant: 'TRIAL',
    details: 'Próbny arkusz (dane syntetyczne)',
  },
];

const firstNames = [
  'Anna',
  'Katarzyna',
  'Małgorzata',
  'Agnieszka',
  'Barbara',
  'Ewa',
  'Joanna',
  'Magdalena',
  'Zofia',
  'Łucja',
  'Piotr',
  'Krzysztof',
  'Tomasz',
  'Paweł',
  'Michał',
  'Marcin',
  'Jakub',
  'Łukasz',
  'Grzegorz',
  'Wojciech',
];
const lastNames = [
  'Nowak',
  'Kowalski',
  'Wiśniewski',
  'Wójcik',
  'Kowalczyk',
  'Kamiński',
  'Lewandowski',
  'Zieliński',
  'Szymański',
  'Woźniak',
  'Dąbrowski',
  'Kozłowski',
  'Jankowski',
  'Mazur',
  'Krawczyk',
  'Piotrowski',
  'Grabowski',
  'Pawłowski',
  'Michalski',
  'Król',
];
const feminine = (first: string, last: string) =>
  first.endsWith('a') && last.endsWith('ski') ? `${last.slice(0, -1)}a` : last;

const statusWeights: [string, number][] = [
  ['PUBLIC', 92],
  ['PRIVATE', 2.5],
  ['UNDER_REVIEW', 1.5],
  ['PUBLIC_DRAFT', 1.2],
  ['HIDDEN', 1],
  ['REJECTED', 0.8],
  ['UNDER_COPYRIGHT_REVIEW', 0.5],
  ['REMOVED_FOR_COPYRIGHT', 0.5],
];

const formatWeights: [string[], number][] = [
  [['LATEX'], 82],
  [['LATEX', 'IMAGE'], 6],
  [['IMAGE'], 5],
  [['LATEX', 'VIDEO'], 4],
  [['VIDEO'], 3],
];

const countWeights = [10, 30, 30, 20, 10]; // 1..5 concepts per task

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Plain text with `$inline$` TeX and blank-line paragraphs → stored HTML paragraphs with inline math. */
const toHtml = (text: string) =>
  text
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim())
    .map(
      (paragraph) =>
        `<p>${paragraph
          .trim()
          .split(/(\$[^$]+\$)/)
          .map((piece) =>
            piece.length > 2 && piece.startsWith('$') && piece.endsWith('$')
              ? `<span data-type="inline-math" data-latex="${escapeHtml(piece.slice(1, -1).trim())}"></span>`
              : escapeHtml(piece),
          )
          .join('')}</p>`,
    )
    .join('');

const toDisplayMath = (r: TRandom, tex: string) =>
  `<div data-type="block-math" id="id-${r.hex(12)}" data-latex="${escapeHtml(tex.trim())}"></div>`;

/** Inserts rows with multi-row INSERT statements of at most `size` rows. */
async function insertChunked(db: TDb, table: PgTable, rows: Record<string, unknown>[], size: number) {
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size) as never);
  }
}

const referenceDate = Date.UTC(2026, 5, 1); // createdAt spans the three years before this day
const threeYearsMs = 3 * 365 * 24 * 3600 * 1000;

/**
 * Seeds a deterministic synthetic catalogue of `tasks` tasks (with concepts, task types, exams
 * and teacher authors) for benchmarks. Concepts, types and exams that already exist (by slug) are
 * reused; the tasks' slugs carry the seed, so one seed can be seeded only once per database.
 */
export async function seedSyntheticCatalogue(db: TDb, options: TSyntheticOptions): Promise<TSyntheticResult> {
  const seed = options.seed ?? 1;
  const batchSize = options.batchSize ?? 1000;
  const log = options.log ?? ((line: string) => console.log(line));
  const r = createRandom(seed);
  const slugSuffix = `s${seed}`;

  const [clash] = await db
    .select({ slug: homeworks.slug })
    .from(homeworks)
    .where(like(homeworks.slug, `%-${slugSuffix}-1`))
    .limit(1);
  if (clash) {
    throw new Error(
      `Synthetic tasks of seed ${seed} already exist (${clash.slug}); use another --seed or a fresh database.`,
    );
  }

  // Reference data: concepts, task types, exams, authors (reused when their slugs exist).
  const concepts = [...demoConcepts, ...extraConcepts];
  await db
    .insert(mathConcepts)
    .values(
      concepts.map((c) => ({
        slug: c.slug,
        name: c.name,
        type: c.type,
        aliases: c.aliases,
        description: toHtml(c.description),
      })),
    )
    .onConflictDoNothing();
  const conceptRows = await db
    .select({ id: mathConcepts.id, slug: mathConcepts.slug, name: mathConcepts.name, aliases: mathConcepts.aliases })
    .from(mathConcepts)
    .where(
      inArray(
        mathConcepts.slug,
        concepts.map((c) => c.slug),
      ),
    );
  const conceptBySlug = new Map(conceptRows.map((row) => [row.slug, row]));

  const types = [...demoHomeworkTypes, ...extraTypes];
  const typeIds = new Map<string, string>();
  for (const type of [...types.filter((t) => !t.parentSlug), ...types.filter((t) => t.parentSlug)]) {
    const [inserted] = await db
      .insert(homeworkTypes)
      .values({
        slug: type.slug,
        name: type.name,
        formulas: type.formulas ? toHtml(type.formulas) : null,
        parentId: type.parentSlug ? (typeIds.get(type.parentSlug) ?? null) : null,
      })
      .onConflictDoNothing()
      .returning({ id: homeworkTypes.id });
    if (inserted) {
      const domainIds = type.domainSlugs.flatMap((slug) => conceptBySlug.get(slug)?.id ?? []);
      if (domainIds.length) {
        await db
          .insert(homeworkTypeConcepts)
          .values(domainIds.map((conceptId) => ({ homeworkTypeId: inserted.id, conceptId })));
      }
    }
  }
  for (const row of await db
    .select({ id: homeworkTypes.id, slug: homeworkTypes.slug })
    .from(homeworkTypes)
    .where(
      inArray(
        homeworkTypes.slug,
        types.map((t) => t.slug),
      ),
    )) {
    typeIds.set(row.slug, row.id);
  }

  await db
    .insert(exams)
    .values(syntheticExams.map((exam) => ({ ...exam, status: 'PUBLIC' as const })))
    .onConflictDoNothing();
  const examRows = await db
    .select({ id: exams.id, slug: exams.slug, type: exams.type })
    .from(exams)
    .where(
      inArray(
        exams.slug,
        syntheticExams.map((e) => e.slug),
      ),
    )
    // In a stated order: the draws below shuffle these lists, and rows without an order came back in the planner's
    // (a column added to exams changed it, and with it every seeded catalogue).
    .orderBy(exams.slug);
  const maturaExams = examRows.filter((e) => e.type === 'MATURA');
  const eighthGradeExams = examRows.filter((e) => e.type === 'EIGHTH_GRADE');

  const passwordHash = await hashPassword(`synthetic-${seed}-not-for-login`);
  const authorSpecs = Array.from({ length: 200 }, (_, index) => {
    const first = r.pick(firstNames);
    const last = feminine(first, r.pick(lastNames));
    const username = `${first}.${last}.${index + 1}`
      .toLowerCase()
      .replace(/ł/g, 'l')
      .normalize('NFD')
      .replace(/\p{M}/gu, '');
    return {
      email: `nauczyciel-${slugSuffix}-${index + 1}@synthetic.zadania.local`,
      username: `${username}-${slugSuffix}`,
      displayName: `${first} ${last}`,
      passwordHash,
      role: 'TEACHER' as const,
      emailConfirmedAt: new Date(referenceDate - threeYearsMs),
      consentAt: new Date(referenceDate - threeYearsMs),
    };
  });
  await db.insert(users).values(authorSpecs).onConflictDoNothing();
  const authorRows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        authorSpecs.map((a) => a.email),
      ),
    );
  const authorOrder = new Map(authorSpecs.map((a, index) => [a.email, index]));
  const authorIds = authorRows
    .sort((a, b) => authorOrder.get(a.email ?? '')! - authorOrder.get(b.email ?? '')!)
    .map((a) => a.id);
  // A few prolific authors, a long tail of occasional ones.
  const authorWeights = authorIds.map((_, rank) => 1 / (rank + 1) ** 0.9);

  // Concept popularity: a seeded order with Zipf-like weights, so some concepts are very common.
  const conceptOrder = r.shuffle(conceptRows.map((row) => row.slug));
  const popularity = conceptOrder.map((_, rank) => 1 / (rank + 1) ** 1.1);
  const templateWeights = taskTemplates.map((t) => t.weight);
  const statusTotal = statusWeights.reduce((sum, [, w]) => sum + w, 0);
  const formatTotal = formatWeights.reduce((sum, [, w]) => sum + w, 0);
  const examPositions = new Map<string, number>();

  const pickConcepts = (template: TTaskTemplate) => {
    const target = 1 + r.weighted(countWeights);
    const chosen = new Set<string>(template.concepts.slice(0, Math.max(1, Math.min(target, template.concepts.length))));
    for (const slug of r.shuffle(template.optionalConcepts)) {
      if (chosen.size >= target) break;
      if (r.chance(0.6)) chosen.add(slug);
    }
    let guard = 0;
    while (chosen.size < target && guard < 20) {
      guard += 1;
      chosen.add(conceptOrder[r.weighted(popularity)]!);
    }
    return [...chosen].flatMap((slug) => conceptBySlug.get(slug) ?? []);
  };

  const started = Date.now();
  let done = 0;
  while (done < options.tasks) {
    const count = Math.min(batchSize, options.tasks - done);
    const taskRows: (typeof homeworks.$inferInsert)[] = [];
    const answerRows: (typeof homeworkAnswers.$inferInsert)[] = [];
    const stepRows: (typeof solutionSteps.$inferInsert)[] = [];
    const conceptLinks: (typeof homeworkConcepts.$inferInsert)[] = [];
    const examLinks: (typeof homeworkExams.$inferInsert)[] = [];

    for (let offset = 0; offset < count; offset += 1) {
      const index = done + offset + 1;
      const template = taskTemplates[r.weighted(templateWeights)]!;
      const generated = template.generate(r);
      const id = r.uuid();
      const level = r.chance(0.97) ? r.pick(template.levels) : 'OTHER';
      const closed = r.chance(0.35) && generated.distractors.length >= 3;
      const status =
        statusWeights[
          r.weighted(
            statusWeights.map(([, w]) => w),
            statusTotal,
          )
        ]![0];
      const formats =
        formatWeights[
          r.weighted(
            formatWeights.map(([, w]) => w),
            formatTotal,
          )
        ]![0];
      const createdAt = new Date(referenceDate - Math.floor(r.next() * threeYearsMs));
      const updatedAt = new Date(createdAt.getTime() + (r.chance(0.3) ? Math.floor(r.next() * 60 * 86400000) : 0));
      const rated = r.chance(0.7);
      const ratingsCount = rated ? Math.max(1, Math.floor(1 / (1 - r.next() * 0.995)) + r.int(0, 3)) : 0;
      const ratingsAvg = rated
        ? Math.round(Math.min(5, Math.max(1, 4.1 + (r.next() + r.next() + r.next() - 1.5) * 1.6)) * 100) / 100
        : 0;

      const description = toHtml(generated.description);
      const answerHtml = toHtml(generated.answer);
      const answers = closed
        ? r.shuffle([
            { html: answerHtml, correct: true },
            ...generated.distractors.slice(0, 3).map((d) => ({ html: toHtml(d), correct: false })),
          ])
        : [];
      const taskConcepts = pickConcepts(template);
      const searchText = buildHomeworkSearchText({
        description,
        answers: answers.map((a) => a.html),
        answer: closed ? null : answerHtml,
        answerHeldBack: false,
        concepts: taskConcepts,
      });
      const authorId = r.chance(0.97) && authorIds.length ? authorIds[r.weighted(authorWeights)]! : null;
      const adminReviewStatus =
        status === 'PUBLIC'
          ? 'APPROVED'
          : status === 'UNDER_REVIEW'
            ? 'PENDING'
            : status === 'REJECTED'
              ? 'REJECTED'
              : null;

      taskRows.push({
        id,
        slug: `${template.slug}-${slugSuffix}-${index}`,
        status: status as 'PUBLIC',
        adminReviewStatus,
        authorId,
        subject: 'MATHS',
        level,
        description,
        closed,
        answer: closed ? null : answerHtml,
        solutionFormats: formats,
        solutionVideoId: formats.includes('VIDEO') ? r.uuid() : null,
        typeId: r.chance(0.92) && template.typeSlug ? (typeIds.get(template.typeSlug) ?? null) : null,
        ratingsAvg,
        ratingsCount,
        searchText,
        createdAt,
        updatedAt,
      });
      answers.forEach((answer, position) => {
        answerRows.push({
          homeworkId: id,
          position,
          label: String.fromCharCode(65 + position),
          answer: answer.html,
          correct: answer.correct,
        });
      });
      const steps = generated.steps.slice(0, 4);
      steps.forEach((step, position) => {
        stepRows.push({
          homeworkId: id,
          order: position + 1,
          title: step.title,
          description: step.description ? toHtml(step.description) : '',
          latex: step.latex.trim() ? toDisplayMath(r, step.latex) : '',
        });
      });
      for (const concept of taskConcepts) conceptLinks.push({ homeworkId: id, conceptId: concept.id });

      if (r.chance(0.15)) {
        const pool = level === 'PRIMARY' ? eighthGradeExams : level === 'HIGH_SCHOOL' ? maturaExams : [];
        const picked = r.shuffle(pool).slice(0, r.chance(0.8) ? 1 : 2);
        for (const exam of picked) {
          const position = (examPositions.get(exam.id) ?? 0) + 1;
          examPositions.set(exam.id, position);
          examLinks.push({ homeworkId: id, examId: exam.id, position, points: r.int(1, 6) });
        }
      }
    }

    await db.transaction(async (tx) => {
      const t = tx as unknown as TDb;
      await insertChunked(t, homeworks, taskRows, batchSize);
      await insertChunked(t, homeworkAnswers, answerRows, batchSize);
      await insertChunked(t, solutionSteps, stepRows, batchSize);
      await insertChunked(t, homeworkConcepts, conceptLinks, batchSize);
      await insertChunked(t, homeworkExams, examLinks, batchSize);
    });
    done += count;
    if (done === options.tasks || done % (batchSize * 10) === 0) {
      const seconds = (Date.now() - started) / 1000;
      log(
        `  ${done}/${options.tasks} zadań (${seconds.toFixed(1)} s, ${Math.round(done / Math.max(seconds, 0.001))} zadań/s)`,
      );
    }
  }

  return {
    tasks: done,
    concepts: conceptRows.length,
    types: typeIds.size,
    exams: examRows.length,
    authors: authorIds.length,
  };
}
