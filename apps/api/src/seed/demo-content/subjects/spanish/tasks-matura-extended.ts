import type { TDemoTask } from '../../demo-content.types';
import { spanishExamSlugs } from './exams';

const extended = spanishExamSlugs.maturaExtended;

/** Spanish tasks for the liceum at the extended matura level: subjuntivo, conditionals, reported speech. */
export const spanishMaturaExtendedTasks: TDemoTask[] = [
  {
    slug: 'hiszpanski-subjuntivo-espero-que-vengas',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nEspero que tú ___ (venir) a mi fiesta el sábado.',
    answers: [],
    answer: 'vengas',
    answerKey: { kind: 'TEXT', value: 'vengas' },
    steps: [
      {
        title: 'Krok 1: dlaczego subjuntivo?',
        description:
          'Esperar que wyraża nadzieję, czyli życzenie, a podmioty są różne (yo espero – tú vienes). W zdaniu podrzędnym stoi więc presente de subjuntivo.',
        latex: '',
      },
      {
        title: 'Krok 2: tworzenie formy',
        description:
          'Od 1. osoby presente vengo odcinamy -o: veng-. Czasownik na -ir dostaje końcówki z -a; dla tú: vengas.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-subjuntivo'],
    typeSlug: null,
    exams: [{ slug: extended, points: 1 }],
    rating: { avg: 4.7, count: 29 },
    createdAt: '2025-10-13T08:30:00.000Z',
    hint: 'Od jakiej formy czasu teraźniejszego tworzymy subjuntivo czasowników nieregularnych?',
  },
  {
    slug: 'hiszpanski-subjuntivo-es-importante-que',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą odpowiedź, tak aby otrzymać poprawne zdanie.\n\nEs importante que los alumnos ___ los deberes todos los días.',
    answers: [
      { label: 'A', answer: 'hacen', correct: false },
      { label: 'B', answer: 'harán', correct: false },
      { label: 'C', answer: 'hagan', correct: true },
      { label: 'D', answer: 'hacer', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: wyrażenie oceniające',
        description:
          'Es importante que to ocena (jest ważne, żeby…) z nowym podmiotem (los alumnos). Po takich wyrażeniach stoi subjuntivo. Bezokolicznik (hacer) byłby poprawny tylko bez que: Es importante hacer los deberes.',
        latex: '',
      },
      {
        title: 'Krok 2: forma',
        description:
          'Hacer: hago → hag- + -an = hagan. Es importante que los alumnos hagan los deberes todos los días.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-subjuntivo'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.4, count: 16 },
    createdAt: '2025-11-24T15:05:00.000Z',
  },
  {
    slug: 'hiszpanski-subjuntivo-cuando-tenga',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nCuando (yo) ___ (tener) dinero, me compraré una bicicleta nueva.',
    answers: [],
    answer: 'tenga',
    answerKey: { kind: 'TEXT', value: 'tenga' },
    steps: [
      {
        title: 'Krok 1: cuando i przyszłość',
        description:
          'Zdanie główne jest w czasie przyszłym (me compraré). Cuando odnoszące się do przyszłości łączy się z subjuntivo, nie z czasem przyszłym (błąd: cuando tendré).',
        latex: '',
      },
      {
        title: 'Krok 2: forma',
        description: 'Tener: tengo → teng- + -a. Dla yo: tenga. Cuando tenga dinero, me compraré una bicicleta nueva.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-subjuntivo'],
    typeSlug: null,
    exams: [{ slug: extended, points: 1 }],
    rating: { avg: 4.6, count: 20 },
    createdAt: '2026-01-14T09:45:00.000Z',
  },
  {
    slug: 'hiszpanski-okres-warunkowy-si-tuviera',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą odpowiedź, tak aby otrzymać poprawne zdanie.\n\nSi ___ más tiempo libre, viajaría por América Latina.',
    answers: [
      { label: 'A', answer: 'tengo', correct: false },
      { label: 'B', answer: 'tendría', correct: false },
      { label: 'C', answer: 'tuve', correct: false },
      { label: 'D', answer: 'tuviera', correct: true },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: typ zdania warunkowego',
        description:
          'Zdanie główne stoi w trybie warunkowym (viajaría – podróżowałbym), więc mówimy o warunku mało prawdopodobnym lub nierzeczywistym w teraźniejszości.',
        latex: '',
      },
      {
        title: 'Krok 2: forma po si',
        description:
          'W takim zdaniu po si stoi pretérito imperfecto de subjuntivo: tuviera (lub tuviese). Po si nigdy nie stawiamy trybu warunkowego (tendría), a tengo dałoby warunek realny z czasem przyszłym w zdaniu głównym (Si tengo tiempo, viajaré).',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-subjuntivo', 'hiszpanski-gramatyka'],
    typeSlug: null,
    exams: [{ slug: extended, points: 1 }],
    rating: { avg: 4.9, count: 37 },
    createdAt: '2026-02-17T11:10:00.000Z',
  },
  {
    slug: 'hiszpanski-mowa-zalezna-estaba',
    level: 'HIGH_SCHOOL',
    description:
      'Przekształć zdanie tak, aby zachować jego znaczenie. Wpisz w lukę jedno słowo.\n\nJuan dijo: «Estoy muy cansado».\nJuan dijo que ___ muy cansado.',
    answers: [],
    answer: 'estaba',
    answerKey: { kind: 'TEXT', value: 'estaba' },
    steps: [
      {
        title: 'Krok 1: następstwo czasów',
        description:
          'Czasownik wprowadzający dijo stoi w czasie przeszłym, więc w mowie zależnej presente zmienia się w pretérito imperfecto.',
        latex: '',
      },
      {
        title: 'Krok 2: osoba i forma',
        description:
          'Estoy (ja) zmienia się na 3. osobę, bo mówimy o Juanie: está → estaba. Juan dijo que estaba muy cansado.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-gramatyka', 'hiszpanski-preterito-imperfecto'],
    typeSlug: null,
    exams: [{ slug: extended, points: 1 }],
    rating: { avg: 4.5, count: 17 },
    createdAt: '2026-03-23T08:00:00.000Z',
  },
  {
    slug: 'hiszpanski-zaimek-dopelnienia-la',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij odpowiedź właściwym zaimkiem. Wpisz jedno słowo.\n\n— ¿Has visto a María hoy?\n— Sí, ___ he visto esta mañana en la biblioteca.',
    answers: [],
    answer: 'la',
    answerKey: { kind: 'TEXT', value: 'la' },
    steps: [
      {
        title: 'Krok 1: jaka funkcja w zdaniu?',
        description:
          'María jest dopełnieniem bliższym (widzieć kogo?), więc zastępujemy ją zaimkiem dopełnienia bliższego rodzaju żeńskiego.',
        latex: '',
      },
      {
        title: 'Krok 2: forma i miejsce',
        description:
          'Zaimek to la; stoi przed odmienionym czasownikiem posiłkowym: la he visto. Le byłoby zaimkiem dopełnienia dalszego (komu?).',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-gramatyka'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.1, count: 8 },
    createdAt: '2026-06-04T13:20:00.000Z',
  },
  {
    slug: 'hiszpanski-estar-listo-znaczenie',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą odpowiedź.\n\nEn la frase «Date prisa, ¿ya estás lista? El taxi nos espera» la palabra lista significa…',
    answers: [
      { label: 'A', answer: 'gotowa', correct: true },
      { label: 'B', answer: 'bystra', correct: false },
      { label: 'C', answer: 'zmęczona', correct: false },
      { label: 'D', answer: 'spóźniona', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: ser czy estar?',
        description:
          'Przymiotnik listo zmienia znaczenie zależnie od czasownika: ser listo – być bystrym, estar listo – być gotowym. W zdaniu stoi estás.',
        latex: '',
      },
      {
        title: 'Krok 2: kontekst',
        description:
          'Pośpiech i czekająca taksówka potwierdzają znaczenie „gotowa”: Pospiesz się, jesteś już gotowa? Taksówka na nas czeka.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-ser-i-estar', 'hiszpanski-slownictwo'],
    typeSlug: null,
    exams: [{ slug: extended, points: 1 }],
    rating: { avg: 4.6, count: 23 },
    createdAt: '2026-09-15T10:30:00.000Z',
  },
];
