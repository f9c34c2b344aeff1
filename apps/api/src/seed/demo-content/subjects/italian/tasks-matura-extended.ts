import type { TDemoTask } from '../../demo-content.types';
import { italianExamSlugs } from './exams';

const extended = italianExamSlugs.maturaExtended;

/** Italian tasks for the liceum at the extended matura level: congiuntivo, conditionals, pronouns. */
export const italianMaturaExtendedTasks: TDemoTask[] = [
  {
    slug: 'wloski-congiuntivo-penso-che-abbia',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nPenso che Luca ___ (avere) ragione: è meglio partire presto.',
    answers: [],
    answer: 'abbia',
    answerKey: { kind: 'TEXT', value: 'abbia' },
    steps: [
      {
        title: 'Krok 1: dlaczego congiuntivo?',
        description:
          'Penso che wyraża opinię, a podmioty zdań są różne (io penso – Luca ha ragione). Po czasownikach opinii w zdaniu z che stoi congiuntivo.',
        latex: '',
      },
      {
        title: 'Krok 2: forma nieregularna',
        description: 'Congiuntivo presente od avere: abbia, abbia, abbia, abbiamo, abbiate, abbiano. Dla lui: abbia.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-congiuntivo'],
    typeSlug: null,
    exams: [{ slug: extended, points: 1 }],
    rating: { avg: 4.7, count: 26 },
    createdAt: '2025-10-16T10:15:00.000Z',
    hint: 'Czasowniki opinii (pensare, credere) otwierają zdanie podrzędne w innym trybie niż indicativo.',
  },
  {
    slug: 'wloski-congiuntivo-spero-che-stiate',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą odpowiedź, tak aby otrzymać poprawne zdanie.\n\nCari nonni, spero che voi ___ bene e che a Palermo faccia bel tempo.',
    answers: [
      { label: 'A', answer: 'state', correct: false },
      { label: 'B', answer: 'stiate', correct: true },
      { label: 'C', answer: 'stareste', correct: false },
      { label: 'D', answer: 'stavate', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: tryb',
        description:
          'Spero che wyraża nadzieję, więc w zdaniu podrzędnym stoi congiuntivo. Potwierdza to druga część zdania: che faccia (congiuntivo od fare).',
        latex: '',
      },
      {
        title: 'Krok 2: forma',
        description:
          'Congiuntivo presente od stare: stia, stia, stia, stiamo, stiate, stiano. Dla voi: stiate. State to indicativo, stareste – condizionale, stavate – imperfetto.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-congiuntivo'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.4, count: 13 },
    createdAt: '2025-12-11T09:05:00.000Z',
  },
  {
    slug: 'wloski-periodo-ipotetico-se-avessi',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą odpowiedź, tak aby otrzymać poprawne zdanie.\n\nSe ___ più soldi, comprerei una casa al mare in Sardegna.',
    answers: [
      { label: 'A', answer: 'ho', correct: false },
      { label: 'B', answer: 'avrei', correct: false },
      { label: 'C', answer: 'avessi', correct: true },
      { label: 'D', answer: 'abbia', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: typ okresu warunkowego',
        description:
          'Zdanie główne jest w condizionale presente (comprerei – kupiłbym), czyli warunek jest mało prawdopodobny lub nierzeczywisty w teraźniejszości (periodo ipotetico della possibilità).',
        latex: '',
      },
      {
        title: 'Krok 2: forma po se',
        description:
          'Po se stoi congiuntivo imperfetto: avessi. Po se nigdy nie stawiamy condizionale (avrei), a ho dałoby warunek rzeczywisty z czasem teraźniejszym lub przyszłym w zdaniu głównym.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-congiuntivo', 'wloski-gramatyka'],
    typeSlug: null,
    exams: [{ slug: extended, points: 1 }],
    rating: { avg: 4.9, count: 38 },
    createdAt: '2026-01-29T14:25:00.000Z',
  },
  {
    slug: 'wloski-mowa-zalezna-era',
    level: 'HIGH_SCHOOL',
    description:
      'Przekształć zdanie tak, aby zachować jego znaczenie. Wpisz w lukę jedno słowo.\n\nMarta ha detto: «Sono molto stanca».\nMarta ha detto che ___ molto stanca.',
    answers: [],
    answer: 'era',
    answerKey: { kind: 'TEXT', value: 'era' },
    steps: [
      {
        title: 'Krok 1: następstwo czasów',
        description:
          'Czasownik wprowadzający ha detto stoi w czasie przeszłym, więc presente z mowy niezależnej zmienia się w imperfetto.',
        latex: '',
      },
      {
        title: 'Krok 2: osoba i forma',
        description:
          'Sono (ja) zmieniamy na 3. osobę, bo mówimy o Marcie: è → era. Marta ha detto che era molto stanca.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-gramatyka', 'wloski-imperfetto'],
    typeSlug: null,
    exams: [{ slug: extended, points: 1 }],
    rating: { avg: 4.5, count: 15 },
    createdAt: '2026-03-17T08:35:00.000Z',
  },
  {
    slug: 'wloski-zaimek-laczony-glieli',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij odpowiedź właściwym zaimkiem łączonym. Wpisz jedno słowo.\n\n— Hai restituito i libri a Paolo?\n— Sì, ___ ho restituiti ieri.',
    answers: [],
    answer: 'glieli',
    answerKey: { kind: 'TEXT', value: 'glieli' },
    steps: [
      {
        title: 'Krok 1: dwa dopełnienia',
        description:
          'Zastępujemy dopełnienie dalsze a Paolo (komu? – gli) i dopełnienie bliższe i libri (co? – li, rodzaj męski, liczba mnoga).',
        latex: '',
      },
      {
        title: 'Krok 2: połączenie',
        description:
          'Gli łączy się z zaimkiem bliższym w jedno słowo z wstawionym -e-: gli + li = glieli. Imiesłów zgadza się z li: restituiti. Sì, glieli ho restituiti ieri.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-gramatyka'],
    typeSlug: null,
    exams: [{ slug: extended, points: 1 }],
    rating: { avg: 4.3, count: 10 },
    createdAt: '2026-05-26T11:50:00.000Z',
  },
  {
    slug: 'wloski-zaimek-ne-ilosc',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij odpowiedź właściwym zaimkiem. Wpisz jedno słowo.\n\n— Quante mele compri?\n— ___ compro tre, per fare una torta.',
    answers: [],
    answer: 'Ne',
    answerKey: { kind: 'TEXT', value: 'ne' },
    steps: [
      {
        title: 'Krok 1: co zastępujemy?',
        description:
          'Odpowiedź podaje ilość (tre) z rzeczownika mele, którego nie powtarzamy. Część pewnej całości zastępuje zaimek ne („ich, z nich”).',
        latex: '',
      },
      {
        title: 'Krok 2: miejsce zaimka',
        description:
          'Ne stoi przed odmienionym czasownikiem: Ne compro tre. Le compro znaczyłoby „kupuję je (wszystkie)” i nie łączy się z liczebnikiem.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-gramatyka'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.1, count: 7 },
    createdAt: '2026-09-08T13:10:00.000Z',
  },
];
