import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { mathPanelLabel, richLabels } from './labels';

type TAttributes = Record<string, unknown>;

/** A math panel: its Polish variant label ('Twierdzenie'…) above the name and body; linked to a concept when set. */
export function MathPanel({
  variant,
  conceptId,
  attributes,
  children,
}: {
  variant: string | null;
  conceptId: string | null;
  attributes: TAttributes;
  children: ReactNode;
}) {
  const label = mathPanelLabel(variant);
  return (
    <div {...attributes} className="rich-math-panel">
      {(label || conceptId) && (
        <div className="rich-math-panel-label">
          {label}
          {conceptId && (
            <a
              href={`/resources/concepts/${encodeURIComponent(conceptId)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="rich-math-panel-concept"
              aria-label={richLabels.conceptLink}
            >
              <IconExternalLink size={14} aria-hidden />
            </a>
          )}
        </div>
      )}
      {children}
    </div>
  );
}

/** 'Sposób n' above a solution method. */
export function SolutionMethod({
  label,
  attributes,
  children,
}: {
  label: string | null;
  attributes: TAttributes;
  children: ReactNode;
}) {
  return (
    <div {...attributes} className="rich-solution-method">
      {label && <div className="rich-solution-method-label">{label}</div>}
      {children}
    </div>
  );
}

/** A heading with a hover anchor to its id (spec: anchors #{id} for headings). */
export function RichHeading({
  level,
  id,
  attributes,
  children,
}: {
  level: number;
  id: string | null;
  attributes: TAttributes;
  children: ReactNode;
}) {
  const Tag = `h${Math.min(Math.max(level, 1), 6)}` as 'h2';
  return (
    <Tag {...attributes} className="rich-heading">
      {children}
      {id && (
        <a className="rich-heading-anchor" href={`#${id}`} aria-label={richLabels.headingAnchor}>
          #
        </a>
      )}
    </Tag>
  );
}
