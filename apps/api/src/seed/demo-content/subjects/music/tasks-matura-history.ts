import type { TDemoTask } from '../../demo-content.types';
import { musicExamSlugs } from './exams';

const matura = musicExamSlugs.maturaExtended;

/** Music tasks for the liceum on the epochs of music history and their composers. */
export const musicHistoryTasks: TDemoTask[] = [
  {
    slug: 'muzyka-epoka-bacha',
    level: 'HIGH_SCHOOL',
    description: 'Wybierz właściwą odpowiedź.\n\nW której epoce tworzył Jan Sebastian Bach (1685–1750)?',
    answers: [
      { label: 'A', answer: 'renesans', correct: false },
      { label: 'B', answer: 'barok', correct: true },
      { label: 'C', answer: 'klasycyzm', correct: false },
      { label: 'D', answer: 'romantyzm', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: ramy epok',
        description:
          'Barok trwał mniej więcej od 1600 do 1750 roku; umowną datą jego końca jest właśnie śmierć Bacha. Klasycyzm zaczyna się około 1750 roku.',
        latex: '',
      },
      {
        title: 'Krok 2: cechy twórczości',
        description:
          'Fugi, basso continuo, kantaty, pasje i koncerty brandenburskie to typowe gatunki baroku. Bach to jeden z najwybitniejszych twórców tej epoki.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-historia-muzyki'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.4, count: 15 },
    createdAt: '2025-09-12T08:30:00.000Z',
  },
  {
    slug: 'muzyka-dopasuj-kompozytorow-do-epok',
    level: 'HIGH_SCHOOL',
    description:
      'Dopasuj kompozytorów (1–3) do epok lub kierunków, w których tworzyli (A–C).\n\n1. Giovanni Pierluigi da Palestrina\n2. Józef Haydn\n3. Claude Debussy\n\nA. klasycyzm\nB. impresjonizm\nC. renesans',
    answers: [
      { label: 'A', answer: '1 – C, 2 – A, 3 – B', correct: true },
      { label: 'B', answer: '1 – A, 2 – C, 3 – B', correct: false },
      { label: 'C', answer: '1 – C, 2 – B, 3 – A', correct: false },
      { label: 'D', answer: '1 – B, 2 – A, 3 – C', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: twórcy i ich czasy',
        description:
          'Palestrina (XVI wiek) to mistrz renesansowej polifonii wokalnej („Missa Papae Marcelli”). Haydn to klasyk wiedeński, ojciec symfonii i kwartetu smyczkowego. Debussy (przełom XIX i XX wieku) to czołowy impresjonista („Popołudnie fauna”).',
        latex: '',
      },
      {
        title: 'Krok 2: zestawienie',
        description: 'Otrzymujemy pary 1 – C, 2 – A, 3 – B.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-historia-muzyki'],
    typeSlug: null,
    exams: [{ slug: matura, points: 1 }],
    rating: { avg: 4.6, count: 22 },
    createdAt: '2025-10-30T14:15:00.000Z',
  },
  {
    slug: 'muzyka-rok-warszawskiej-premiery-halki',
    level: 'HIGH_SCHOOL',
    description:
      'Czteroaktowa wersja opery „Halka” Stanisława Moniuszki została wystawiona w Teatrze Wielkim w Warszawie 1 stycznia. Podaj rok tej premiery.',
    answers: [],
    answer: 'Warszawska premiera „Halki” odbyła się w 1858 roku.',
    answerKey: { kind: 'NUMBER', value: '1858' },
    steps: [
      {
        title: 'Krok 1: dwie wersje opery',
        description:
          'Pierwszą, dwuaktową wersję „Halki” wykonano w Wilnie (koncertowo w 1848 roku, scenicznie w 1854 roku). Moniuszko rozbudował ją do czterech aktów dla sceny warszawskiej.',
        latex: '',
      },
      {
        title: 'Krok 2: premiera warszawska',
        description:
          'Wersja czteroaktowa miała premierę w Teatrze Wielkim w Warszawie 1 stycznia 1858 roku; po jej sukcesie Moniuszko przeniósł się do Warszawy.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-opera', 'muzyka-polscy-kompozytorzy'],
    typeSlug: null,
    exams: [{ slug: matura, points: 1 }],
    rating: { avg: 4.2, count: 10 },
    createdAt: '2025-12-08T09:35:00.000Z',
  },
  {
    slug: 'muzyka-tworca-dodekafonii',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą odpowiedź.\n\nKtóry kompozytor stworzył dodekafonię – technikę opartą na serii dwunastu dźwięków skali chromatycznej?',
    answers: [
      { label: 'A', answer: 'Arnold Schönberg', correct: true },
      { label: 'B', answer: 'Claude Debussy', correct: false },
      { label: 'C', answer: 'Krzysztof Penderecki', correct: false },
      { label: 'D', answer: 'Igor Strawiński', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: czym jest dodekafonia?',
        description:
          'Dodekafonia porządkuje utwór według serii, w której każdy z dwunastu dźwięków chromatycznych występuje raz; seria pojawia się w postaci podstawowej, raku, inwersji i raku inwersji. To jedna z technik muzyki atonalnej XX wieku.',
        latex: '',
      },
      {
        title: 'Krok 2: twórca',
        description:
          'Technikę sformułował Arnold Schönberg na początku lat dwudziestych XX wieku; stosowali ją też jego uczniowie Alban Berg i Anton Webern. Debussy to impresjonista, Penderecki – przedstawiciel sonoryzmu, Strawiński kojarzy się m.in. z neoklasycyzmem.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-historia-muzyki'],
    typeSlug: null,
    exams: [{ slug: matura, points: 1 }],
    rating: { avg: 4.5, count: 14 },
    createdAt: '2026-02-04T11:00:00.000Z',
  },
  {
    slug: 'muzyka-madrygal-renesansowy',
    level: 'HIGH_SCHOOL',
    description:
      'Podaj nazwę świeckiego, wielogłosowego gatunku wokalnego, rozwijanego zwłaszcza we Włoszech w XVI wieku (m.in. przez Luca Marenzia i Claudia Monteverdiego), do tekstów poetyckich o tematyce miłosnej.',
    answers: [],
    answer: 'madrygał',
    answerKey: { kind: 'TEXT', value: 'madrygał' },
    steps: [
      {
        title: 'Krok 1: cechy z opisu',
        description:
          'Gatunek jest świecki (nie msza ani motet), wokalny i wielogłosowy, a rozkwitł we Włoszech w późnym renesansie (ostatnie księgi madrygałów Monteverdiego należą już do wczesnego baroku).',
        latex: '',
      },
      {
        title: 'Krok 2: nazwa',
        description:
          'To madrygał. Kompozytorzy ilustrowali w nim muzyką znaczenie słów (madrygalizmy), np. opadającą melodią na słowie o upadku.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-historia-muzyki', 'muzyka-formy-muzyczne'],
    typeSlug: null,
    exams: [{ slug: matura, points: 1 }],
    rating: { avg: 4.1, count: 6 },
    createdAt: '2026-03-25T13:40:00.000Z',
  },
  {
    slug: 'muzyka-gatunek-nieobecny-u-chopina',
    level: 'HIGH_SCHOOL',
    description: 'Wybierz właściwą odpowiedź.\n\nKtórego gatunku NIE ma w twórczości Fryderyka Chopina?',
    answers: [
      { label: 'A', answer: 'ballada fortepianowa', correct: false },
      { label: 'B', answer: 'koncert fortepianowy', correct: false },
      { label: 'C', answer: 'pieśń solowa z fortepianem', correct: false },
      { label: 'D', answer: 'opera', correct: true },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: gatunki u Chopina',
        description:
          'Chopin napisał cztery ballady fortepianowe, dwa koncerty fortepianowe (e-moll i f-moll) oraz kilkanaście pieśni do słów polskich poetów, m.in. Witwickiego i Mickiewicza.',
        latex: '',
      },
      {
        title: 'Krok 2: czego brakuje?',
        description:
          'Chopin nie skomponował żadnej opery ani symfonii, choć namawiano go do napisania opery narodowej. Odpowiedź: opera.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-polscy-kompozytorzy'],
    typeSlug: null,
    exams: [{ slug: matura, points: 1 }],
    rating: { avg: 4.7, count: 24 },
    createdAt: '2026-05-20T10:20:00.000Z',
  },
  {
    slug: 'muzyka-basso-continuo-prawda-falsz',
    level: 'HIGH_SCHOOL',
    description:
      'Oceń, czy zdanie jest prawdziwe. Prawda czy fałsz?\n\nBasso continuo, czyli stały głos basowy uzupełniany akordami przez instrument harmoniczny (np. klawesyn lub organy), jest jedną z najważniejszych cech muzyki baroku.',
    answers: [
      { label: 'A', answer: 'Prawda', correct: true },
      { label: 'B', answer: 'Fałsz', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: czym jest basso continuo?',
        description:
          'To partia basu zapisana nutami, często z cyframi (bas cyfrowany), na podstawie której klawesynista lub organista dopowiadał akordy, a wiolonczela lub fagot grała linię basu.',
        latex: '',
      },
      {
        title: 'Krok 2: epoka',
        description:
          'Basso continuo pojawiło się około 1600 roku i towarzyszyło muzyce przez cały barok, dlatego epokę nazywa się też „epoką basso continuo”. Zdanie jest prawdziwe.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-historia-muzyki'],
    typeSlug: null,
    exams: [{ slug: matura, points: 1 }],
    rating: { avg: 4.3, count: 11 },
    createdAt: '2026-08-27T09:00:00.000Z',
  },
];
