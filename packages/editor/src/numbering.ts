import { BROKEN_REFERENCE, CAPTION_PREFIX, SOLUTION_METHOD_PREFIX } from './constants';

/**
 * Numbering of display equations, figure and table captions, footnotes, citations and solution
 * methods, computed from document order. The editor (the Numbering extension), the renderer
 * (`applyNumbering` on a DOM) and the server (`numberHtml` on a string) share `computeNumbering`,
 * so a number is never stored and never goes stale.
 */

export type TNumberedKind =
  | 'equation'
  | 'equationRef'
  | 'imageCaption'
  | 'tableCaption'
  | 'footnote'
  | 'citation'
  | 'solutionMethod';

export type TNumberingItem = {
  kind: TNumberedKind;
  /** The element's own id (equations). */
  id?: string | null;
  /** The referenced equation's id (equation references). */
  targetId?: string | null;
  /**
   * Display math: true when its author numbered it, false when they chose no number; unset (the default) numbers it
   * only when a reference points at it.
   */
  numbered?: boolean;
  /** Where the item is (a document position in the editor); carried through untouched. */
  pos?: number;
};

export type TNumberingEntry = TNumberingItem & {
  /** The number, or null for an unnumbered equation or a broken reference. */
  number: number | null;
  /** What is shown: `(1)`, `(?)`, `Rys. 2`, `Tab. 1`, `[3]`, `Sposób 1`; empty for an unnumbered equation. */
  label: string;
};

export type TNumbering = {
  entries: TNumberingEntry[];
  /** Equation id to its number. */
  equations: Record<string, number>;
  counts: Record<Exclude<TNumberedKind, 'equationRef'>, number>;
};

/**
 * Numbers the items in the order given (document order). References may come before their equation. An equation is
 * numbered where its author numbered it or a reference needs its number (issue 38: a lone formula on a card, a step
 * or a quiz is not "(1)").
 */
export function computeNumbering(items: Iterable<TNumberingItem>): TNumbering {
  const list = [...items];
  const referenced = new Set(
    list.flatMap((item) => (item.kind === 'equationRef' && item.targetId ? [item.targetId] : [])),
  );
  const isNumbered = (item: TNumberingItem) =>
    item.numbered === true || (item.numbered !== false && !!item.id && referenced.has(item.id));
  const counts = { equation: 0, imageCaption: 0, tableCaption: 0, footnote: 0, citation: 0, solutionMethod: 0 };
  const equations: Record<string, number> = {};
  const entries: TNumberingEntry[] = list.map((item) => {
    if (item.kind === 'equationRef') return { ...item, number: null, label: BROKEN_REFERENCE };
    if (item.kind === 'equation' && !isNumbered(item)) return { ...item, number: null, label: '' };
    counts[item.kind] += 1;
    const number = counts[item.kind];
    if (item.kind === 'equation' && item.id && !(item.id in equations)) equations[item.id] = number;
    return { ...item, number, label: formatLabel(item.kind, number) };
  });
  for (const entry of entries) {
    if (entry.kind !== 'equationRef' || !entry.targetId) continue;
    const number = equations[entry.targetId];
    if (number !== undefined) {
      entry.number = number;
      entry.label = `(${number})`;
    }
  }
  return { entries, equations, counts };
}

function formatLabel(kind: Exclude<TNumberedKind, 'equationRef'>, number: number): string {
  switch (kind) {
    case 'equation':
      return `(${number})`;
    case 'imageCaption':
      return `${CAPTION_PREFIX.image} ${number}`;
    case 'tableCaption':
      return `${CAPTION_PREFIX.table} ${number}`;
    case 'footnote':
    case 'citation':
      return `[${number}]`;
    case 'solutionMethod':
      return `${SOLUTION_METHOD_PREFIX} ${number}`;
  }
}

/** `data-numbered` of display math: "true", "false", or absent (numbered when referenced). */
export const numberedAttribute = (value: string | null): boolean | undefined =>
  value === 'true' ? true : value === 'false' ? false : undefined;

/** What a stored element is for numbering, from its tag name and attributes (the editor's HTML). */
export function classifyElement(tagName: string, getAttribute: (name: string) => string | null): TNumberingItem | null {
  const type = getAttribute('data-type');
  switch (type) {
    case 'block-math':
      return { kind: 'equation', id: getAttribute('id'), numbered: numberedAttribute(getAttribute('data-numbered')) };
    case 'equation-ref':
      return { kind: 'equationRef', targetId: getAttribute('data-target-id') };
    case 'figure':
      if (tagName.toLowerCase() !== 'figure') return null;
      return { kind: getAttribute('data-kind') === 'table' ? 'tableCaption' : 'imageCaption' };
    case 'subfigure':
      return { kind: 'imageCaption' };
    case 'footnote':
      return { kind: 'footnote' };
    case 'citation':
      return { kind: 'citation' };
    case 'solution-method':
      return { kind: 'solutionMethod' };
    default:
      return null;
  }
}

const startTagPattern = /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ignoredSectionPattern = /<!--[\s\S]*?-->|<(script|style|textarea|title)\b[\s\S]*?<\/\1\s*>/gi;

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|quot|amp|lt|gt|apos);/gi, (entity, code: string) => {
    const lower = code.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    return ({ quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" } as Record<string, string>)[lower] ?? entity;
  });
}

/**
 * Numbers stored HTML without a DOM (for the server): start tags are read in document order, comments
 * and raw-text elements are skipped. Attribute values keep the editor's serialisation (quoted).
 */
export function numberHtml(html: string): TNumbering {
  const source = html.replace(ignoredSectionPattern, '');
  const items: TNumberingItem[] = [];
  for (const match of source.matchAll(startTagPattern)) {
    const attributes = new Map<string, string>();
    for (const attribute of (match[2] ?? '').matchAll(attributePattern)) {
      const name = attribute[1]?.toLowerCase();
      if (name && !attributes.has(name)) {
        attributes.set(name, decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ''));
      }
    }
    const item = classifyElement(match[1] ?? '', (name) => attributes.get(name) ?? null);
    if (item) items.push(item);
  }
  return computeNumbering(items);
}

/**
 * Numbers rendered HTML in place (for the renderer): every numbered element gets `data-label`
 * (`(1)`, `Rys. 1`, `[2]`, `Sposób 1`), a figure's own caption too, and an equation reference gets its
 * label as text.
 */
export function applyNumbering(root: ParentNode): TNumbering {
  const elements: Element[] = [];
  const items: TNumberingItem[] = [];
  for (const element of root.querySelectorAll('[data-type]')) {
    const item = classifyElement(element.tagName, (name) => element.getAttribute(name));
    if (!item) continue;
    elements.push(element);
    items.push(item);
  }
  const numbering = computeNumbering(items);
  numbering.entries.forEach((entry, index) => {
    const element = elements[index];
    if (!element) return;
    if (entry.label) element.setAttribute('data-label', entry.label);
    else element.removeAttribute('data-label');
    if (entry.kind === 'equationRef') element.textContent = entry.label;
    if (entry.kind === 'imageCaption' || entry.kind === 'tableCaption') {
      const caption = [...element.children].find((child) => child.tagName.toLowerCase() === 'figcaption');
      caption?.setAttribute('data-label', entry.label);
    }
  });
  return numbering;
}
