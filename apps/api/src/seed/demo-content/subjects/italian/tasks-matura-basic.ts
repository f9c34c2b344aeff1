import type { TDemoTask } from '../../demo-content.types';
import { italianExamSlugs } from './exams';

const basic = italianExamSlugs.maturaBasic;

/** Italian tasks for the liceum at the basic matura level. */
export const italianMaturaBasicTasks: TDemoTask[] = [
  {
    slug: 'wloski-imperfetto-zwyczaj-z-dziecinstwa',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą odpowiedź, tak aby otrzymać poprawne zdanie.\n\nDa bambino ___ ogni estate al mare con i nonni.',
    answers: [
      { label: 'A', answer: 'sono andato', correct: false },
      { label: 'B', answer: 'vado', correct: false },
      { label: 'C', answer: 'andavo', correct: true },
      { label: 'D', answer: 'andrò', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: sygnały w zdaniu',
        description:
          'Da bambino (w dzieciństwie) i ogni estate (każdego lata) opisują zwyczaj powtarzający się w przeszłości.',
        latex: '',
      },
      {
        title: 'Krok 2: wybór czasu',
        description:
          'Zwyczaje w przeszłości wyraża imperfetto: andavo. Sono andato opisałoby jednorazowy wyjazd, vado to czas teraźniejszy, andrò – przyszły.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-imperfetto', 'wloski-passato-prossimo'],
    typeSlug: null,
    exams: [{ slug: basic, points: 1 }],
    rating: { avg: 4.7, count: 30 },
    createdAt: '2025-10-09T09:20:00.000Z',
  },
  {
    slug: 'wloski-passato-prossimo-abbiamo-mangiato',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie w czasie passato prossimo.\n\nIeri sera (noi) ___ (mangiare) una pizza in centro.',
    answers: [],
    answer: 'abbiamo mangiato',
    answerKey: { kind: 'TEXT', value: 'abbiamo mangiato' },
    steps: [
      {
        title: 'Krok 1: czasownik posiłkowy',
        description:
          'Mangiare jest czasownikiem przechodnim (jemy co? pizzę), więc w passato prossimo łączy się z avere.',
        latex: '',
      },
      {
        title: 'Krok 2: budowa formy',
        description:
          'Avere dla noi: abbiamo; imiesłów od mangiare: mangiato. Ieri sera abbiamo mangiato una pizza in centro.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-passato-prossimo'],
    typeSlug: null,
    exams: [{ slug: basic, points: 1 }],
    rating: { avg: 4.5, count: 18 },
    createdAt: '2025-10-28T11:45:00.000Z',
  },
  {
    slug: 'wloski-imperfetto-abitavo',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nQuando ero piccola, ___ (abitare) a Napoli con la mia famiglia.',
    answers: [],
    answer: 'abitavo',
    answerKey: { kind: 'TEXT', value: 'abitavo' },
    steps: [
      {
        title: 'Krok 1: który czas?',
        description:
          'Quando ero piccola (gdy byłam mała) opisuje tło i stan trwający w przeszłości bez wskazania końca – stosujemy imperfetto.',
        latex: '',
      },
      {
        title: 'Krok 2: końcówka',
        description: 'Abitare należy do grupy -are; imperfetto dla io ma końcówkę -avo: abitavo.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-imperfetto'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 11 },
    createdAt: '2025-11-26T08:10:00.000Z',
  },
  {
    slug: 'wloski-przyimek-sul-tavolo',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie przyimkiem ściągniętym. Wpisz jedno słowo.\n\n— Dove sono le chiavi?\n— Sono ___ tavolo in cucina, vicino al pane.',
    answers: [],
    answer: 'sul',
    answerKey: { kind: 'TEXT', value: 'sul' },
    steps: [
      {
        title: 'Krok 1: jaki przyimek?',
        description: 'Klucze leżą na stole, czyli na jego powierzchni – położenie „na czymś” wyraża su.',
        latex: '',
      },
      {
        title: 'Krok 2: połączenie z rodzajnikiem',
        description: 'Il tavolo ma rodzajnik il; su + il = sul. Sono sul tavolo in cucina.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-przyimki-sciagniete'],
    typeSlug: null,
    exams: [{ slug: basic, points: 1 }],
    rating: { avg: 4.4, count: 14 },
    createdAt: '2025-12-15T13:00:00.000Z',
  },
  {
    slug: 'wloski-reakcja-gratulacje',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą reakcję na wypowiedź.\n\nUna tua amica ti dice: «Ho vinto il concorso di fotografia della scuola!».',
    answers: [
      { label: 'A', answer: 'In bocca al lupo!', correct: false },
      { label: 'B', answer: 'Complimenti, sono contento per te!', correct: true },
      { label: 'C', answer: 'Buon viaggio!', correct: false },
      { label: 'D', answer: 'Mi dispiace tanto.', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: sytuacja',
        description: 'Koleżanka wygrała szkolny konkurs fotograficzny – sukces już nastąpił, więc wypada pogratulować.',
        latex: '',
      },
      {
        title: 'Krok 2: wybór reakcji',
        description:
          'Complimenti to gratulacje. In bocca al lupo! życzy powodzenia przed próbą, Buon viaggio! – szczęśliwej podróży, a Mi dispiace tanto wyraża współczucie.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-reakcje-jezykowe'],
    typeSlug: null,
    exams: [{ slug: basic, points: 1 }],
    rating: { avg: 4.8, count: 36 },
    createdAt: '2026-01-20T10:30:00.000Z',
  },
  {
    slug: 'wloski-palio-di-siena-prawda-falsz',
    level: 'HIGH_SCHOOL',
    description:
      'Przeczytaj tekst. Oceń, czy zdanie pod tekstem jest zgodne z jego treścią. Prawda czy fałsz?\n\n„Il Palio di Siena è una corsa di cavalli che si svolge in Piazza del Campo due volte all’anno, il 2 luglio e il 16 agosto. Non partecipano tutte le diciassette contrade della città, ma solo dieci a ogni corsa. I fantini montano senza sella e la corsa dura circa un minuto e mezzo.” (tekst własny)\n\nZdanie: Il Palio si corre una volta all’anno, in estate.',
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
          'Tekst mówi, że Palio odbywa się „due volte all’anno, il 2 luglio e il 16 agosto” – dwa razy w roku.',
        latex: '',
      },
      {
        title: 'Krok 2: porównanie',
        description:
          'Zdanie podaje una volta all’anno (raz w roku). Choć oba terminy przypadają latem, liczba gonitw się nie zgadza, więc zdanie jest fałszywe.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-rozumienie-tekstu'],
    typeSlug: null,
    exams: [{ slug: basic, points: 1 }],
    rating: { avg: 4.6, count: 21 },
    createdAt: '2026-02-24T12:05:00.000Z',
  },
  {
    slug: 'wloski-dopasuj-reakcje',
    level: 'HIGH_SCHOOL',
    description:
      'Dopasuj reakcje (A–C) do sytuacji (1–3).\n\n1. Un amico domani ha l’esame di maturità.\n2. Un signore per strada parla troppo velocemente.\n3. Una compagna ti invita al suo compleanno, ma sabato sei in montagna.\n\nA. Scusi, può ripetere più lentamente?\nB. Mi dispiace, sabato non ci sono.\nC. In bocca al lupo!',
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
        title: 'Krok 1: funkcje językowe',
        description:
          'Sytuacja 1 wymaga życzenia powodzenia (In bocca al lupo!), sytuacja 2 – grzecznej prośby do nieznajomego w formie Lei (Scusi, può…), sytuacja 3 – odmowy z wyjaśnieniem (Mi dispiace, sabato non ci sono).',
        latex: '',
      },
      {
        title: 'Krok 2: zestawienie',
        description: 'Otrzymujemy pary 1 – C, 2 – A, 3 – B.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-reakcje-jezykowe'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.5, count: 12 },
    createdAt: '2026-04-21T09:55:00.000Z',
  },
  {
    slug: 'wloski-antonim-leggero',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie jednym wyrazem o znaczeniu przeciwnym do wyrazu leggero.\n\nQuesto zaino non è leggero, anzi è molto ___: ci sono dentro tutti i libri.',
    answers: [],
    answer: 'pesante',
    answerKey: { kind: 'TEXT', value: 'pesante' },
    steps: [
      {
        title: 'Krok 1: znaczenie',
        description: 'Leggero znaczy „lekki”. Anzi (wręcz przeciwnie) zapowiada wyraz przeciwny: „ciężki”.',
        latex: '',
      },
      {
        title: 'Krok 2: forma',
        description:
          'Ciężki to pesante; przymiotniki na -e mają tę samą formę w rodzaju męskim i żeńskim, więc lo zaino è pesante.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-slownictwo'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4, count: 4 },
    createdAt: '2026-06-09T15:15:00.000Z',
  },
];
