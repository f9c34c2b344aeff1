import { z } from 'zod';
import { hasNoControlCharacters } from '../validation/fields';
import { validationMessages } from '../validation/messages';
import { supportNodeLimits as l, supportNodeMessages as m, supportSlugPattern } from './support-messages';

const ZParentId = z.uuid({ error: m.parentInvalid }).nullable();
const ZPosition = z.int({ error: m.position }).min(0, m.position);

/**
 * POST /support-node and PUT /support-node/:id: a help node. A section is a node with children, an article a node
 * with content; one node may be both. `content` is the editor's HTML (sanitized by the API); `description` is plain
 * text for lists and the page's meta description. Without `position` a new node goes last among its siblings.
 */
export const ZSupportNodeSave = z.object({
  parentId: ZParentId.default(null),
  slug: z
    .string({ error: m.slugRequired })
    .trim()
    .min(1, m.slugRequired)
    .max(l.slugMaxLength, m.slugTooLong)
    .regex(supportSlugPattern, m.slugInvalid),
  title: z
    .string({ error: m.titleRequired })
    .trim()
    .min(1, m.titleRequired)
    .max(l.titleMaxLength, m.titleTooLong)
    .refine(hasNoControlCharacters, validationMessages.controlCharacters),
  description: z.string().trim().max(l.descriptionMaxLength, m.descriptionTooLong).default(''),
  content: z.string().max(l.htmlMaxLength, m.contentTooLong).default(''),
  published: z.boolean({ error: m.published }).default(false),
  position: ZPosition.optional(),
});
export type TSupportNodeSave = z.input<typeof ZSupportNodeSave>;

/** POST /support-node/:id/move: the new parent (null: the top level) and the place among its children from 0. */
export const ZSupportNodeMove = z.object({ parentId: ZParentId, position: ZPosition });
export type TSupportNodeMove = z.input<typeof ZSupportNodeMove>;

/** GET /support-node: every node (a flat list in tree order), or with `q` the nodes whose title or text match. */
export const ZSupportNodeListQuery = z.object({
  q: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().min(l.queryMinLength, m.queryTooShort).max(l.queryMaxLength, m.queryTooLong).optional(),
  ),
});
export type TSupportNodeListQuery = z.input<typeof ZSupportNodeListQuery>;

export const ZSupportNodePolicySet = z
  .object({ read: z.boolean(), create: z.boolean(), update: z.boolean(), move: z.boolean(), delete: z.boolean() })
  .describe('What the viewer may do with this resource, answered by the server for the viewer of this request');

export const ZSupportNodeSummary = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  position: z.int(),
  published: z.boolean(),
  /** Whether the node has content of its own (an article) besides any children. */
  hasContent: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type TSupportNodeSummary = z.infer<typeof ZSupportNodeSummary>;

export const ZSupportNodeList = z.object({
  items: z.array(ZSupportNodeSummary),
  /** The viewer's rights on the help centre as a whole (`create` for ADMIN). */
  policies: ZSupportNodePolicySet,
});
export type TSupportNodeList = z.infer<typeof ZSupportNodeList>;

export const ZSupportNodeCrumb = z.object({ id: z.uuid(), slug: z.string(), title: z.string() });
export type TSupportNodeCrumb = z.infer<typeof ZSupportNodeCrumb>;

export const ZSupportNode = ZSupportNodeSummary.extend({
  /** Sanitized HTML. */
  content: z.string(),
  /** The ancestors from the top level down, without the node itself. */
  breadcrumbs: z.array(ZSupportNodeCrumb),
  /** The children the viewer may read, in order. */
  children: z.array(ZSupportNodeSummary),
  policies: ZSupportNodePolicySet,
});
export type TSupportNode = z.infer<typeof ZSupportNode>;

/** GET /support-node/:slug: the slug as the server reads it (1 to the slug's maximum length). */
export const ZSupportNodeSlugParams = z.object({ slug: z.string().min(1).max(l.slugMaxLength) });

/** The params of a route about one help node, by its uuid `:id`; a malformed id answers 400 'Niepoprawny format'. */
export const ZSupportNodeIdParams = z.object({ id: z.uuid({ error: validationMessages.invalidFormat }) });
