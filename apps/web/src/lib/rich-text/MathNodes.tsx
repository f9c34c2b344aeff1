import { renderTex } from '@zadania/editor/render-tex';
import { useKeyboardScrollable } from '../hooks/useKeyboardScrollable';
import { richLabels } from './labels';

type TAttributes = Record<string, unknown>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * KaTeX output for untrusted TeX (`trust: false`, bounded size and expansion). A formula that does not
 * parse comes back as its source in red with the message as a tooltip; any other failure looks the same.
 */
export function renderMathHtml(tex: string, displayMode: boolean): string {
  try {
    return renderTex(tex, displayMode);
  } catch (error) {
    const message = error instanceof Error ? error.message : richLabels.mathError;
    return `<span class="katex-error" title="${escapeHtml(message)}" style="color:#cc0000">${escapeHtml(tex)}</span>`;
  }
}

export function InlineMath({ latex, attributes }: { latex: string; attributes: TAttributes }) {
  return (
    <span
      {...attributes}
      className="rich-math-inline"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output with trust: false; errors are escaped
      dangerouslySetInnerHTML={{ __html: renderMathHtml(latex, false) }}
    />
  );
}

export function DisplayMath({
  latex,
  label,
  attributes,
}: {
  latex: string;
  label: string | null;
  attributes: TAttributes;
}) {
  const body = useKeyboardScrollable<HTMLDivElement>();
  return (
    <div {...attributes} className="rich-math-display">
      <div
        ref={body}
        className="rich-math-body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX output with trust: false; errors are escaped
        dangerouslySetInnerHTML={{ __html: renderMathHtml(latex, true) }}
      />
      {label && <span className="rich-math-number">{label}</span>}
    </div>
  );
}

/** A reference to a display equation shows its current number and jumps to it; '(?)' when it is gone. */
export function EquationRef({ targetId, label }: { targetId: string | null; label: string }) {
  if (!targetId || label === '(?)') {
    return (
      <span className="rich-equation-ref" data-type="equation-ref" data-broken="true">
        {label || '(?)'}
      </span>
    );
  }
  return (
    <a className="rich-equation-ref" data-type="equation-ref" href={`#${targetId}`}>
      {label}
    </a>
  );
}
