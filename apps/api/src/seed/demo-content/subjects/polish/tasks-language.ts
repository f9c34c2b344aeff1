import type { TDemoTask } from '../../demo-content.types';
import { polishE8 } from './exams';

/** Polish language tasks (parts of speech, syntax, word formation, phonetics, phraseology) for klasy 4–8. */
export const polishLanguageTasks: TDemoTask[] = [
  {
    slug: 'polski-czesc-mowy-wyrazu-szybko',
    level: 'PRIMARY',
    description:
      'Przeczytaj zdanie: „Pies szybko przybiegł do domu.”\n\nPodaj nazwę części mowy, którą jest wyraz „szybko”.',
    answers: [],
    answer: 'przysłówek',
    answerKey: { kind: 'TEXT', value: 'przysłówek' },
    steps: [
      {
        title: 'Krok 1: zadajemy pytanie',
        description:
          'Wyraz „szybko” odpowiada na pytanie „jak?” (jak przybiegł? – szybko) i określa czasownik „przybiegł”.',
        latex: '',
      },
      {
        title: 'Krok 2: sprawdzamy odmianę',
        description:
          'Wyraz nie odmienia się przez przypadki ani osoby, a można go stopniować (szybko – szybciej – najszybciej). To przysłówek; przymiotnikiem byłoby „szybki”.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-czesci-mowy', 'polski-nauka-o-jezyku'],
    typeSlug: null,
    exams: [{ slug: polishE8, points: 1 }],
    rating: { avg: 4.4, count: 33 },
    createdAt: '2025-09-18T08:00:00.000Z',
  },
  {
    slug: 'polski-liczba-zdan-skladowych',
    level: 'PRIMARY',
    description:
      'Przeczytaj wypowiedzenie: „Kiedy wróciliśmy do domu, mama już spała, a tata czytał gazetę, którą kupił rano.”\n\nZ ilu zdań składowych składa się to wypowiedzenie? Podaj liczbę.',
    answers: [],
    answer: 'Wypowiedzenie składa się z 4 zdań składowych.',
    answerKey: { kind: 'NUMBER', value: '4' },
    steps: [
      {
        title: 'Krok 1: wypisujemy orzeczenia',
        description:
          'Każde zdanie składowe ma własne orzeczenie. Tutaj są to: „wróciliśmy”, „spała”, „czytał”, „kupił”.',
        latex: '',
      },
      {
        title: 'Krok 2: liczymy zdania składowe',
        description:
          'Cztery orzeczenia to cztery zdania składowe: „Kiedy wróciliśmy do domu”, „mama już spała”, „a tata czytał gazetę”, „którą kupił rano”. Wynik to 4.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-zdanie-zlozone'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.0, count: 16 },
    createdAt: '2025-10-21T13:15:00.000Z',
  },
  {
    slug: 'polski-zdanie-okolicznikowe-przyczyny',
    level: 'PRIMARY',
    description: 'Określ rodzaj zdania złożonego: „Nie poszliśmy do kina, ponieważ zabrakło biletów.”',
    answers: [
      { label: 'A', answer: 'współrzędnie złożone wynikowe', correct: false },
      { label: 'B', answer: 'podrzędnie złożone okolicznikowe celu', correct: false },
      { label: 'C', answer: 'podrzędnie złożone okolicznikowe przyczyny', correct: true },
      { label: 'D', answer: 'podrzędnie złożone dopełnieniowe', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: wskazujemy zdanie nadrzędne',
        description:
          'Zdanie „Nie poszliśmy do kina” może istnieć samodzielnie, a „ponieważ zabrakło biletów” je uzupełnia. Jest więc podrzędność.',
        latex: '',
      },
      {
        title: 'Krok 2: zadajemy pytanie od nadrzędnego',
        description:
          'Dlaczego nie poszliśmy do kina? – ponieważ zabrakło biletów. Pytanie „dlaczego?” wskazuje na zdanie okolicznikowe przyczyny. Odpowiedź C.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-zdanie-zlozone', 'polski-nauka-o-jezyku'],
    typeSlug: null,
    exams: [{ slug: polishE8, points: 1 }],
    rating: { avg: 4.6, count: 28 },
    createdAt: '2025-12-09T10:30:00.000Z',
  },
  {
    slug: 'polski-wyraz-podstawowy-rybak',
    level: 'PRIMARY',
    description: 'Podaj wyraz podstawowy, od którego utworzono wyraz pochodny „rybak”.',
    answers: [],
    answer: 'ryba',
    answerKey: { kind: 'TEXT', value: 'ryba' },
    steps: [
      {
        title: 'Krok 1: objaśniamy znaczenie wyrazu pochodnego',
        description:
          'Definicja słowotwórcza: rybak to „ten, kto łowi ryby”. Wyraz, przez który objaśniamy pochodny, jest wyrazem podstawowym.',
        latex: '',
      },
      {
        title: 'Krok 2: wydzielamy podstawę i formant',
        description: 'Podstawa słowotwórcza to „ryb-”, a formant przyrostkowy to „-ak”. Wyraz podstawowy: ryba.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-slowotworstwo'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 11 },
    createdAt: '2026-01-27T08:45:00.000Z',
  },
  {
    slug: 'polski-liczba-glosek-w-wyrazie-szczypce',
    level: 'PRIMARY',
    description: 'Ile głosek ma wyraz „szczypce”? Podaj liczbę.',
    answers: [],
    answer: 'Wyraz „szczypce” ma 6 głosek (i 8 liter).',
    answerKey: { kind: 'NUMBER', value: '6' },
    steps: [
      {
        title: 'Krok 1: dzielimy wyraz na głoski',
        description: 'Dwuznaki „sz” i „cz” oznaczają po jednej głosce. Głoski wyrazu to: sz, cz, y, p, c, e.',
        latex: '',
      },
      {
        title: 'Krok 2: liczymy',
        description:
          'Głosek jest 6, a liter 8 (s, z, c, z, y, p, c, e). Liczba głosek jest mniejsza od liczby liter, gdy wyraz ma dwuznaki. Wynik to 6.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-nauka-o-jezyku'],
    typeSlug: null,
    exams: [],
    rating: { avg: 3.9, count: 9 },
    createdAt: '2026-03-19T12:00:00.000Z',
  },
  {
    slug: 'polski-podmiot-w-zdaniu-z-inwersja',
    level: 'PRIMARY',
    description:
      'Przeczytaj zdanie: „Nad jeziorem cicho szumiały wysokie trzciny.”\n\nWypisz podmiot tego zdania (jeden wyraz).',
    answers: [],
    answer: 'trzciny',
    answerKey: { kind: 'TEXT', value: 'trzciny' },
    steps: [
      {
        title: 'Krok 1: znajdujemy orzeczenie',
        description: 'Czynność wyraża czasownik w formie osobowej „szumiały” – to orzeczenie.',
        latex: '',
      },
      {
        title: 'Krok 2: pytamy o wykonawcę czynności',
        description:
          'Kto? co? szumiało? – trzciny. Podmiot stoi tu na końcu zdania (szyk przestawny), a „wysokie” jest jego przydawką. Odpowiedź: trzciny.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-nauka-o-jezyku', 'polski-czesci-mowy'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.3, count: 20 },
    createdAt: '2026-04-08T09:25:00.000Z',
  },
  {
    slug: 'polski-frazeologizm-waz-w-kieszeni',
    level: 'PRIMARY',
    description: 'Co znaczy związek frazeologiczny „mieć węża w kieszeni”?',
    answers: [
      { label: 'A', answer: 'bać się zwierząt', correct: false },
      { label: 'B', answer: 'być skąpym', correct: true },
      { label: 'C', answer: 'być podstępnym', correct: false },
      { label: 'D', answer: 'mieć dużo pieniędzy', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: odrzucamy znaczenie dosłowne',
        description:
          'Związek frazeologiczny ma znaczenie przenośne, którego nie da się wywieść z sensu poszczególnych wyrazów.',
        latex: '',
      },
      {
        title: 'Krok 2: objaśniamy obraz',
        description:
          'Kto ma w kieszeni węża, boi się do niej sięgnąć – także po pieniądze. Frazeologizm opisuje więc osobę skąpą. Odpowiedź B.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-nauka-o-jezyku'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.0, count: 8 },
    createdAt: '2026-05-26T16:40:00.000Z',
  },
  {
    slug: 'polski-wyrazy-pokrewne-woda',
    level: 'PRIMARY',
    description: 'Prawda czy fałsz?\n\nWyrazy „woda”, „wodny” i „wodospad” są wyrazami pokrewnymi.',
    answers: [
      { label: 'A', answer: 'Prawda', correct: true },
      { label: 'B', answer: 'Fałsz', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: szukamy wspólnego rdzenia',
        description: 'Wszystkie trzy wyrazy mają wspólną cząstkę „wod-”, związaną ze znaczeniem „woda”.',
        latex: '',
      },
      {
        title: 'Krok 2: oceniamy zdanie',
        description:
          'Wyrazy o wspólnym rdzeniu to wyrazy pokrewne (tworzą rodzinę wyrazów). „Wodospad” jest wyrazem złożonym (woda + spadać), ale także należy do tej rodziny. Zdanie jest prawdziwe.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-slowotworstwo'],
    typeSlug: null,
    exams: [],
    rating: null,
    createdAt: '2026-09-14T10:10:00.000Z',
  },
];
