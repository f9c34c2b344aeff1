/** A field's wrapper that shows an error: Mantine's `Input.Wrapper` (a rich-text editor has no `aria-invalid` of its own). */
const wrapperOf = (error: Element) => error.closest<HTMLElement>('.mantine-InputWrapper-root');

/**
 * The field of a wrapper that shows an error: the editor's text before the selects and buttons of its toolbar, which
 * come first in the page. Null while the field is still loading (a lazily loaded editor shows a skeleton).
 */
function fieldOfWrapper(wrapper: Element): HTMLElement | null {
  return (
    wrapper.querySelector<HTMLElement>('[contenteditable="true"]') ??
    wrapper.querySelector<HTMLElement>('input, textarea, select') ??
    wrapper.querySelector<HTMLElement>('button') ??
    null
  );
}

/** How long a refused submit waits for its first field in error to finish loading before giving up. */
const FIELD_LOAD_WAIT_MS = 10_000;

function focusField(field: HTMLElement) {
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
}

/**
 * Focuses the field of a wrapper once it has loaded, unless the user has moved the focus meanwhile: the editor of a
 * form submitted on a slow connection arrives after the submit.
 */
function focusWhenLoaded(wrapper: HTMLElement) {
  const focusedAtSubmit = document.activeElement;
  wrapper.scrollIntoView?.({ block: 'center' });
  const observer = new MutationObserver(() => {
    if (document.activeElement !== focusedAtSubmit || !wrapper.isConnected) return stop();
    const field = fieldOfWrapper(wrapper);
    if (!field) return;
    stop();
    focusField(field);
  });
  const timer = setTimeout(() => stop(), FIELD_LOAD_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(wrapper, { childList: true, subtree: true });
}

/**
 * After a refused submit, the first field in error (in the order of the form) takes the focus and scrolls into view
 * (WCAG 3.3.1), instead of a message at the bottom of a long form and the focus left on the page. Waits a frame for
 * the errors to be drawn; a field still loading takes the focus when it arrives.
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  if (!form) return;
  requestAnimationFrame(() => {
    const candidates = [
      ...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]'),
      ...[...form.querySelectorAll('.mantine-InputWrapper-error')].flatMap((error) => wrapperOf(error) ?? []),
    ];
    const [first] = candidates.sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    if (!first) return;
    if (!first.classList.contains('mantine-InputWrapper-root')) return focusField(first);
    const field = fieldOfWrapper(first);
    if (field) focusField(field);
    else focusWhenLoaded(first);
  });
}
