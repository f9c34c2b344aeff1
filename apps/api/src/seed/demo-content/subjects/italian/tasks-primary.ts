import type { TDemoTask } from '../../demo-content.types';
import { italianExamSlugs } from './exams';

const e8 = italianExamSlugs.eighthGrade;

/** Italian tasks for primary school (klasy 4–8), some from the trial eighth-grade exam. */
export const italianPrimaryTasks: TDemoTask[] = [
  {
    slug: 'wloski-essere-narodowosc',
    level: 'PRIMARY',
    description: 'Wybierz właściwą odpowiedź, tak aby otrzymać poprawne zdanie.\n\nMarco ___ italiano, di Firenze.',
    answers: [
      { label: 'A', answer: 'sono', correct: false },
      { label: 'B', answer: 'è', correct: true },
      { label: 'C', answer: 'ha', correct: false },
      { label: 'D', answer: 'sei', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: jaki czasownik?',
        description: 'Narodowość i pochodzenie wyrażamy czasownikiem essere (być): essere italiano, essere di Firenze.',
        latex: '',
      },
      {
        title: 'Krok 2: osoba',
        description:
          'Marco to 3. osoba liczby pojedynczej: io sono, tu sei, lui è. Poprawnie: Marco è italiano. Ha to forma czasownika avere (mieć).',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-gramatyka'],
    typeSlug: null,
    exams: [{ slug: e8, points: 1 }],
    rating: { avg: 4.6, count: 24 },
    createdAt: '2025-09-10T08:45:00.000Z',
  },
  {
    slug: 'wloski-rodzajnik-lo-studente',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie właściwym rodzajnikiem określonym. Wpisz jedno słowo.\n\n___ studente nuovo si chiama Tommaso.',
    answers: [],
    answer: 'Lo',
    answerKey: { kind: 'TEXT', value: 'lo' },
    steps: [
      {
        title: 'Krok 1: rodzaj i liczba',
        description: 'Studente to rzeczownik rodzaju męskiego w liczbie pojedynczej.',
        latex: '',
      },
      {
        title: 'Krok 2: pierwsza głoska',
        description:
          'Słowo zaczyna się od s + spółgłoska (st-). Przed taką grupą rodzajnik męski to lo, a nie il: Lo studente nuovo si chiama Tommaso.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-rodzajniki'],
    typeSlug: null,
    exams: [{ slug: e8, points: 1 }],
    rating: { avg: 4.5, count: 19 },
    createdAt: '2025-09-22T10:10:00.000Z',
  },
  {
    slug: 'wloski-rodzajnik-gli-amici',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie właściwym rodzajnikiem określonym. Wpisz jedno słowo.\n\nSabato vado al mare con ___ amici di scuola.',
    answers: [],
    answer: 'gli',
    answerKey: { kind: 'TEXT', value: 'gli' },
    steps: [
      {
        title: 'Krok 1: liczba pojedyncza',
        description: 'Amici to liczba mnoga od l’amico (rodzaj męski, wyraz zaczyna się od samogłoski).',
        latex: '',
      },
      {
        title: 'Krok 2: liczba mnoga',
        description: 'Rodzajniki l’ i lo mają w liczbie mnogiej formę gli: gli amici. Forma i amici jest błędna.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-rodzajniki'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.3, count: 9 },
    createdAt: '2025-10-07T12:30:00.000Z',
  },
  {
    slug: 'wloski-avere-wiek',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nIo ___ (avere) tredici anni e mia sorella ne ha dieci.',
    answers: [],
    answer: 'ho',
    answerKey: { kind: 'TEXT', value: 'ho' },
    steps: [
      {
        title: 'Krok 1: wiek po włosku',
        description: 'Wiek podajemy czasownikiem avere (mieć): ho tredici anni – mam trzynaście lat.',
        latex: '',
      },
      {
        title: 'Krok 2: forma',
        description:
          'Avere w czasie teraźniejszym: ho, hai, ha, abbiamo, avete, hanno. Dla io: ho (h się nie wymawia, ale zawsze się ją pisze).',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-gramatyka'],
    typeSlug: null,
    exams: [{ slug: e8, points: 1 }],
    rating: { avg: 4.4, count: 16 },
    createdAt: '2025-10-20T09:00:00.000Z',
  },
  {
    slug: 'wloski-piacere-liczba-mnoga',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nMi ___ (piacere) molto gli spaghetti alla carbonara.',
    answers: [],
    answer: 'piacciono',
    answerKey: { kind: 'TEXT', value: 'piacciono' },
    steps: [
      {
        title: 'Krok 1: podmiot',
        description:
          'Przy piacere podmiotem jest to, co się podoba (gli spaghetti), a osoba stoi w celowniku (mi – mnie).',
        latex: '',
      },
      {
        title: 'Krok 2: liczba mnoga',
        description:
          'Gli spaghetti to liczba mnoga, więc czasownik ma formę 3. osoby liczby mnogiej: piacciono. Mi piace stoi przy liczbie pojedynczej i przy bezokoliczniku (Mi piace cucinare).',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-gramatyka'],
    typeSlug: null,
    exams: [{ slug: e8, points: 1 }],
    rating: { avg: 4.7, count: 28 },
    createdAt: '2025-11-04T13:15:00.000Z',
  },
  {
    slug: 'wloski-dopasuj-rodzina',
    level: 'PRIMARY',
    description:
      'Dopasuj włoskie nazwy członków rodziny (1–3) do ich polskich odpowiedników (A–C).\n\n1. il nonno\n2. la zia\n3. il cugino\n\nA. ciocia\nB. kuzyn\nC. dziadek',
    answers: [
      { label: 'A', answer: '1 – C, 2 – B, 3 – A', correct: false },
      { label: 'B', answer: '1 – C, 2 – A, 3 – B', correct: true },
      { label: 'C', answer: '1 – A, 2 – C, 3 – B', correct: false },
      { label: 'D', answer: '1 – B, 2 – A, 3 – C', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: znaczenie słów',
        description: 'Il nonno to dziadek (la nonna – babcia), la zia to ciocia (lo zio – wujek), il cugino to kuzyn.',
        latex: '',
      },
      {
        title: 'Krok 2: zestawienie',
        description: 'Otrzymujemy pary 1 – C, 2 – A, 3 – B.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-slownictwo'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 7 },
    createdAt: '2025-11-18T08:25:00.000Z',
  },
  {
    slug: 'wloski-reakcja-w-barze',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą reakcję na podaną sytuację.\n\nJesteś w barze we Włoszech i chcesz zamówić kawę. Co powiesz?',
    answers: [
      { label: 'A', answer: 'Vorrei un caffè, per favore.', correct: true },
      { label: 'B', answer: 'Quanto costa il caffè?', correct: false },
      { label: 'C', answer: 'Ti piace il caffè?', correct: false },
      { label: 'D', answer: 'Buon appetito!', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: jaka funkcja językowa?',
        description:
          'Trzeba złożyć zamówienie. Uprzejmą prośbę wyrażamy formą vorrei (chciałbym, chciałabym) i per favore.',
        latex: '',
      },
      {
        title: 'Krok 2: odrzucamy pozostałe',
        description:
          'B pyta o cenę, C pyta rozmówcę, czy lubi kawę, D to życzenie smacznego. Zamówieniem jest tylko A.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-reakcje-jezykowe'],
    typeSlug: null,
    exams: [{ slug: e8, points: 1 }],
    rating: { avg: 4.8, count: 33 },
    createdAt: '2025-12-02T15:40:00.000Z',
  },
  {
    slug: 'wloski-giornata-di-giulia-prawda-falsz',
    level: 'PRIMARY',
    description:
      'Przeczytaj tekst. Oceń, czy zdanie pod tekstem jest zgodne z jego treścią. Prawda czy fałsz?\n\n„Mi chiamo Giulia e abito a Bologna. La mattina vado a scuola in autobus, ma quando fa bel tempo ci vado in bicicletta con la mia amica Sara. Le lezioni finiscono all’una e mezza. Il pomeriggio faccio i compiti e due volte alla settimana gioco a pallavolo.” (tekst własny)\n\nZdanie: Giulia va sempre a scuola in autobus.',
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
          'Tekst mówi, że Giulia jeździ do szkoły autobusem, „ma quando fa bel tempo ci vado in bicicletta” – ale przy ładnej pogodzie jeździ rowerem.',
        latex: '',
      },
      {
        title: 'Krok 2: porównanie',
        description: 'Zdanie zawiera słowo sempre (zawsze), a tekst podaje wyjątek. Zdanie jest więc fałszywe.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-rozumienie-tekstu'],
    typeSlug: null,
    exams: [{ slug: e8, points: 1 }],
    rating: { avg: 4.5, count: 20 },
    createdAt: '2026-01-13T11:00:00.000Z',
  },
  {
    slug: 'wloski-dzien-po-piatku',
    level: 'PRIMARY',
    description: 'Uzupełnij zdanie jednym wyrazem.\n\nIl giorno dopo il venerdì è il ___.',
    answers: [],
    answer: 'sabato',
    answerKey: { kind: 'TEXT', value: 'sabato' },
    steps: [
      {
        title: 'Krok 1: dni tygodnia',
        description:
          'Dni tygodnia po włosku: lunedì, martedì, mercoledì, giovedì, venerdì, sabato, domenica. Piszemy je małą literą.',
        latex: '',
      },
      {
        title: 'Krok 2: odpowiedź',
        description: 'Po piątku (venerdì) następuje sobota, czyli sabato.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-slownictwo'],
    typeSlug: null,
    exams: [],
    rating: null,
    createdAt: '2026-01-27T09:35:00.000Z',
  },
  {
    slug: 'wloski-liczebnik-siedemnascie',
    level: 'PRIMARY',
    description: 'Uzupełnij zdanie, zapisując liczbę słowem po włosku.\n\nNella mia classe ci sono ___ (17) ragazze.',
    answers: [],
    answer: 'diciassette',
    answerKey: { kind: 'TEXT', value: 'diciassette' },
    steps: [
      {
        title: 'Krok 1: liczebniki 11–19',
        description:
          'Od 11 do 16 liczebniki kończą się na -dici (undici, dodici… sedici), a od 17 zaczynają się od dicia- lub dician-: diciassette, diciotto, diciannove.',
        latex: '',
      },
      {
        title: 'Krok 2: zapis',
        description: 'Liczba 17 to diciassette (podwójne s i podwójne t).',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-slownictwo'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.1, count: 6 },
    createdAt: '2026-02-10T14:20:00.000Z',
  },
  {
    slug: 'wloski-ci-sono-w-klasie',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą odpowiedź, tak aby otrzymać poprawne zdanie.\n\nNella mia scuola ___ due palestre e una piscina.',
    answers: [
      { label: 'A', answer: 'c’è', correct: false },
      { label: 'B', answer: 'sono', correct: false },
      { label: 'C', answer: 'ci sono', correct: true },
      { label: 'D', answer: 'ha', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: istnienie czegoś w miejscu',
        description:
          'Informację, że coś gdzieś się znajduje (jest, są), wyrażamy przez c’è (liczba pojedyncza) i ci sono (liczba mnoga).',
        latex: '',
      },
      {
        title: 'Krok 2: liczba',
        description:
          'Pierwszy rzeczownik po luce, due palestre, jest w liczbie mnogiej, więc poprawne jest ci sono. Samo sono (jestem, są) nie wyraża, że coś się gdzieś znajduje, a ha wymagałoby podmiotu (La mia scuola ha…).',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-gramatyka'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.3, count: 10 },
    createdAt: '2026-03-03T10:05:00.000Z',
  },
  {
    slug: 'wloski-passato-prossimo-anna-andata',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą odpowiedź, tak aby otrzymać poprawne zdanie.\n\nIeri Anna ___ andata al cinema con suo fratello.',
    answers: [
      { label: 'A', answer: 'ha', correct: false },
      { label: 'B', answer: 'è', correct: true },
      { label: 'C', answer: 'sono', correct: false },
      { label: 'D', answer: 'hanno', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: czasownik posiłkowy',
        description:
          'Andare to czasownik ruchu, więc w passato prossimo łączy się z essere, nie z avere. Potwierdza to końcówka imiesłowu andata zgodna z podmiotem żeńskim.',
        latex: '',
      },
      {
        title: 'Krok 2: osoba',
        description: 'Anna to 3. osoba liczby pojedynczej: è. Ieri Anna è andata al cinema con suo fratello.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-passato-prossimo'],
    typeSlug: null,
    exams: [{ slug: e8, points: 1 }],
    rating: { avg: 4.6, count: 22 },
    createdAt: '2026-04-14T08:50:00.000Z',
  },
  {
    slug: 'wloski-przyimek-al-cinema',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie przyimkiem ściągniętym (a + rodzajnik). Wpisz jedno słowo.\n\nStasera andiamo ___ cinema a vedere un film nuovo.',
    answers: [],
    answer: 'al',
    answerKey: { kind: 'TEXT', value: 'al' },
    steps: [
      {
        title: 'Krok 1: przyimek i rodzajnik',
        description: 'Kierunek „do kina” wyrażamy przyimkiem a. Il cinema ma rodzajnik il.',
        latex: '',
      },
      {
        title: 'Krok 2: połączenie',
        description: 'a + il = al: Stasera andiamo al cinema.',
        latex: '',
      },
    ],
    conceptSlugs: ['wloski-przyimki-sciagniete'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 8 },
    createdAt: '2026-05-06T12:40:00.000Z',
  },
];
