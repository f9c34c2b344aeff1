import { z } from 'zod';
import { schoolLevels, subjects } from '../enums';
import { definePolicy } from '../policies/policy';
import { isAdmin, type TViewer } from '../policies/viewer';
import { hasNoControlCharacters } from '../validation/fields';
import { validationMessages } from '../validation/messages';
import { pageOf, pagingQuery } from '../validation/paging';
import { bookKinds, bookNodeKinds } from './coursebook-kinds';

/** Polish messages of coursebooks (issue 20, books and their trees of chapters, pages and exercises). */
export const coursebookMessages = {
  notFound: 'Nie znaleziono książki.',
  nodeNotFound: 'Nie znaleziono elementu książki.',
  homeworkNotFound: 'Nie znaleziono zadania.',
  conceptNotFound: 'Nie znaleziono pojęcia.',
  adminOnly: 'Książki może edytować tylko administrator.',
  attachForbidden: 'Zadanie do książki może przypiąć tylko jego autor lub administrator.',
  id: 'Niepoprawny identyfikator.',
  title: 'Podaj tytuł (najwyżej 200 znaków).',
  slug: 'Adres może zawierać tylko małe litery, cyfry i myślniki (najwyżej 80 znaków).',
  slugTaken: 'Książka o tym adresie już istnieje.',
  kind: 'Wybierz rodzaj książki: podręcznik lub zbiór zadań.',
  publisher: 'Podaj wydawnictwo (najwyżej 100 znaków).',
  subject: 'Wybierz przedmiot.',
  level: 'Wybierz poziom.',
  class: 'Klasa musi być liczbą od 1 do 8.',
  year: 'Rok musi być liczbą od 1990 do 2100.',
  cover: 'Okładka musi być obrazem przesłanym jako obraz edytora.',
  nodeKind: 'Wybierz rodzaj elementu: rozdział, strona lub ćwiczenie.',
  nodeTitle: 'Podaj nazwę elementu (najwyżej 200 znaków).',
  nodeNumber: 'Numer może mieć najwyżej 20 znaków.',
  position: 'Pozycja musi być liczbą całkowitą od 0.',
  content: 'Treść może mieć najwyżej 100 000 znaków.',
  parent: 'Element nadrzędny musi należeć do tej samej książki.',
  exerciseParent: 'Ćwiczenie nie może zawierać innych elementów.',
  attachKind: 'Zadanie można przypiąć tylko do strony lub ćwiczenia.',
  conceptNotLinked: 'Najpierw powiąż element z pojęciem.',
  page: 'Niepoprawny numer strony',
  pageSize: 'Rozmiar strony musi wynosić od 1 do 50',
} as const;
const m = coursebookMessages;

/** The uuid `:id` of a book, a book node or a task in the coursebook routes. */
export const ZBookIdParams = z.object({ id: z.uuid({ error: m.id }) });
/** GET /api/book/{slug}. */
export const ZBookSlugParams = z.object({ slug: z.string().min(1).max(200, m.notFound) });

/** Book administration is ADMIN's; attaching a task to a book is its author's or ADMIN's (as editing it). */
export const coursebookPolicy = definePolicy<{ authorId: string | null }>()({
  manage: (viewer: TViewer) => isAdmin(viewer),
  attachHomework: (viewer, homework) => isAdmin(viewer) || (!!viewer && viewer.id === homework.authorId),
});

export const ZBookKind = z.enum(bookKinds, { error: m.kind });
export const ZBookNodeKind = z.enum(bookNodeKinds, { error: m.nodeKind });
const ZId = z.uuid({ error: m.id });
const trimmed = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, message)
    .refine(hasNoControlCharacters, validationMessages.controlCharacters);

/** POST /api/book and PUT /api/book/{id}: a book's fields; the slug is made from the title when absent. */
export const ZBookSave = z.object({
  slug: z
    .string({ error: m.slug })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, m.slug)
    .max(80, m.slug)
    .optional(),
  title: trimmed(200, m.title),
  kind: ZBookKind,
  publisher: trimmed(100, m.publisher).describe("'Nowa Era', 'OE Pazdro' or any other name"),
  subject: z.enum(subjects, { error: m.subject }),
  level: z.enum(schoolLevels, { error: m.level }),
  class: z.number({ error: m.class }).int(m.class).min(1, m.class).max(8, m.class).nullable().default(null),
  year: z.number({ error: m.year }).int(m.year).min(1990, m.year).max(2100, m.year).nullable().default(null),
  coverFileId: ZId.nullable().default(null).describe('An EDITOR_IMAGE upload (public image)'),
});
export type TBookSave = z.input<typeof ZBookSave>;

/** GET /api/book: filters in the URL like the task catalogue. */
export const ZBookListQuery = z.object({
  ...pagingQuery({ min: 1, max: 50, fallback: 24, message: m.pageSize }, m.page),
  subject: z.enum(subjects, { error: m.subject }).optional(),
  level: z.enum(schoolLevels, { error: m.level }).optional(),
  kind: ZBookKind.optional(),
  publisher: z.string().trim().max(100, m.publisher).optional(),
});
export type TBookListQuery = z.input<typeof ZBookListQuery>;

export const ZBookSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  kind: ZBookKind,
  publisher: z.string(),
  subject: z.enum(subjects),
  level: z.enum(schoolLevels),
  class: z.number().int().nullable(),
  year: z.number().int().nullable(),
  cover: z.object({ id: z.uuid(), url: z.string() }).nullable(),
});
export type TBookSummary = z.infer<typeof ZBookSummary>;

export const ZBookList = pageOf(ZBookSummary);
export type TBookList = z.infer<typeof ZBookList>;

/** One node of the tree; `homeworksCount` counts the public tasks of the node and its subtree. */
export const ZBookNode = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  kind: ZBookNodeKind,
  title: z.string(),
  number: z.string().nullable(),
  position: z.number().int(),
  depth: z.number().int(),
  content: z.string().nullable().describe('Sanitized HTML'),
  mathConcept: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }).nullable(),
  homeworksCount: z.number().int(),
});
export type TBookNode = z.infer<typeof ZBookNode>;

/** GET /api/book/{slug}: the book with its nodes in tree order (each after its parent, siblings by position). */
export const ZBookDetail = ZBookSummary.extend({
  nodes: z.array(ZBookNode),
  policies: z.object({ manage: z.boolean() }),
});
export type TBookDetail = z.infer<typeof ZBookDetail>;

export const ZBookNodeCreate = z.object({
  bookId: ZId,
  parentId: ZId.nullable().default(null),
  kind: ZBookNodeKind,
  title: trimmed(200, m.nodeTitle),
  number: z.string().trim().max(20, m.nodeNumber).nullable().default(null),
  position: z.number({ error: m.position }).int(m.position).min(0, m.position).optional(),
  content: z.string().max(100_000, m.content).nullable().default(null),
});
export type TBookNodeCreate = z.input<typeof ZBookNodeCreate>;

export const ZBookNodeUpdate = z.object({
  kind: ZBookNodeKind,
  title: trimmed(200, m.nodeTitle),
  number: z.string().trim().max(20, m.nodeNumber).nullable().default(null),
  position: z.number({ error: m.position }).int(m.position).min(0, m.position).optional(),
  content: z.string().max(100_000, m.content).nullable().default(null),
});
export type TBookNodeUpdate = z.input<typeof ZBookNodeUpdate>;

export const ZBookNodeSaved = z.object({
  id: z.uuid(),
  bookId: z.uuid(),
  parentId: z.uuid().nullable(),
  kind: ZBookNodeKind,
  title: z.string(),
  number: z.string().nullable(),
  position: z.number().int(),
  content: z.string().nullable(),
  mathConceptId: z.uuid().nullable(),
});
export type TBookNodeSaved = z.infer<typeof ZBookNodeSaved>;

export const ZBookNodeConcept = z.object({ mathConceptId: ZId.nullable() });

/** POST /api/book-node/{id}/import-concept: the concept whose content is copied (the linked one when absent). */
export const ZBookNodeImportConcept = z.object({ mathConceptId: ZId.optional() });

export const ZHomeworkBookNodeSet = z.object({ bookNodeId: ZId.nullable() });

/** The node a task is attached to, as the task's detail shows it (`homeworksBookNode`). */
export const ZHomeworksBookNode = z.object({
  id: z.uuid(),
  title: z.string(),
  number: z.string().nullable(),
  kind: ZBookNodeKind,
  book: z.object({ slug: z.string(), title: z.string() }),
});
export type THomeworksBookNode = z.infer<typeof ZHomeworksBookNode>;

export const ZHomeworkBookNodeResult = z.object({ homeworksBookNode: ZHomeworksBookNode.nullable() });

export const ZBookNodeHomeworksQuery = z.object({
  ...pagingQuery({ min: 1, max: 50, fallback: 20, message: m.pageSize }, m.page),
});

export const ZBookNodeHomework = z.object({
  id: z.uuid(),
  slug: z.string(),
  description: z.string().describe('Sanitized HTML'),
  level: z.enum(schoolLevels),
  bookNode: z.object({ id: z.uuid(), title: z.string(), number: z.string().nullable(), kind: ZBookNodeKind }),
});
export type TBookNodeHomework = z.infer<typeof ZBookNodeHomework>;

export const ZBookNodeHomeworkList = pageOf(ZBookNodeHomework);
export type TBookNodeHomeworkList = z.infer<typeof ZBookNodeHomeworkList>;
