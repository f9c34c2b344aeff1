// Without zod: the web's list buttons read these on every task page, and a constant of a schemas module brings its
// schemas with it (issue 59, total blocking time).

/** The built-in lists of docs/product-spec.md section 3: 'Ukryte' and 'Rozwiązane'; the rest are the owner's own. */
export const favoriteKinds = ['CUSTOM', 'HIDDEN', 'SOLVED'] as const;
export const builtInFavoriteNames = { HIDDEN: 'Ukryte', SOLVED: 'Rozwiązane' } as const;

export const favoritesPageSize = { min: 1, max: 50, fallback: 10 } as const;

/** A list's name as the UI shows it: the built-in ones by their Polish names. */
export const favoriteDisplayName = (favorite: { kind: (typeof favoriteKinds)[number]; name: string }) =>
  favorite.kind === 'CUSTOM' ? favorite.name : builtInFavoriteNames[favorite.kind];
