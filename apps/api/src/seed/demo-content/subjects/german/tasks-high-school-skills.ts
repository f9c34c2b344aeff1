import type { TDemoTask } from '../../demo-content.types';
import { germanExamSlugs } from './exams';

/** Reactions, reading, word formation and connectors for liceum and technikum (matura style), all original. */
export const germanHighSchoolSkillsTasks: TDemoTask[] = [
  {
    slug: 'niemiecki-reakcja-reklamacja-w-hotelu',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą reakcję.\n\nMieszkasz w hotelu. W nocy w pokoju jest bardzo głośno, bo okno wychodzi na ruchliwą ulicę. Rano chcesz grzecznie poprosić w recepcji o inny pokój. Co powiesz?',
    answers: [
      {
        label: 'A',
        answer: 'Könnte ich bitte ein ruhigeres Zimmer bekommen? Mein Zimmer ist sehr laut.',
        correct: true,
      },
      { label: 'B', answer: 'Wann gibt es hier Frühstück?', correct: false },
      { label: 'C', answer: 'Ich möchte ein Doppelzimmer für drei Nächte reservieren.', correct: false },
      { label: 'D', answer: 'Das Zimmer gefällt mir sehr, es ist so ruhig.', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: funkcja wypowiedzi',
        description:
          'Trzeba uprzejmie złożyć skargę i poprosić o zmianę pokoju. Uprzejmą prośbę wyraża Konjunktiv II: „Könnte ich…?”, „Könnten Sie…?”.',
        latex: '',
      },
      {
        title: 'Krok 2: analiza opcji',
        description:
          'A: „Czy mógłbym/mogłabym dostać cichszy pokój? Mój pokój jest bardzo głośny.” – pasuje. B pyta o śniadanie, C to rezerwacja nowego pokoju na trzy noce, a D mówi, że pokój jest cichy, czyli przeczy sytuacji.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-reakcje-jezykowe'],
    typeSlug: null,
    exams: [{ slug: germanExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.41, count: 25 },
    createdAt: '2025-09-30T10:35:00.000Z',
  },
  {
    slug: 'niemiecki-rozumienie-tekstu-glowna-mysl',
    level: 'HIGH_SCHOOL',
    description:
      'Przeczytaj tekst. Wybierz właściwą odpowiedź.\n\nLetzten Monat habe ich ein Experiment gemacht: eine Woche ohne Smartphone. Am ersten Tag war ich nervös, weil ich ständig meine Nachrichten checken wollte. Nach drei Tagen habe ich aber gemerkt, dass ich besser schlafe und mehr Zeit für meine Freunde und für Bücher habe. Jetzt lege ich das Handy jeden Abend um neun Uhr weg. (tekst autorski)\n\nIn dem Text geht es vor allem darum,',
    answers: [
      { label: 'A', answer: 'welches Smartphone am besten ist.', correct: false },
      { label: 'B', answer: 'warum der Autor nicht schlafen kann.', correct: false },
      { label: 'C', answer: 'welche Erfahrungen der Autor ohne Handy gemacht hat.', correct: true },
      { label: 'D', answer: 'wie man Nachrichten schneller schreibt.', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: temat całego tekstu',
        description:
          'Autor opisuje tydzień bez smartfona: najpierw nerwowość, potem lepszy sen i więcej czasu dla przyjaciół i książek, a na koniec nowy nawyk (odkłada telefon o dziewiątej wieczorem). Tekst dotyczy więc jego doświadczeń bez telefonu.',
        latex: '',
      },
      {
        title: 'Krok 2: odrzucamy opcje',
        description:
          'A – tekst nie porównuje modeli telefonów. B przeczy tekstowi: autor pisze „ich schlafe besser” (śpię lepiej). D wykorzystuje słowo Nachrichten, ale tekst nie mówi o szybszym pisaniu. Poprawna jest C.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-rozumienie-tekstu-czytanego', 'niemiecki-umiejetnosci-egzaminacyjne'],
    typeSlug: null,
    exams: [{ slug: germanExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.6, count: 41 },
    createdAt: '2025-11-17T12:45:00.000Z',
  },
  {
    slug: 'niemiecki-richtig-falsch-praktikum-in-wien',
    level: 'HIGH_SCHOOL',
    description:
      'Przeczytaj tekst. Oceń, czy podane zdanie jest zgodne z treścią tekstu (Prawda), czy nie (Fałsz).\n\nIm Sommer hat Marta ein vierwöchiges Praktikum in einem Hotel in Wien gemacht. Sie hat an der Rezeption gearbeitet und musste oft Englisch und Deutsch sprechen. Am Anfang hatte sie Angst vor dem Telefon, aber nach einer Woche war das kein Problem mehr. Das Hotel hat ihr angeboten, im nächsten Sommer wiederzukommen. (tekst autorski)\n\nZdanie: Marta hatte während des ganzen Praktikums Probleme mit dem Telefonieren.',
    answers: [
      { label: 'A', answer: 'Prawda', correct: false },
      { label: 'B', answer: 'Fałsz', correct: true },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: szukamy fragmentu',
        description:
          '„Am Anfang hatte sie Angst vor dem Telefon, aber nach einer Woche war das kein Problem mehr” – na początku bała się telefonu, ale po tygodniu nie było to już problemem.',
        latex: '',
      },
      {
        title: 'Krok 2: porównujemy',
        description:
          'Zdanie mówi o problemach przez całą praktykę (während des ganzen Praktikums), a tekst – tylko o pierwszym tygodniu z czterech. Sygnałami są „am Anfang” i „kein Problem mehr”. Zdanie jest fałszywe.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-rozumienie-tekstu-czytanego'],
    typeSlug: null,
    exams: [{ slug: germanExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.48, count: 33 },
    createdAt: '2026-02-09T08:25:00.000Z',
  },
  {
    slug: 'niemiecki-slowotworstwo-freundlichkeit',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie, tworząc od wyrazu w nawiasie rzeczownik pasujący do zdania. Wpisz jedno słowo.\n\nDie _____ (freundlich) der Verkäuferin hat mir sehr gefallen.',
    answers: [],
    answer: 'Freundlichkeit',
    answerKey: { kind: 'TEXT', value: 'Freundlichkeit' },
    steps: [
      {
        title: 'Krok 1: jaka część mowy',
        description:
          'Przed luką stoi rodzajnik die, a po niej dopełniacz „der Verkäuferin” – potrzebny jest rzeczownik rodzaju żeńskiego.',
        latex: '',
      },
      {
        title: 'Krok 2: przyrostek',
        description:
          'Od przymiotników zakończonych na -lich rzeczowniki tworzymy przyrostkiem -keit, a rzeczowniki z -keit są zawsze rodzaju żeńskiego: freundlich → die Freundlichkeit (uprzejmość). Rzeczownik piszemy wielką literą. Zdanie: „Uprzejmość sprzedawczyni bardzo mi się podobała.”',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-slownictwo'],
    typeSlug: null,
    exams: [{ slug: germanExamSlugs.maturaAdvanced, points: 1 }],
    rating: { avg: 4.18, count: 19 },
    createdAt: '2026-04-27T14:20:00.000Z',
  },
  {
    slug: 'niemiecki-um-zu-cel',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie jednym słowem, tak aby wyrażało cel.\n\nIch lerne jeden Tag Deutsch, _____ später in Berlin Medizin zu studieren.',
    answers: [],
    answer: 'um',
    answerKey: { kind: 'TEXT', value: 'um' },
    steps: [
      {
        title: 'Krok 1: co wyraża druga część',
        description:
          'Druga część zdania mówi, po co mówiący uczy się niemieckiego (aby studiować medycynę), a kończy się bezokolicznikiem z zu: „zu studieren”.',
        latex: '',
      },
      {
        title: 'Krok 2: konstrukcja um … zu',
        description:
          'Cel przy tym samym podmiocie w obu częściach wyrażamy konstrukcją um … zu + bezokolicznik: „…, um später in Berlin Medizin zu studieren” (…, aby później studiować medycynę w Berlinie). Przy różnych podmiotach użylibyśmy damit.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-szyk-zdania'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.07, count: 14 },
    createdAt: '2026-07-13T10:05:00.000Z',
  },
  {
    slug: 'niemiecki-spojnik-trotzdem',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą odpowiedź spośród podanych.\n\nEs regnete den ganzen Tag, _____ gingen wir im Wald spazieren.',
    answers: [
      { label: 'A', answer: 'deshalb', correct: false },
      { label: 'B', answer: 'weil', correct: false },
      { label: 'C', answer: 'trotzdem', correct: true },
      { label: 'D', answer: 'obwohl', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: związek znaczeniowy',
        description:
          'Padało cały dzień, a mimo to poszliśmy na spacer – druga część przeczy oczekiwaniu wynikającemu z pierwszej. To przyzwolenie: mimo to (trotzdem). Deshalb (dlatego) dałoby bezsensowny związek przyczynowy.',
        latex: '',
      },
      {
        title: 'Krok 2: szyk decyduje',
        description:
          'Po luce stoi od razu czasownik „gingen”, a potem podmiot – to szyk po przysłówku na pierwszym miejscu (trotzdem, deshalb). Po weil i obwohl czasownik musiałby stać na końcu („obwohl wir … spazieren gingen”). Zatem tylko trotzdem pasuje i znaczeniem, i szykiem.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-szyk-zdania'],
    typeSlug: null,
    exams: [{ slug: germanExamSlugs.maturaAdvanced, points: 1 }],
    rating: { avg: 4.55, count: 28 },
    createdAt: '2026-09-21T11:30:00.000Z',
  },
  {
    slug: 'niemiecki-reakcja-przyjecie-propozycji',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą reakcję na podaną wypowiedź.\n\nKolega proponuje: „Wie wäre es mit einem Kinobesuch am Freitag?” Chcesz przyjąć propozycję.',
    answers: [
      { label: 'A', answer: 'Nein, danke. Ich mag keine Filme.', correct: false },
      { label: 'B', answer: 'Gute Idee! Wann treffen wir uns?', correct: true },
      { label: 'C', answer: 'Das Kino ist am Marktplatz.', correct: false },
      { label: 'D', answer: 'Ich war gestern im Kino.', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: funkcja wypowiedzi kolegi',
        description: '„Wie wäre es mit…?” (Co powiesz na…?) to propozycja. Oczekiwana jest jej akceptacja.',
        latex: '',
      },
      {
        title: 'Krok 2: wybieramy akceptację',
        description:
          'B („Dobry pomysł! Kiedy się spotkamy?”) przyjmuje propozycję i podtrzymuje rozmowę. A odrzuca propozycję, C podaje tylko adres kina, a D mówi o przeszłości i nie odpowiada na propozycję.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-reakcje-jezykowe'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 16 },
    createdAt: '2026-10-26T15:00:00.000Z',
  },
];
