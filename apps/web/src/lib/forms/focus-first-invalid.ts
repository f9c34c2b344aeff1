/**
 * The field of a wrapper that shows an error (a rich-text editor has no `aria-invalid` of its own): the editor's text
 * before the selects and buttons of its toolbar, which come first in the page.
 */
function fieldOfWrapper(error: Element): HTMLElement | null {
  const wrapper = error.closest('.mantine-InputWrapper-root');
  return (
    wrapper?.querySelector<HTMLElement>('[contenteditable="true"]') ??
    wrapper?.querySelector<HTMLElement>('input, textarea, select') ??
    wrapper?.querySelector<HTMLElement>('button') ??
    null
  );
}

/**
 * After a refused submit, the first field in error (in the order of the form) takes the focus and scrolls into view
 * (WCAG 3.3.1), instead of a message at the bottom of a long form and the focus left on the page. Waits a frame for
 * the errors to be drawn.
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  if (!form) return;
  requestAnimationFrame(() => {
    const candidates = [
      ...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]'),
      ...[...form.querySelectorAll('.mantine-InputWrapper-error')].flatMap((error) => fieldOfWrapper(error) ?? []),
    ];
    const [first] = candidates.sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    if (!first) return;
    first.scrollIntoView?.({ block: 'center' });
    first.focus({ preventScroll: true });
  });
}
