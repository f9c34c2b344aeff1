import { getSchema } from '@tiptap/core';
import {
  type DOMOutputSpec,
  Fragment,
  type Mark,
  type MarkType,
  type NodeType,
  type Node as ProseMirrorNode,
  type Schema,
} from '@tiptap/pm/model';
import { createEditorExtensions } from './create-editor-extensions';
import { parseStyle } from './css-values';
import type { THtmlAllowlist } from './html-allowlist';
import { ALLOWED_URL_SCHEMES } from './url-policy';

export type { THtmlAllowlist } from './html-allowlist';
export { ALLOWED_URL_SCHEMES, isAllowedHref, isAllowedMediaSrc, toEmbedUrl } from './url-policy';

const urlAttributeNames = new Set(['href', 'src', 'data-url']);
const richHtmlAttributeNames = new Set(['data-content']);

// Values tried for every attribute so that conditional output (a colour, a border, a non-default list
// style, an allowed URL) is rendered at least once; invalid ones are simply rejected by renderHTML.
const candidateValues: unknown[] = [
  true,
  false,
  0,
  1,
  2,
  3,
  4,
  5,
  6,
  48,
  'x',
  'id-sample',
  'https://example.com/a.png',
  '/resources/concepts/a',
  'https://www.youtube.com/embed/abcdefgh',
  '#ff0000',
  'lower-greek',
  'auto',
  '100%',
  '12px',
  'Arial',
  'Times New Roman',
  'theorem',
  'custom',
  'template',
  'kciuk_w_gore',
  '<p>x</p>',
  [100],
  { style: 'dashed', width: 2, color: '#ff0000' },
];

type TCollected = { attributes: Map<string, Set<string>>; styles: Set<string> };

function isAttributeObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value) && !('nodeType' in value);
}

type TRoot = { tags: Set<string>; attributes: Set<string> };

function collectSpec(spec: DOMOutputSpec | number, out: TCollected, root?: TRoot): void {
  if (!Array.isArray(spec)) return;
  const [rawTag, ...rest] = spec as unknown as [string, ...unknown[]];
  const tag = rawTag.split(' ').pop()!.toLowerCase();
  const names = out.attributes.get(tag) ?? new Set<string>();
  out.attributes.set(tag, names);
  root?.tags.add(tag);
  let children = rest;
  if (isAttributeObject(rest[0])) {
    children = rest.slice(1);
    for (const [name, value] of Object.entries(rest[0])) {
      if (value === null || value === undefined || value === false) continue;
      const attributeName = name.split(' ').pop()!.toLowerCase();
      names.add(attributeName);
      root?.attributes.add(attributeName);
      if (name === 'style') for (const property of parseStyle(String(value)).keys()) out.styles.add(property);
    }
  }
  for (const child of children) collectSpec(child as DOMOutputSpec, out);
}

function attributeVariants(type: NodeType | MarkType): Array<Record<string, unknown>> {
  const defaults = Object.fromEntries(
    Object.entries(type.spec.attrs ?? {}).map(([name, spec]) => [
      name,
      (spec as { default?: unknown }).default ?? null,
    ]),
  );
  const variants: Array<Record<string, unknown>> = [defaults];
  for (const name of Object.keys(defaults)) {
    for (const value of candidateValues) variants.push({ ...defaults, [name]: value });
  }
  return variants;
}

// createAndFill leaves optional content empty (a table row without cells); give each container one child.
function deepFill(node: ProseMirrorNode, depth = 0): ProseMirrorNode {
  if (node.isLeaf || node.isTextblock || depth > 5) return node;
  const children: ProseMirrorNode[] = [];
  node.forEach((child) => {
    children.push(deepFill(child, depth + 1));
  });
  if (!children.length) {
    const child = node.type.contentMatch.defaultType?.createAndFill();
    if (child) children.push(deepFill(child, depth + 1));
  }
  const content = Fragment.from(children);
  return node.type.validContent(content) ? node.copy(content) : node;
}

function renderNode(type: NodeType, attrs: Record<string, unknown>): DOMOutputSpec | null {
  const toDOM = type.spec.toDOM;
  if (!toDOM) return null;
  let node: ProseMirrorNode | null = null;
  try {
    const filled = type.createAndFill(attrs);
    node = filled ? deepFill(filled) : type.create(attrs);
  } catch {
    return null;
  }
  try {
    return toDOM(node);
  } catch {
    return null;
  }
}

function renderMark(type: MarkType, attrs: Record<string, unknown>): DOMOutputSpec | null {
  const toDOM = type.spec.toDOM;
  if (!toDOM) return null;
  try {
    const mark: Mark = type.create(attrs);
    return toDOM(mark, true);
  } catch {
    return null;
  }
}

// A type's attributes apply to its outer element whatever its tag (a heading's id on h2 and on h4).
function shareRootAttributes(root: TRoot, out: TCollected): void {
  for (const tag of root.tags) for (const name of root.attributes) out.attributes.get(tag)?.add(name);
}

/**
 * Derives the allowlist from a schema by rendering every node and mark type with its default attributes
 * and with each attribute set to a range of sample values, and collecting the tags, attributes and style
 * properties of the output. Nothing is listed by hand.
 */
export function deriveHtmlAllowlist(schema: Schema): THtmlAllowlist {
  const out: TCollected = { attributes: new Map(), styles: new Set() };
  for (const type of Object.values(schema.nodes)) {
    if (type.isText || type === schema.topNodeType) continue;
    const root: TRoot = { tags: new Set(), attributes: new Set() };
    for (const attrs of attributeVariants(type)) {
      const spec = renderNode(type, attrs);
      if (spec) collectSpec(spec, out, root);
    }
    shareRootAttributes(root, out);
  }
  for (const type of Object.values(schema.marks)) {
    const root: TRoot = { tags: new Set(), attributes: new Set() };
    for (const attrs of attributeVariants(type)) {
      const spec = renderMark(type, attrs);
      if (spec) collectSpec(spec, out, root);
    }
    shareRootAttributes(root, out);
  }
  const tags = [...out.attributes.keys()].sort();
  const pick = (names: Set<string>) =>
    Object.fromEntries(
      tags
        .map((tag) => [tag, [...(out.attributes.get(tag) ?? [])].filter((name) => names.has(name)).sort()] as const)
        .filter(([, list]) => list.length > 0),
    );
  return {
    tags,
    attributes: Object.fromEntries(tags.map((tag) => [tag, [...(out.attributes.get(tag) ?? [])].sort()])),
    styleProperties: [...out.styles].sort(),
    urlAttributes: pick(urlAttributeNames),
    urlSchemes: ALLOWED_URL_SCHEMES,
    richHtmlAttributes: pick(richHtmlAttributeNames),
  };
}

let cached: THtmlAllowlist | null = null;

/** The allowlist of everything the 'full' editor variant can store (computed once, then cached). */
export function getHtmlAllowlist(): THtmlAllowlist {
  cached ??= deriveHtmlAllowlist(getSchema(createEditorExtensions({ variant: 'full' })));
  return cached;
}
