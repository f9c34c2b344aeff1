import type { TDemoTask } from '../../demo-content.types';

/** Music tasks for primary school (muzyka, klasy 4–7): notation, rhythm, intervals, instruments, composers. */
export const musicPrimaryTasks: TDemoTask[] = [
  {
    slug: 'muzyka-cwiercnuty-w-czterech-taktach-trzy-czwarte',
    level: 'PRIMARY',
    description:
      'Melodia ma cztery takty w metrum 3/4. Każdy takt wypełniają wyłącznie ćwierćnuty.\n\nIle ćwierćnut zapisano w całej melodii?',
    answers: [],
    answer: 'W melodii jest 12 ćwierćnut.',
    answerKey: { kind: 'NUMBER', value: '12' },
    steps: [
      {
        title: 'Krok 1: co mówi metrum?',
        description:
          'W oznaczeniu 3/4 górna liczba mówi, ile jednostek mieści się w takcie (3), a dolna – jaka to jednostka (4, czyli ćwierćnuta). Jeden takt to 3 ćwierćnuty.',
        latex: '',
      },
      {
        title: 'Krok 2: liczymy wszystkie takty',
        description: 'Mnożymy liczbę ćwierćnut w takcie przez liczbę taktów.',
        latex: String.raw`4 \cdot 3 = 12`,
      },
    ],
    conceptSlugs: ['muzyka-metrum', 'muzyka-wartosci-rytmiczne'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.6, count: 21 },
    createdAt: '2025-09-04T09:00:00.000Z',
  },
  {
    slug: 'muzyka-osemki-w-polnucie-z-kropka',
    level: 'PRIMARY',
    description: 'Ile ósemek trwa półnuta z kropką?',
    answers: [],
    answer: 'Półnuta z kropką trwa tyle co 6 ósemek.',
    answerKey: { kind: 'NUMBER', value: '6' },
    steps: [
      {
        title: 'Krok 1: półnuta w ósemkach',
        description: 'Półnuta to 2 ćwierćnuty, a każda ćwierćnuta to 2 ósemki, więc półnuta trwa 4 ósemki.',
        latex: String.raw`2 \cdot 2 = 4`,
      },
      {
        title: 'Krok 2: działanie kropki',
        description: 'Kropka przedłuża nutę o połowę jej wartości: połowa z 4 ósemek to 2 ósemki.',
        latex: String.raw`4 + \frac{4}{2} = 4 + 2 = 6`,
      },
    ],
    conceptSlugs: ['muzyka-wartosci-rytmiczne'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.5, count: 17 },
    createdAt: '2025-09-18T10:30:00.000Z',
    hint: 'Kropka dodaje połowę wartości tej nuty, przy której stoi.',
  },
  {
    slug: 'muzyka-szesnastki-w-calej-nucie',
    level: 'PRIMARY',
    description: 'Ile szesnastek trwa jedna cała nuta?',
    answers: [],
    answer: 'Cała nuta trwa tyle co 16 szesnastek.',
    answerKey: { kind: 'NUMBER', value: '16' },
    steps: [
      {
        title: 'Krok 1: podział wartości',
        description:
          'Każda kolejna wartość rytmiczna jest dwa razy krótsza: cała nuta = 2 półnuty = 4 ćwierćnuty = 8 ósemek = 16 szesnastek.',
        latex: '',
      },
      {
        title: 'Krok 2: obliczenie',
        description: 'Od całej nuty do szesnastki dzielimy czas trwania przez 2 cztery razy.',
        latex: String.raw`2 \cdot 2 \cdot 2 \cdot 2 = 16`,
      },
    ],
    conceptSlugs: ['muzyka-wartosci-rytmiczne'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.3, count: 12 },
    createdAt: '2025-10-01T08:15:00.000Z',
  },
  {
    slug: 'muzyka-poltony-w-tercji-wielkiej',
    level: 'PRIMARY',
    description: 'Interwał c–e to tercja wielka. Ile półtonów obejmuje tercja wielka?',
    answers: [],
    answer: 'Tercja wielka obejmuje 4 półtony.',
    answerKey: { kind: 'NUMBER', value: '4' },
    steps: [
      {
        title: 'Krok 1: liczymy kolejne półtony',
        description:
          'Na klawiaturze idziemy od c po sąsiednich klawiszach (białych i czarnych): c–cis, cis–d, d–dis, dis–e.',
        latex: '',
      },
      {
        title: 'Krok 2: wynik',
        description: 'Doliczyliśmy do e w czterech krokach, więc tercja wielka to 4 półtony (dwa całe tony).',
        latex: String.raw`2 \cdot 2 = 4`,
      },
    ],
    conceptSlugs: ['muzyka-interwaly'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.7, count: 26 },
    createdAt: '2025-10-15T11:45:00.000Z',
  },
  {
    slug: 'muzyka-poltony-w-kwincie-czystej',
    level: 'PRIMARY',
    description: 'Ile półtonów obejmuje kwinta czysta, np. c–g?',
    answers: [],
    answer: 'Kwinta czysta obejmuje 7 półtonów.',
    answerKey: { kind: 'NUMBER', value: '7' },
    steps: [
      {
        title: 'Krok 1: całe tony i półtony w gamie C-dur',
        description:
          'Od c do g w gamie C-dur mamy kroki: c–d (cały ton), d–e (cały ton), e–f (półton), f–g (cały ton).',
        latex: '',
      },
      {
        title: 'Krok 2: przeliczenie na półtony',
        description: 'Trzy całe tony to 6 półtonów, do tego jeden półton e–f.',
        latex: String.raw`3 \cdot 2 + 1 = 7`,
      },
    ],
    conceptSlugs: ['muzyka-interwaly'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.4, count: 14 },
    createdAt: '2025-11-05T12:20:00.000Z',
  },
  {
    slug: 'muzyka-metrum-walca',
    level: 'PRIMARY',
    description: 'Wybierz właściwą odpowiedź.\n\nW jakim metrum najczęściej zapisuje się walc?',
    answers: [
      { label: 'A', answer: '2/4', correct: false },
      { label: 'B', answer: '3/4', correct: true },
      { label: 'C', answer: '4/4', correct: false },
      { label: 'D', answer: '6/8', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: charakter walca',
        description:
          'Walc to taniec wirowy z wyraźnym akcentem na pierwszą miarę taktu i dwiema lżejszymi: raz-dwa-trzy.',
        latex: '',
      },
      {
        title: 'Krok 2: wybór metrum',
        description:
          'Trzy miary w takcie z ćwierćnutą jako jednostką to metrum 3/4. Metrum 2/4 ma polka i marsz, 4/4 wiele piosenek, a 6/8 to dwie grupy po trzy ósemki.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-metrum'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.5, count: 19 },
    createdAt: '2025-11-19T09:40:00.000Z',
  },
  {
    slug: 'muzyka-znak-przykluczowy-g-dur',
    level: 'PRIMARY',
    description:
      'Gama G-dur ma jeden krzyżyk przy kluczu. Podaj nazwę dźwięku, który w tej gamie jest podwyższony (wpisz polską nazwę dźwięku).',
    answers: [],
    answer: 'fis',
    answerKey: { kind: 'TEXT', value: 'fis' },
    steps: [
      {
        title: 'Krok 1: budowa gamy durowej',
        description:
          'Gama durowa ma półtony między stopniami III–IV i VII–VIII. Od g: g, a, h, c, d, e, ?, g. Między VI (e) a VII stopniem musi być cały ton, a między VII a VIII (g) – półton.',
        latex: '',
      },
      {
        title: 'Krok 2: który dźwięk podwyższamy?',
        description:
          'Dźwięk f leży tylko półton nad e i cały ton pod g, więc trzeba go podwyższyć krzyżykiem: f → fis. Gama G-dur: g, a, h, c, d, e, fis, g.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-tonacje', 'muzyka-zapis-nutowy'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.6, count: 15 },
    createdAt: '2025-12-03T13:10:00.000Z',
  },
  {
    slug: 'muzyka-instrument-deta-blaszany',
    level: 'PRIMARY',
    description: 'Wybierz właściwą odpowiedź.\n\nKtóry instrument należy do grupy instrumentów dętych blaszanych?',
    answers: [
      { label: 'A', answer: 'klarnet', correct: false },
      { label: 'B', answer: 'wiolonczela', correct: false },
      { label: 'C', answer: 'trąbka', correct: true },
      { label: 'D', answer: 'flet poprzeczny', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: jak powstaje dźwięk?',
        description:
          'W instrumentach dętych blaszanych dźwięk powstaje z drgań warg muzyka w ustniku. W dętych drewnianych – na stroiku lub przez zadęcie na krawędź otworu, jak we flecie.',
        latex: '',
      },
      {
        title: 'Krok 2: przyporządkowanie',
        description:
          'Trąbka ma ustnik, więc jest instrumentem dętym blaszanym. Klarnet i flet poprzeczny (choć metalowy) to dęte drewniane, wiolonczela – smyczkowy.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-instrumenty'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 10 },
    createdAt: '2026-01-08T08:55:00.000Z',
  },
  {
    slug: 'muzyka-nazwa-znaku-krzyzyk',
    level: 'PRIMARY',
    description: 'Podaj nazwę znaku chromatycznego, który podwyższa dźwięk o półton.',
    answers: [],
    answer: 'krzyżyk',
    answerKey: { kind: 'TEXT', value: 'krzyżyk' },
    steps: [
      {
        title: 'Krok 1: znaki chromatyczne',
        description:
          'Znaki chromatyczne zmieniają wysokość dźwięku: jeden podwyższa go o półton, drugi obniża o półton, trzeci odwołuje zmianę.',
        latex: '',
      },
      {
        title: 'Krok 2: odpowiedź',
        description: 'Podwyższa krzyżyk (c → cis), obniża bemol (e → es), a kasownik przywraca dźwięk pierwotny.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-zapis-nutowy'],
    typeSlug: null,
    exams: [],
    rating: null,
    createdAt: '2026-01-22T10:05:00.000Z',
  },
  {
    slug: 'muzyka-mazurek-metrum-prawda-falsz',
    level: 'PRIMARY',
    description: 'Oceń, czy zdanie jest prawdziwe. Prawda czy fałsz?\n\nMazurek jest tańcem w metrum dwudzielnym.',
    answers: [
      { label: 'A', answer: 'Prawda', correct: false },
      { label: 'B', answer: 'Fałsz', correct: true },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: metrum mazurka',
        description:
          'Mazurek, podobnie jak polonez i kujawiak, ma metrum trójdzielne (zwykle 3/4), z akcentami przesuniętymi często na drugą lub trzecią miarę.',
        latex: '',
      },
      {
        title: 'Krok 2: ocena',
        description: 'Metrum dwudzielne (2/4) ma krakowiak, a nie mazurek. Zdanie jest fałszywe.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-metrum', 'muzyka-polscy-kompozytorzy'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.4, count: 11 },
    createdAt: '2026-02-18T12:35:00.000Z',
  },
  {
    slug: 'muzyka-dopasuj-kompozytorow-do-utworow',
    level: 'PRIMARY',
    description:
      'Dopasuj kompozytorów (1–3) do ich utworów (A–C).\n\n1. Fryderyk Chopin\n2. Stanisław Moniuszko\n3. Karol Szymanowski\n\nA. opera „Straszny dwór”\nB. balet „Harnasie”\nC. Polonez As-dur op. 53',
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
        title: 'Krok 1: twórczość kompozytorów',
        description:
          'Chopin pisał głównie na fortepian, w tym polonezy (Polonez As-dur op. 53, zwany heroicznym). Moniuszko to twórca polskiej opery narodowej („Halka”, „Straszny dwór”). Szymanowski skomponował balet „Harnasie” inspirowany muzyką Podhala.',
        latex: '',
      },
      {
        title: 'Krok 2: zestawienie',
        description: 'Otrzymujemy pary 1 – C, 2 – A, 3 – B.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-polscy-kompozytorzy'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.8, count: 32 },
    createdAt: '2026-03-11T09:25:00.000Z',
  },
  {
    slug: 'muzyka-kompozytor-halki',
    level: 'PRIMARY',
    description: 'Podaj nazwisko kompozytora opery „Halka”.',
    answers: [],
    answer: 'Moniuszko',
    answerKey: { kind: 'TEXT', value: 'Moniuszko' },
    steps: [
      {
        title: 'Krok 1: o jakiej operze mowa?',
        description:
          '„Halka” to polska opera narodowa o losach góralki skrzywdzonej przez szlachcica Janusza. Jej wersja czteroaktowa miała premierę w Warszawie w 1858 roku.',
        latex: '',
      },
      {
        title: 'Krok 2: kompozytor',
        description: 'Operę skomponował Stanisław Moniuszko, nazywany ojcem polskiej opery narodowej.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-polscy-kompozytorzy', 'muzyka-opera'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.3, count: 9 },
    createdAt: '2026-04-02T14:00:00.000Z',
  },
  {
    slug: 'muzyka-rok-urodzenia-chopina',
    level: 'PRIMARY',
    description: 'W którym roku urodził się Fryderyk Chopin? Podaj rok.',
    answers: [],
    answer: 'Fryderyk Chopin urodził się w 1810 roku.',
    answerKey: { kind: 'NUMBER', value: '1810' },
    steps: [
      {
        title: 'Krok 1: miejsce i data',
        description:
          'Chopin urodził się w Żelazowej Woli pod Sochaczewem. W metryce zapisano 22 lutego, on sam i rodzina podawali 1 marca – rok jest jednak ten sam.',
        latex: '',
      },
      {
        title: 'Krok 2: odpowiedź',
        description: 'Fryderyk Chopin urodził się w 1810 roku, a zmarł w Paryżu w 1849 roku.',
        latex: '',
      },
    ],
    conceptSlugs: ['muzyka-polscy-kompozytorzy'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.1, count: 8 },
    createdAt: '2026-05-13T11:15:00.000Z',
  },
];
