import type { TDemoTask } from '../../demo-content.types';
import { musicExamSlugs } from './exams';

const matura = musicExamSlugs.maturaExtended;

/** Music tasks for the liceum on musical forms and genres (fugue, sonata, symphony, opera, rondo). */
export const musicFormsTasks: TDemoTask[] = [
  {
    slug: 'muzyka-nazwa-formy-polifonicznej-fuga',
    level: 'HIGH_SCHOOL',
    description:
      'Podaj nazwę formy polifonicznej, w której temat przeprowadzany jest kolejno we wszystkich równorzędnych głosach, a drugie wejście tematu (odpowiedź) brzmi zwykle o kwintę wyżej. Mistrzem tej formy był Jan Sebastian Bach.',
    answers: [],
    answer: 'fuga',
    answerKey: { kind: 'TEXT', value: 'fuga' },
    steps: [
      {
        title: 'Krok 1: cechy z opisu',
        description:
          'Forma jest polifoniczna (głosy równorzędne), opiera się na jednym temacie imitowanym w kolejnych głosach, a drugie wejście to odpowiedź w tonacji dominanty.',
        latex: '',
      },
      {
        title: 'Krok 2: nazwa',
        description:
          'Tak zbudowana jest fuga. Kanon odpada, bo w nim głosy powtarzają całą melodię, a nie tylko temat; Bach pisał fugi m.in. w „Das wohltemperierte Klavier”.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-fuga', 'muzyka-formy-muzyczne'],
    typeSlug: null,
    exams: [{ slug: matura, points: 1 }],
    rating: { avg: 4.7, count: 18 },
    createdAt: '2025-09-29T10:40:00.000Z',
  },
  {
    slug: 'muzyka-odpowiedz-w-fudze',
    level: 'HIGH_SCHOOL',
    description:
      'W ekspozycji fugi temat pojawia się najpierw w tonacji głównej, a następnie w drugim głosie w tonacji dominanty. Podaj jednowyrazową nazwę tego drugiego wejścia tematu.',
    answers: [],
    answer: 'odpowiedź',
    answerKey: { kind: 'TEXT', value: 'odpowiedź' },
    steps: [
      {
        title: 'Krok 1: przebieg ekspozycji',
        description:
          'Pierwszy głos przedstawia temat (dux). Gdy go kończy, wchodzi drugi głos z tematem przeniesionym o kwintę w górę, a pierwszy gra kontrapunkt.',
        latex: '',
      },
      {
        title: 'Krok 2: nazwa',
        description: 'Temat w tonacji dominanty to odpowiedź (łac. comes – towarzysz).',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-fuga'],
    typeSlug: null,
    exams: [{ slug: matura, points: 1 }],
    rating: { avg: 4.4, count: 9 },
    createdAt: '2025-10-23T13:20:00.000Z',
  },
  {
    slug: 'muzyka-kolejnosc-czesci-formy-sonatowej',
    level: 'HIGH_SCHOOL',
    description: 'Wybierz właściwą odpowiedź.\n\nW jakiej kolejności następują główne części formy sonatowej?',
    answers: [
      { label: 'A', answer: 'przetworzenie – ekspozycja – repryza', correct: false },
      { label: 'B', answer: 'ekspozycja – repryza – przetworzenie', correct: false },
      { label: 'C', answer: 'ekspozycja – przetworzenie – repryza', correct: true },
      { label: 'D', answer: 'repryza – ekspozycja – przetworzenie', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: rola każdej części',
        description:
          'Ekspozycja przedstawia dwa tematy, przetworzenie je rozwija i przekształca, a repryza powtarza je, tym razem oba w tonacji głównej.',
        latex: '',
      },
      {
        title: 'Krok 2: kolejność',
        description:
          'Nie można przetwarzać ani powtarzać tematów, zanim je przedstawiono, więc kolejność to ekspozycja – przetworzenie – repryza (ewentualnie z kodą na końcu).',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-forma-sonatowa-i-symfonia'],
    typeSlug: null,
    exams: [{ slug: matura, points: 1 }],
    rating: { avg: 4.8, count: 27 },
    createdAt: '2025-11-12T09:50:00.000Z',
  },
  {
    slug: 'muzyka-liczba-czesci-symfonii-klasycznej',
    level: 'HIGH_SCHOOL',
    description: 'Ile części ma zazwyczaj symfonia klasyczna (np. u Haydna i Mozarta)? Podaj liczbę.',
    answers: [],
    answer: 'Symfonia klasyczna ma zazwyczaj 4 części.',
    answerKey: { kind: 'NUMBER', value: '4' },
    steps: [
      {
        title: 'Krok 1: układ cyklu',
        description:
          'Symfonia klasyczna to cykl sonatowy na orkiestrę: I – allegro sonatowe (często z wolnym wstępem), II – część wolna, III – menuet (u Beethovena scherzo), IV – szybki finał, często rondo.',
        latex: '',
      },
      {
        title: 'Krok 2: liczba części',
        description:
          'Liczymy części: allegro, część wolna, menuet, finał – cztery. Sonata fortepianowa ma zwykle o jedną mniej, bez menueta.',
        latex: '1 + 1 + 1 + 1 = 4',
      },
    ],
    conceptSlugs: ['muzyka-forma-sonatowa-i-symfonia'],
    typeSlug: null,
    exams: [{ slug: matura, points: 1 }],
    rating: { avg: 4.5, count: 16 },
    createdAt: '2025-12-17T11:30:00.000Z',
  },
  {
    slug: 'muzyka-forma-ronda-abacaba',
    level: 'HIGH_SCHOOL',
    description:
      'Utwór ma budowę A B A C A B A: ta sama część A powraca między odmiennymi odcinkami. Podaj nazwę tej formy.',
    answers: [],
    answer: 'rondo',
    answerKey: { kind: 'TEXT', value: 'rondo' },
    steps: [
      {
        title: 'Krok 1: analiza schematu',
        description:
          'Część A pojawia się cztery razy i zawsze wraca po innym odcinku (B lub C). Powracającą część nazywamy refrenem, a odcinki między nimi – kupletami (epizodami).',
        latex: '',
      },
      {
        title: 'Krok 2: nazwa formy',
        description:
          'Forma z refrenem przeplatanym kupletami to rondo; schemat A B A C A B A to rondo sonatowe, typowe dla finałów klasycznych sonat i symfonii.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-formy-muzyczne'],
    typeSlug: null,
    exams: [{ slug: matura, points: 1 }],
    rating: { avg: 4.3, count: 12 },
    createdAt: '2026-01-26T08:05:00.000Z',
  },
  {
    slug: 'muzyka-poltony-w-seksta-malej',
    level: 'HIGH_SCHOOL',
    description: 'Ile półtonów obejmuje seksta mała (np. e–c¹)?',
    answers: [],
    answer: 'Seksta mała obejmuje 8 półtonów.',
    answerKey: { kind: 'NUMBER', value: '8' },
    steps: [
      {
        title: 'Krok 1: od oktawy w dół',
        description:
          'Seksta i tercja uzupełniają się do oktawy (12 półtonów): przewrót seksty małej to tercja wielka (4 półtony). Sprawdzamy na przykładzie: e–c¹ to przewrót tercji c–e.',
        latex: '',
      },
      {
        title: 'Krok 2: obliczenie',
        description:
          'Od oktawy odejmujemy tercję wielką. Można też policzyć wprost: e–f (1), f–g (2), g–a (2), a–h (2), h–c¹ (1).',
        latex: String.raw`12 - 4 = 8, \quad 1 + 2 + 2 + 2 + 1 = 8`,
      },
    ],
    conceptSlugs: ['muzyka-interwaly'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 7 },
    createdAt: '2026-03-04T15:45:00.000Z',
  },
  {
    slug: 'muzyka-czarodziejski-flet-prawda-falsz',
    level: 'HIGH_SCHOOL',
    description:
      'Oceń, czy zdanie jest prawdziwe. Prawda czy fałsz?\n\n„Czarodziejski flet” Wolfganga Amadeusza Mozarta to opera seria, w której wszystkie dialogi są śpiewane w formie recytatywów.',
    answers: [
      { label: 'A', answer: 'Prawda', correct: false },
      { label: 'B', answer: 'Fałsz', correct: true },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: gatunek dzieła',
        description:
          '„Czarodziejski flet” (1791) to singspiel: niemieckojęzyczna opera, w której numery muzyczne przeplatają się z dialogami mówionymi, a nie śpiewanymi recytatywami.',
        latex: '',
      },
      {
        title: 'Krok 2: ocena',
        description:
          'Opera seria to poważna opera włoska z recytatywami i ariami (u Mozarta np. „Łaskawość Tytusa”). Zdanie błędnie określa gatunek i budowę dzieła, więc jest fałszywe.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-opera'],
    typeSlug: null,
    exams: [{ slug: matura, points: 1 }],
    rating: { avg: 4.6, count: 20 },
    createdAt: '2026-04-15T10:10:00.000Z',
  },
  {
    slug: 'muzyka-motywy-przewodnie-wagner',
    level: 'HIGH_SCHOOL',
    description:
      'Podaj nazwisko kompozytora, który stworzył dramat muzyczny i w tetralogii „Pierścień Nibelunga” konsekwentnie stosował motywy przewodnie (lejtmotywy).',
    answers: [],
    answer: 'Wagner',
    answerKey: { kind: 'TEXT', value: 'Wagner' },
    steps: [
      {
        title: 'Krok 1: pojęcia z polecenia',
        description:
          'Dramat muzyczny to romantyczna reforma opery: ciągła muzyka bez podziału na numery, orkiestra komentująca akcję, motywy przewodnie związane z postaciami, przedmiotami i ideami.',
        latex: '',
      },
      {
        title: 'Krok 2: kompozytor',
        description:
          'Tę koncepcję stworzył Ryszard Wagner; „Pierścień Nibelunga” to cztery dramaty: „Złoto Renu”, „Walkiria”, „Zygfryd” i „Zmierzch bogów”.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-opera', 'muzyka-historia-muzyki'],
    typeSlug: null,
    exams: [{ slug: matura, points: 1 }],
    rating: { avg: 4.5, count: 13 },
    createdAt: '2026-06-17T12:25:00.000Z',
  },
];
