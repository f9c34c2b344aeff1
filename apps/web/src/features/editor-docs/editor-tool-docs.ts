/**
 * The documentation of the editor's tools shown at /editor: a Polish description per tool of the demo
 * variant (the names are the editor's `TOOL_NAMES`; a test keeps both in step) and the shortcuts of
 * docs/product-spec.md section 9.
 */
export type TToolDoc = {
  name: string;
  title: string;
  description: string;
  shortcut?: string;
  /** ADMIN-only tools (docs/product-spec.md section 6): their example works only for an administrator. */
  admin?: boolean;
};
export type TToolGroup = { id: string; title: string; tools: TToolDoc[] };

export const editorToolGroups: TToolGroup[] = [
  {
    id: 'formatowanie',
    title: 'Formatowanie tekstu',
    tools: [
      { name: 'bold', title: 'Pogrubienie', description: 'Wyróżnia najważniejsze słowa.', shortcut: 'Mod-B' },
      { name: 'italic', title: 'Kursywa', description: 'Pochyla tekst, np. dla nazw i cytatów.', shortcut: 'Mod-I' },
      {
        name: 'underline',
        title: 'Podkreślenie',
        description: 'Podkreśla tekst, także wybranym kolorem.',
        shortcut: 'Mod-U',
      },
      {
        name: 'strike',
        title: 'Przekreślenie',
        description: 'Pokazuje, co zostało skreślone.',
        shortcut: 'Mod-Shift-S',
      },
      { name: 'code', title: 'Kod', description: 'Krótki fragment kodu w wierszu.' },
      { name: 'kbd', title: 'Klawisz', description: 'Nazwa klawisza, np. Enter.' },
      {
        name: 'fontFamily',
        title: 'Czcionka',
        description: 'Jedna z czcionek: Arial, Georgia, Times New Roman i inne.',
      },
      {
        name: 'fontSize',
        title: 'Rozmiar',
        description: 'Rozmiar tekstu od 8 do 72 px.',
        shortcut: 'Mod-Shift-+ / Mod-Shift--',
      },
      {
        name: 'textColor',
        title: 'Kolor tekstu',
        description: 'Paleta 14 barw i ostatnio użyte kolory.',
        shortcut: 'Alt-C',
      },
      { name: 'highlight', title: 'Zakreślenie', description: 'Tło pod tekstem, jak zakreślaczem.' },
      {
        name: 'clearFormatting',
        title: 'Wyczyść formatowanie',
        description: 'Usuwa wszystkie style z zaznaczenia.',
        shortcut: 'Mod-Shift-C',
      },
    ],
  },
  {
    id: 'struktura',
    title: 'Nagłówki, listy i bloki',
    tools: [
      {
        name: 'h2',
        title: 'Nagłówek 2',
        description: 'Główne części tekstu; każdy nagłówek ma kotwicę #id.',
        shortcut: 'Mod-Alt-H',
      },
      { name: 'h3', title: 'Nagłówek 3', description: 'Podrozdziały.' },
      { name: 'h4', title: 'Nagłówek 4', description: 'Najmniejsze nagłówki.' },
      { name: 'bulletList', title: 'Lista punktowana', description: 'Wypunktowanie.', shortcut: 'Alt-U' },
      {
        name: 'orderedList',
        title: 'Lista numerowana',
        description: 'Sześć stylów: 1, a, α, i, A, I — wybierz styl w menu, które pojawia się nad listą.',
        shortcut: 'Alt-O',
      },
      { name: 'taskList', title: 'Lista zadań', description: 'Punkty do odhaczenia.', shortcut: 'Alt-T' },
      { name: 'blockquote', title: 'Cytat', description: 'Wyróżniony cytat.', shortcut: 'Mod-Q' },
      {
        name: 'details',
        title: 'Rozwijany blok',
        description:
          'Podsumowanie i treść widoczna po rozwinięciu; menu nad blokiem ustawia „Rozwinięte domyślnie” i usuwa sekcję.',
      },
      { name: 'indent', title: 'Wcięcie', description: 'Wcięcie akapitu co 24 px (do 240 px).' },
    ],
  },
  {
    id: 'matematyka',
    title: 'Matematyka',
    tools: [
      {
        name: 'mathInline',
        title: 'Wzór w tekście',
        description: 'Wzór LaTeX w wierszu; podwójne kliknięcie otwiera edycję z podglądem, Escape ją zamyka.',
        shortcut: 'Mod-M',
      },
      {
        name: 'mathDisplay',
        title: 'Równanie wyśrodkowane',
        description:
          'Równanie w osobnym wierszu; numer dostaje po zaznaczeniu „Numeruj” albo gdy tekst się do niego odwołuje. Odwołania same pokazują aktualny numer, także po przeniesieniu równania.',
        shortcut: 'Mod-D',
      },
      {
        name: 'mathPanel',
        title: 'Panel matematyczny',
        description: 'Definicja, twierdzenie, przykład, uwaga i inne — z nazwą i treścią.',
      },
      {
        name: 'solutionMethod',
        title: 'Sposób rozwiązania',
        description: 'Kolejne sposoby są numerowane: Sposób 1, Sposób 2…',
      },
      {
        name: 'mathConcept',
        title: 'Pojęcie',
        description: 'Odnośnik do pojęcia z bazy wiedzy z podglądem po najechaniu.',
      },
      {
        name: 'mathConceptFragment',
        title: 'Fragment pojęcia',
        description:
          'Zaznaczone akapity stają się fragmentem wybranego pojęcia z bazy wiedzy. Tylko dla administratora.',
        admin: true,
      },
    ],
  },
  {
    id: 'multimedia',
    title: 'Obrazy, wideo i tabele',
    tools: [
      {
        name: 'image',
        title: 'Obraz',
        description: 'Przesłany plik (jpg, jpeg, png, gif do 25 MB) albo link; z podpisem „Rys. n”.',
      },
      {
        name: 'figureGroup',
        title: 'Grupa rysunków',
        description: 'Kilka obrazów obok siebie, w jednej lub dwóch kolumnach.',
      },
      { name: 'video', title: 'Wideo', description: 'Plik mp4, mkv lub avi (do 5 GB) albo film z YouTube lub Vimeo.' },
      {
        name: 'table',
        title: 'Tabela',
        description: 'Siatka do 10×10, scalanie komórek, tło i obramowania; podpis „Tab. n”.',
      },
      {
        name: 'link',
        title: 'Link',
        description: 'Adres http, https, ftp, mailto lub ścieżka w serwisie.',
        shortcut: 'Mod-L',
      },
    ],
  },
  {
    id: 'przypisy',
    title: 'Przypisy i cytowania',
    tools: [
      { name: 'footnote', title: 'Przypis', description: 'Numerowany przypis [n] z treścią w dymku.' },
      {
        name: 'citation',
        title: 'Cytowanie',
        description: 'Źródło [n]: wyszukaj książkę po tytule, autorze lub ISBN albo wpisz dane ręcznie.',
      },
      { name: 'emoji', title: 'Emoji', description: 'Wpisz dwukropek i polską nazwę, np. :kciuk.' },
    ],
  },
  {
    id: 'zadania',
    title: 'Zadania',
    tools: [
      {
        name: 'homeworkEmbed',
        title: 'Zadanie',
        description: 'Wyszukaj zadanie z bazy po jego treści i osadź je w tekście.',
      },
      {
        name: 'interactiveHomework',
        title: 'Zadanie interaktywne',
        description: 'Oś liczbowa albo porównywanie liczb dla najmłodszych. Tylko dla administratora.',
        admin: true,
      },
    ],
  },
];

export const editorShortcuts: { keys: string; action: string }[] = [
  { keys: 'Mod-I', action: 'Kursywa' },
  { keys: 'Mod-U', action: 'Podkreślenie' },
  { keys: 'Mod-Shift-S', action: 'Przekreślenie' },
  { keys: 'Mod-L', action: 'Link' },
  { keys: 'Mod-M', action: 'Wzór w tekście' },
  { keys: 'Mod-D', action: 'Równanie wyśrodkowane' },
  { keys: 'Alt-O', action: 'Lista numerowana' },
  { keys: 'Alt-U', action: 'Lista punktowana' },
  { keys: 'Alt-T', action: 'Lista zadań' },
  { keys: 'Alt-C', action: 'Kolor tekstu' },
  { keys: 'Mod-Q', action: 'Cytat' },
  { keys: 'Mod-Alt-H', action: 'Nagłówki' },
  { keys: 'Mod-Shift-C', action: 'Wyczyść formatowanie' },
  { keys: 'Mod-Shift-+ / Mod-Shift--', action: 'Większa / mniejsza czcionka' },
];

/** Mod is Ctrl, or ⌘ on a Mac. */
export const describeKeys = (keys: string, mac: boolean) => keys.replaceAll('Mod', mac ? '⌘' : 'Ctrl');

/** The playground's 'HTML dokumentu' button: always in development, in production with `?debug` in the address. */
export function isEditorDebug(search: string, dev: boolean = import.meta.env.DEV): boolean {
  return dev || new URLSearchParams(search).has('debug');
}
