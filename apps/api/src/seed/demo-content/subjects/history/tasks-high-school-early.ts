import type { TDemoTask } from '../../demo-content.types';
import { historyMaturaAutumn, historyMaturaSpring } from './exams';

/** History tasks for liceum and technikum, from antiquity to the Congress of Vienna. */
export const historyHighSchoolEarlyTasks: TDemoTask[] = [
  {
    slug: 'historia-edykt-mediolanski',
    level: 'HIGH_SCHOOL',
    description:
      'Podaj rok wydania edyktu mediolańskiego, w którym cesarze Konstantyn Wielki i Licyniusz zagwarantowali chrześcijanom swobodę wyznania.',
    answers: [],
    answer: '313 r. n.e.',
    answerKey: { kind: 'NUMBER', value: '313' },
    steps: [
      {
        title: 'Krok 1: przypominamy tło',
        description:
          'Na początku IV wieku chrześcijanie byli prześladowani (za Dioklecjana). Konstantyn, po zwycięstwie przy Moście Mulwijskim (312 r.), zmienił politykę religijną.',
        latex: '',
      },
      {
        title: 'Krok 2: podajemy datę i skutek',
        description:
          'Edykt wydano w 313 roku; chrześcijaństwo stało się religią dozwoloną (państwową uczynił je dopiero Teodozjusz Wielki pod koniec IV wieku). Odpowiedź: 313.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-powszechna', 'historia-chronologia'],
    typeSlug: null,
    exams: [{ slug: historyMaturaAutumn, points: 1 }],
    rating: { avg: 4.4, count: 21 },
    createdAt: '2025-09-15T09:00:00.000Z',
  },
  {
    slug: 'historia-zjazd-gnieznienski',
    level: 'HIGH_SCHOOL',
    description:
      'Podaj rok zjazdu gnieźnieńskiego, podczas którego cesarz Otton III spotkał się z Bolesławem Chrobrym u grobu św. Wojciecha.',
    answers: [],
    answer: '1000',
    answerKey: { kind: 'NUMBER', value: '1000' },
    steps: [
      {
        title: 'Krok 1: łączymy zjazd z kultem św. Wojciecha',
        description:
          'Biskup Wojciech zginął w 997 roku podczas misji do Prusów, a Chrobry wykupił jego ciało. Kanonizacja uczyniła Gniezno celem pielgrzymki cesarza.',
        latex: '',
      },
      {
        title: 'Krok 2: podajemy datę i skutki',
        description:
          'Zjazd odbył się w 1000 roku. Utworzono wtedy arcybiskupstwo gnieźnieńskie z biskupstwami w Krakowie, Wrocławiu i Kołobrzegu, co uniezależniło polski Kościół od niemieckiego. Odpowiedź: 1000.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-chrzest-polski', 'historia-dzieje-polski'],
    typeSlug: null,
    exams: [{ slug: historyMaturaAutumn, points: 1 }],
    rating: { avg: 4.6, count: 34 },
    createdAt: '2025-10-09T11:20:00.000Z',
  },
  {
    slug: 'historia-przywilej-koszycki',
    level: 'HIGH_SCHOOL',
    description: 'Co szlachta otrzymała w przywileju koszyckim (1374) wydanym przez Ludwika Węgierskiego?',
    answers: [
      { label: 'A', answer: 'prawo wyboru króla w wolnej elekcji', correct: false },
      {
        label: 'B',
        answer: 'zwolnienie z podatków z wyjątkiem poradlnego (2 grosze z łanu)',
        correct: true,
      },
      { label: 'C', answer: 'zasadę, że nic nowego nie może być uchwalone bez zgody sejmu', correct: false },
      { label: 'D', answer: 'nietykalność osobistą bez wyroku sądu (neminem captivabimus)', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: ustalamy cel króla',
        description:
          'Ludwik Węgierski nie miał synów. Chciał, by szlachta uznała prawo do tronu jednej z jego córek, i za tę zgodę nadał przywilej.',
        latex: '',
      },
      {
        title: 'Krok 2: przypominamy treść',
        description:
          'Szlachta została zwolniona z większości świadczeń na rzecz państwa; płaciła tylko poradlne – 2 grosze z łanu chłopskiego. Elekcja to 1573 r., Nihil novi – 1505 r., neminem captivabimus – 1430–1433. Odpowiedź B.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-dzieje-polski', 'historia-przyczyny-i-skutki'],
    typeSlug: null,
    exams: [{ slug: historyMaturaAutumn, points: 1 }],
    rating: { avg: 4.3, count: 18 },
    createdAt: '2025-11-17T14:10:00.000Z',
  },
  {
    slug: 'historia-konstytucja-nihil-novi',
    level: 'HIGH_SCHOOL',
    description:
      'Podaj nazwę miasta, w którym w 1505 roku sejm uchwalił konstytucję „Nihil novi”, zakazującą królowi wprowadzania nowych praw bez zgody senatu i izby poselskiej.',
    answers: [],
    answer: 'Radom',
    answerKey: { kind: 'TEXT', value: 'Radom' },
    steps: [
      {
        title: 'Krok 1: przypominamy okoliczności',
        description:
          'Konstytucję wydał król Aleksander Jagiellończyk. Ustalała, że sejm walny składa się z trzech stanów sejmujących: króla, senatu i izby poselskiej.',
        latex: '',
      },
      {
        title: 'Krok 2: wskazujemy miejsce',
        description:
          'Sejm obradował w Radomiu, stąd nazwa „konstytucja radomska”. Początek demokracji szlacheckiej. Odpowiedź: Radom.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-dzieje-polski'],
    typeSlug: null,
    exams: [{ slug: historyMaturaSpring, points: 1 }],
    rating: { avg: 4.5, count: 27 },
    createdAt: '2026-01-05T08:30:00.000Z',
  },
  {
    slug: 'historia-unia-lubelska-wspolny-sejm',
    level: 'HIGH_SCHOOL',
    description:
      'Prawda czy fałsz?\n\nNa mocy unii lubelskiej (1569) Korona i Litwa miały wspólnego monarchę i wspólny sejm, ale zachowały odrębne skarby, wojska i urzędy.',
    answers: [
      { label: 'A', answer: 'Prawda', correct: true },
      { label: 'B', answer: 'Fałsz', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: wyliczamy elementy wspólne',
        description:
          'Unia lubelska była unią realną: wspólny król wybierany wspólnie, wspólny sejm, wspólna polityka zagraniczna i moneta.',
        latex: '',
      },
      {
        title: 'Krok 2: wyliczamy elementy odrębne',
        description:
          'Każde z państw zachowało własny skarb, wojsko, urzędy i prawo. Powstała Rzeczpospolita Obojga Narodów. Zdanie jest prawdziwe.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-dzieje-polski'],
    typeSlug: null,
    exams: [{ slug: historyMaturaSpring, points: 1 }],
    rating: { avg: 4.2, count: 23 },
    createdAt: '2026-02-02T10:45:00.000Z',
  },
  {
    slug: 'historia-pokoj-westfalski',
    level: 'HIGH_SCHOOL',
    description: 'Podaj rok zawarcia pokoju westfalskiego, który zakończył wojnę trzydziestoletnią.',
    answers: [],
    answer: '1648',
    answerKey: { kind: 'NUMBER', value: '1648' },
    steps: [
      {
        title: 'Krok 1: liczymy czas trwania wojny',
        description: 'Wojna trzydziestoletnia wybuchła w 1618 roku (defenestracja praska) i trwała 30 lat.',
        latex: '1618 + 30 = 1648',
      },
      {
        title: 'Krok 2: podajemy datę i skutki',
        description:
          'Pokój podpisano w 1648 roku w Münster i Osnabrück. Potwierdził zasadę „czyja władza, tego religia”, rozszerzając ją na kalwinów, i osłabił władzę cesarza w Rzeszy. Odpowiedź: 1648.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-powszechna', 'historia-przyczyny-i-skutki'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.0, count: 12 },
    createdAt: '2026-03-02T12:15:00.000Z',
  },
  {
    slug: 'historia-sejm-uchwalajacy-konstytucje-3-maja',
    level: 'HIGH_SCHOOL',
    description: 'Który sejm uchwalił Ustawę Rządową z 3 maja 1791 roku?',
    answers: [
      { label: 'A', answer: 'sejm rozbiorowy w Grodnie', correct: false },
      { label: 'B', answer: 'Sejm Czteroletni (Wielki)', correct: true },
      { label: 'C', answer: 'sejm niemy', correct: false },
      { label: 'D', answer: 'sejm konwokacyjny', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: ustalamy czas obrad',
        description:
          'Sejm obradujący w latach 1788–1792 jako sejm skonfederowany (bez liberum veto) nazwano Czteroletnim lub Wielkim.',
        latex: '',
      },
      {
        title: 'Krok 2: łączymy z reformami',
        description:
          'To on przeprowadził reformy i uchwalił Konstytucję 3 maja: monarchię dziedziczną, trójpodział władzy, zniesienie liberum veto. Sejm grodzieński (1793) zatwierdził II rozbiór, a sejm niemy (1717) ograniczył armię. Odpowiedź B.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-rozbiory-polski', 'historia-dzieje-polski'],
    typeSlug: null,
    exams: [{ slug: historyMaturaSpring, points: 1 }],
    rating: { avg: 4.7, count: 39 },
    createdAt: '2026-04-13T09:35:00.000Z',
  },
  {
    slug: 'historia-chronologia-rewolucji-francuskiej',
    level: 'HIGH_SCHOOL',
    description:
      'Uporządkuj chronologicznie wydarzenia rewolucji francuskiej.\n\n1. stracenie Ludwika XVI\n2. zdobycie Bastylii\n3. zamach stanu Napoleona Bonapartego (18 brumaire’a)\n4. uchwalenie Deklaracji praw człowieka i obywatela',
    answers: [
      { label: 'A', answer: '2, 4, 1, 3', correct: true },
      { label: 'B', answer: '4, 2, 1, 3', correct: false },
      { label: 'C', answer: '2, 1, 4, 3', correct: false },
      { label: 'D', answer: '2, 4, 3, 1', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: przypisujemy daty',
        description:
          'Zdobycie Bastylii – 14 lipca 1789 r.; Deklaracja praw człowieka i obywatela – 26 sierpnia 1789 r.; stracenie Ludwika XVI – 21 stycznia 1793 r.; zamach 18 brumaire’a – 9 listopada 1799 r.',
        latex: '',
      },
      {
        title: 'Krok 2: porządkujemy',
        description: 'Kolejność: 2 (lipiec 1789), 4 (sierpień 1789), 1 (1793), 3 (1799). Odpowiedź A.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-chronologia', 'historia-powszechna'],
    typeSlug: null,
    exams: [{ slug: historyMaturaAutumn, points: 2 }],
    rating: { avg: 4.8, count: 45 },
    createdAt: '2026-05-20T15:50:00.000Z',
  },
  {
    slug: 'historia-kongres-wiedenski-krolestwo-polskie',
    level: 'HIGH_SCHOOL',
    description:
      'Prawda czy fałsz?\n\nNa kongresie wiedeńskim (1815) utworzono Królestwo Polskie połączone unią personalną z Austrią.',
    answers: [
      { label: 'A', answer: 'Prawda', correct: false },
      { label: 'B', answer: 'Fałsz', correct: true },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: przypominamy postanowienia',
        description:
          'Z większości Księstwa Warszawskiego utworzono Królestwo Polskie, Poznańskie przypadło Prusom, a Kraków stał się Wolnym Miastem.',
        latex: '',
      },
      {
        title: 'Krok 2: sprawdzamy, z kim była unia',
        description:
          'Królem polskim był car Rosji (Aleksander I), więc Królestwo łączyła unia personalna z Rosją, a nie z Austrią. Zdanie jest fałszywe.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-rozbiory-polski', 'historia-powszechna'],
    typeSlug: null,
    exams: [{ slug: historyMaturaSpring, points: 1 }],
    rating: { avg: 4.3, count: 20 },
    createdAt: '2026-07-06T08:00:00.000Z',
  },
];
