import {
  coursebookMessages as m,
  ZBookDetail,
  ZBookList,
  ZBookListQuery,
  ZBookNodeConcept,
  ZBookNodeCreate,
  ZBookNodeHomeworkList,
  ZBookNodeHomeworksQuery,
  ZBookNodeImportConcept,
  ZBookNodeSaved,
  ZBookNodeUpdate,
  ZBookSave,
  ZBookSummary,
  ZHomeworkBookNodeResult,
  ZHomeworkBookNodeSet,
  ZMessageResponse,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponses,
  routeOptions,
  type TRouteSchema,
  underRule,
  usualErrors,
} from '../../lib/routes/route-options';

const tags = ['Books'];
const ZIdParams = z.object({ id: z.uuid({ error: m.id }) });
const ZSlugParams = z.object({ slug: z.string().min(1).max(200, m.notFound) });
const adminOnly = `ADMIN only (403 '${m.adminOnly}').`;

/**
 * Coursebooks (issue 20): books (coursebook or workbook) with a tree of chapters, pages and exercises, tasks
 * attached to pages and exercises (`homeworksBookNode`), concept linking inside books. The spec names no
 * paths; these are ours (the citation book search stays at /api/books/search).
 */
export const coursebooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const books = app.services.coursebooks;
  const { signedIn, publicRoute } = routeOptions(app, { tags, errors: usualErrors });

  /** A change of the books that only ADMIN may make: the rule heads its description. */
  const adminRoute = <TSchema extends TRouteSchema>(schema: TSchema) =>
    signedIn(underRule(adminOnly, schema), { door: { roles: ['ADMIN'], refusal: m.adminOnly } });

  app.get(
    '/book',
    publicRoute({
      summary: 'Books, filtered by subject, level, kind and publisher (public)',
      description:
        "Sorted by title; pages of 24 (≤ 50). The publisher matches whole names, case-insensitively ('Nowa Era', 'OE Pazdro' or another).",
      querystring: ZBookListQuery,
      response: { 200: ZBookList },
      errors: errorResponses(400),
    }),
    async (request) => books.list(request.query),
  );

  app.get(
    '/book/:slug',
    publicRoute({
      summary: 'A book with its node tree (public)',
      description:
        'The nodes come in tree order (each after its parent, siblings by position) with their depth; `homeworksCount` counts the public tasks attached to the node or below it. `policies.manage` tells whether the viewer may edit the book (ADMIN).',
      params: ZSlugParams,
      response: { 200: ZBookDetail },
      errors: errorResponses(404),
    }),
    async (request) => books.get(request.viewer, request.params.slug),
  );

  app.post(
    '/book',
    adminRoute({
      summary: 'Create a book (ADMIN)',
      description: `The slug is made from the title when absent (a free one); a given slug that is taken: 400 '${m.slugTaken}'. The cover is an EDITOR_IMAGE upload ('${m.cover}').`,
      body: ZBookSave,
      response: { 201: ZBookSummary },
    }),
    async (request, reply) => reply.code(201).send(await books.create(request.viewer!, request.body)),
  );

  app.put(
    '/book/:id',
    adminRoute({
      summary: 'Edit a book (ADMIN)',
      description: `The same fields as creating; an absent slug keeps the current one.`,
      params: ZIdParams,
      body: ZBookSave,
      response: { 200: ZBookSummary },
    }),
    async (request) => books.update(request.viewer!, request.params.id, request.body),
  );

  app.delete(
    '/book/:id',
    adminRoute({
      summary: 'Delete a book with its nodes (ADMIN); its tasks stay, detached',
      params: ZIdParams,
      response: { 200: ZMessageResponse },
    }),
    async (request) => books.remove(request.viewer!, request.params.id),
  );

  app.post(
    '/book-node',
    adminRoute({
      summary: 'Add a chapter, page or exercise to a book (ADMIN)',
      description: `Under a parent of the same book ('${m.parent}') that is not an exercise ('${m.exerciseParent}'), or at the top (parentId null); last among its siblings unless a position is given. Content is editor HTML, sanitized.`,
      body: ZBookNodeCreate,
      response: { 201: ZBookNodeSaved },
    }),
    async (request, reply) => reply.code(201).send(await books.createNode(request.viewer!, request.body)),
  );

  app.put(
    '/book-node/:id',
    adminRoute({
      summary: 'Rename or edit a book node (ADMIN)',
      description: `Kind, title, number, position (kept when absent) and content (sanitized). A node with children cannot become an exercise ('${m.exerciseParent}').`,
      params: ZIdParams,
      body: ZBookNodeUpdate,
      response: { 200: ZBookNodeSaved },
    }),
    async (request) => books.updateNode(request.viewer!, request.params.id, request.body),
  );

  app.delete(
    '/book-node/:id',
    adminRoute({
      summary: 'Delete a book node with its subtree (ADMIN); its tasks stay, detached',
      params: ZIdParams,
      response: { 200: ZMessageResponse },
    }),
    async (request) => books.removeNode(request.viewer!, request.params.id),
  );

  app.put(
    '/book-node/:id/concept',
    adminRoute({
      summary: 'Link a book node to a concept, or unlink it (ADMIN; concept linking inside books)',
      description: `mathConceptId null unlinks; an unknown concept: 404 '${m.conceptNotFound}'.`,
      params: ZIdParams,
      body: ZBookNodeConcept,
      response: { 200: ZBookNodeSaved },
    }),
    async (request) => books.setNodeConcept(request.viewer!, request.params.id, request.body.mathConceptId),
  );

  app.post(
    '/book-node/:id/import-concept',
    adminRoute({
      summary: "Import a concept's content into a book node (ADMIN; import from a concept outside books)",
      description: `The concept's description (sanitized) replaces the node's content; the concept is the given one or else the linked one (none: 400 '${m.conceptNotLinked}').`,
      params: ZIdParams,
      body: ZBookNodeImportConcept,
      response: { 200: ZBookNodeSaved },
    }),
    async (request) => books.importConcept(request.viewer!, request.params.id, request.body.mathConceptId),
  );

  app.get(
    '/book-node/:id/homeworks',
    publicRoute({
      summary: 'The public tasks attached to a book node or below it (public)',
      description: 'In the order of the pages and exercises; pages of 20 (≤ 50).',
      params: ZIdParams,
      querystring: ZBookNodeHomeworksQuery,
      response: { 200: ZBookNodeHomeworkList },
      errors: errorResponses(400, 404),
    }),
    async (request) => books.nodeHomeworks(request.params.id, request.query),
  );

  app.put(
    '/homework/:id/book-node',
    signedIn({
      summary: "Attach a task to a book's page or exercise, or detach it (the task's author or ADMIN)",
      description: `bookNodeId null detaches. Others: 403 '${m.attachForbidden}'; a chapter: 400 '${m.attachKind}'. The task's detail then shows it as homeworksBookNode, and the catalogue's \`book\` filter finds it.`,
      params: ZIdParams,
      body: ZHomeworkBookNodeSet,
      response: { 200: ZHomeworkBookNodeResult },
    }),
    async (request) => books.setHomeworkBookNode(request.viewer!, request.params.id, request.body.bookNodeId),
  );
};
