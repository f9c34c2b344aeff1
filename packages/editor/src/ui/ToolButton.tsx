import { Tooltip } from '@mantine/core';
import { RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import type { ReactNode } from 'react';

/** Tooltip delays of docs/product-spec.md section 9. */
export const TOOLTIP_OPEN_DELAY = 500;
export const TOOLTIP_CLOSE_DELAY = 200;

export type TToolButtonProps = {
  label: string;
  onClick?: () => void;
  active?: boolean;
  disabled?: boolean;
  children: ReactNode;
  'data-tool'?: string;
  /** For a button that opens a popover of its own: whether it is open (a disclosure, announced as expanded). */
  expanded?: boolean;
};

/** A toolbar or menu button: Polish aria-label plus a tooltip with the spec's delays. */
export function ToolButton({ label, onClick, active, disabled, children, expanded, ...rest }: TToolButtonProps) {
  return (
    <Tooltip label={label} openDelay={TOOLTIP_OPEN_DELAY} closeDelay={TOOLTIP_CLOSE_DELAY} withinPortal>
      <MantineRichTextEditor.Control
        aria-label={label}
        active={active}
        disabled={disabled}
        onClick={onClick}
        data-tool={rest['data-tool']}
        aria-expanded={expanded}
      >
        {children}
      </MantineRichTextEditor.Control>
    </Tooltip>
  );
}

/** A small text glyph used as a control icon. */
export function Glyph({ children, style }: { children: ReactNode; style?: React.CSSProperties }) {
  return (
    <span
      aria-hidden
      style={{ fontSize: 13, lineHeight: 1, fontWeight: 600, minWidth: 16, textAlign: 'center', ...style }}
    >
      {children}
    </span>
  );
}
