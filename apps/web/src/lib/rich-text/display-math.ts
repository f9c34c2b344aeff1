import { splitTexSteps } from './tex-steps';

const displayMathSelector = '[data-type="block-math"]';

/** The TeX sources of the display math in stored HTML, in document order (parsed inertly). */
export function extractDisplayTex(html: string): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll(displayMathSelector)].map((element) => element.getAttribute('data-latex') ?? '');
}

/** How many 'Pokaż więcej' stages the display math of `html` has (at least 1). */
export function countRevealStages(html: string): number {
  return Math.max(
    1,
    extractDisplayTex(html).reduce((sum, tex) => sum + splitTexSteps(tex).length, 0),
  );
}

export { displayMathSelector };
