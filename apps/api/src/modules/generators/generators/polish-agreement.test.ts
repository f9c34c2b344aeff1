import { describe, expect, it } from 'vitest';
import { generateVariant } from '../generate-variant';
import type { TGenerator } from '../generator.types';
import { e8DivisorAndDataGenerators } from './e8-dzielniki-i-dane';
import { e8AngleGenerators } from './e8-katy';
import { e8NumberGenerators } from './e8-liczby';
import { e8LineAndSegmentGenerators } from './e8-proste-i-odcinki';
import { e8StatisticsAndProbabilityGenerators } from './e8-statystyka-i-prawdopodobienstwo';

/** Issue 57: the Polish a teacher corrects, one pattern per defect, searched in seeds 1–200 of each changed generator. */
const SEEDS = 200;

/** A count whose noun must be in the nominative plural (2–4, 22–24, … but not 12–14). */
const FEW = String.raw`(?:\d*[02-9])?[234]`;
/** A count whose noun must be in the genitive plural (5–21, 25–31, 112–114, …). */
const MANY = String.raw`(?:\d*1[0-9]|(?:\d*[02-9])?[056789]|\d*[1-9]0?1)`;

const defects: { name: string; pattern: RegExp }[] = [
  { name: 'kula in the instrumental', pattern: /będzie to kula (czerwoną|niebieską|zieloną)/ },
  { name: 'liczbę oczek mniejsza/większa', pattern: /liczbę oczek (mniejsza|większa) od/ },
  { name: 'w miesiącu + nominative', pattern: /w miesiącu (wrzesień|październik|listopad|grudzień|styczeń|luty)/ },
  { name: 'N (2–4) … części in the genitive', pattern: new RegExp(`(?<![\\d,])${FEW} (równych|takich) części`) },
  { name: 'N (5+) … części in the nominative', pattern: new RegExp(`(?<![\\d,])${MANY} (równe|takie) części`) },
  { name: 'N (2–4) samochodów/książek/kul', pattern: new RegExp(`(?<![\\d,])${FEW} (samochodów|książek|kul)\\b`) },
  { name: 'N (5+) samochody/książki/kule', pattern: new RegExp(`(?<![\\d,])${MANY} (samochody|książki|kule)\\b`) },
  { name: 'stoi + N (2–4)', pattern: new RegExp(`stoi ${FEW} samochod`) },
  { name: 'stoją + N (5+)', pattern: new RegExp(`stoją ${MANY} samochod`) },
  { name: 'jest + N (2–4) książki/kule', pattern: new RegExp(`jest ${FEW} (książ|kul)`) },
  { name: 'są + N (5+)', pattern: new RegExp(`są ${MANY} (książ|kul)`) },
  { name: 'są + N uczniów (masculine personal takes jest)', pattern: /są \d+ uczniów/ },
];

const changed: TGenerator[] = [
  ...e8StatisticsAndProbabilityGenerators.filter((g) =>
    ['e8-prawdopodobienstwo-losowanie-kul', 'e8-prawdopodobienstwo-kostka'].includes(g.id),
  ),
  ...e8NumberGenerators.filter((g) => g.id === 'e8-ulamek-z-liczby'),
  ...e8LineAndSegmentGenerators,
  ...e8DivisorAndDataGenerators.filter((g) => g.id === 'e8-dane-z-tabeli'),
  ...e8AngleGenerators,
];

/** What a pupil reads: the statement and every step's explanation, tags dropped. */
function text(generator: TGenerator, seed: number): string {
  const variant = generateVariant(generator, seed);
  if (!variant) return '';
  return [variant.statementHtml, ...variant.steps.map((step) => step.explanation)].join('\n').replace(/<[^>]*>/g, ' ');
}

describe('generators: Polish agreement (issue 57)', () => {
  it('the defect patterns catch the forms the audit found', () => {
    const planted = [
      'Oblicz prawdopodobieństwo, że będzie to kula zieloną.',
      'wyrzucimy liczbę oczek mniejsza od 4',
      'w miesiącu wrzesień niż w miesiącu luty',
      'podzielono na 5 równe części',
      'Na parkingu stoi 72 samochodów',
      'W bibliotece jest 32 książek',
      'kąt α to 8 takie części',
      'W szkole są 22 uczniów',
    ];
    for (const sentence of planted)
      expect(
        defects.some((d) => d.pattern.test(sentence)),
        sentence,
      ).toBe(true);
    const right = [
      'W szkole jest 22 uczniów',
      'Na parkingu stoją 72 samochody',
      'W bibliotece jest 12 książek',
      'na 5 równych części',
      'są 22 książki',
    ];
    for (const sentence of right)
      expect(
        defects.some((d) => d.pattern.test(sentence)),
        sentence,
      ).toBe(false);
  });

  for (const generator of changed) {
    it(`${generator.id}: seeds 1–${SEEDS} have none of the listed errors`, () => {
      for (let seed = 1; seed <= SEEDS; seed += 1) {
        const seen = text(generator, seed);
        for (const defect of defects) expect(seen, `seed ${seed}: ${defect.name}`).not.toMatch(defect.pattern);
      }
    });
  }

  it('the listed sentences now read correctly', () => {
    const all = (id: string, from: TGenerator[]) =>
      Array.from({ length: SEEDS }, (_unused, index) => text(from.find((g) => g.id === id)!, index + 1)).join('\n');
    expect(all('e8-prawdopodobienstwo-losowanie-kul', e8StatisticsAndProbabilityGenerators)).toMatch(
      /będzie to kula (czerwona|niebieska|zielona)\./,
    );
    expect(all('e8-prawdopodobienstwo-kostka', e8StatisticsAndProbabilityGenerators)).toMatch(
      /liczbę oczek (mniejszą|większą) od/,
    );
    expect(all('e8-dane-z-tabeli', e8DivisorAndDataGenerators)).toMatch(/wypożyczyli uczniowie (we|w) \S+u niż/);
    const fractions = all('e8-ulamek-z-liczby', e8NumberGenerators);
    expect(fractions).toMatch(/(stoją|są) \d*[234] (samochody|książki)/);
    expect(fractions).toMatch(/(stoi|jest) \d+ (samochodów|książek)/);
  });
});
