/**
 * Hints the checker adds to a wrong answer's message (issue 73): what is wrong with a unit, the number of significant
 * figures or a chemical equation, never the right answer itself. Impersonal Polish, as every message to a pupil.
 */

/** A physical quantity's name, as a result ("Wynik to prędkość") and in a unit's name ("jednostka prędkości"). */
export type TQuantityName = { nominative: string; genitive: string };

/** Polish names of the quantities a school task measures, by js-quantities' kind (and ours for molar mass). */
export const quantityNames: Readonly<Record<string, TQuantityName>> = {
  speed: { nominative: 'prędkość', genitive: 'prędkości' },
  mass: { nominative: 'masa', genitive: 'masy' },
  length: { nominative: 'długość', genitive: 'długości' },
  time: { nominative: 'czas', genitive: 'czasu' },
  energy: { nominative: 'energia', genitive: 'energii' },
  force: { nominative: 'siła', genitive: 'siły' },
  power: { nominative: 'moc', genitive: 'mocy' },
  pressure: { nominative: 'ciśnienie', genitive: 'ciśnienia' },
  density: { nominative: 'gęstość', genitive: 'gęstości' },
  volume: { nominative: 'objętość', genitive: 'objętości' },
  area: { nominative: 'pole powierzchni', genitive: 'pola powierzchni' },
  temperature: { nominative: 'temperatura', genitive: 'temperatury' },
  charge: { nominative: 'ładunek elektryczny', genitive: 'ładunku elektrycznego' },
  potential: { nominative: 'napięcie elektryczne', genitive: 'napięcia elektrycznego' },
  current: { nominative: 'natężenie prądu', genitive: 'natężenia prądu' },
  resistance: { nominative: 'opór elektryczny', genitive: 'oporu elektrycznego' },
  acceleration: { nominative: 'przyspieszenie', genitive: 'przyspieszenia' },
  molar_concentration: { nominative: 'stężenie molowe', genitive: 'stężenia molowego' },
  molar_mass: { nominative: 'masa molowa', genitive: 'masy molowej' },
  substance: { nominative: 'ilość substancji', genitive: 'ilości substancji' },
  frequency: { nominative: 'częstotliwość', genitive: 'częstotliwości' },
  unitless: { nominative: 'liczba bez jednostki', genitive: 'liczby bez jednostki' },
};

/** "2 cyfry znaczące", "5 cyfr znaczących", "1 cyfrę znaczącą" (after "mieć"). */
function significantFiguresPhrase(count: number): string {
  if (count === 1) return '1 cyfrę znaczącą';
  const lastDigit = count % 10;
  const lastTwo = count % 100;
  const few = lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14);
  return `${count} ${few ? 'cyfry znaczące' : 'cyfr znaczących'}`;
}

export const answerVerdictHints = {
  /** The answer's unit measures another quantity than the key's. */
  otherQuantity: (expected: TQuantityName | null, given: TQuantityName | null): string => {
    if (expected && given) return `Wynik to ${expected.nominative}, a podana jednostka to jednostka ${given.genitive}.`;
    if (expected) return `Wynik to ${expected.nominative}, a podana jednostka nie jest jednostką ${expected.genitive}.`;
    return 'Podana jednostka nie pasuje do wyniku.';
  },
  unitRequired: (unit: string): string => `Podaj wynik w ${unit}.`,
  unreadableUnit: 'Nie udało się odczytać jednostki. Sprawdź jej zapis.',
  significantFigures: (count: number): string => `Wynik powinien mieć ${significantFiguresPhrase(count)}.`,
  unbalanced: 'Równanie nie jest uzgodnione.',
  smallestCoefficients: 'Współczynniki powinny być najmniejszymi liczbami całkowitymi.',
  unreadableFormula: 'Nie udało się odczytać wzoru. Sprawdź symbole pierwiastków i indeksy.',
  noArrow: 'W równaniu brakuje strzałki między substratami a produktami.',
} as const;
