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
  gameRequired: 'Wybierz ćwiczenie',
  gameSearch: 'Szukaj ćwiczenia',
  gameTypes: { NumberLine: 'Oś liczbowa', NumberComparison: 'Porównywanie liczb' } as Record<string, string>,
  linkedPanel:
    'Ten panel jest połączony z zewnętrznym pojęciem i nie możesz go edytować dopóki nie usuniesz połączenia (ikonka na górze pojęcia)!',
  copied: 'Skopiowano!',
  noResults: 'Brak wyników.',
  pasteError: '(paste error)',
  demoUndefined: 'MenuBar is not defined for demo',
  demoMissing: 'Specify demo version!',
} as const;

/** Labels of the floating menus (one group per menu in `./menus`). */
export const menuMessages = {
  link: { edit: 'Edytuj link', open: 'Otwórz link', remove: 'Usuń link' },
  math: { numbered: 'Numeruj', insertReference: 'Wstaw odwołanie', remove: 'Usuń wzór' },
  footnote: { edit: 'Edytuj przypis', remove: 'Usuń przypis' },
  citation: { edit: 'Edytuj cytowanie', remove: 'Usuń cytowanie' },
  image: {
    width: 'Szerokość obrazu',
    alt: 'Tekst alternatywny',
    addCaption: 'Dodaj podpis',
    remove: 'Usuń obraz',
  },
  figureGroup: {
    columns: 'Liczba kolumn',
    addImage: 'Dodaj obraz do grupy',
    removeImage: 'Usuń obraz z grupy',
    remove: 'Usuń grupę',
  },
  table: {
    addRowBefore: 'Dodaj wiersz powyżej',
    addRowAfter: 'Dodaj wiersz poniżej',
    deleteRow: 'Usuń wiersz',
    addColumnBefore: 'Dodaj kolumnę z lewej',
    addColumnAfter: 'Dodaj kolumnę z prawej',
    deleteColumn: 'Usuń kolumnę',
    mergeCells: 'Scal komórki',
    splitCell: 'Podziel komórkę',
    headerRow: 'Wiersz nagłówka',
    cellBackground: 'Tło komórki',
    addCaption: 'Dodaj podpis tabeli',
    remove: 'Usuń tabelę',
  },
  border: {
    button: 'Obramowanie komórki',
    sides: { top: 'Górna', bottom: 'Dolna', left: 'Lewa', right: 'Prawa' },
    style: 'Styl',
    styles: { solid: 'Ciągła', dashed: 'Kreskowana', dotted: 'Kropkowana' },
    width: 'Grubość (px)',
    color: 'Kolor obramowania',
    apply: 'Zastosuj',
    remove: 'Usuń obramowanie',
  },
  mathPanel: {
    variant: 'Rodzaj panelu',
    unlink: 'Usuń połączenie z pojęciem',
    link: 'Połącz z pojęciem',
    import: 'Importuj z pojęcia',
    copyId: 'Kopiuj ID panelu',
    remove: 'Usuń panel',
  },
  orderedList: {
    style: 'Styl numeracji',
    /** The six numbering styles of docs/product-spec.md section 3. */
    styles: {
      decimal: '1, 2, 3 – cyfry arabskie',
      'lower-alpha': 'a, b, c – małe litery',
      'lower-greek': 'α, β, γ – litery greckie',
      'lower-roman': 'i, ii, iii – małe cyfry rzymskie',
      'upper-alpha': 'A, B, C – wielkie litery',
      'upper-roman': 'I, II, III – wielkie cyfry rzymskie',
    },
  },
  details: {
    open: 'Rozwinięte domyślnie',
    unwrap: 'Usuń sekcję, zostaw treść',
    remove: 'Usuń sekcję z treścią',
  },
  conceptFragment: {
    unwrap: 'Usuń fragment pojęcia, zostaw treść',
    remove: 'Usuń fragment pojęcia z treścią',
  },
} as const;

/** `used / limit znaków (N wyrazów)`; without a limit `used znaków (N wyrazów)`. */
export function formatCharacterCount(characters: number, words: number, limit?: number | null): string {
  const used = limit ? `${characters} / ${limit}` : `${characters}`;
  return `${used} znaków (${words} wyrazów)`;
}
