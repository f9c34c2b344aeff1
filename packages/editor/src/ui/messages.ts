/** Polish texts of the editing UI: labels, tooltips and the messages of docs/product-spec.md sections 5 and 8. */

export const uiMessages = {
  required: 'Wymagane pole',
  invalidLink: 'Nieprawidłowy link',
  linkUrlInvalid: 'Wpisany adres URL jest nieprawidłowy!',
  linkUrlHint: 'Wpisz poprawny adres URL',
  linkUrlValid: 'Wpisany adres URL jest prawidłowy!',
  imageUrlInvalid: 'Adres URL obrazu jest nieprawidłowy!',
  invalidFileFormat: 'Nieprawidłowy format pliku!',
  fileTooLarge: 'Zbyt duży rozmiar pliku!',
  uploadFailedTitle: 'Wystąpił błąd!',
  uploadFailed: 'Nie udało się przesłać pliku.',
  videoLinkOnly: 'Dozwolone są tylko linki z YouTube lub Vimeo (albo strumień .m3u8).',
  mp4Warning: 'Film w formacie mp4 będzie można odtworzyć dopiero po kilku minutach od przesłania.',
  citationTitleMin: 'Minimum 3 znaki',
  conceptRequired: 'Wybierz pojęcie',
  homeworkRequired: 'Wybierz zadanie',
  homeworkEmbedLabel: 'Zadanie',
  homeworkEmbedLoading: 'Wczytywanie zadania…',
  homeworkEmbedMissing: 'Nie można wyświetlić tego zadania (usunięte lub niepubliczne).',
  interactiveHomeworkLabel: 'Ćwiczenie interaktywne',
  linkedPanel:
    'Ten panel jest połączony z zewnętrznym pojęciem i nie możesz go edytować dopóki nie usuniesz połączenia (ikonka na górze pojęcia)!',
  copied: 'Skopiowano!',
  noResults: 'Brak wyników.',
  pasteError: '(paste error)',
  demoUndefined: 'MenuBar is not defined for demo',
  demoMissing: 'Specify demo version!',
} as const;

/** `used / limit znaków (N wyrazów)`; without a limit `used znaków (N wyrazów)`. */
export function formatCharacterCount(characters: number, words: number, limit?: number | null): string {
  const used = limit ? `${characters} / ${limit}` : `${characters}`;
  return `${used} znaków (${words} wyrazów)`;
}
