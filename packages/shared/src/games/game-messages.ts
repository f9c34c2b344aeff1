/* Without zod: the web's Polish dictionary imports these into every page. */

export const gameLimits = {
  nameMinLength: 2,
  nameMaxLength: 64,
  maxLevels: 30,
  maxComparisonItems: 12,
  minTicks: 3,
  maxTicks: 21,
  /** Numbers of a game: at most three decimal places, |n| ≤ 1 000 000. */
  maxAbsNumber: 1_000_000,
  decimals: 3,
} as const;

/** docs/product-spec.md section 4 (interactive exercise) and 8, plus the form's own messages. */
export const gameMessages = {
  subscriptionTitle: 'Wymagana subskrypcja!',
  subscriptionRequired: 'Aby kontynuować musisz posiadać Konto Premium!',
  congratulations: 'Gratulacje! Wszystkie poziomy ukończone!',
  notFound: 'Nie znaleziono ćwiczenia.',
  levelNotFound: 'Nie ma takiego poziomu.',
  invalidAnswer: 'Niepoprawna odpowiedź.',
  name: 'Nazwa musi mieć od 2 do 64 znaków.',
  number: 'Wymagana liczba',
  numberRange: 'Liczba musi mieścić się między -1 000 000 a 1 000 000 i mieć najwyżej 3 miejsca po przecinku.',
  step: 'Krok musi być większy od 0.',
  tickCount: 'Oś musi mieć od 3 do 21 kresek.',
  slots: 'Wybierz od 1 do wszystkich kresek osi jako miejsca do uzupełnienia (bez powtórzeń).',
  levels: 'Ćwiczenie musi mieć od 1 do 30 poziomów.',
  items: 'Poziom musi mieć od 1 do 12 par liczb.',
  premiumFromLevel: 'Poziom z Premium musi być jednym z poziomów ćwiczenia.',
} as const;
