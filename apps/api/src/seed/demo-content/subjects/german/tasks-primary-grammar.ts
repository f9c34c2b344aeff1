import type { TDemoTask } from '../../demo-content.types';
import { germanExamSlugs } from './exams';

/** Grammar tasks for szkoła podstawowa (klasy 4-8) and the eighth-grade exam, all original. */
export const germanPrimaryGrammarTasks: TDemoTask[] = [
  {
    slug: 'niemiecki-perfekt-z-sein-bin',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie właściwą formą czasownika posiłkowego. Wpisz jedno słowo.\n\nGestern _____ ich mit meiner Schwester ins Kino gegangen.',
    answers: [],
    answer: 'bin',
    answerKey: { kind: 'TEXT', value: 'bin' },
    steps: [
      {
        title: 'Krok 1: rozpoznajemy czas',
        description:
          'Na końcu zdania stoi imiesłów „gegangen”, a „gestern” (wczoraj) wskazuje przeszłość. To czas Perfekt: czasownik posiłkowy haben lub sein + Partizip II.',
        latex: '',
      },
      {
        title: 'Krok 2: haben czy sein?',
        description:
          'Gehen (iść) jest czasownikiem ruchu, więc tworzy Perfekt z sein. Podmiotem jest ich, a sein w 1. osobie liczby pojedynczej to bin: „Gestern bin ich … ins Kino gegangen” (Wczoraj poszedłem/poszłam z siostrą do kina). „Habe” byłoby błędem.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-perfekt'],
    typeSlug: null,
    exams: [{ slug: germanExamSlugs.eighthGrade, points: 1 }],
    rating: { avg: 4.56, count: 39 },
    createdAt: '2025-09-04T08:30:00.000Z',
    hint: 'Gehen to czasownik ruchu.',
  },
  {
    slug: 'niemiecki-partizip-ii-gespielt',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nAm Wochenende haben wir im Park Fußball _____ (spielen).',
    answers: [],
    answer: 'gespielt',
    answerKey: { kind: 'TEXT', value: 'gespielt' },
    steps: [
      {
        title: 'Krok 1: potrzebna forma',
        description:
          'W zdaniu jest „haben” na drugim miejscu, a luka stoi na końcu – to Perfekt, więc brakuje imiesłowu Partizip II.',
        latex: '',
      },
      {
        title: 'Krok 2: Partizip II czasownika regularnego',
        description:
          'Spielen jest regularny: ge- + temat spiel + -t → gespielt. Zdanie: „Am Wochenende haben wir im Park Fußball gespielt” (W weekend graliśmy w parku w piłkę nożną).',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-perfekt'],
    typeSlug: null,
    exams: [{ slug: germanExamSlugs.eighthGrade, points: 1 }],
    rating: { avg: 4.4, count: 27 },
    createdAt: '2025-09-22T11:00:00.000Z',
  },
  {
    slug: 'niemiecki-akkusativ-einen-bruder',
    level: 'PRIMARY',
    description: 'Wybierz właściwą odpowiedź spośród podanych.\n\nIch habe _____ Bruder und zwei Schwestern.',
    answers: [
      { label: 'A', answer: 'einen', correct: true },
      { label: 'B', answer: 'ein', correct: false },
      { label: 'C', answer: 'einem', correct: false },
      { label: 'D', answer: 'einer', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: jaki przypadek?',
        description: 'Czasownik haben (mieć) łączy się z biernikiem (Akkusativ): mam kogo? co?',
        latex: '',
      },
      {
        title: 'Krok 2: rodzaj i forma rodzajnika',
        description:
          'Der Bruder jest rodzaju męskiego. Rodzajnik nieokreślony ein w bierniku rodzaju męskiego ma postać einen: „Ich habe einen Bruder” (Mam brata). Ein byłoby mianownikiem, einem – celownikiem, einer – celownikiem rodzaju żeńskiego.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-rodzajniki-i-przypadki'],
    typeSlug: null,
    exams: [{ slug: germanExamSlugs.eighthGrade, points: 1 }],
    rating: { avg: 4.32, count: 30 },
    createdAt: '2025-10-09T09:45:00.000Z',
  },
  {
    slug: 'niemiecki-dativ-po-mit-dem',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie właściwym rodzajnikiem określonym. Wpisz jedno słowo.\n\nIch fahre jeden Tag mit _____ Bus (der Bus) zur Schule.',
    answers: [],
    answer: 'dem',
    answerKey: { kind: 'TEXT', value: 'dem' },
    steps: [
      {
        title: 'Krok 1: rekcja przyimka',
        description: 'Przyimek mit zawsze łączy się z celownikiem (Dativ), podobnie jak aus, bei, nach, seit, von, zu.',
        latex: '',
      },
      {
        title: 'Krok 2: rodzajnik w celowniku',
        description:
          'Der Bus jest rodzaju męskiego; der w celowniku zmienia się na dem: „Ich fahre mit dem Bus zur Schule” (Jeżdżę do szkoły autobusem). Den byłoby biernikiem, a tu biernik nie pasuje.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-rodzajniki-i-przypadki'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 21 },
    createdAt: '2025-11-12T13:15:00.000Z',
  },
  {
    slug: 'niemiecki-odmiana-lesen-liest',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nMein Bruder _____ (lesen) sehr gern Comics.',
    answers: [],
    answer: 'liest',
    answerKey: { kind: 'TEXT', value: 'liest' },
    steps: [
      {
        title: 'Krok 1: osoba i czas',
        description:
          'Podmiot „mein Bruder” to 3. osoba liczby pojedynczej (er), a zdanie opisuje upodobanie – czas Präsens.',
        latex: '',
      },
      {
        title: 'Krok 2: czasownik z wymianą samogłoski',
        description:
          'Lesen należy do czasowników, które w 2. i 3. osobie liczby pojedynczej zmieniają e na ie: ich lese, du liest, er liest. Zatem „Mein Bruder liest sehr gern Comics” (Mój brat bardzo lubi czytać komiksy). Forma „lest” jest błędna.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-gramatyka'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.08, count: 16 },
    createdAt: '2025-12-03T10:25:00.000Z',
  },
  {
    slug: 'niemiecki-czasownik-modalny-kann',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą odpowiedź spośród podanych.\n\nIch _____ heute leider nicht zum Training kommen, ich bin krank.',
    answers: [
      { label: 'A', answer: 'kannst', correct: false },
      { label: 'B', answer: 'können', correct: false },
      { label: 'C', answer: 'kann', correct: true },
      { label: 'D', answer: 'könnt', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: podmiot',
        description: 'Podmiotem jest ich (ja), więc potrzebna jest forma 1. osoby liczby pojedynczej.',
        latex: '',
      },
      {
        title: 'Krok 2: odmiana können',
        description:
          'Können: ich kann, du kannst, er kann, wir können, ihr könnt, sie können. W 1. i 3. osobie liczby pojedynczej czasowniki modalne nie mają końcówki. Bezokolicznik kommen stoi na końcu zdania: „Ich kann heute leider nicht zum Training kommen” (Niestety nie mogę dziś przyjść na trening).',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-gramatyka', 'niemiecki-szyk-zdania'],
    typeSlug: null,
    exams: [],
    rating: { avg: 3.98, count: 13 },
    createdAt: '2026-01-08T14:50:00.000Z',
  },
  {
    slug: 'niemiecki-inwersja-morgen-fahre-ich',
    level: 'PRIMARY',
    description: 'Wybierz zdanie zbudowane poprawnie.',
    answers: [
      { label: 'A', answer: 'Morgen ich fahre nach Berlin.', correct: false },
      { label: 'B', answer: 'Morgen fahre ich nach Berlin.', correct: true },
      { label: 'C', answer: 'Morgen nach Berlin ich fahre.', correct: false },
      { label: 'D', answer: 'Morgen ich nach Berlin fahre.', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: reguła drugiego miejsca',
        description:
          'W niemieckim zdaniu oznajmującym odmieniony czasownik stoi zawsze na drugim miejscu. Pierwsze miejsce zajmuje tu okolicznik czasu „morgen” (jutro).',
        latex: '',
      },
      {
        title: 'Krok 2: inwersja',
        description:
          'Skoro pierwsze miejsce jest zajęte przez morgen, czasownik fahre stoi na drugim, a podmiot ich przechodzi za niego: „Morgen fahre ich nach Berlin” (Jutro jadę do Berlina). Pozostałe zdania kopiują polski szyk i są błędne.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-szyk-zdania'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.45, count: 24 },
    createdAt: '2026-02-24T09:05:00.000Z',
  },
];
