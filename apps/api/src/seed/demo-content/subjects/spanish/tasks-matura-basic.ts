import type { TDemoTask } from '../../demo-content.types';
import { spanishExamSlugs } from './exams';

const basic = spanishExamSlugs.maturaBasic;

/** Spanish tasks for the liceum at the basic matura level. */
export const spanishMaturaBasicTasks: TDemoTask[] = [
  {
    slug: 'hiszpanski-imperfecto-zwyczaj-z-dziecinstwa',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą odpowiedź, tak aby otrzymać poprawne zdanie.\n\nCuando era niño, ___ al fútbol con mis amigos todos los días.',
    answers: [
      { label: 'A', answer: 'jugué', correct: false },
      { label: 'B', answer: 'jugaba', correct: true },
      { label: 'C', answer: 'he jugado', correct: false },
      { label: 'D', answer: 'juego', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: sygnały w zdaniu',
        description:
          'Cuando era niño (gdy byłem dzieckiem) i todos los días (codziennie) opisują zwyczaj powtarzający się w przeszłości.',
        latex: '',
      },
      {
        title: 'Krok 2: wybór czasu',
        description:
          'Zwyczaje w przeszłości wyraża pretérito imperfecto: jugaba. Jugué opisałoby jednorazowe zdarzenie, he jugado łączy przeszłość z teraźniejszością, a juego to czas teraźniejszy.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-preterito-imperfecto', 'hiszpanski-preterito-indefinido'],
    typeSlug: null,
    exams: [{ slug: basic, points: 1 }],
    rating: { avg: 4.7, count: 34 },
    createdAt: '2025-10-06T07:55:00.000Z',
  },
  {
    slug: 'hiszpanski-indefinido-ir-ayer',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nAyer por la noche (yo) ___ (ir) al cine con Marta.',
    answers: [],
    answer: 'fui',
    answerKey: { kind: 'TEXT', value: 'fui' },
    steps: [
      {
        title: 'Krok 1: który czas?',
        description: 'Ayer por la noche to zamknięty moment w przeszłości – stosujemy pretérito indefinido.',
        latex: '',
      },
      {
        title: 'Krok 2: forma nieregularna',
        description:
          'Ir w indefinido odmienia się tak samo jak ser: fui, fuiste, fue, fuimos, fuisteis, fueron. Dla yo: fui.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-preterito-indefinido'],
    typeSlug: null,
    exams: [{ slug: basic, points: 1 }],
    rating: { avg: 4.5, count: 25 },
    createdAt: '2025-10-21T16:10:00.000Z',
  },
  {
    slug: 'hiszpanski-imperfecto-vivir-antes',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nAntes mis padres ___ (vivir) en Sevilla, pero ahora viven en Madrid.',
    answers: [],
    answer: 'vivían',
    answerKey: { kind: 'TEXT', value: 'vivían' },
    steps: [
      {
        title: 'Krok 1: sygnał czasu',
        description:
          'Antes (dawniej) w przeciwstawieniu do ahora opisuje stan trwający w przeszłości, bez wskazania końca – to pretérito imperfecto.',
        latex: '',
      },
      {
        title: 'Krok 2: końcówka',
        description: 'Vivir należy do grupy -ir; imperfecto dla ellos ma końcówkę -ían: vivían (z akcentem na í).',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-preterito-imperfecto'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 10 },
    createdAt: '2025-11-10T12:00:00.000Z',
  },
  {
    slug: 'hiszpanski-por-czy-para-prezent',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą odpowiedź, tak aby otrzymać poprawne zdanie.\n\nEste libro es ___ mi madre: mañana es su cumpleaños.',
    answers: [
      { label: 'A', answer: 'por', correct: false },
      { label: 'B', answer: 'para', correct: true },
      { label: 'C', answer: 'de', correct: false },
      { label: 'D', answer: 'en', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: znaczenie zdania',
        description: 'Książka jest prezentem urodzinowym, czyli mama jest jej odbiorcą.',
        latex: '',
      },
      {
        title: 'Krok 2: wybór przyimka',
        description:
          'Odbiorcę wskazuje para: Este libro es para mi madre. Por wskazywałoby przyczynę, a de – właściciela książki (książka mamy), co nie pasuje do dalszej części zdania.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-por-i-para'],
    typeSlug: null,
    exams: [{ slug: basic, points: 1 }],
    rating: { avg: 4.4, count: 19 },
    createdAt: '2025-12-09T08:40:00.000Z',
  },
  {
    slug: 'hiszpanski-reakcja-gratulacje',
    level: 'HIGH_SCHOOL',
    description: 'Wybierz właściwą reakcję na wypowiedź.\n\nTu amigo te dice: «¡He aprobado el examen de conducir!».',
    answers: [
      { label: 'A', answer: '¡Que te mejores!', correct: false },
      { label: 'B', answer: '¡Mucha suerte!', correct: false },
      { label: 'C', answer: '¡Enhorabuena!', correct: true },
      { label: 'D', answer: '¡Lo siento mucho!', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: sytuacja',
        description:
          'Kolega mówi, że zdał egzamin na prawo jazdy. To sukces, który już nastąpił – wypada pogratulować.',
        latex: '',
      },
      {
        title: 'Krok 2: wybór reakcji',
        description:
          '¡Enhorabuena! znaczy „Gratulacje!”. ¡Que te mejores! życzy powrotu do zdrowia, ¡Mucha suerte! życzy powodzenia przed czymś, a ¡Lo siento mucho! wyraża współczucie.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-reakcje-jezykowe'],
    typeSlug: null,
    exams: [{ slug: basic, points: 1 }],
    rating: { avg: 4.8, count: 40 },
    createdAt: '2026-01-07T10:20:00.000Z',
  },
  {
    slug: 'hiszpanski-fallas-prawda-falsz',
    level: 'HIGH_SCHOOL',
    description:
      'Przeczytaj tekst. Oceń, czy zdanie pod tekstem jest zgodne z jego treścią. Prawda czy fałsz?\n\n„Las Fallas se celebran en Valencia cada marzo. Durante meses, artistas locales construyen enormes figuras de cartón y madera, llamadas ninots. La noche del 19 de marzo casi todas se queman en las calles. Solo una figura, elegida por votación popular, se salva del fuego y pasa al museo de la fiesta.” (tekst własny)\n\nZdanie: Todas las figuras se queman la noche del 19 de marzo.',
    answers: [
      { label: 'A', answer: 'Prawda', correct: false },
      { label: 'B', answer: 'Fałsz', correct: true },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: fragment tekstu',
        description:
          'Tekst mówi: „casi todas se queman” (prawie wszystkie są palone) oraz „Solo una figura (…) se salva del fuego” – jedna figura ocaleje i trafia do muzeum.',
        latex: '',
      },
      {
        title: 'Krok 2: porównanie',
        description:
          'Zdanie twierdzi, że palone są wszystkie figury (todas). Słowo casi (prawie) w tekście zmienia sens, więc zdanie jest fałszywe.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-rozumienie-tekstu'],
    typeSlug: null,
    exams: [{ slug: basic, points: 1 }],
    rating: { avg: 4.6, count: 21 },
    createdAt: '2026-02-11T13:35:00.000Z',
  },
  {
    slug: 'hiszpanski-antonim-barato',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie jednym wyrazem o znaczeniu przeciwnym do wyrazu barato.\n\nEste restaurante no es barato, al contrario, es muy ___.',
    answers: [],
    answer: 'caro',
    answerKey: { kind: 'TEXT', value: 'caro' },
    steps: [
      {
        title: 'Krok 1: znaczenie',
        description: 'Barato znaczy „tani”. Al contrario (przeciwnie) zapowiada wyraz o przeciwnym znaczeniu: „drogi”.',
        latex: '',
      },
      {
        title: 'Krok 2: forma',
        description:
          'Drogi to caro; przymiotnik zgadza się z rzeczownikiem el restaurante (rodzaj męski, liczba pojedyncza): es muy caro.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-slownictwo'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4, count: 5 },
    createdAt: '2026-03-02T09:15:00.000Z',
  },
  {
    slug: 'hiszpanski-dopasuj-reakcje',
    level: 'HIGH_SCHOOL',
    description:
      'Dopasuj reakcje (A–C) do sytuacji (1–3).\n\n1. Un amigo te invita al cine, pero no puedes ir.\n2. Tu compañera tiene un examen importante mañana.\n3. Un desconocido habla muy rápido y no le entiendes.\n\nA. ¡Mucha suerte!\nB. ¿Puede repetir más despacio, por favor?\nC. Lo siento, pero tengo que estudiar.',
    answers: [
      { label: 'A', answer: '1 – A, 2 – C, 3 – B', correct: false },
      { label: 'B', answer: '1 – C, 2 – B, 3 – A', correct: false },
      { label: 'C', answer: '1 – B, 2 – A, 3 – C', correct: false },
      { label: 'D', answer: '1 – C, 2 – A, 3 – B', correct: true },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: funkcje językowe',
        description:
          'Sytuacja 1 wymaga odmowy (Lo siento, pero…), sytuacja 2 – życzenia powodzenia (¡Mucha suerte!), sytuacja 3 – grzecznej prośby do nieznajomego w formie usted (¿Puede repetir…?).',
        latex: '',
      },
      {
        title: 'Krok 2: zestawienie',
        description: 'Otrzymujemy pary 1 – C, 2 – A, 3 – B.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-reakcje-jezykowe'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.5, count: 13 },
    createdAt: '2026-04-08T14:00:00.000Z',
  },
  {
    slug: 'hiszpanski-perfecto-este-ano',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie w czasie pretérito perfecto.\n\nEste año (nosotros) ___ (visitar) Madrid dos veces.',
    answers: [],
    answer: 'hemos visitado',
    answerKey: { kind: 'TEXT', value: 'hemos visitado' },
    steps: [
      {
        title: 'Krok 1: dlaczego perfecto?',
        description:
          'Este año to okres, który jeszcze trwa. Czynności w okresie niezakończonym wyrażamy w pretérito perfecto: haber w czasie teraźniejszym + participio.',
        latex: '',
      },
      {
        title: 'Krok 2: budowa formy',
        description:
          'Haber dla nosotros: hemos; participio od visitar: visitado. Całość: Este año hemos visitado Madrid dos veces.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-gramatyka', 'hiszpanski-preterito-indefinido'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.3, count: 9 },
    createdAt: '2026-05-19T10:45:00.000Z',
  },
];
