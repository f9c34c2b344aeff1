import type { TAnswerKind } from './answer-check.schemas';

/** An example written in a hint, with a key of that kind it is right for. */
export type TAnswerHintExample = { answer: string; key: string };

/**
 * The hint under an answer field (issue 57): what to type for each kind of answer, in short Polish, with examples a
 * pupil can copy. Every example is written in its hint's text and is right for its key: the API test
 * (`answer-hints.test.ts`) checks both, so a hint never shows a form the checker refuses.
 */
export const answerHints: Record<TAnswerKind, { text: string; examples: readonly TAnswerHintExample[] }> = {
  NUMBER: {
    text: 'Wpisz liczbę z przecinkiem, np. 1,5 – albo ułamek: 3/2, albo procent: 150%',
    examples: [
      { answer: '1,5', key: '1,5' },
      { answer: '3/2', key: '1,5' },
      { answer: '150%', key: '1,5' },
    ],
  },
  FRACTION: {
    text: 'Wpisz ułamek z kreską „/”, np. 3/2 (albo 1,5)',
    examples: [
      { answer: '3/2', key: String.raw`\frac{3}{2}` },
      { answer: '1,5', key: String.raw`\frac{3}{2}` },
    ],
  },
  EXPRESSION: {
    text: 'Wpisz wyrażenie po uproszczeniu, np. 2x + 2',
    examples: [{ answer: '2x + 2', key: '2x+2' }],
  },
  SET: {
    text: 'Rozwiązania oddziel średnikiem albo słowem „lub”, np. x = 1/2 lub x = 3, albo wpisz zbiór: {1/2; 3}',
    examples: [
      { answer: 'x = 1/2 lub x = 3', key: String.raw`\{\frac{1}{2}; 3\}` },
      { answer: '{1/2; 3}', key: String.raw`\{\frac{1}{2}; 3\}` },
    ],
  },
  INTERVAL: {
    text: 'Wpisz przedział, np. (−∞; 7⟩ lub (−∞; 7], albo nierówność: x ≤ 7',
    examples: [
      { answer: '(−∞; 7⟩', key: String.raw`(-\infty; 7\rangle` },
      { answer: '(−∞; 7]', key: String.raw`(-\infty; 7\rangle` },
      { answer: 'x ≤ 7', key: String.raw`(-\infty; 7\rangle` },
    ],
  },
  TUPLE: {
    text: 'Wpisz liczby w kolejności, oddzielone średnikiem, np. x = 2; y = −1',
    examples: [{ answer: 'x = 2; y = −1', key: 'x = 2, y = -1' }],
  },
  MATRIX: {
    text: 'Wpisz macierz wierszami, każdy w nawiasie, np. ((2; −5); (−1; 3))',
    examples: [{ answer: '((2; −5); (−1; 3))', key: String.raw`\begin{pmatrix}2 & -5\\ -1 & 3\end{pmatrix}` }],
  },
  TEXT: {
    text: 'Wpisz słowo lub krótką odpowiedź, np. trójkąt prostokątny',
    examples: [{ answer: 'trójkąt prostokątny', key: 'Trójkąt prostokątny' }],
  },
  CHEMICAL_FORMULA: {
    text: 'Wpisz wzór, indeksy jako cyfry, np. H2SO4 albo Ca(OH)2, a ładunek jonu po ^, np. SO4^2-',
    examples: [
      { answer: 'H2SO4', key: String.raw`\mathrm{H_2SO_4}` },
      { answer: 'Ca(OH)2', key: 'Ca(OH)_2' },
      { answer: 'SO4^2-', key: 'SO_4^{2-}' },
    ],
  },
  CHEMICAL_EQUATION: {
    text: 'Wpisz uzgodnione równanie ze strzałką ->, np. 2H2 + O2 -> 2H2O',
    examples: [{ answer: '2H2 + O2 -> 2H2O', key: String.raw`2H_2 + O_2 \rightarrow 2H_2O` }],
  },
};

/** The hints' texts by kind (the web dictionary's `answerCheck.hints`). */
export const answerHintTexts = Object.fromEntries(
  Object.entries(answerHints).map(([kind, hint]) => [kind, hint.text]),
) as Record<TAnswerKind, string>;
