/**
 * Stands in for the rich-text editor in component tests: TipTap is slow to load in jsdom and tested in its own
 * package, so a textarea reports its HTML the same way. Use it as
 * `vi.mock('…/components/editor/RichTextEditor', () => import('…/test/rich-text-editor-stub'))`.
 */
export function RichTextEditor({
  value,
  onChange,
  variant,
  'aria-label': label,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: {
  value?: string;
  onChange?: (html: string) => void;
  /** Kept as `data-variant`, so a test can tell which toolbar the page asked for. */
  variant?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <textarea
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      data-variant={variant}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}
