import type { TDemoTask } from '../../demo-content.types';
import { polishE8 } from './exams';

/** Polish tasks for klasy 4–8 on the reading list (lektury) and literary devices; quotes only public-domain texts. */
export const polishLiteraturePrimaryTasks: TDemoTask[] = [
  {
    slug: 'polski-porownanie-w-inwokacji',
    level: 'PRIMARY',
    description:
      'Przeczytaj początek inwokacji.\n\n„Litwo! Ojczyzno moja! ty jesteś jak zdrowie;\nIle cię trzeba cenić, ten tylko się dowie,\nKto cię stracił.”\n(Adam Mickiewicz, „Pan Tadeusz”, ks. I, domena publiczna)\n\nJakim środkiem stylistycznym jest wyrażenie „ty jesteś jak zdrowie”?',
    answers: [
      { label: 'A', answer: 'metafora', correct: false },
      { label: 'B', answer: 'porównanie', correct: true },
      { label: 'C', answer: 'epitet', correct: false },
      { label: 'D', answer: 'wyraz dźwiękonaśladowczy', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: szukamy spójnika porównawczego',
        description:
          'W wyrażeniu występuje wyraz „jak”, który zestawia dwie rzeczy: ojczyznę (Litwę) i zdrowie. Spójniki „jak”, „niby”, „jakby”, „niczym” są sygnałem porównania.',
        latex: '',
      },
      {
        title: 'Krok 2: odczytujemy sens i funkcję',
        description:
          'Ojczyznę, tak jak zdrowie, docenia się dopiero wtedy, gdy się ją straci. Porównanie wyraża tęsknotę poety-emigranta. To nie metafora, bo zestawienie jest jawne, ze spójnikiem „jak”. Odpowiedź B.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-srodki-stylistyczne', 'polski-metafora'],
    typeSlug: null,
    exams: [{ slug: polishE8, points: 1 }],
    rating: { avg: 4.7, count: 41 },
    createdAt: '2025-09-04T08:20:00.000Z',
    hint: 'Zwróć uwagę na wyraz „jak”.',
  },
  {
    slug: 'polski-rodzaj-literacki-zemsty',
    level: 'PRIMARY',
    description: 'Do jakiego rodzaju literackiego należy „Zemsta” Aleksandra Fredry? Podaj jedno słowo.',
    answers: [],
    answer: 'dramat',
    answerKey: { kind: 'TEXT', value: 'dramat' },
    steps: [
      {
        title: 'Krok 1: sprawdzamy budowę utworu',
        description:
          '„Zemsta” jest podzielona na akty i sceny, tekst składa się z wypowiedzi postaci (dialogów i monologów), a wskazówki dla aktorów zawierają didaskalia. Nie ma narratora ani podmiotu lirycznego.',
        latex: '',
      },
      {
        title: 'Krok 2: nazywamy rodzaj i gatunek',
        description:
          'Takie cechy ma dramat – utwór przeznaczony do wystawienia na scenie. Gatunkowo „Zemsta” jest komedią (komedią charakterów i intrygi). Odpowiedź: dramat.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-rodzaje-i-gatunki-literackie'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.3, count: 18 },
    createdAt: '2025-10-02T10:05:00.000Z',
  },
  {
    slug: 'polski-ballada-gatunek-synkretyczny',
    level: 'PRIMARY',
    description:
      'Prawda czy fałsz?\n\nBallada jest gatunkiem synkretycznym, ponieważ łączy cechy epiki, liryki i dramatu.',
    answers: [
      { label: 'A', answer: 'Prawda', correct: true },
      { label: 'B', answer: 'Fałsz', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: wyliczamy cechy ballady',
        description:
          'Ballada ma fabułę i narratora (cecha epiki), jest pisana wierszem, rytmiczna i nasycona emocjami (cecha liryki), zawiera dialogi i dynamiczną akcję (cecha dramatu).',
        latex: '',
      },
      {
        title: 'Krok 2: oceniamy zdanie',
        description:
          'Gatunek łączący cechy różnych rodzajów literackich nazywamy synkretycznym. Zdanie jest prawdziwe.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-ballada', 'polski-rodzaje-i-gatunki-literackie'],
    typeSlug: null,
    exams: [{ slug: polishE8, points: 1 }],
    rating: { avg: 4.5, count: 27 },
    createdAt: '2025-11-12T09:40:00.000Z',
  },
  {
    slug: 'polski-dziady-ii-duchy-lekkie',
    level: 'PRIMARY',
    description:
      'Przeczytaj fragment.\n\n„Kto nie doznał goryczy ni razu,\nTen nie dozna słodyczy w niebie.”\n(Adam Mickiewicz, „Dziady” cz. II, domena publiczna)\n\nKtóre postacie wypowiadają tę przestrogę?',
    answers: [
      { label: 'A', answer: 'duchy lekkie – Józio i Rózia', correct: true },
      { label: 'B', answer: 'widmo złego pana', correct: false },
      { label: 'C', answer: 'pasterka Zosia', correct: false },
      { label: 'D', answer: 'Guślarz', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: przypominamy trzy grupy duchów',
        description:
          'W obrzędzie dziadów pojawiają się duchy lekkie (dzieci Józio i Rózia), duch ciężki (zły pan) i duch pośredni (pasterka Zosia). Każdy przekazuje inną naukę moralną.',
        latex: '',
      },
      {
        title: 'Krok 2: łączymy przestrogę z winą duchów',
        description:
          'Dzieci zaznały za życia tylko słodyczy i zabawy, dlatego nie mogą dostać się do nieba – potrzebują dwóch ziarnek gorczycy. Przestroga o goryczy należy więc do duchów lekkich. Odpowiedź A.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-romantyzm', 'polski-rodzaje-i-gatunki-literackie'],
    typeSlug: null,
    exams: [{ slug: polishE8, points: 1 }],
    rating: { avg: 4.8, count: 35 },
    createdAt: '2026-01-08T12:10:00.000Z',
  },
  {
    slug: 'polski-zemsta-dopasuj-postacie',
    level: 'PRIMARY',
    description:
      'Dopasuj postacie z „Zemsty” Aleksandra Fredry do ich charakterystycznych cech.\n\n1. Cześnik Raptusiewicz\n2. Rejent Milczek\n3. Papkin\n\nX. fałszywie pokorny, powtarza „Niech się dzieje wola nieba, z nią się zawsze zgadzać trzeba”\nY. tchórzliwy samochwała, nazywa siebie „lwem Północy”\nZ. porywczy i gwałtowny, ma powiedzonko „mocium panie”',
    answers: [
      { label: 'A', answer: '1 – X, 2 – Y, 3 – Z', correct: false },
      { label: 'B', answer: '1 – Z, 2 – X, 3 – Y', correct: true },
      { label: 'C', answer: '1 – Y, 2 – Z, 3 – X', correct: false },
      { label: 'D', answer: '1 – Z, 2 – Y, 3 – X', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: przypisujemy powiedzonka',
        description:
          'Cześnik Maciej Raptusiewicz wtrąca „mocium panie”, a Rejent Milczek obłudnie powołuje się na wolę nieba. Stąd 1 – Z i 2 – X.',
        latex: '',
      },
      {
        title: 'Krok 2: charakteryzujemy Papkina',
        description:
          'Papkin to fanfaron i tchórz, który przechwala się swoimi wyczynami i przedstawia jako „lew Północy”: 3 – Y. Odpowiedź B.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-rodzaje-i-gatunki-literackie'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.4, count: 22 },
    createdAt: '2026-02-16T14:30:00.000Z',
  },
  {
    slug: 'polski-epitet-w-stepach-akermanskich',
    level: 'PRIMARY',
    description:
      'Przeczytaj wers.\n\n„Wpłynąłem na suchego przestwór oceanu”\n(Adam Mickiewicz, „Stepy akermańskie”, domena publiczna)\n\nWypisz z wersu epitet (jeden wyraz w formie z tekstu).',
    answers: [],
    answer: 'suchego',
    answerKey: { kind: 'TEXT', value: 'suchego' },
    steps: [
      {
        title: 'Krok 1: szukamy określenia rzeczownika',
        description:
          'Epitet określa rzeczownik i odpowiada na pytanie „jaki?”. Rzeczownikiem jest „oceanu”: jakiego oceanu? – suchego.',
        latex: '',
      },
      {
        title: 'Krok 2: określamy rodzaj epitetu',
        description:
          'Ocean nie może być suchy, więc to epitet metaforyczny: step przypomina morze, ale jest „suchym oceanem”. Odpowiedź: suchego.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-epitet', 'polski-srodki-stylistyczne'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 14 },
    createdAt: '2026-03-05T07:55:00.000Z',
  },
  {
    slug: 'polski-ptaszki-w-klatce-moral',
    level: 'PRIMARY',
    description:
      'Przeczytaj bajkę.\n\n„Czegoż płaczesz? – staremu mówił czyżyk młody –\nMasz teraz lepsze w klatce niż w polu wygody.\n– Tyś w niej zrodzon – rzekł stary – przeto ci wybaczę;\nJam był wolny, dziś w klatce – i dlatego płaczę.”\n(Ignacy Krasicki, „Ptaszki w klatce”, domena publiczna)\n\nKtóre zdanie najlepiej wyraża morał bajki?',
    answers: [
      { label: 'A', answer: 'Wygoda jest ważniejsza niż wolność.', correct: false },
      { label: 'B', answer: 'Młodzi zawsze mają rację.', correct: false },
      { label: 'C', answer: 'Wolności nie zastąpią żadne wygody, a docenia ją ten, kto ją utracił.', correct: true },
      { label: 'D', answer: 'Nie warto płakać nad niczym.', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: porównujemy postawy ptaków',
        description:
          'Młody czyżyk urodził się w klatce i zna tylko wygody. Stary pamięta wolność i płacze, bo ją stracił.',
        latex: '',
      },
      {
        title: 'Krok 2: odczytujemy sens przenośny',
        description:
          'Bajka ma charakter alegoryczny: ptaki to ludzie, a klatka – niewola (po rozbiorach także utrata niepodległości). Morał: wolność jest cenniejsza od wygód. Odpowiedź C.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-rodzaje-i-gatunki-literackie'],
    typeSlug: null,
    exams: [{ slug: polishE8, points: 1 }],
    rating: { avg: 4.6, count: 30 },
    createdAt: '2026-04-21T11:00:00.000Z',
  },
  {
    slug: 'polski-latarnik-nazwisko-bohatera',
    level: 'PRIMARY',
    description:
      'Podaj nazwisko starego latarnika, bohatera noweli Henryka Sienkiewicza „Latarnik”, który zaczytawszy się w „Panu Tadeuszu”, nie zapalił latarni.',
    answers: [],
    answer: 'Skawiński',
    answerKey: { kind: 'TEXT', value: 'Skawiński' },
    steps: [
      {
        title: 'Krok 1: przypominamy fabułę',
        description:
          'Bohater, polski emigrant i tułacz, dostaje posadę latarnika na wysepce koło Aspinwall. Pewnego dnia otrzymuje paczkę polskich książek, wśród nich „Pana Tadeusza”.',
        latex: '',
      },
      {
        title: 'Krok 2: podajemy nazwisko',
        description:
          'Wzruszony lekturą, przypominającą mu ojczyznę, zapomina zapalić latarnię i traci posadę. Bohater nazywa się Skawiński.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-rodzaje-i-gatunki-literackie'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.1, count: 12 },
    createdAt: '2026-05-13T15:20:00.000Z',
  },
  {
    slug: 'polski-apostrofa-w-trenie-viii',
    level: 'PRIMARY',
    description:
      'Przeczytaj fragment.\n\n„Wielkieś mi uczyniła pustki w domu moim,\nMoja droga Orszulo, tym zniknienim swoim.”\n(Jan Kochanowski, „Tren VIII”, domena publiczna)\n\nPodaj nazwę środka stylistycznego, jakim jest zwrot „Moja droga Orszulo”.',
    answers: [],
    answer: 'apostrofa',
    answerKey: { kind: 'TEXT', value: 'apostrofa' },
    steps: [
      {
        title: 'Krok 1: ustalamy, kto i do kogo mówi',
        description:
          'Podmiot liryczny – ojciec – zwraca się bezpośrednio do zmarłej córki, używając wołacza „Orszulo”.',
        latex: '',
      },
      {
        title: 'Krok 2: nazywamy środek i jego funkcję',
        description:
          'Bezpośredni zwrot do osoby (także nieobecnej lub zmarłej) to apostrofa. Podkreśla ona bliskość i ból po stracie dziecka. Odpowiedź: apostrofa.',
        latex: '',
      },
    ],
    conceptSlugs: ['polski-srodki-stylistyczne'],
    typeSlug: null,
    exams: [{ slug: polishE8, points: 1 }],
    rating: { avg: 4.5, count: 19 },
    createdAt: '2026-06-02T09:00:00.000Z',
  },
];
