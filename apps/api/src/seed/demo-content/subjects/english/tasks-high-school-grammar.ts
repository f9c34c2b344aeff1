import type { TDemoTask } from '../../demo-content.types';
import { englishExamSlugs } from './exams';

/** Grammar tasks for liceum and technikum in the style of the matura, all original. */
export const englishHighSchoolGrammarTasks: TDemoTask[] = [
  {
    slug: 'angielski-drugi-tryb-warunkowy-had',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nIf I _____ (have) more free time, I would learn to play the guitar.',
    answers: [],
    answer: 'had',
    answerKey: { kind: 'TEXT', value: 'had' },
    steps: [
      {
        title: 'Krok 1: rozpoznajemy typ zdania warunkowego',
        description:
          'W części głównej stoi „would learn”, a mówiący nie ma teraz wolnego czasu – to sytuacja nierealna w teraźniejszości. To drugi tryb warunkowy.',
        latex: '',
      },
      {
        title: 'Krok 2: forma w części z if',
        description:
          'W drugim trybie po if stoi Past Simple: have → had. Zdanie: „If I had more free time, I would learn to play the guitar” (Gdybym miał/miała więcej wolnego czasu, nauczyłbym/nauczyłabym się grać na gitarze). Błędem byłoby „would have” w części z if.',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-tryby-warunkowe'],
    typeSlug: null,
    exams: [{ slug: englishExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.52, count: 33 },
    createdAt: '2025-09-10T09:00:00.000Z',
  },
  {
    slug: 'angielski-trzeci-tryb-warunkowy',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą odpowiedź spośród podanych.\n\nAnna failed her driving test last week. If she had practised more, she _____ it.',
    answers: [
      { label: 'A', answer: 'would pass', correct: false },
      { label: 'B', answer: 'will pass', correct: false },
      { label: 'C', answer: 'would have passed', correct: true },
      { label: 'D', answer: 'had passed', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: czas sytuacji',
        description:
          'Egzamin odbył się w zeszłym tygodniu i Anna go oblała – mówimy o przeszłości, której nie da się zmienić. Część z if ma Past Perfect (had practised).',
        latex: '',
      },
      {
        title: 'Krok 2: trzeci tryb warunkowy',
        description:
          'Trzeci tryb: if + Past Perfect, would have + trzecia forma. Zatem „she would have passed it” (zdałaby go). „Would pass” to drugi tryb (teraźniejszość), „will pass” – pierwszy (realna przyszłość).',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-tryby-warunkowe'],
    typeSlug: null,
    exams: [{ slug: englishExamSlugs.maturaAdvanced, points: 1 }],
    rating: { avg: 4.41, count: 29 },
    createdAt: '2025-10-06T11:25:00.000Z',
  },
  {
    slug: 'angielski-strona-bierna-past-simple-was',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie jednym słowem, tak aby powstało poprawne zdanie w stronie biernej.\n\nThe old bridge in our town _____ built in 1890 and it is still in use.',
    answers: [],
    answer: 'was',
    answerKey: { kind: 'TEXT', value: 'was' },
    steps: [
      {
        title: 'Krok 1: czy to strona bierna?',
        description:
          'Most nie zbudował się sam – ktoś go zbudował. Po luce stoi trzecia forma „built”, więc brakuje formy czasownika be w stronie biernej.',
        latex: '',
      },
      {
        title: 'Krok 2: czas i liczba',
        description:
          'Data „in 1890” wskazuje Past Simple, a podmiot „the old bridge” jest w liczbie pojedynczej, więc wpisujemy was: „The old bridge was built in 1890” (Stary most zbudowano w 1890 roku).',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-strona-bierna'],
    typeSlug: null,
    exams: [{ slug: englishExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.3, count: 26 },
    createdAt: '2025-11-03T08:10:00.000Z',
  },
  {
    slug: 'angielski-strona-bierna-present-continuous',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz zdanie, które ma takie samo znaczenie jak zdanie wyjściowe.\n\nThey are repairing my car at the moment.',
    answers: [
      { label: 'A', answer: 'My car is repaired at the moment.', correct: false },
      { label: 'B', answer: 'My car is being repaired at the moment.', correct: true },
      { label: 'C', answer: 'My car has repaired at the moment.', correct: false },
      { label: 'D', answer: 'My car was being repaired at the moment.', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: czas zdania wyjściowego',
        description:
          '„Are repairing” i „at the moment” to Present Continuous. W stronie biernej czas musi zostać ten sam.',
        latex: '',
      },
      {
        title: 'Krok 2: strona bierna w Present Continuous',
        description:
          'Wzór: am/is/are + being + trzecia forma. Dopełnienie my car staje się podmiotem: „My car is being repaired at the moment” (Mój samochód jest właśnie naprawiany). A to Present Simple, D – Past Continuous, a C nie jest stroną bierną i znaczyłoby, że samochód sam coś naprawił.',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-strona-bierna'],
    typeSlug: null,
    exams: [{ slug: englishExamSlugs.maturaAdvanced, points: 1 }],
    rating: { avg: 4.18, count: 20 },
    createdAt: '2025-12-12T13:40:00.000Z',
  },
  {
    slug: 'angielski-mowa-zalezna-zdanie-oznajmujace',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz zdanie, które poprawnie relacjonuje wypowiedź w mowie zależnej.\n\n“I am really tired today,” Kate said.',
    answers: [
      { label: 'A', answer: 'Kate said she is really tired today.', correct: false },
      { label: 'B', answer: 'Kate said she was really tired that day.', correct: true },
      { label: 'C', answer: 'Kate said I was really tired that day.', correct: false },
      { label: 'D', answer: 'Kate told she had been tired today.', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: następstwo czasów',
        description:
          'Czasownik wprowadzający „said” stoi w przeszłości, więc Present Simple cofamy do Past Simple: am → was. Zaimek I zmienia się na she, bo relacjonujemy słowa Kate.',
        latex: '',
      },
      {
        title: 'Krok 2: określenia czasu i czasownik told',
        description:
          'Today zmienia się na that day. W D błędnie użyto told bez dopełnienia (told me, told us) i zostawiono today, w A nie cofnięto czasu, a w C zostawiono zaimek I. Poprawne jest B.',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-mowa-zalezna'],
    typeSlug: null,
    exams: [{ slug: englishExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.47, count: 38 },
    createdAt: '2026-01-21T10:15:00.000Z',
  },
  {
    slug: 'angielski-mowa-zalezna-pytanie-lived',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie w mowie zależnej właściwą formą czasownika. Wpisz jedno słowo.\n\n“Where do you live?” the new teacher asked me.\n\nThe new teacher asked me where I _____.',
    answers: [],
    answer: 'lived',
    answerKey: { kind: 'TEXT', value: 'lived' },
    steps: [
      {
        title: 'Krok 1: szyk pytania zależnego',
        description:
          'W pytaniu zależnym po where stoi szyk zdania oznajmującego: podmiot, potem czasownik. Znika operator do, więc nie piszemy „where did I live”.',
        latex: '',
      },
      {
        title: 'Krok 2: cofnięcie czasu',
        description:
          'Czasownik wprowadzający „asked” jest w przeszłości, więc Present Simple (do you live) zmieniamy na Past Simple: I lived. Zdanie: „The new teacher asked me where I lived” (Nowy nauczyciel zapytał mnie, gdzie mieszkam).',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-mowa-zalezna'],
    typeSlug: null,
    exams: [{ slug: englishExamSlugs.maturaAdvanced, points: 1 }],
    rating: { avg: 4.33, count: 24 },
    createdAt: '2026-03-02T12:00:00.000Z',
  },
  {
    slug: 'angielski-wish-z-past-simple',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą odpowiedź spośród podanych.\n\nI have to take two buses to get to school. I wish I _____ a car.',
    answers: [
      { label: 'A', answer: 'have', correct: false },
      { label: 'B', answer: 'will have', correct: false },
      { label: 'C', answer: 'had', correct: true },
      { label: 'D', answer: 'having', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: znaczenie wish',
        description:
          'Mówiący nie ma samochodu i żałuje tego teraz. Konstrukcja I wish wyraża życzenie, które nie jest zgodne z teraźniejszą rzeczywistością.',
        latex: '',
      },
      {
        title: 'Krok 2: forma po wish',
        description:
          'Po wish, mówiąc o teraźniejszości, używamy Past Simple (podobnie jak w drugim trybie warunkowym): „I wish I had a car” (Szkoda, że nie mam samochodu). O przeszłości mówilibyśmy z Past Perfect: „I wish I had bought a car.”',
        latex: '',
      },
    ],
    conceptSlugs: ['angielski-tryby-warunkowe', 'angielski-gramatyka'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.05, count: 15 },
    createdAt: '2026-05-18T09:35:00.000Z',
  },
];
