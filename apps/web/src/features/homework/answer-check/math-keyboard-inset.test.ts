import { afterEach, describe, expect, it, vi } from 'vitest';
import { followMathKeyboard } from './math-keyboard-inset';

describe('followMathKeyboard', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.body.style.paddingBottom = '';
  });

  it("pads the page by the keyboard's height and scrolls the field's 'Sprawdź' into view, then lets go", () => {
    document.body.innerHTML =
      '<div><div><input id="answer" /></div><button data-math-check>Sprawdź</button></div><button data-math-check>Inny</button>';
    const check = document.querySelector<HTMLElement>('[data-math-check]')!;
    const other = document.querySelectorAll<HTMLElement>('[data-math-check]')[1]!;
    const scrolled = vi.fn();
    const otherScrolled = vi.fn();
    check.scrollIntoView = scrolled;
    other.scrollIntoView = otherScrolled;
    const keyboard = Object.assign(new EventTarget(), { boundingRect: new DOMRect(0, 544, 390, 300) });
    followMathKeyboard(keyboard);
    document.querySelector<HTMLInputElement>('#answer')!.focus();

    keyboard.dispatchEvent(new Event('geometrychange'));
    expect(document.body.style.paddingBottom).toBe('300px');
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
    expect(otherScrolled).not.toHaveBeenCalled();

    keyboard.boundingRect = new DOMRect(0, 844, 390, 0);
    keyboard.dispatchEvent(new Event('geometrychange'));
    expect(document.body.style.paddingBottom).toBe('');
  });
});
