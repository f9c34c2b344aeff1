import type { TDemoTask } from '../../demo-content.types';
import { frenchExamSlugs } from './exams';

/** Grammar tasks for szkoła podstawowa (klasy 4-8) and the eighth-grade exam, all original. */
export const frenchPrimaryGrammarTasks: TDemoTask[] = [
  {
    slug: 'francuski-passe-compose-z-etre-suis',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie właściwą formą czasownika posiłkowego. Wpisz jedno słowo.\n\nSamedi dernier, je _____ allé au cinéma avec mes amis.',
    answers: [],
    answer: 'suis',
    answerKey: { kind: 'TEXT', value: 'suis' },
    steps: [
      {
        title: 'Krok 1: rozpoznajemy czas',
        description:
          'Po luce stoi imiesłów „allé”, a „samedi dernier” (w zeszłą sobotę) wskazuje zakończoną przeszłość. To passé composé: avoir lub être + participe passé.',
        latex: '',
      },
      {
        title: 'Krok 2: avoir czy être?',
        description:
          'Aller (iść, jechać) to czasownik ruchu, który tworzy passé composé z être. Être w 1. osobie liczby pojedynczej to je suis: „Samedi dernier, je suis allé au cinéma avec mes amis” (W zeszłą sobotę poszedłem z przyjaciółmi do kina). Forma „j’ai allé” jest błędna.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-passe-compose'],
    typeSlug: null,
    exams: [{ slug: frenchExamSlugs.eighthGrade, points: 1 }],
    rating: { avg: 4.54, count: 29 },
    createdAt: '2025-09-08T09:10:00.000Z',
    hint: 'Aller to czasownik ruchu.',
  },
  {
    slug: 'francuski-participe-passe-pris',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nHier, nous avons _____ (prendre) le bus pour aller au musée.',
    answers: [],
    answer: 'pris',
    answerKey: { kind: 'TEXT', value: 'pris' },
    steps: [
      {
        title: 'Krok 1: potrzebna forma',
        description:
          '„Hier” (wczoraj) i „nous avons” przed luką pokazują passé composé z avoir – brakuje imiesłowu participe passé.',
        latex: '',
      },
      {
        title: 'Krok 2: imiesłów czasownika nieregularnego',
        description:
          'Prendre jest nieregularny i ma imiesłów pris (podobnie apprendre → appris, comprendre → compris). Z avoir imiesłowu nie uzgadniamy z podmiotem. Zdanie: „Wczoraj pojechaliśmy autobusem do muzeum.”',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-passe-compose'],
    typeSlug: null,
    exams: [{ slug: frenchExamSlugs.eighthGrade, points: 1 }],
    rating: { avg: 4.31, count: 22 },
    createdAt: '2025-09-26T12:40:00.000Z',
  },
  {
    slug: 'francuski-rodzajnik-czastkowy-du-lait',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą odpowiedź spośród podanych.\n\nLe matin, je bois _____ lait et je mange une tartine.',
    answers: [
      { label: 'A', answer: 'du', correct: true },
      { label: 'B', answer: 'de la', correct: false },
      { label: 'C', answer: 'des', correct: false },
      { label: 'D', answer: 'de l’', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: jaki rodzajnik?',
        description:
          'Mleko jest niepoliczalne, a mowa o nieokreślonej ilości (piję trochę mleka) – potrzebny jest rodzajnik cząstkowy.',
        latex: '',
      },
      {
        title: 'Krok 2: rodzaj rzeczownika',
        description:
          'Le lait jest rodzaju męskiego i zaczyna się od spółgłoski, więc rodzajnik cząstkowy to du: „je bois du lait” (piję mleko). De la stoi przed rzeczownikiem żeńskim, des – przed liczbą mnogą, de l’ – przed samogłoską lub niemym h.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-rodzajniki'],
    typeSlug: null,
    exams: [{ slug: frenchExamSlugs.eighthGrade, points: 1 }],
    rating: { avg: 4.22, count: 25 },
    createdAt: '2025-10-16T08:20:00.000Z',
  },
  {
    slug: 'francuski-odmiana-etre-sont',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nMes parents _____ (être) professeurs dans un lycée à Lyon.',
    answers: [],
    answer: 'sont',
    answerKey: { kind: 'TEXT', value: 'sont' },
    steps: [
      {
        title: 'Krok 1: osoba podmiotu',
        description:
          'Podmiot „mes parents” (moi rodzice) to 3. osoba liczby mnogiej (ils). Zdanie opisuje stan obecny – présent.',
        latex: '',
      },
      {
        title: 'Krok 2: odmiana être',
        description:
          'Être jest nieregularny: je suis, tu es, il est, nous sommes, vous êtes, ils sont. Zatem „Mes parents sont professeurs” (Moi rodzice są nauczycielami). Po être nazwa zawodu stoi bez rodzajnika.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-gramatyka'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.05, count: 14 },
    createdAt: '2025-11-10T14:30:00.000Z',
  },
  {
    slug: 'francuski-futur-proche-allons',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie jednym słowem, tak aby powstał czas futur proche.\n\nCe soir, nous _____ regarder un film chez Pierre.',
    answers: [],
    answer: 'allons',
    answerKey: { kind: 'TEXT', value: 'allons' },
    steps: [
      {
        title: 'Krok 1: budowa futur proche',
        description:
          'Futur proche tworzymy z czasownika aller w czasie teraźniejszym i bezokolicznika: aller + regarder. „Ce soir” (dziś wieczorem) wskazuje bliską przyszłość.',
        latex: '',
      },
      {
        title: 'Krok 2: forma aller',
        description:
          'Podmiotem jest nous, a aller w tej osobie to allons (je vais, tu vas, il va, nous allons, vous allez, ils vont). Zdanie: „Dziś wieczorem obejrzymy film u Pierre’a.”',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-czasy-przyszle'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.16, count: 18 },
    createdAt: '2025-12-15T10:50:00.000Z',
  },
  {
    slug: 'francuski-przeczenie-pas-de',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą odpowiedź spośród podanych.\n\nJe suis fils unique : je n’ai pas _____ frères ni sœurs.',
    answers: [
      { label: 'A', answer: 'des', correct: false },
      { label: 'B', answer: 'de', correct: true },
      { label: 'C', answer: 'les', correct: false },
      { label: 'D', answer: 'un', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: zdanie przeczące',
        description:
          'Zdanie zawiera przeczenie ne… pas (n’ai pas). W zdaniu twierdzącym powiedzielibyśmy „j’ai des frères”.',
        latex: '',
      },
      {
        title: 'Krok 2: reguła pas de',
        description:
          'Po przeczeniu rodzajniki nieokreślone un, une, des i cząstkowe zamieniają się w de: „je n’ai pas de frères” (nie mam braci). „Les” oznaczałoby konkretnych, znanych braci, a „un” nie pasuje do liczby mnogiej.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-rodzajniki'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.27, count: 20 },
    createdAt: '2026-01-22T11:15:00.000Z',
  },
  {
    slug: 'francuski-przyimek-z-krajem-en',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie właściwym przyimkiem. Wpisz jedno słowo.\n\nJ’habite _____ Pologne, mais mon cousin habite au Canada.',
    answers: [],
    answer: 'en',
    answerKey: { kind: 'TEXT', value: 'en' },
    steps: [
      {
        title: 'Krok 1: rodzaj nazwy kraju',
        description: 'La Pologne jest rodzaju żeńskiego (większość krajów zakończonych na -e), a le Canada – męskiego.',
        latex: '',
      },
      {
        title: 'Krok 2: reguła przyimków z krajami',
        description:
          'Przed nazwą kraju rodzaju żeńskiego używamy en (en Pologne, en France), przed męską au (au Canada, au Portugal), przed liczbą mnogą aux (aux États-Unis), a przed miastem à (à Varsovie). Zdanie: „Mieszkam w Polsce, a mój kuzyn mieszka w Kanadzie.”',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-gramatyka'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.1, count: 16 },
    createdAt: '2026-03-11T09:40:00.000Z',
  },
];
