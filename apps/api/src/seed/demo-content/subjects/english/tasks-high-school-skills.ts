import type { TDemoTask } from '../../demo-content.types';
import { englishExamSlugs } from './exams';

/** Articles, vocabulary, reading and reactions for liceum and technikum in the style of the matura, all original. */
export const englishHighSchoolSkillsTasks: TDemoTask[] = [
  {
    slug: 'angielski-przedimek-the-z-instrumentem',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwym przedimkiem. Wpisz jedno słowo.\n\nMy sister plays _____ piano every evening, and she has just won a music competition.',
    answers: [],
    answer: 'the',
    answerKey: { kind: 'TEXT', value: 'the' },
    steps: [
      {
        title: 'Krok 1: jaki rzeczownik stoi po luce',
        description: 'Po luce stoi nazwa instrumentu muzycznego (piano) po czasowniku play.',
        latex: '',
      },
      {
        title: 'Krok 2: reguła',
        description:
          'Z instrumentami w wyrażeniu play + instrument używamy przedimka określonego: play the piano, play the guitar. Dla porównania ze sportami nie stawiamy przedimka: play football. Zdanie: „My sister plays the piano every evening.”',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-przedimki'],
    typeSlug: null,
    exams: [{ slug: englishExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.12, count: 23 },
    createdAt: '2025-09-29T10:50:00.000Z',
  },
  {
    slug: 'angielski-zero-article-life',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą odpowiedź spośród podanych (znak „–” oznacza brak przedimka).\n\nMy grandmother always says that _____ life is too short to be angry.',
    answers: [
      { label: 'A', answer: 'the', correct: false },
      { label: 'B', answer: 'a', correct: false },
      { label: 'C', answer: 'an', correct: false },
      { label: 'D', answer: '–', correct: true },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: znaczenie ogólne czy konkretne?',
        description:
          'Babcia mówi o życiu w ogóle, nie o życiu konkretnej osoby. Life jest tu rzeczownikiem abstrakcyjnym użytym w znaczeniu ogólnym.',
        latex: '',
      },
      {
        title: 'Krok 2: reguła zero article',
        description:
          'Rzeczowniki niepoliczalne i abstrakcyjne w znaczeniu ogólnym występują bez przedimka: „Life is too short…” (Życie jest za krótkie…). The pojawiłoby się przy życiu konkretnym: „the life of Chopin”.',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-przedimki'],
    typeSlug: null,
    exams: [],
    rating: { avg: 3.92, count: 11 },
    createdAt: '2025-10-27T14:05:00.000Z',
  },
  {
    slug: 'angielski-used-to-dawne-nawyki',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie jednym słowem, tak aby opisywało dawny stan, który już nie trwa.\n\nWhen I was a child, I _____ to live in Gdańsk, but now my family lives in Poznań.',
    answers: [],
    answer: 'used',
    answerKey: { kind: 'TEXT', value: 'used' },
    steps: [
      {
        title: 'Krok 1: co opisuje zdanie',
        description:
          'Mowa o stanie z przeszłości (mieszkanie w Gdańsku), który już się skończył – teraz rodzina mieszka w Poznaniu. Po luce stoi „to live”.',
        latex: '',
      },
      {
        title: 'Krok 2: konstrukcja used to',
        description:
          'Used to + bezokolicznik wyraża dawne zwyczaje i stany, które już nie trwają: „I used to live in Gdańsk” (Kiedyś mieszkałem/mieszkałam w Gdańsku). Nie mylić z be used to + -ing (być przyzwyczajonym do czegoś).',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-gramatyka', 'angielski-past-simple'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.26, count: 19 },
    createdAt: '2025-12-22T09:20:00.000Z',
  },
  {
    slug: 'angielski-rozumienie-tekstu-glowna-mysl',
    level: 'HIGH_SCHOOL',
    description:
      'Przeczytaj tekst. Wybierz właściwą odpowiedź.\n\nFor years I believed that I needed a new phone every year. Then I read about the mountains of electronic waste produced every day. Last spring I decided to repair my old phone instead of buying a new one. It cost me a quarter of the price of a new model and it works perfectly. Now I also buy second-hand clothes and I lend books to my friends instead of buying them new copies. (tekst autorski)\n\nThe main purpose of the text is to',
    answers: [
      { label: 'A', answer: 'advertise a new model of phone.', correct: false },
      { label: 'B', answer: 'describe how the author changed his or her shopping habits.', correct: true },
      { label: 'C', answer: 'explain how to repair a broken phone.', correct: false },
      { label: 'D', answer: 'complain about the price of second-hand clothes.', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: o czym jest cały tekst',
        description:
          'Autor opisuje, jak kiedyś kupował co roku nowy telefon, a potem zaczął naprawiać stare rzeczy, kupować ubrania z drugiej ręki i pożyczać książki. Każde zdanie dotyczy zmiany przyzwyczajeń zakupowych.',
        latex: '',
      },
      {
        title: 'Krok 2: odrzucamy opcje szczegółowe lub sprzeczne',
        description:
          'A jest sprzeczne z tekstem (autor nie kupuje nowego modelu). C to tylko jeden szczegół – tekst nie podaje instrukcji naprawy. D przekręca informację: autor kupuje ubrania z drugiej ręki, ale nie narzeka na ich cenę. Główną myśl oddaje B.',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-rozumienie-tekstu-czytanego', 'angielski-umiejetnosci-egzaminacyjne'],
    typeSlug: null,
    exams: [{ slug: englishExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.64, count: 42 },
    createdAt: '2026-02-16T11:45:00.000Z',
  },
  {
    slug: 'angielski-prawda-falsz-wolontariat',
    level: 'HIGH_SCHOOL',
    description:
      'Przeczytaj tekst. Oceń, czy podane zdanie jest zgodne z treścią tekstu (Prawda), czy nie (Fałsz).\n\nEvery Saturday morning Tom, a seventeen-year-old student from Leeds, works as a volunteer at an animal shelter. At first his parents were against the idea because they were worried about his school results. However, after a few months they noticed that he was more organised and his marks had even improved. Now his younger sister wants to join him. (tekst autorski)\n\nZdanie: Tom’s parents changed their opinion about his volunteering.',
    answers: [
      { label: 'A', answer: 'Prawda', correct: true },
      { label: 'B', answer: 'Fałsz', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: co tekst mówi o rodzicach',
        description:
          '„At first his parents were against the idea” – na początku rodzice byli przeciw. „However, after a few months they noticed that he was more organised and his marks had even improved” – po kilku miesiącach zauważyli, że jest lepiej zorganizowany, a jego oceny nawet się poprawiły.',
        latex: '',
      },
      {
        title: 'Krok 2: wniosek',
        description:
          'Słowa at first i however sygnalizują zmianę: rodzice najpierw się sprzeciwiali, a potem zobaczyli korzyści. Zdanie „Rodzice Toma zmienili zdanie o jego wolontariacie” jest zgodne z tekstem – Prawda.',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-rozumienie-tekstu-czytanego'],
    typeSlug: null,
    exams: [{ slug: englishExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.5, count: 35 },
    createdAt: '2026-04-08T08:30:00.000Z',
  },
  {
    slug: 'angielski-reakcja-uprzejma-prosba',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą reakcję.\n\nW pociągu jest duszno. Chcesz uprzejmie poprosić nieznajomą osobę siedzącą przy oknie, żeby je otworzyła. Co powiesz?',
    answers: [
      { label: 'A', answer: 'Open the window now.', correct: false },
      { label: 'B', answer: 'Would you mind opening the window?', correct: true },
      { label: 'C', answer: 'Do you mind if I sit here?', correct: false },
      { label: 'D', answer: 'Shall I open the window for you?', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: funkcja i rejestr',
        description:
          'Potrzebna jest uprzejma prośba skierowana do nieznajomego. Typowe zwroty to „Could you…?” i „Would you mind + -ing?”.',
        latex: '',
      },
      {
        title: 'Krok 2: analiza opcji',
        description:
          'B („Czy mógłby Pan / mogłaby Pani otworzyć okno?”) jest uprzejmą prośbą. A to rozkaz – niegrzeczny wobec obcej osoby. C pyta o zgodę na zajęcie miejsca, a D jest propozycją, że to mówiący otworzy okno, czyli odwrotnością prośby.',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-reakcje-jezykowe'],
    typeSlug: null,
    exams: [{ slug: englishExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.38, count: 28 },
    createdAt: '2026-06-15T15:10:00.000Z',
  },
  {
    slug: 'angielski-slowotworstwo-decision',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie, tworząc od wyrazu w nawiasie wyraz pasujący do zdania. Wpisz jedno słowo.\n\nMoving to another country was the most difficult _____ (decide) of my life.',
    answers: [],
    answer: 'decision',
    answerKey: { kind: 'TEXT', value: 'decision' },
    steps: [
      {
        title: 'Krok 1: jaka część mowy',
        description:
          'Przed luką stoi przymiotnik w stopniu najwyższym „the most difficult”, a po niej „of my life”. Przymiotnik określa rzeczownik, więc potrzebny jest rzeczownik w liczbie pojedynczej.',
        latex: '',
      },
      {
        title: 'Krok 2: tworzymy rzeczownik',
        description:
          'Od czasownika decide (decydować) rzeczownik tworzymy przyrostkiem -sion: decide → decision (decyzja). Zdanie: „Przeprowadzka do innego kraju była najtrudniejszą decyzją w moim życiu.”',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-slownictwo'],
    typeSlug: null,
    exams: [{ slug: englishExamSlugs.maturaAdvanced, points: 1 }],
    rating: { avg: 4.21, count: 16 },
    createdAt: '2026-09-07T10:00:00.000Z',
  },
  {
    slug: 'angielski-dopasowanie-phrasal-verbs',
    level: 'HIGH_SCHOOL',
    description:
      'Dopasuj czasowniki złożone (phrasal verbs) 1–3 do ich znaczeń A–C.\n\n1. give up\n2. look after\n3. turn down\n\nA. to take care of someone\nB. to refuse an offer\nC. to stop doing something',
    answers: [
      { label: 'A', answer: '1 – A, 2 – C, 3 – B', correct: false },
      { label: 'B', answer: '1 – C, 2 – B, 3 – A', correct: false },
      { label: 'C', answer: '1 – C, 2 – A, 3 – B', correct: true },
      { label: 'D', answer: '1 – B, 2 – A, 3 – C', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: znaczenia czasowników',
        description:
          'Give up – rzucić, przestać coś robić („He gave up smoking”). Look after – opiekować się („She looks after her little brother”). Turn down – odrzucić propozycję („I turned down the job offer”).',
        latex: '',
      },
      {
        title: 'Krok 2: łączymy pary',
        description:
          '1 – C (to stop doing something), 2 – A (to take care of someone), 3 – B (to refuse an offer). To opcja C: 1 – C, 2 – A, 3 – B.',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-slownictwo'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.09, count: 13 },
    createdAt: '2026-10-19T13:25:00.000Z',
  },
];
