/** Polish labels of the catalogue's enumerations, shared by the facets and the web app. */
export const solutionFormatLabels = { LATEX: 'Tekst i wzory', IMAGE: 'Zdjęcie', VIDEO: 'Wideo' } as const;

export const schoolLevelLabels = {
  PRIMARY: 'Szkoła podstawowa',
  HIGH_SCHOOL: 'Szkoła średnia',
  UNIVERSITY: 'Studia',
  OTHER: 'Inne',
} as const;

/** The 15 subjects (docs/product-spec.md section 3). */
export const subjectLabels = {
  MATHS: 'Matematyka',
  POLISH: 'Język polski',
  ENGLISH: 'Język angielski',
  GERMAN: 'Język niemiecki',
  FRENCH: 'Język francuski',
  SPANISH: 'Język hiszpański',
  ITALIAN: 'Język włoski',
  BIOLOGY: 'Biologia',
  CHEMISTRY: 'Chemia',
  PHYSICS: 'Fizyka',
  GEOGRAPHY: 'Geografia',
  HISTORY: 'Historia',
  CIVICS: 'Wiedza o społeczeństwie',
  COMPUTER_SCIENCE: 'Informatyka',
  MUSIC: 'Muzyka',
} as const;

export const homeworkStatusLabels = {
  PUBLIC: 'Publiczne',
  PRIVATE: 'Prywatne',
  HIDDEN: 'Ukryte',
  UNDER_REVIEW: 'W trakcie recenzji',
  PUBLIC_DRAFT: 'Publiczny szkic',
  REJECTED: 'Odrzucone',
  UNDER_COPYRIGHT_REVIEW: 'Weryfikacja praw autorskich',
  REMOVED_FOR_COPYRIGHT: 'Usunięte za naruszenie praw autorskich',
} as const;

export const examLevelLabels = { BASIC: 'Poziom podstawowy', ADVANCED: 'Poziom rozszerzony' } as const;

export const reviewStatusLabels = {
  PENDING: 'W trakcie recenzji',
  APPROVED: 'Zaakceptowane',
  REJECTED: 'Odrzucone',
} as const;

/** 'Od 4 gwiazdek' style label of a minimum-rating option. */
export const minRatingLabel = (stars: number) => `Od ${stars} ${stars === 1 ? 'gwiazdki' : 'gwiazdek'}`;
