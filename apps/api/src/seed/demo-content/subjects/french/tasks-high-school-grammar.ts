import type { TDemoTask } from '../../demo-content.types';
import { frenchExamSlugs } from './exams';

/** Tenses, moods and pronouns for liceum and technikum in the style of the matura, all original. */
export const frenchHighSchoolGrammarTasks: TDemoTask[] = [
  {
    slug: 'francuski-imparfait-mangions',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nQuand j’étais petit, nous _____ (manger) souvent chez ma grand-mère le dimanche.',
    answers: [],
    answer: 'mangions',
    answerKey: { kind: 'TEXT', value: 'mangions' },
    steps: [
      {
        title: 'Krok 1: wybór czasu',
        description:
          '„Quand j’étais petit” (kiedy byłem mały) i „souvent… le dimanche” (często w niedziele) opisują czynność powtarzającą się w przeszłości – to zadanie dla imparfait.',
        latex: '',
      },
      {
        title: 'Krok 2: tworzymy formę',
        description:
          'Temat imparfait bierzemy z „nous mangeons” bez końcówki -ons: mange-. Przed końcówką -ions e nie jest potrzebne (przed i g wymawia się miękko), więc: nous mangions. Zdanie: „Kiedy byłem mały, często jadaliśmy w niedziele u babci.”',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-imparfait'],
    typeSlug: null,
    exams: [{ slug: frenchExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.36, count: 27 },
    createdAt: '2025-09-15T10:30:00.000Z',
  },
  {
    slug: 'francuski-imparfait-i-passe-compose',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą odpowiedź spośród podanych.\n\nJe lisais tranquillement un roman quand soudain le téléphone _____ .',
    answers: [
      { label: 'A', answer: 'sonnait', correct: false },
      { label: 'B', answer: 'a sonné', correct: true },
      { label: 'C', answer: 'sonne', correct: false },
      { label: 'D', answer: 'sonnera', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: tło i wydarzenie',
        description:
          '„Je lisais” (imparfait) opisuje czynność trwającą – tło. Druga część opisuje nagłe wydarzenie, które tę czynność przerwało; sygnałem jest „soudain” (nagle).',
        latex: '',
      },
      {
        title: 'Krok 2: wybór czasu',
        description:
          'Jednorazowe, zakończone wydarzenie w przeszłości wyraża passé composé: „le téléphone a sonné” (zadzwonił telefon). Sonnait oznaczałoby trwanie lub powtarzanie, sonne to teraźniejszość, a sonnera – przyszłość.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-imparfait', 'francuski-passe-compose'],
    typeSlug: null,
    exams: [{ slug: frenchExamSlugs.maturaAdvanced, points: 1 }],
    rating: { avg: 4.58, count: 34 },
    createdAt: '2025-10-20T13:45:00.000Z',
  },
  {
    slug: 'francuski-futur-simple-finirai',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie w czasie futur simple. Wpisz jedno słowo.\n\nNe t’inquiète pas, demain je _____ (finir) ce projet et je te l’enverrai.',
    answers: [],
    answer: 'finirai',
    answerKey: { kind: 'TEXT', value: 'finirai' },
    steps: [
      {
        title: 'Krok 1: sygnał czasu',
        description:
          '„Demain” (jutro) i drugi czasownik w futur simple („enverrai”) wskazują przyszłość; polecenie wymaga futur simple.',
        latex: '',
      },
      {
        title: 'Krok 2: tworzymy formę',
        description:
          'Futur simple czasowników na -ir tworzymy od całego bezokolicznika z końcówkami -ai, -as, -a, -ons, -ez, -ont: finir + ai → je finirai. Zdanie: „Nie martw się, jutro skończę ten projekt i ci go wyślę.”',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-czasy-przyszle'],
    typeSlug: null,
    exams: [{ slug: frenchExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.25, count: 21 },
    createdAt: '2025-11-24T09:05:00.000Z',
  },
  {
    slug: 'francuski-si-imparfait-conditionnel-voyagerions',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą odpowiedź spośród podanych.\n\nSi nous avions plus de temps libre, nous _____ en Italie cet été.',
    answers: [
      { label: 'A', answer: 'voyagerons', correct: false },
      { label: 'B', answer: 'voyagions', correct: false },
      { label: 'C', answer: 'voyagerions', correct: true },
      { label: 'D', answer: 'avons voyagé', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: typ zdania z si',
        description:
          'Po si stoi imparfait („nous avions”), a mówiący nie ma teraz dość czasu – warunek jest nierealny w teraźniejszości.',
        latex: '',
      },
      {
        title: 'Krok 2: conditionnel présent',
        description:
          'Przy si + imparfait zdanie główne stoi w conditionnel présent: temat futur voyager- + końcówka imparfait -ions → nous voyagerions. „Gdybyśmy mieli więcej wolnego czasu, pojechalibyśmy tego lata do Włoch.” Voyagerons to futur (warunek realny), voyagions – imparfait, avons voyagé – passé composé.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-tryb-warunkowy'],
    typeSlug: null,
    exams: [{ slug: frenchExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.47, count: 30 },
    createdAt: '2026-01-12T12:00:00.000Z',
  },
  {
    slug: 'francuski-si-z-imparfait-avions',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nSi nous _____ (avoir) plus d’argent, nous achèterions une maison à la campagne.',
    answers: [],
    answer: 'avions',
    answerKey: { kind: 'TEXT', value: 'avions' },
    steps: [
      {
        title: 'Krok 1: czas zdania głównego',
        description:
          '„Nous achèterions” to conditionnel présent, więc całe zdanie wyraża warunek nierealny w teraźniejszości.',
        latex: '',
      },
      {
        title: 'Krok 2: forma po si',
        description:
          'W takim zdaniu po si stoi imparfait (nigdy conditionnel): temat av- (z „nous avons”) + -ions → nous avions. „Gdybyśmy mieli więcej pieniędzy, kupilibyśmy dom na wsi.” Forma „aurions” po si byłaby błędem.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-tryb-warunkowy', 'francuski-imparfait'],
    typeSlug: null,
    exams: [{ slug: frenchExamSlugs.maturaAdvanced, points: 1 }],
    rating: { avg: 4.33, count: 23 },
    createdAt: '2026-02-23T10:40:00.000Z',
  },
  {
    slug: 'francuski-subjonctif-il-faut-que-fasses',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie. Wpisz jedno słowo.\n\nIl faut que tu _____ (faire) tes devoirs avant le dîner.',
    answers: [],
    answer: 'fasses',
    answerKey: { kind: 'TEXT', value: 'fasses' },
    steps: [
      {
        title: 'Krok 1: jaki tryb',
        description:
          'Wyrażenie konieczności „il faut que” (trzeba, żeby) zawsze wymaga w zdaniu podrzędnym trybu subjonctif.',
        latex: '',
      },
      {
        title: 'Krok 2: subjonctif czasownika faire',
        description:
          'Faire ma nieregularny temat subjonctif fass-: que je fasse, que tu fasses, qu’il fasse. Zatem „Il faut que tu fasses tes devoirs avant le dîner” (Musisz odrobić lekcje przed kolacją). Forma „fais” (tryb oznajmujący) byłaby błędem.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-subjonctif'],
    typeSlug: null,
    exams: [{ slug: frenchExamSlugs.maturaAdvanced, points: 1 }],
    rating: { avg: 4.4, count: 26 },
    createdAt: '2026-04-16T14:25:00.000Z',
  },
  {
    slug: 'francuski-zaimek-cod-la',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą odpowiedź spośród podanych.\n\n– Tu connais Marie, la nouvelle élève ?\n– Oui, je _____ connais bien.',
    answers: [
      { label: 'A', answer: 'lui', correct: false },
      { label: 'B', answer: 'la', correct: true },
      { label: 'C', answer: 'le', correct: false },
      { label: 'D', answer: 'y', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: jakie dopełnienie zastępujemy',
        description:
          'Connaître (znać) łączy się z dopełnieniem bez przyimka: connaître Marie. To dopełnienie bliższe (COD).',
        latex: '',
      },
      {
        title: 'Krok 2: rodzaj i liczba',
        description:
          'Marie jest rodzaju żeńskiego, liczba pojedyncza, więc zaimek COD to la: „Oui, je la connais bien” (Tak, dobrze ją znam). Lui zastępuje osobę po à (COI), le – rodzaj męski, a y – miejsce lub wyrażenie z à.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-zaimki'],
    typeSlug: null,
    exams: [{ slug: frenchExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.12, count: 19 },
    createdAt: '2026-06-08T11:20:00.000Z',
  },
  {
    slug: 'francuski-zaimek-en',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą odpowiedź spośród podanych.\n\n– Tu veux encore du gâteau ?\n– Oui, j’_____ veux bien un petit morceau.',
    answers: [
      { label: 'A', answer: 'y', correct: false },
      { label: 'B', answer: 'le', correct: false },
      { label: 'C', answer: 'lui', correct: false },
      { label: 'D', answer: 'en', correct: true },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: co zastępuje zaimek',
        description:
          'Pytanie zawiera rodzajnik cząstkowy: „du gâteau” (trochę ciasta), a odpowiedź mówi o ilości („un petit morceau”).',
        latex: '',
      },
      {
        title: 'Krok 2: zaimek en',
        description:
          'Rzeczownik poprzedzony du, de la, des lub określeniem ilości zastępuje zaimek en: „Oui, j’en veux bien un petit morceau” (Tak, chętnie zjem kawałeczek). Le zastąpiłoby „le gâteau” (całe, konkretne ciasto), lui – osobę, a y – miejsce.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-zaimki', 'francuski-rodzajniki'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.02, count: 12 },
    createdAt: '2026-08-31T09:00:00.000Z',
  },
];
