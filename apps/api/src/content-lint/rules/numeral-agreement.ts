import { NOUNS, pluralForm, type TNumeralForms, VERBS } from '../../modules/generators/generators/polish-numerals';
import type { TLintRule } from '../content-lint.types';
import { excerptAround, readText } from '../rich-text-parts';

/**
 * Polish numeral agreement the linter can check (issue 57: "stoi 72 samochodów", "jest 32 książek"): a count followed
 * by a noun the templates count must take the form `pluralForm` gives (1 samochód / 2–4 samochody / 5+ samochodów),
 * and `jest/są`, `stoi/stoją` before it must agree too. A count after a preposition or verb that governs the genitive
 * (`z 3 samochodów`, `w ciągu 2 minut`) or a negation (`nie ma 2 książek`) is left alone, as is a fraction of a noun
 * without a fraction form.
 */

/** Nouns (nominative and accusative) the templates and demo content count, besides polish-numerals' NOUNS. */
const countedNouns: readonly TNumeralForms[] = [
  ...Object.values(NOUNS),
  ['osoba', 'osoby', 'osób'],
  ['osobę', 'osoby', 'osób'],
  ['złoty', 'złote', 'złotych', 'złotego'],
  ['grosz', 'grosze', 'groszy'],
  ['kula', 'kule', 'kul'],
  ['kulę', 'kule', 'kul'],
  ['rok', 'lata', 'lat'],
  ['minuta', 'minuty', 'minut'],
  ['godzina', 'godziny', 'godzin'],
  ['godzinę', 'godziny', 'godzin'],
  ['strona', 'strony', 'stron'],
  ['stronę', 'strony', 'stron'],
  ['ściana', 'ściany', 'ścian'],
  ['jajko', 'jajka', 'jajek'],
  ['róża', 'róże', 'róż'],
  ['różę', 'róże', 'róż'],
  ['tulipan', 'tulipany', 'tulipanów'],
  ['batonik', 'batoniki', 'batoników'],
  ['bułka', 'bułki', 'bułek'],
  ['bułkę', 'bułki', 'bułek'],
  ['zeszyt', 'zeszyty', 'zeszytów'],
  ['pączek', 'pączki', 'pączków'],
  ['jogurt', 'jogurty', 'jogurtów'],
  ['długopis', 'długopisy', 'długopisów'],
  ['ołówek', 'ołówki', 'ołówków'],
  ['bilet', 'bilety', 'biletów'],
  ['punkt', 'punkty', 'punktów'],
  ['tysiąc', 'tysiące', 'tysięcy'],
  ['setka', 'setki', 'setek'],
  ['setkę', 'setki', 'setek'],
  ['dziesiątka', 'dziesiątki', 'dziesiątek'],
  ['dziesiątkę', 'dziesiątki', 'dziesiątek'],
  ['jedność', 'jedności', 'jedności'],
  ['metr', 'metry', 'metrów', 'metra'],
  ['litr', 'litry', 'litrów', 'litra'],
  ['kilogram', 'kilogramy', 'kilogramów', 'kilograma'],
];

/** Masculine-personal plurals: the verb stays singular after every count above 1 (`jest 22 uczniów`). */
const masculinePersonal = new Set(['uczniów']);

const genitiveGovernors = new Set(
  'z ze od do bez dla u około spośród wśród ciągu czasie podczas zamiast oprócz obok blisko wokół brakuje brak wymaga wymagają potrzeba'.split(
    ' ',
  ),
);

const nounForms = new Set(countedNouns.flatMap((noun) => noun.filter((form) => form !== undefined)));
/** A count and the one or two words after it (`5 równych części`). */
const countAndWords = /(?<![\d,.])(\d+(?:,\d+)?)\s+(\p{L}+)(?:\s+(\p{L}+))?/gu;

/** The agreement errors of a text, as excerpts. */
export function agreementErrors(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(countAndWords)) {
    const [, written = '', first = '', second] = match;
    const noun = second && nounForms.has(`${first} ${second}`) ? `${first} ${second}` : first;
    if (!nounForms.has(noun)) continue;
    const whole = `${written} ${noun}`;
    const before = text.slice(0, match.index).trim().split(/\s+/).slice(-2);
    const previous = (before[1] ?? before[0] ?? '').toLowerCase();
    if (genitiveGovernors.has(previous) || before.some((word) => word.toLowerCase() === 'nie')) continue;
    const count = Number(written.replace(',', '.'));
    const nouns = countedNouns.filter((candidate) => (candidate as readonly string[]).includes(noun));
    if (!Number.isInteger(count) && nouns.every((candidate) => candidate[3] === undefined)) continue;
    const expected = new Set(nouns.map((candidate) => pluralForm(count, candidate)));
    // `jest 4 razy większy`: a count of times is no subject the verb agrees with.
    const verbs = { jest: VERBS.jest, są: VERBS.jest, stoi: VERBS.stoi, stoją: VERBS.stoi };
    const verb = nouns.includes(NOUNS.raz) ? undefined : verbs[previous as keyof typeof verbs];
    const expectedVerb = verb && pluralForm(count, masculinePersonal.has(noun) ? [verb[0], verb[0], verb[0]] : verb);
    if (!expected.has(noun) || (expectedVerb !== undefined && expectedVerb !== previous))
      found.push(excerptAround(text, match.index, whole.length, 20));
  }
  return found;
}

export const numeralAgreementRule: TLintRule = {
  name: 'odmiana po liczebniku',
  check: (unit) =>
    unit.html.flatMap(({ where, html }) => agreementErrors(readText(html)).map((excerpt) => `${where}: ${excerpt}`)),
};
