/** What the follower needs of MathLive's virtual keyboard: its place on screen and its 'geometrychange' event. */
export type TMathKeyboard = Pick<EventTarget, 'addEventListener'> & { boundingRect: DOMRect };

/**
 * Keeps 'Sprawdź' clear of the phone's maths keyboard: the page gets bottom padding as tall as the keyboard (so it
 * can scroll above it), and the check button of the field being typed in (`data-math-check`) is scrolled into view.
 */
export function followMathKeyboard(keyboard: TMathKeyboard, doc: Document = document) {
  keyboard.addEventListener('geometrychange', () => {
    const height = Math.round(keyboard.boundingRect.height);
    doc.body.style.paddingBottom = height > 0 ? `${height}px` : '';
    if (height === 0) return;
    const field = doc.activeElement;
    let scope = field?.parentElement ?? null;
    while (scope && !scope.querySelector('[data-math-check]')) scope = scope.parentElement;
    scope?.querySelector('[data-math-check]')?.scrollIntoView({ block: 'nearest' });
  });
}
