import type { TDemoTask } from '../../demo-content.types';
import { englishExamSlugs } from './exams';

/** Grammar tasks for szkoła podstawowa (klasy 4-8) and the eighth-grade exam, all original. */
export const englishPrimaryGrammarTasks: TDemoTask[] = [
  {
    slug: 'angielski-past-simple-went',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nLast Saturday we _____ (go) to the cinema and watched a great comedy.',
    answers: [],
    answer: 'went',
    answerKey: { kind: 'TEXT', value: 'went' },
    steps: [
      {
        title: 'Krok 1: szukamy sygnału czasu',
        description:
          'Określenie „last Saturday” (w zeszłą sobotę) wskazuje zakończony moment w przeszłości, a drugi czasownik „watched” też stoi w Past Simple. Potrzebny jest więc czas Past Simple.',
        latex: '',
      },
      {
        title: 'Krok 2: forma czasownika nieregularnego',
        description:
          'Czasownik go jest nieregularny: go – went – gone. W Past Simple używamy drugiej formy, więc zdanie brzmi: „Last Saturday we went to the cinema…” (W zeszłą sobotę poszliśmy do kina…).',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-past-simple', 'angielski-gramatyka'],
    typeSlug: null,
    exams: [{ slug: englishExamSlugs.eighthGrade, points: 1 }],
    rating: { avg: 4.62, count: 48 },
    createdAt: '2025-09-03T08:15:00.000Z',
    hint: 'Znajdź w zdaniu określenie czasu. Czasownik go jest nieregularny.',
  },
  {
    slug: 'angielski-present-perfect-already-done',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą odpowiedź spośród podanych.\n\nI can’t go out yet, but I have already _____ my homework.',
    answers: [
      { label: 'A', answer: 'did', correct: false },
      { label: 'B', answer: 'done', correct: true },
      { label: 'C', answer: 'do', correct: false },
      { label: 'D', answer: 'doing', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: rozpoznajemy czas',
        description:
          'W zdaniu stoją „have” i „already” (już) – to sygnały czasu Present Perfect, który tworzymy z have/has i trzeciej formy czasownika.',
        latex: '',
      },
      {
        title: 'Krok 2: trzecia forma czasownika do',
        description:
          'Formy czasownika do to do – did – done. Po have potrzebna jest trzecia forma: „I have already done my homework” (Już odrobiłem/odrobiłam pracę domową). „Did” to Past Simple, „doing” to forma -ing, a „do” to bezokolicznik – żadna nie pasuje po have.',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-present-perfect'],
    typeSlug: null,
    exams: [{ slug: englishExamSlugs.eighthGrade, points: 1 }],
    rating: { avg: 4.35, count: 31 },
    createdAt: '2025-09-18T10:40:00.000Z',
  },
  {
    slug: 'angielski-present-continuous-look-it-is-raining',
    level: 'PRIMARY',
    description: 'Wybierz właściwą odpowiedź spośród podanych.\n\nLook! It _____ . Take your umbrella.',
    answers: [
      { label: 'A', answer: 'rains', correct: false },
      { label: 'B', answer: 'is raining', correct: true },
      { label: 'C', answer: 'rained', correct: false },
      { label: 'D', answer: 'has rain', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: sygnał „Look!”',
        description:
          'Wykrzyknik „Look!” (Spójrz!) pokazuje, że mówimy o czymś, co dzieje się w tej chwili. Do tego służy Present Continuous: am/is/are + czasownik z końcówką -ing.',
        latex: '',
      },
      {
        title: 'Krok 2: budujemy formę',
        description:
          'Podmiotem jest „it”, więc: it + is + raining. „Rains” opisywałoby zjawisko powtarzające się (Present Simple), „rained” – przeszłość, a „has rain” jest niepoprawne gramatycznie. Tłumaczenie: „Spójrz! Pada deszcz. Weź parasol.”',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-present-simple-i-present-continuous'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.1, count: 19 },
    createdAt: '2025-10-02T12:05:00.000Z',
  },
  {
    slug: 'angielski-stopien-wyzszy-taller',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie, wpisując przymiotnik podany w nawiasie we właściwej formie. Wpisz jedno słowo.\n\nMy brother is only twelve, but he is already _____ (tall) than our dad.',
    answers: [],
    answer: 'taller',
    answerKey: { kind: 'TEXT', value: 'taller' },
    steps: [
      {
        title: 'Krok 1: sygnał porównania',
        description:
          'Słowo „than” (niż) oznacza porównanie dwóch osób, więc potrzebny jest stopień wyższy przymiotnika.',
        latex: '',
      },
      {
        title: 'Krok 2: tworzymy stopień wyższy',
        description:
          'Tall jest przymiotnikiem jednosylabowym, więc dodajemy końcówkę -er: tall → taller (wyższy). Formę „more tall” uznalibyśmy za błąd – „more” stosujemy przed dłuższymi przymiotnikami, np. more interesting.',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-gramatyka'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.44, count: 25 },
    createdAt: '2025-10-20T09:30:00.000Z',
  },
  {
    slug: 'angielski-some-any-w-pytaniu',
    level: 'PRIMARY',
    description:
      'Wybierz właściwą odpowiedź spośród podanych.\n\n– Are there _____ apples in the fridge?\n– Yes, there are three.',
    answers: [
      { label: 'A', answer: 'any', correct: true },
      { label: 'B', answer: 'some', correct: false },
      { label: 'C', answer: 'a', correct: false },
      { label: 'D', answer: 'much', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: rodzaj zdania i rzeczownika',
        description: 'To pytanie ogólne („Are there…?”) o rzeczownik policzalny w liczbie mnogiej (apples).',
        latex: '',
      },
      {
        title: 'Krok 2: reguła some/any',
        description:
          'W pytaniach i przeczeniach używamy any, w zdaniach twierdzących some (some wyjątkowo w prośbach i propozycjach: „Would you like some tea?”). „A” stoi tylko przed liczbą pojedynczą, a „much” – przed rzeczownikami niepoliczalnymi. Zatem: „Are there any apples in the fridge?” (Czy w lodówce są jakieś jabłka?).',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-gramatyka'],
    typeSlug: null,
    exams: [],
    rating: { avg: 3.95, count: 14 },
    createdAt: '2025-11-07T15:20:00.000Z',
  },
  {
    slug: 'angielski-pytanie-w-past-simple-did',
    level: 'PRIMARY',
    description: 'Wybierz właściwą odpowiedź spośród podanych.\n\n_____ you see Tom at the party yesterday?',
    answers: [
      { label: 'A', answer: 'Do', correct: false },
      { label: 'B', answer: 'Were', correct: false },
      { label: 'C', answer: 'Did', correct: true },
      { label: 'D', answer: 'Have', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: sygnał czasu',
        description: 'Słowo „yesterday” (wczoraj) wskazuje zakończoną przeszłość – czas Past Simple.',
        latex: '',
      },
      {
        title: 'Krok 2: pytanie w Past Simple',
        description:
          'Pytanie z czasownikiem innym niż be tworzymy z did i formą podstawową czasownika: Did + you + see. „Were” łączy się z formą -ing lub przymiotnikiem, „Do” to czas teraźniejszy, a „Have” z yesterday byłoby błędem (Present Perfect nie łączy się z określeniem zakończonego czasu).',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-past-simple'],
    typeSlug: null,
    exams: [{ slug: englishExamSlugs.eighthGrade, points: 1 }],
    rating: { avg: 4.27, count: 22 },
    createdAt: '2025-12-01T11:10:00.000Z',
  },
  {
    slug: 'angielski-przyimek-in-z-miesiacem',
    level: 'PRIMARY',
    description:
      'Uzupełnij zdanie właściwym przyimkiem. Wpisz jedno słowo.\n\nMy birthday is _____ May, so we always have a party in the garden.',
    answers: [],
    answer: 'in',
    answerKey: { kind: 'TEXT', value: 'in' },
    steps: [
      {
        title: 'Krok 1: jaki to czas?',
        description: 'Po luce stoi nazwa miesiąca (May), bez konkretnego dnia.',
        latex: '',
      },
      {
        title: 'Krok 2: reguła przyimków czasu',
        description:
          'Z miesiącami, porami roku i latami używamy in (in May, in winter, in 2026), z dniami i datami on (on Monday, on 5th May), a z godzinami at (at 7 o’clock). Zdanie: „My birthday is in May” (Moje urodziny są w maju).',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-gramatyka'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.05, count: 17 },
    createdAt: '2026-01-14T08:45:00.000Z',
  },
];
