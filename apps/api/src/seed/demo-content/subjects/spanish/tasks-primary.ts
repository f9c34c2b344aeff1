import type { TDemoTask } from '../../demo-content.types';
import { spanishExamSlugs } from './exams';

const e8 = spanishExamSlugs.eighthGrade;

/** Spanish tasks for primary school (klasy 4–8), some from the trial eighth-grade exam. */
export const spanishPrimaryTasks: TDemoTask[] = [
  {
    slug: 'hiszpanski-ser-czy-estar-zawod',
    level: 'PRIMARY',
    description: 'Wybierz właściwą odpowiedź, tak aby otrzymać poprawne zdanie.\n\nMi hermana ___ enfermera.',
    answers: [
      { label: 'A', answer: 'es', correct: true },
      { label: 'B', answer: 'está', correct: false },
      { label: 'C', answer: 'son', correct: false },
      { label: 'D', answer: 'hay', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: co opisuje zdanie?',
        description:
          'Zdanie podaje zawód siostry (enfermera – pielęgniarka). Zawód to cecha, którą wyraża czasownik ser.',
        latex: '',
      },
      {
        title: 'Krok 2: właściwa forma',
        description:
          'Podmiot mi hermana to 3. osoba liczby pojedynczej, więc forma to es: Mi hermana es enfermera. Está opisywałoby stan lub położenie, son to liczba mnoga, a hay mówi o istnieniu czegoś.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-ser-i-estar', 'hiszpanski-gramatyka'],
    typeSlug: null,
    exams: [{ slug: e8, points: 1 }],
    rating: { avg: 4.7, count: 31 },
    createdAt: '2025-09-08T09:10:00.000Z',
  },
  {
    slug: 'hiszpanski-estar-samopoczucie',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą odpowiedź, tak aby otrzymać poprawne zdanie.\n\nHoy Pablo no va al colegio porque ___ enfermo.',
    answers: [
      { label: 'A', answer: 'es', correct: false },
      { label: 'B', answer: 'está', correct: true },
      { label: 'C', answer: 'tiene', correct: false },
      { label: 'D', answer: 'hace', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: stan czy cecha?',
        description:
          'Pablo jest chory dzisiaj (hoy), czyli opisujemy jego chwilowe samopoczucie. Stany przejściowe wyraża estar.',
        latex: '',
      },
      {
        title: 'Krok 2: forma czasownika',
        description:
          'Dla 3. osoby liczby pojedynczej estar ma formę está: Hoy Pablo no va al colegio porque está enfermo. Tiene wymagałby rzeczownika (tiene fiebre), a hace nie łączy się z enfermo.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-ser-i-estar'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.5, count: 12 },
    createdAt: '2025-09-15T11:40:00.000Z',
  },
  {
    slug: 'hiszpanski-gustar-liczba-mnoga',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nA mí me ___ (gustar) mucho los perros y los gatos.',
    answers: [],
    answer: 'gustan',
    answerKey: { kind: 'TEXT', value: 'gustan' },
    steps: [
      {
        title: 'Krok 1: co jest podmiotem?',
        description:
          'W konstrukcji z gustar podmiotem jest to, co się podoba: los perros y los gatos. Osoba (a mí, me) stoi w celowniku.',
        latex: '',
      },
      {
        title: 'Krok 2: zgoda z podmiotem',
        description:
          'Podmiot jest w liczbie mnogiej, więc czasownik przyjmuje formę 3. osoby liczby mnogiej: A mí me gustan mucho los perros y los gatos.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-gustar'],
    typeSlug: null,
    exams: [{ slug: e8, points: 1 }],
    rating: { avg: 4.8, count: 27 },
    createdAt: '2025-10-02T08:20:00.000Z',
    hint: 'Sprawdź, co się komuś podoba: jedna rzecz czy wiele?',
  },
  {
    slug: 'hiszpanski-hay-czy-esta',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą odpowiedź, tak aby otrzymać poprawne zdanie.\n\nEn mi barrio ___ un parque muy grande.',
    answers: [
      { label: 'A', answer: 'está', correct: false },
      { label: 'B', answer: 'es', correct: false },
      { label: 'C', answer: 'hay', correct: true },
      { label: 'D', answer: 'tiene', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: istnienie czy położenie?',
        description:
          'Zdanie informuje, że w dzielnicy istnieje park, o którym słuchacz jeszcze nie wie (rodzajnik nieokreślony un). Istnienie wyraża hay.',
        latex: '',
      },
      {
        title: 'Krok 2: porównanie z estar',
        description:
          'Estar stosujemy, gdy mówimy, gdzie znajduje się rzecz znana, z rodzajnikiem określonym: El parque está en mi barrio. Tu jest un parque, więc poprawne jest hay.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-ser-i-estar', 'hiszpanski-gramatyka'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.4, count: 9 },
    createdAt: '2025-10-14T13:05:00.000Z',
  },
  {
    slug: 'hiszpanski-dopasuj-pomieszczenia',
    level: 'PRIMARY',
    description:
      'Dopasuj hiszpańskie nazwy pomieszczeń (1–3) do ich polskich odpowiedników (A–C).\n\n1. la cocina\n2. el dormitorio\n3. el cuarto de baño\n\nA. łazienka\nB. kuchnia\nC. sypialnia',
    answers: [
      { label: 'A', answer: '1 – B, 2 – C, 3 – A', correct: true },
      { label: 'B', answer: '1 – B, 2 – A, 3 – C', correct: false },
      { label: 'C', answer: '1 – C, 2 – B, 3 – A', correct: false },
      { label: 'D', answer: '1 – A, 2 – C, 3 – B', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: znaczenie słów',
        description:
          'La cocina to kuchnia (cocinar – gotować), el dormitorio to sypialnia (dormir – spać), el cuarto de baño to łazienka (bañarse – kąpać się).',
        latex: '',
      },
      {
        title: 'Krok 2: zestawienie par',
        description: 'Otrzymujemy pary 1 – B, 2 – C, 3 – A.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-slownictwo'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.3, count: 8 },
    createdAt: '2025-11-03T10:00:00.000Z',
  },
  {
    slug: 'hiszpanski-reakcja-w-sklepie',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą reakcję na podaną sytuację.\n\nW sklepie odzieżowym chcesz zapytać, ile kosztuje koszulka. Co powiesz?',
    answers: [
      { label: 'A', answer: '¿Cuántos años tiene esta camiseta?', correct: false },
      { label: 'B', answer: '¿Cuánto cuesta esta camiseta?', correct: true },
      { label: 'C', answer: '¿De quién es esta camiseta?', correct: false },
      { label: 'D', answer: '¿Dónde está la camiseta?', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: jaka funkcja językowa?',
        description: 'Trzeba zapytać o cenę. O cenę pytamy czasownikiem costar: ¿Cuánto cuesta…? lub ¿Cuánto es?',
        latex: '',
      },
      {
        title: 'Krok 2: odrzucamy pozostałe',
        description: 'A pyta o wiek, C o właściciela, D o miejsce. Tylko B pyta o cenę: ¿Cuánto cuesta esta camiseta?',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-reakcje-jezykowe'],
    typeSlug: null,
    exams: [{ slug: e8, points: 1 }],
    rating: { avg: 4.6, count: 18 },
    createdAt: '2025-11-20T09:30:00.000Z',
  },
  {
    slug: 'hiszpanski-weekend-lucii-prawda-falsz',
    level: 'PRIMARY',
    description:
      'Przeczytaj tekst. Oceń, czy zdanie pod tekstem jest zgodne z jego treścią. Prawda czy fałsz?\n\n„Me llamo Lucía y tengo trece años. Los sábados por la mañana voy a la piscina con mi hermano. Por la tarde no salgo: me quedo en casa y leo o veo películas. Los domingos comemos en casa de mis abuelos, que viven en un pueblo cerca de Toledo.” (tekst własny)\n\nZdanie: Lucía pasa las tardes de los sábados en casa.',
    answers: [
      { label: 'A', answer: 'Prawda', correct: true },
      { label: 'B', answer: 'Fałsz', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: fragment tekstu',
        description:
          'O sobotnim popołudniu mówi zdanie: „Por la tarde no salgo: me quedo en casa y leo o veo películas”, czyli po południu Lucía nie wychodzi i zostaje w domu.',
        latex: '',
      },
      {
        title: 'Krok 2: porównanie ze zdaniem',
        description:
          'Zdanie „Lucía pasa las tardes de los sábados en casa” (spędza sobotnie popołudnia w domu) jest parafrazą tego fragmentu. Odpowiedź: prawda. Uwaga na no salgo – przeczenie dotyczy wychodzenia, nie bycia w domu.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-rozumienie-tekstu'],
    typeSlug: null,
    exams: [{ slug: e8, points: 1 }],
    rating: { avg: 4.5, count: 22 },
    createdAt: '2025-12-01T12:15:00.000Z',
  },
  {
    slug: 'hiszpanski-liczebnik-pietnascie',
    level: 'PRIMARY',
    description: 'Uzupełnij zdanie, zapisując liczbę słowem po hiszpańsku.\n\nMi hermano pequeño tiene ___ (15) años.',
    answers: [],
    answer: 'quince',
    answerKey: { kind: 'TEXT', value: 'quince' },
    steps: [
      {
        title: 'Krok 1: liczebniki 11–15',
        description:
          'Liczebniki od 11 do 15 mają własne nazwy: once, doce, trece, catorce, quince. Od 16 tworzymy je z dieci-: dieciséis, diecisiete.',
        latex: '',
      },
      {
        title: 'Krok 2: zapis',
        description: 'Liczba 15 to quince: Mi hermano pequeño tiene quince años.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-slownictwo'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 6 },
    createdAt: '2025-09-25T14:45:00.000Z',
  },
  {
    slug: 'hiszpanski-dzien-po-poniedzialku',
    level: 'PRIMARY',
    description: 'Uzupełnij zdanie jednym wyrazem.\n\nEl día que va después del lunes es el ___.',
    answers: [],
    answer: 'martes',
    answerKey: { kind: 'TEXT', value: 'martes' },
    steps: [
      {
        title: 'Krok 1: dni tygodnia',
        description:
          'Kolejne dni tygodnia to lunes, martes, miércoles, jueves, viernes, sábado, domingo. Piszemy je małą literą.',
        latex: '',
      },
      {
        title: 'Krok 2: odpowiedź',
        description: 'Po poniedziałku (lunes) przychodzi wtorek, czyli martes.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-slownictwo'],
    typeSlug: null,
    exams: [],
    rating: null,
    createdAt: '2026-01-12T08:05:00.000Z',
  },
  {
    slug: 'hiszpanski-tener-pierwsza-osoba',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nYo ___ (tener) doce años y vivo en Cracovia.',
    answers: [],
    answer: 'tengo',
    answerKey: { kind: 'TEXT', value: 'tengo' },
    steps: [
      {
        title: 'Krok 1: wiek po hiszpańsku',
        description: 'Wiek podajemy czasownikiem tener („mieć”): tengo doce años – mam dwanaście lat.',
        latex: '',
      },
      {
        title: 'Krok 2: forma nieregularna',
        description: 'Tener jest nieregularny: tengo, tienes, tiene, tenemos, tenéis, tienen. Dla yo forma to tengo.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-gramatyka'],
    typeSlug: null,
    exams: [{ slug: e8, points: 1 }],
    rating: { avg: 4.4, count: 15 },
    createdAt: '2026-02-03T10:50:00.000Z',
  },
  {
    slug: 'hiszpanski-czasownik-zwrotny-levantarse',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie właściwą formą czasownika levantarse (zaimek i czasownik).\n\nTodos los días (yo) ___ a las siete.',
    answers: [],
    answer: 'me levanto',
    answerKey: { kind: 'TEXT', value: 'me levanto' },
    steps: [
      {
        title: 'Krok 1: zaimek zwrotny',
        description:
          'Levantarse to czasownik zwrotny. Dla yo zaimek zwrotny to me i stoi przed odmienionym czasownikiem.',
        latex: '',
      },
      {
        title: 'Krok 2: forma czasownika',
        description:
          'Levantar jest regularny: dla yo końcówka -o, czyli levanto. Całość: Todos los días me levanto a las siete.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-gramatyka'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.1, count: 7 },
    createdAt: '2026-02-24T15:30:00.000Z',
  },
  {
    slug: 'hiszpanski-ir-a-plany',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą odpowiedź, tak aby otrzymać poprawne zdanie.\n\nMañana (yo) ___ a visitar a mis abuelos.',
    answers: [
      { label: 'A', answer: 'voy', correct: true },
      { label: 'B', answer: 'fui', correct: false },
      { label: 'C', answer: 'iba', correct: false },
      { label: 'D', answer: 'vas', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: sygnał czasu',
        description:
          'Mañana (jutro) wskazuje na plan. Plany wyrażamy konstrukcją ir a + bezokolicznik w czasie teraźniejszym.',
        latex: '',
      },
      {
        title: 'Krok 2: osoba',
        description:
          'Podmiot to yo, więc ir ma formę voy: Mañana voy a visitar a mis abuelos. Fui i iba to formy przeszłe, vas to 2. osoba.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-gramatyka'],
    typeSlug: null,
    exams: [{ slug: e8, points: 1 }],
    rating: { avg: 4.6, count: 14 },
    createdAt: '2026-03-09T09:00:00.000Z',
  },
  {
    slug: 'hiszpanski-indefinido-comer-nosotros',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nAyer (nosotros) ___ (comer) en casa de Ana.',
    answers: [],
    answer: 'comimos',
    answerKey: { kind: 'TEXT', value: 'comimos' },
    steps: [
      {
        title: 'Krok 1: który czas?',
        description: 'Ayer (wczoraj) oznacza zakończony okres w przeszłości, więc używamy pretérito indefinido.',
        latex: '',
      },
      {
        title: 'Krok 2: końcówka',
        description:
          'Comer należy do grupy -er; w indefinido dla nosotros końcówka to -imos: comimos. Ayer comimos en casa de Ana.',
        latex: '',
      },
    ],
    conceptSlugs: ['hiszpanski-preterito-indefinido'],
    typeSlug: null,
    exams: [{ slug: e8, points: 1 }],
    rating: { avg: 4.3, count: 11 },
    createdAt: '2026-04-16T11:25:00.000Z',
  },
];
