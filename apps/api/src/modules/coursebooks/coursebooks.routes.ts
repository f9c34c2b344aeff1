import { coursebookEndpoints, coursebookMessages as m } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes, type TRouteDoc, type TSignedInDoc } from '../../lib/routes/endpoint-route';
import { errorResponses, usualErrors } from '../../lib/routes/route-options';

const tags = ['Books'];
const adminOnly = `ADMIN only (403 '${m.adminOnly}').`;

/**
 * Coursebooks (issue 20): books (coursebook or workbook) with a tree of chapters, pages and exercises, tasks
 * attached to pages and exercises (`homeworksBookNode`), concept linking inside books. The spec names no
 * paths; these are ours (the citation book search stays at /api/books/search).
 */
export const coursebooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const books = app.services.coursebooks;
  const route = endpointRoutes(app, { tags, errors: usualErrors });

  /** A change of the books that only ADMIN may make: the rule heads its description. */
  const adminOnlyDoc = ({ description, ...doc }: TRouteDoc): TSignedInDoc => ({
    ...doc,
    description: description ? `${adminOnly} ${description}` : adminOnly,
    door: { roles: ['ADMIN'], refusal: m.adminOnly },
  });

  route.publicRoute(
    coursebookEndpoints.books,
    {
      summary: 'Books, filtered by subject, level, kind and publisher (public)',
      description:
        "Sorted by title; pages of 24 (≤ 50). The publisher matches whole names, case-insensitively ('Nowa Era', 'OE Pazdro' or another).",
      errors: errorResponses(400),
    },
    async (request) => books.listBooks(request.query),
  );

  route.publicRoute(
    coursebookEndpoints.book,
    {
      summary: 'A book with its node tree (public)',
      description:
        'The nodes come in tree order (each after its parent, siblings by position) with their depth; `homeworksCount` counts the public tasks attached to the node or below it. `policies.manage` tells whether the viewer may edit the book (ADMIN).',
      errors: errorResponses(404),
    },
    async (request) => books.getBook(request.viewer, request.params.slug),
  );

  route.signedIn(
    coursebookEndpoints.createBook,
    adminOnlyDoc({
      summary: 'Create a book (ADMIN)',
      description: `The slug is made from the title when absent (a free one); a given slug that is taken: 400 '${m.slugTaken}'. The cover is an EDITOR_IMAGE upload ('${m.cover}').`,
      status: 201,
    }),
    async (request) => books.createBook(request.viewer, request.body),
  );

  route.signedIn(
    coursebookEndpoints.updateBook,
    adminOnlyDoc({
      summary: 'Edit a book (ADMIN)',
      description: `The same fields as creating; an absent slug keeps the current one.`,
    }),
    async (request) => books.updateBook(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    coursebookEndpoints.deleteBook,
    adminOnlyDoc({
      summary: 'Delete a book with its nodes (ADMIN); its tasks stay, detached',
    }),
    async (request) => books.removeBook(request.viewer, request.params.id),
  );

  route.signedIn(
    coursebookEndpoints.createNode,
    adminOnlyDoc({
      summary: 'Add a chapter, page or exercise to a book (ADMIN)',
      description: `Under a parent of the same book ('${m.parent}') that is not an exercise ('${m.exerciseParent}'), or at the top (parentId null); last among its siblings unless a position is given. Content is editor HTML, sanitized.`,
      status: 201,
    }),
    async (request) => books.createBookNode(request.viewer, request.body),
  );

  route.signedIn(
    coursebookEndpoints.updateNode,
    adminOnlyDoc({
      summary: 'Rename or edit a book node (ADMIN)',
      description: `Kind, title, number, position (kept when absent) and content (sanitized). A node with children cannot become an exercise ('${m.exerciseParent}').`,
    }),
    async (request) => books.updateBookNode(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    coursebookEndpoints.deleteNode,
    adminOnlyDoc({
      summary: 'Delete a book node with its subtree (ADMIN); its tasks stay, detached',
    }),
    async (request) => books.removeBookNode(request.viewer, request.params.id),
  );

  route.signedIn(
    coursebookEndpoints.setNodeConcept,
    adminOnlyDoc({
      summary: 'Link a book node to a concept, or unlink it (ADMIN; concept linking inside books)',
      description: `mathConceptId null unlinks; an unknown concept: 404 '${m.conceptNotFound}'.`,
    }),
    async (request) => books.setNodeConcept(request.viewer, request.params.id, request.body.mathConceptId),
  );

  route.signedIn(
    coursebookEndpoints.importNodeConcept,
    adminOnlyDoc({
      summary: "Import a concept's content into a book node (ADMIN; import from a concept outside books)",
      description: `The concept's description (sanitized) replaces the node's content; the concept is the given one or else the linked one (none: 400 '${m.conceptNotLinked}').`,
    }),
    async (request) => books.importConcept(request.viewer, request.params.id, request.body.mathConceptId),
  );

  route.publicRoute(
    coursebookEndpoints.nodeHomeworks,
    {
      summary: 'The public tasks attached to a book node or below it (public)',
      description: 'In the order of the pages and exercises; pages of 20 (≤ 50).',
      errors: errorResponses(400, 404),
    },
    async (request) => books.listNodeHomeworks(request.params.id, request.query),
  );

  route.signedIn(
    coursebookEndpoints.setHomeworkBookNode,
    {
      summary: "Attach a task to a book's page or exercise, or detach it (the task's author or ADMIN)",
      description: `bookNodeId null detaches. Others: 403 '${m.attachForbidden}'; a chapter: 400 '${m.attachKind}'. The task's detail then shows it as homeworksBookNode, and the catalogue's \`book\` filter finds it.`,
    },
    async (request) => books.setHomeworkBookNode(request.viewer, request.params.id, request.body.bookNodeId),
  );
};
