/** Section 3 "Book kind": a coursebook (podręcznik) or a workbook (zbiór zadań / ćwiczenia). */
export const bookKinds = ['coursebook', 'workbook'] as const;
export type TBookKind = (typeof bookKinds)[number];

/** The nodes of a book's tree: chapters group pages, pages hold exercises. */
export const bookNodeKinds = ['chapter', 'page', 'exercise'] as const;
export type TBookNodeKind = (typeof bookNodeKinds)[number];

/** Section 3: the publishers the UI offers; any other name is free text ("others"). */
export const bookPublishers = ['Nowa Era', 'OE Pazdro'] as const;
