import { supportNodeMessages as m, supportNodeEndpoints, supportNodeLimits } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { errorResponses, usualErrors } from '../../lib/routes/route-options';

const tags = ['Help'];

const saveRules = `Fields: parentId (null: top level; unknown: 400 '${m.parentNotFound}'), slug (lowercase letters, digits and hyphens, unique: 400 '${m.slugTaken}'), title (≤ 200), description (plain text ≤ 300, the page's meta description), content (editor HTML, sanitized), published, optional position among the siblings (0 first; absent: last). Other roles: 403 '${m.adminOnly}'.`;

/**
 * The help centre (SUPPORT_NODE, issue 20): a public tree of help sections and articles that ADMIN writes with
 * the editor. The spec names no paths; these are ours.
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const support = app.services.support;
  const route = endpointRoutes(app, { tags, errors: usualErrors });
  const supportDoor = { roles: ['ADMIN'], refusal: m.adminOnly } as const;

  route.publicRoute(
    supportNodeEndpoints.supportNodes,
    {
      summary: 'The help centre: every node in tree order, or with q the nodes matching it (public)',
      description: `Signed out or not ADMIN: published nodes whose ancestors are published; ADMIN: every node. q (2–100 characters, '${m.queryTooShort}'): nodes whose title or text contain every word, case-insensitive, titles first, at most ${supportNodeLimits.searchResults}. policies.create says whether the viewer edits the help centre.`,
      errors: errorResponses(400),
    },
    async (request) => support.list(request.viewer, request.query),
  );

  route.publicRoute(
    supportNodeEndpoints.supportNode,
    {
      summary: 'One help node by its slug, with breadcrumbs and children (public when published)',
      description: `A draft node, or one under a draft section, is 404 '${m.notFound}' for anyone but ADMIN.`,
      errors: errorResponses(404),
    },
    async (request) => support.get(request.viewer, request.params.slug),
  );

  route.signedIn(
    supportNodeEndpoints.createSupportNode,
    {
      summary: 'Create a help node (ADMIN)',
      description: saveRules,
      status: 201,
      errors: errorResponses(400, 401, 403),
      door: supportDoor,
    },
    async (request) => support.create(request.viewer, request.body),
  );

  route.signedIn(
    supportNodeEndpoints.updateSupportNode,
    {
      summary: 'Edit a help node (ADMIN)',
      description: `${saveRules} A different parent or a position moves the node as POST /support-node/{id}/move does (a cycle: 400 '${m.cycle}').`,
      door: supportDoor,
    },
    async (request) => support.update(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    supportNodeEndpoints.moveSupportNode,
    {
      summary: 'Move or reorder a help node (ADMIN), in one transaction',
      description: `parentId (null: top level) and position among the new siblings from 0 (beyond the end: last). The siblings are numbered again, the old ones too. Under itself or one of its descendants: 400 '${m.cycle}'.`,
      door: supportDoor,
    },
    async (request) => support.move(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    supportNodeEndpoints.deleteSupportNode,
    {
      summary: 'Delete a help node without children (ADMIN)',
      description: `A section with children: 400 '${m.hasChildren}'.`,
      door: supportDoor,
    },
    async (request) => support.delete(request.viewer, request.params.id),
  );
};
