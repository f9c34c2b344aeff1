/* Without zod: the web's Polish dictionary imports these into every page. */

/** The user's private notes (issue 20): our limits. */
export const noteLimits = {
  titleMaxLength: 200,
  htmlMaxLength: 200_000,
  maxFiles: 20,
} as const;

/** The upload kinds a note's files are (packages/shared/src/files/file-kinds.ts). */
export const noteFileKinds = ['NOTES_FILE', 'NOTES_ATTACHMENT'] as const;

export const noteMessages = {
  titleRequired: 'Tytuł jest wymagany',
  titleTooLong: 'Tytuł może mieć najwyżej 200 znaków.',
  contentTooLong: 'Notatka jest za długa.',
  fileRequired: 'Plik jest wymagany',
  fileInvalid: 'Możesz dołączyć tylko własny plik dodany do notatek.',
  filesTooMany: 'Notatka może mieć najwyżej 20 plików.',
  notFound: 'Nie znaleziono notatki.',
  fileNotFound: 'Nie znaleziono pliku w tej notatce.',
} as const;
