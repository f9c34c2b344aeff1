import type { TDemoTask } from '../../demo-content.types';
import { frenchExamSlugs } from './exams';

/** Reading, reactions, word formation and sentence structure for liceum and technikum (matura style), all original. */
export const frenchHighSchoolSkillsTasks: TDemoTask[] = [
  {
    slug: 'francuski-stopien-wyzszy-meilleur',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie, wpisując przymiotnik podany w nawiasie we właściwej formie. Wpisz jedno słowo.\n\nCe gâteau au chocolat est _____ (bon) que la tarte aux pommes.',
    answers: [],
    answer: 'meilleur',
    answerKey: { kind: 'TEXT', value: 'meilleur' },
    steps: [
      {
        title: 'Krok 1: sygnał porównania',
        description:
          'Słowo „que” (niż) po luce oznacza porównanie, więc potrzebny jest stopień wyższy przymiotnika bon (dobry).',
        latex: '',
      },
      {
        title: 'Krok 2: stopniowanie nieregularne',
        description:
          'Bon stopniuje się nieregularnie: bon → meilleur (nie „plus bon”). Przymiotnik uzgadniamy z le gâteau (rodzaj męski, liczba pojedyncza), więc bez końcówki -e: „Ce gâteau au chocolat est meilleur que la tarte aux pommes” (To ciasto czekoladowe jest lepsze niż szarlotka).',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-gramatyka'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.15, count: 17 },
    createdAt: '2025-10-01T11:10:00.000Z',
  },
  {
    slug: 'francuski-rozumienie-tekstu-glowna-mysl',
    level: 'HIGH_SCHOOL',
    description:
      'Przeczytaj tekst. Wybierz właściwą odpowiedź.\n\nDepuis septembre, je partage un appartement avec deux étudiantes. Au début, ce n’était pas facile : personne ne voulait faire la vaisselle ! Alors nous avons écrit un planning des tâches et maintenant chacune sait ce qu’elle doit faire. Nous dépensons moins d’argent qu’avant et le soir, nous cuisinons souvent ensemble. Je ne veux plus habiter seule. (tekst autorski)\n\nDans ce texte, l’auteure',
    answers: [
      { label: 'A', answer: 'cherche un nouvel appartement.', correct: false },
      { label: 'B', answer: 'raconte comment elle s’est habituée à la vie en colocation.', correct: true },
      { label: 'C', answer: 'se plaint de ses colocataires.', correct: false },
      { label: 'D', answer: 'explique comment préparer un bon dîner.', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: temat całego tekstu',
        description:
          'Autorka opisuje wspólne mieszkanie z dwiema studentkami: początkowe trudności (nikt nie chciał zmywać), rozwiązanie (grafik obowiązków) i obecne zalety (mniejsze wydatki, wspólne gotowanie). Kończy zdaniem „Je ne veux plus habiter seule” – nie chce już mieszkać sama.',
        latex: '',
      },
      {
        title: 'Krok 2: odrzucamy opcje',
        description:
          'A przeczy zakończeniu tekstu. C opisuje tylko początek – problemy zostały rozwiązane. D wykorzystuje szczegół (wspólne gotowanie), ale tekst nie podaje przepisu. Główną myśl oddaje B: opowiada, jak przyzwyczaiła się do życia we wspólnym mieszkaniu.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-rozumienie-tekstu-czytanego', 'francuski-umiejetnosci-egzaminacyjne'],
    typeSlug: null,
    exams: [{ slug: frenchExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.61, count: 38 },
    createdAt: '2025-11-28T08:35:00.000Z',
  },
  {
    slug: 'francuski-vrai-faux-festiwal-muzyczny',
    level: 'HIGH_SCHOOL',
    description:
      'Przeczytaj tekst. Oceń, czy podane zdanie jest zgodne z treścią tekstu (Prawda), czy nie (Fałsz).\n\nChaque année, le 21 juin, notre ville organise une fête de la musique. Cette année, plus de cinquante groupes ont joué dans les rues et les parcs. Les concerts étaient gratuits, mais il fallait s’inscrire en ligne pour le grand concert sur la place principale, parce que le nombre de places était limité. (tekst autorski)\n\nZdanie: Pour assister au grand concert, il fallait réserver sa place sur Internet.',
    answers: [
      { label: 'A', answer: 'Prawda', correct: true },
      { label: 'B', answer: 'Fałsz', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: szukamy fragmentu',
        description:
          '„…mais il fallait s’inscrire en ligne pour le grand concert sur la place principale, parce que le nombre de places était limité” – na duży koncert na rynku trzeba było zapisać się przez internet, bo liczba miejsc była ograniczona.',
        latex: '',
      },
      {
        title: 'Krok 2: porównujemy sens',
        description:
          'Zdanie do oceny parafrazuje tekst: „s’inscrire en ligne” = „réserver sa place sur Internet”. To, że koncerty były bezpłatne (gratuits), nie przeczy obowiązkowi zapisu. Zdanie jest prawdziwe.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-rozumienie-tekstu-czytanego'],
    typeSlug: null,
    exams: [{ slug: frenchExamSlugs.maturaBasic, points: 1 }],
    rating: { avg: 4.44, count: 28 },
    createdAt: '2026-01-30T13:50:00.000Z',
  },
  {
    slug: 'francuski-reakcja-rezerwacja-stolika',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz właściwą reakcję.\n\nDzwonisz do restauracji, żeby zarezerwować stolik dla czterech osób na sobotni wieczór. Co powiesz?',
    answers: [
      { label: 'A', answer: 'L’addition, s’il vous plaît.', correct: false },
      { label: 'B', answer: 'Je voudrais réserver une table pour quatre personnes samedi soir.', correct: true },
      { label: 'C', answer: 'Je prends le menu du jour.', correct: false },
      { label: 'D', answer: 'Vous êtes ouverts le dimanche ?', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: funkcja wypowiedzi',
        description:
          'Trzeba uprzejmie poprosić o rezerwację. Uprzejmą prośbę wyraża conditionnel: „Je voudrais…” (Chciał(a)bym…).',
        latex: '',
      },
      {
        title: 'Krok 2: analiza opcji',
        description:
          'B: „Chciał(a)bym zarezerwować stolik dla czterech osób na sobotę wieczorem.” – pasuje. A to prośba o rachunek, C – zamówienie dania dnia (już w restauracji), D pyta o otwarcie w niedzielę, a nie o rezerwację na sobotę.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-reakcje-jezykowe'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.28, count: 20 },
    createdAt: '2026-03-25T10:20:00.000Z',
  },
  {
    slug: 'francuski-slowotworstwo-chanteur',
    level: 'HIGH_SCHOOL',
    description:
      'Uzupełnij zdanie, tworząc od wyrazu w nawiasie rzeczownik pasujący do zdania. Wpisz jedno słowo.\n\nMon oncle est un excellent _____ (chanter) : il donne des concerts dans toute la France.',
    answers: [],
    answer: 'chanteur',
    answerKey: { kind: 'TEXT', value: 'chanteur' },
    steps: [
      {
        title: 'Krok 1: jaka część mowy',
        description:
          'Po „un excellent” (rodzajnik i przymiotnik rodzaju męskiego) potrzebny jest rzeczownik rodzaju męskiego oznaczający osobę – wujek daje koncerty.',
        latex: '',
      },
      {
        title: 'Krok 2: przyrostek wykonawcy',
        description:
          'Nazwy wykonawców czynności tworzymy przyrostkiem -eur: chanter (śpiewać) → chanteur (piosenkarz), forma żeńska chanteuse. Zdanie: „Mój wujek jest świetnym piosenkarzem: daje koncerty w całej Francji.”',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-slownictwo'],
    typeSlug: null,
    exams: [{ slug: frenchExamSlugs.maturaAdvanced, points: 1 }],
    rating: { avg: 4.1, count: 15 },
    createdAt: '2026-05-12T15:30:00.000Z',
  },
  {
    slug: 'francuski-mowa-zalezna-il-a-dit',
    level: 'HIGH_SCHOOL',
    description:
      'Wybierz zdanie, które poprawnie relacjonuje wypowiedź w mowie zależnej.\n\nThomas a dit : « Je suis très fatigué aujourd’hui. »',
    answers: [
      { label: 'A', answer: 'Thomas a dit qu’il était très fatigué ce jour-là.', correct: true },
      { label: 'B', answer: 'Thomas a dit qu’il est très fatigué aujourd’hui.', correct: false },
      { label: 'C', answer: 'Thomas a dit que je suis très fatigué ce jour-là.', correct: false },
      { label: 'D', answer: 'Thomas a dit s’il était très fatigué ce jour-là.', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: następstwo czasów',
        description:
          'Czasownik wprowadzający „a dit” stoi w czasie przeszłym, więc présent w relacjonowanej wypowiedzi zmienia się na imparfait: je suis → il était. Zaimek je zmienia się na il, bo relacjonujemy słowa Thomasa.',
        latex: '',
      },
      {
        title: 'Krok 2: spójnik i określenie czasu',
        description:
          'Zdanie oznajmujące wprowadzamy przez que (qu’ przed samogłoską), a si służy do pytań ogólnych, więc D odpada. Aujourd’hui zmienia się na ce jour-là. B nie cofa czasu i zostawia aujourd’hui, C zostawia zaimek je. Poprawne jest A.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-gramatyka', 'francuski-imparfait'],
    typeSlug: null,
    exams: [{ slug: frenchExamSlugs.maturaAdvanced, points: 1 }],
    rating: { avg: 4.35, count: 22 },
    createdAt: '2026-07-06T09:45:00.000Z',
  },
  {
    slug: 'francuski-zaimek-wzgledny-dont',
    level: 'HIGH_SCHOOL',
    description: 'Wybierz właściwą odpowiedź spośród podanych.\n\nVoici le livre _____ je t’ai parlé hier.',
    answers: [
      { label: 'A', answer: 'que', correct: false },
      { label: 'B', answer: 'qui', correct: false },
      { label: 'C', answer: 'dont', correct: true },
      { label: 'D', answer: 'où', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: rekcja czasownika',
        description:
          'W zdaniu względnym stoi czasownik parler, który łączy się z przyimkiem de: parler de quelque chose (mówić o czymś). Książka jest więc dopełnieniem z de.',
        latex: '',
      },
      {
        title: 'Krok 2: wybór zaimka względnego',
        description:
          'Dopełnienie z de zastępuje zaimek dont: „Voici le livre dont je t’ai parlé hier” (Oto książka, o której ci wczoraj mówiłem/mówiłam). Que zastępuje dopełnienie bez przyimka, qui – podmiot, a où – miejsce lub czas.',
        latex: '',
      },
    ],
    conceptSlugs: ['francuski-zaimki'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.23, count: 18 },
    createdAt: '2026-10-12T12:15:00.000Z',
  },
];
