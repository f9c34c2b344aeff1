import type { TDemoTask } from '../../demo-content.types';
import { germanExamSlugs } from './exams';

/** Grammar tasks for liceum and technikum in the style of the matura, all original. */
export const germanHighSchoolGrammarTasks: TDemoTask[] = [
  {
    slug: 'niemiecki-zdanie-z-weil-szyk-bin',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwą formą czasownika sein. Wpisz jedno słowo.\n\nIch bleibe heute zu Hause, weil ich seit gestern krank _____.',
    answers: [],
    answer: 'bin',
    answerKey: { kind: 'TEXT', value: 'bin' },
    steps: [
      {
        title: 'Krok 1: typ zdania',
        description:
          'Po spójniku weil (ponieważ) zaczyna się zdanie podrzędne, w którym odmieniony czasownik stoi na samym końcu. Dlatego luka jest po „krank”.',
        latex: '',
      },
      {
        title: 'Krok 2: forma czasownika',
        description:
          'Podmiotem zdania podrzędnego jest ich, a seit gestern (od wczoraj) opisuje stan trwający do teraz – Präsens: ich bin. Zdanie: „Ich bleibe heute zu Hause, weil ich seit gestern krank bin” (Zostaję dziś w domu, bo od wczoraj jestem chory/chora).',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-szyk-zdania'],
    typeSlug: null,
    exams: [{ slug: germanExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.46, count: 32 },
    createdAt: '2025-09-12T10:00:00.000Z',
  },
  {
    slug: 'niemiecki-konjunktiv-ii-wuerde',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą odpowiedź spośród podanych.\n\nWenn ich mehr Zeit hätte, _____ ich öfter meine Großeltern besuchen.',
    answers: [
      { label: 'A', answer: 'wurde', correct: false },
      { label: 'B', answer: 'werde', correct: false },
      { label: 'C', answer: 'würde', correct: true },
      { label: 'D', answer: 'wird', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: rodzaj warunku',
        description:
          'Forma hätte (Konjunktiv II od haben) pokazuje, że mówiący nie ma teraz czasu – warunek jest nierzeczywisty.',
        latex: '',
      },
      {
        title: 'Krok 2: würde + bezokolicznik',
        description:
          'W zdaniu głównym warunku nierzeczywistego stoi würde + bezokolicznik (besuchen na końcu). Zdanie główne następuje po zdaniu z wenn, więc zaczyna się od czasownika: „…, würde ich öfter meine Großeltern besuchen” (Gdybym miał/miała więcej czasu, częściej odwiedzał(a)bym dziadków). Wurde to Präteritum od werden, werde i wird – Präsens.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-konjunktiv-ii'],
    typeSlug: null,
    exams: [{ slug: germanExamSlugs.maturaAdvanced, points: 1 }],
    rating: { avg: 4.37, count: 26 },
    createdAt: '2025-10-13T12:30:00.000Z',
  },
  {
    slug: 'niemiecki-passiv-praesens-wird',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie jednym słowem, tak aby powstało poprawne zdanie w stronie biernej.\n\nDas alte Rathaus _____ gerade renoviert, deshalb ist es für Touristen geschlossen.',
    answers: [],
    answer: 'wird',
    answerKey: { kind: 'TEXT', value: 'wird' },
    steps: [
      {
        title: 'Krok 1: rozpoznajemy stronę bierną',
        description:
          'Ratusz nie remontuje się sam – ktoś go remontuje. Na miejscu czasownika stoi luka, a na końcu zdania głównego imiesłów „renoviert”. Strona bierna to werden + Partizip II.',
        latex: '',
      },
      {
        title: 'Krok 2: czas i osoba',
        description:
          'Gerade (właśnie) i „ist geschlossen” wskazują teraźniejszość, a podmiot das alte Rathaus to 3. osoba liczby pojedynczej, więc werden ma formę wird: „Das alte Rathaus wird gerade renoviert” (Stary ratusz jest właśnie remontowany).',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-strona-bierna'],
    typeSlug: null,
    exams: [{ slug: germanExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.28, count: 23 },
    createdAt: '2025-11-05T09:20:00.000Z',
  },
  {
    slug: 'niemiecki-passiv-praeteritum-wurde',
    level: 'HIGH_SCHOOL',
    description: 'Wybierz właściwą odpowiedź spośród podanych.\n\nAmerika _____ 1492 von Christoph Kolumbus entdeckt.',
    answers: [
      { label: 'A', answer: 'wird', correct: false },
      { label: 'B', answer: 'wurde', correct: true },
      { label: 'C', answer: 'hat', correct: false },
      { label: 'D', answer: 'würde', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: strona bierna i czas',
        description:
          'Na końcu stoi Partizip II „entdeckt”, a wykonawcę czynności podano po von – to strona bierna (werden + Partizip II). Rok 1492 wskazuje przeszłość.',
        latex: '',
      },
      {
        title: 'Krok 2: Präteritum od werden',
        description:
          'W Präteritum werden ma formę wurde: „Amerika wurde 1492 von Christoph Kolumbus entdeckt” (Ameryka została odkryta w 1492 roku przez Krzysztofa Kolumba). Wird to teraźniejszość, hat nie tworzy strony biernej, a würde to tryb przypuszczający.',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-strona-bierna', 'niemiecki-prateritum'],
    typeSlug: null,
    exams: [{ slug: germanExamSlugs.maturaAdvanced, points: 1 }],
    rating: { avg: 4.5, count: 29 },
    createdAt: '2025-12-10T14:00:00.000Z',
  },
  {
    slug: 'niemiecki-genitiv-po-wegen-des',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwym rodzajnikiem określonym. Wpisz jedno słowo.\n\nWegen _____ starken Regens (der Regen) wurde das Konzert im Park abgesagt.',
    answers: [],
    answer: 'des',
    answerKey: { kind: 'TEXT', value: 'des' },
    steps: [
      {
        title: 'Krok 1: rekcja przyimka wegen',
        description:
          'Przyimek wegen (z powodu) łączy się z dopełniaczem (Genitiv), tak jak trotz i während. Rzeczownik Regens z końcówką -s też pokazuje dopełniacz.',
        latex: '',
      },
      {
        title: 'Krok 2: rodzajnik w dopełniaczu',
        description:
          'Der Regen jest rodzaju męskiego, a rodzajnik der w dopełniaczu rodzaju męskiego to des: „Wegen des starken Regens wurde das Konzert abgesagt” (Z powodu silnego deszczu koncert odwołano).',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-rodzajniki-i-przypadki'],
    typeSlug: null,
    exams: [{ slug: germanExamSlugs.maturaAdvanced, points: 1 }],
    rating: { avg: 4.14, count: 18 },
    createdAt: '2026-01-27T08:50:00.000Z',
  },
  {
    slug: 'niemiecki-wechselpraeposition-auf-den-tisch',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwym rodzajnikiem określonym. Wpisz jedno słowo.\n\nKannst du bitte die Bücher auf _____ Tisch (der Tisch) legen?',
    answers: [],
    answer: 'den',
    answerKey: { kind: 'TEXT', value: 'den' },
    steps: [
      {
        title: 'Krok 1: przyimek dwojakiego przypadku',
        description:
          'Auf należy do przyimków łączących się z celownikiem na pytanie wo? (gdzie?) albo z biernikiem na pytanie wohin? (dokąd?).',
        latex: '',
      },
      {
        title: 'Krok 2: wo czy wohin?',
        description:
          'Legen (kłaść) oznacza ruch w określonym kierunku: kładę książki dokąd? na stół. To pytanie wohin?, więc biernik: der Tisch → den Tisch. Dla porównania: „Die Bücher liegen auf dem Tisch” (leżą gdzie? – celownik).',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-rodzajniki-i-przypadki'],
    typeSlug: null,
    exams: [{ slug: germanExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.43, count: 35 },
    createdAt: '2026-03-04T11:40:00.000Z',
  },
  {
    slug: 'niemiecki-zaimek-wzgledny-der',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwym zaimkiem względnym. Wpisz jedno słowo.\n\nDer Mann, _____ dort an der Haltestelle steht, ist mein neuer Nachbar.',
    answers: [],
    answer: 'der',
    answerKey: { kind: 'TEXT', value: 'der' },
    steps: [
      {
        title: 'Krok 1: do czego odnosi się zaimek',
        description:
          'Zdanie względne określa rzeczownik der Mann – rodzaj męski, liczba pojedyncza. Zaimek względny przyjmuje ten sam rodzaj i liczbę.',
        latex: '',
      },
      {
        title: 'Krok 2: przypadek w zdaniu względnym',
        description:
          'W zdaniu względnym mężczyzna jest podmiotem (kto stoi? – on), więc potrzebny jest mianownik: der. Czasownik steht stoi na końcu, jak w każdym zdaniu podrzędnym. Tłumaczenie: „Mężczyzna, który stoi tam na przystanku, jest moim nowym sąsiadem.”',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-szyk-zdania', 'niemiecki-rodzajniki-i-przypadki'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.0, count: 14 },
    createdAt: '2026-04-14T13:05:00.000Z',
  },
  {
    slug: 'niemiecki-prateritum-wohnte',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie właściwą formą czasownika podanego w nawiasie w czasie Präteritum. Wpisz jedno słowo.\n\nAls Kind _____ (wohnen) ich mit meinen Eltern in Danzig.',
    answers: [],
    answer: 'wohnte',
    answerKey: { kind: 'TEXT', value: 'wohnte' },
    steps: [
      {
        title: 'Krok 1: czas i szyk',
        description:
          '„Als Kind” (jako dziecko) opisuje zamknięty okres w przeszłości, a polecenie wymaga Präteritum. Okolicznik stoi na początku, więc czasownik zajmuje drugie miejsce, przed podmiotem ich.',
        latex: '',
      },
      {
        title: 'Krok 2: Präteritum czasownika regularnego',
        description:
          'Wohnen jest regularny: temat wohn + -te → ich wohnte (w 1. osobie bez dodatkowej końcówki). Zdanie: „Als Kind wohnte ich mit meinen Eltern in Danzig” (Jako dziecko mieszkałem/mieszkałam z rodzicami w Gdańsku).',
        latex: '',
      },
    ],
    conceptSlugs: ['niemiecki-prateritum'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.22, count: 17 },
    createdAt: '2026-06-02T09:15:00.000Z',
  },
];
