import { opensInNewTab } from '@zadania/editor/url-policy';
import { createElement, type ReactNode } from 'react';
import { richLabels } from './labels';
import type { TPreparedRichDocument } from './prepare-rich-document';
import {
  CitationRef,
  ConceptReference,
  DisplayMath,
  EquationRef,
  FootnoteRef,
  HomeworkEmbed,
  InlineMath,
  InteractiveHomework,
  MathPanel,
  RichHeading,
  RichIframe,
  RichImage,
  SolutionMethod,
} from './RichNodes';

type TAttributes = Record<string, unknown>;

const voidTags = new Set(['br', 'hr', 'img', 'input', 'col']);

// HTML attribute names that React spells differently; anything else (data-*, colwidth) passes as is.
const reactAttributeNames: Record<string, string> = {
  class: 'className',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  frameborder: 'frameBorder',
  allowfullscreen: 'allowFullScreen',
};

/** An inline style string (already filtered by the sanitizer) as a React style object. */
export function styleToObject(style: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon <= 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!property || !value) continue;
    result[property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return result;
}

/** The element's attributes as React props (never event handlers: the sanitizer has already dropped them). */
function toProps(element: Element): TAttributes {
  const props: TAttributes = {};
  for (const { name, value } of element.attributes) {
    if (name.startsWith('on')) continue;
    if (name === 'style') props.style = styleToObject(value);
    else if (name === 'open' || name === 'controls') props[name] = true;
    else if (name === 'checked') props.checked = true;
    else if (name === 'start') {
      const start = Number.parseInt(value, 10);
      if (Number.isFinite(start)) props.start = start;
    } else props[reactAttributeNames[name] ?? name] = value;
  }
  return props;
}

function convertChildren(parent: Node, prepared: TPreparedRichDocument): ReactNode[] {
  const children: ReactNode[] = [];
  parent.childNodes.forEach((child, index) => {
    const node = convertNode(child, prepared, index);
    if (node !== null && node !== undefined) children.push(node);
  });
  return children;
}

function convertNode(node: Node, prepared: TPreparedRichDocument, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  return convertElement(node as Element, prepared, key);
}

function convertElement(element: Element, prepared: TPreparedRichDocument, key: number): ReactNode {
  const tag = element.tagName.toLowerCase();
  const type = element.getAttribute('data-type');
  const get = (name: string) => element.getAttribute(name);
  const attributes = toProps(element);
  const children = () => convertChildren(element, prepared);

  switch (type) {
    case 'inline-math':
      return <InlineMath key={key} latex={get('data-latex') ?? ''} attributes={attributes} />;
    case 'block-math':
      return (
        <DisplayMath key={key} latex={get('data-latex') ?? ''} label={get('data-label')} attributes={attributes} />
      );
    case 'equation-ref':
      return <EquationRef key={key} targetId={get('data-target-id')} label={element.textContent ?? ''} />;
    case 'footnote':
      return (
        <FootnoteRef key={key} id={get('id')} label={get('data-label') ?? ''} content={get('data-content') ?? ''} />
      );
    case 'citation':
      return <CitationRef key={key} label={get('data-label') ?? ''} get={get} />;
    case 'math-concept': {
      const conceptId = get('data-value');
      const content = element.textContent ? children() : get('data-label');
      if (!conceptId) return <span key={key}>{content}</span>;
      return (
        <ConceptReference key={key} conceptId={conceptId}>
          {content}
        </ConceptReference>
      );
    }
    case 'homework-embed':
      return <HomeworkEmbed key={key} homeworkId={get('data-homework-id') ?? ''} attributes={attributes} />;
    case 'interactive-homework':
      return (
        <InteractiveHomework
          key={key}
          gameId={get('data-value') ?? ''}
          label={get('data-label') || get('data-value') || ''}
          attributes={attributes}
        />
      );
    case 'math-panel':
      return (
        <MathPanel
          key={key}
          variant={get('data-variant')}
          conceptId={get('data-math-concept-id')}
          attributes={attributes}
        >
          {children()}
        </MathPanel>
      );
    case 'solution-method':
      return (
        <SolutionMethod key={key} label={get('data-label')} attributes={attributes}>
          {children()}
        </SolutionMethod>
      );
    case 'mention':
      return createElement('span', { ...attributes, key, className: 'rich-mention' }, children());
    case 'math-concept-fragment': {
      const conceptId = get('data-math-concept-id');
      return (
        <div key={key} {...attributes} className="rich-concept-fragment">
          {children()}
          {conceptId && (
            <ConceptReference conceptId={conceptId}>
              <span className="rich-concept-fragment-link">{richLabels.conceptLink}</span>
            </ConceptReference>
          )}
        </div>
      );
    }
    default:
      break;
  }

  switch (tag) {
    case 'img':
      return <RichImage key={key} index={prepared.imageIndex.get(element)} attributes={attributes} />;
    case 'iframe':
      return <RichIframe key={key} src={get('src') ?? ''} block={get('data-rich-block')} />;
    case 'video':
      return (
        <video
          key={key}
          {...attributes}
          src={get('src') ?? undefined}
          controls
          preload="metadata"
          className="rich-video"
        />
      );
    case 'input':
      return <input key={key} type="checkbox" checked={element.hasAttribute('checked')} readOnly disabled />;
    case 'a': {
      const href = get('href');
      const external = !!href && (/^(?:https?|ftp):/i.test(href) || opensInNewTab(href) || get('target') === '_blank');
      const props = external
        ? {
            ...attributes,
            target: '_blank',
            rel: opensInNewTab(href) ? 'noopener noreferrer' : 'noopener noreferrer nofollow',
          }
        : { ...attributes, target: undefined, rel: undefined };
      return createElement('a', { ...props, key }, children());
    }
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return (
        <RichHeading key={key} level={Number(tag.slice(1))} id={get('id')} attributes={attributes}>
          {children()}
        </RichHeading>
      );
    case 'table':
      return (
        <div key={key} className="rich-table-wrapper">
          {createElement('table', attributes, children())}
        </div>
      );
    case 'figcaption': {
      const label = get('data-label');
      return createElement(
        'figcaption',
        { ...attributes, key },
        label ? <span className="rich-caption-label">{label}</span> : null,
        label ? ' ' : null,
        ...children(),
      );
    }
    default:
      break;
  }

  if (voidTags.has(tag)) return createElement(tag, { ...attributes, key });
  return createElement(tag, { ...attributes, key }, ...children());
}

/** The prepared document as React elements. */
export function renderPreparedDocument(prepared: TPreparedRichDocument): ReactNode[] {
  return convertChildren(prepared.root, prepared);
}
