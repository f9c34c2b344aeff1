import type { TDemoTask } from '../../demo-content.types';
import { historyMaturaAutumn, historyMaturaSpring } from './exams';

/** History tasks for liceum and technikum, from the January Uprising to Poland in the European Union. */
export const historyHighSchoolModernTasks: TDemoTask[] = [
  {
    slug: 'historia-skutek-powstania-styczniowego',
    level: 'HIGH_SCHOOL',
    description: 'Które wydarzenie było skutkiem powstania styczniowego w Królestwie Polskim?',
    answers: [
      { label: 'A', answer: 'utworzenie Wolnego Miasta Krakowa', correct: false },
      { label: 'B', answer: 'nadanie Królestwu konstytucji', correct: false },
      { label: 'C', answer: 'carski ukaz o uwłaszczeniu chłopów z 1864 roku', correct: true },
      { label: 'D', answer: 'zniesienie pańszczyzny w zaborze austriackim', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: ustalamy ramy czasowe',
        description: 'Powstanie trwało od stycznia 1863 do 1864 roku. Skutek musi być późniejszy niż jego wybuch.',
        latex: '',
      },
      {
        title: 'Krok 2: eliminujemy odpowiedzi',
        description:
          'Wolne Miasto Kraków powstało w 1815 r., konstytucję nadano Królestwu w 1815 r., pańszczyznę w Galicji zniesiono w 1848 r. Car wydał ukaz uwłaszczeniowy 2 marca 1864 r., by odebrać powstańcom poparcie chłopów. Odpowiedź C.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-przyczyny-i-skutki', 'historia-rozbiory-polski'],
    typeSlug: null,
    exams: [{ slug: historyMaturaAutumn, points: 1 }],
    rating: { avg: 4.5, count: 30 },
    createdAt: '2025-09-24T10:40:00.000Z',
  },
  {
    slug: 'historia-traktat-wersalski',
    level: 'HIGH_SCHOOL',
    description:
      'Podaj rok podpisania traktatu wersalskiego, który potwierdził niepodległość Polski i przyznał jej większość Wielkopolski i Pomorze Gdańskie.',
    answers: [],
    answer: '1919',
    answerKey: { kind: 'NUMBER', value: '1919' },
    steps: [
      {
        title: 'Krok 1: umieszczamy traktat po wojnie',
        description:
          'Walki zakończył rozejm w Compiègne (11 listopada 1918 r.), a konferencja pokojowa w Paryżu obradowała od stycznia 1919 r.',
        latex: '',
      },
      {
        title: 'Krok 2: podajemy datę',
        description:
          'Traktat z Niemcami podpisano 28 czerwca 1919 r. w Wersalu, dokładnie 5 lat po zamachu w Sarajewie. O Górnym Śląsku, Warmii i Mazurach miały zdecydować plebiscyty. Odpowiedź: 1919.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-odzyskanie-niepodleglosci'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.1, count: 16 },
    createdAt: '2025-10-27T13:20:00.000Z',
  },
  {
    slug: 'historia-bitwa-warszawska',
    level: 'HIGH_SCHOOL',
    description: 'Podaj rok Bitwy Warszawskiej, nazywanej „cudem nad Wisłą”.',
    answers: [],
    answer: '1920',
    answerKey: { kind: 'NUMBER', value: '1920' },
    steps: [
      {
        title: 'Krok 1: łączymy bitwę z wojną',
        description:
          'Bitwa była przełomem wojny polsko-bolszewickiej: Armia Czerwona podeszła pod Warszawę latem po ofensywie Tuchaczewskiego.',
        latex: '',
      },
      {
        title: 'Krok 2: podajemy datę i skutki',
        description:
          'W sierpniu 1920 r. kontruderzenie znad Wieprza zatrzymało bolszewików. Wojnę zakończył pokój ryski (1921). Odpowiedź: 1920.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-odzyskanie-niepodleglosci', 'historia-dzieje-polski'],
    typeSlug: null,
    exams: [{ slug: historyMaturaAutumn, points: 1 }],
    rating: { avg: 4.6, count: 36 },
    createdAt: '2025-12-15T09:10:00.000Z',
  },
  {
    slug: 'historia-pakt-ribbentrop-molotow',
    level: 'HIGH_SCHOOL',
    description: 'Co przewidywał tajny protokół do paktu Ribbentrop–Mołotow z 23 sierpnia 1939 roku?',
    answers: [
      { label: 'A', answer: 'podział Europy Środkowo-Wschodniej na strefy wpływów Niemiec i ZSRS', correct: true },
      { label: 'B', answer: 'gwarancje niepodległości Polski przez Wielką Brytanię', correct: false },
      { label: 'C', answer: 'przyłączenie Austrii do Niemiec', correct: false },
      { label: 'D', answer: 'oddanie Niemcom Kraju Sudetów', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: odróżniamy jawną i tajną część',
        description:
          'Jawna część była paktem o nieagresji. Tajny protokół dzielił Europę Środkowo-Wschodnią, w tym ziemie Polski (granica na Narwi, Wiśle i Sanie).',
        latex: '',
      },
      {
        title: 'Krok 2: eliminujemy pozostałe',
        description:
          'Gwarancje brytyjskie – marzec 1939 r., Anschluss – marzec 1938 r., Sudety – układ monachijski (wrzesień 1938 r.). Skutek paktu: agresja ZSRS na Polskę 17 września 1939 r. Odpowiedź A.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-przyczyny-i-skutki', 'historia-powszechna'],
    typeSlug: null,
    exams: [{ slug: historyMaturaSpring, points: 1 }],
    rating: { avg: 4.7, count: 42 },
    createdAt: '2026-01-26T11:55:00.000Z',
  },
  {
    slug: 'historia-powstanie-warszawskie',
    level: 'HIGH_SCHOOL',
    description:
      'Podaj rok wybuchu powstania warszawskiego, rozpoczętego 1 sierpnia o godzinie „W” przez Armię Krajową.',
    answers: [],
    answer: '1944',
    answerKey: { kind: 'NUMBER', value: '1944' },
    steps: [
      {
        title: 'Krok 1: łączymy z akcją „Burza”',
        description:
          'Powstanie było częścią akcji „Burza”: AK chciała wyzwolić stolicę przed wkroczeniem Armii Czerwonej i pokazać suwerenność władz polskich.',
        latex: '',
      },
      {
        title: 'Krok 2: podajemy datę',
        description:
          'Walki trwały od 1 sierpnia do 3 października 1944 r. i zakończyły się kapitulacją oraz zniszczeniem miasta. Odpowiedź: 1944.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-dzieje-polski'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.8, count: 55 },
    createdAt: '2026-02-18T07:30:00.000Z',
  },
  {
    slug: 'historia-porozumienia-sierpniowe',
    level: 'HIGH_SCHOOL',
    description:
      'Podaj rok porozumień sierpniowych, po których powstał Niezależny Samorządny Związek Zawodowy „Solidarność”.',
    answers: [],
    answer: '1980',
    answerKey: { kind: 'NUMBER', value: '1980' },
    steps: [
      {
        title: 'Krok 1: przypominamy przyczyny strajków',
        description:
          'Latem wprowadzono podwyżki cen żywności. W sierpniu strajk w Stoczni Gdańskiej podjęto m.in. w obronie zwolnionej Anny Walentynowicz.',
        latex: '',
      },
      {
        title: 'Krok 2: podajemy datę i skutek',
        description:
          'Porozumienia w Szczecinie, Gdańsku i Jastrzębiu podpisano w 1980 r.; zgodzono się na niezależne związki zawodowe. „Solidarność” zarejestrowano w listopadzie 1980 r. Odpowiedź: 1980.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-dzieje-polski', 'historia-przyczyny-i-skutki'],
    typeSlug: null,
    exams: [{ slug: historyMaturaSpring, points: 1 }],
    rating: { avg: 4.4, count: 24 },
    createdAt: '2026-04-01T10:05:00.000Z',
  },
  {
    slug: 'historia-okragly-stol-i-wybory-czerwcowe',
    level: 'HIGH_SCHOOL',
    description:
      'Podaj rok, w którym obradował Okrągły Stół i odbyły się częściowo wolne wybory do Sejmu oraz w pełni wolne wybory do Senatu.',
    answers: [],
    answer: '1989',
    answerKey: { kind: 'NUMBER', value: '1989' },
    steps: [
      {
        title: 'Krok 1: przypominamy ustalenia',
        description:
          'Obrady trwały od lutego do kwietnia. Ustalono relegalizację „Solidarności”, przywrócenie Senatu i urzędu prezydenta oraz wybory, w których opozycja mogła zdobyć 35% mandatów w Sejmie.',
        latex: '',
      },
      {
        title: 'Krok 2: podajemy datę',
        description:
          'Wybory odbyły się 4 czerwca 1989 r.; Komitet Obywatelski „Solidarność” zdobył wszystkie możliwe mandaty w Sejmie i 99 ze 100 w Senacie. Odpowiedź: 1989.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-dzieje-polski'],
    typeSlug: null,
    exams: [{ slug: historyMaturaSpring, points: 1 }],
    rating: { avg: 4.6, count: 33 },
    createdAt: '2026-06-22T12:45:00.000Z',
  },
  {
    slug: 'historia-wstapienie-polski-do-unii-europejskiej',
    level: 'HIGH_SCHOOL',
    description: 'Podaj rok, w którym Polska stała się członkiem Unii Europejskiej (1 maja).',
    answers: [],
    answer: '2004',
    answerKey: { kind: 'NUMBER', value: '2004' },
    steps: [
      {
        title: 'Krok 1: przypominamy drogę do Unii',
        description:
          'Polska złożyła wniosek w 1994 r., w 1999 r. weszła do NATO, a w czerwcu 2003 r. obywatele poparli akcesję w referendum.',
        latex: '',
      },
      {
        title: 'Krok 2: podajemy datę',
        description:
          'Polska, wraz z dziewięcioma innymi państwami, została członkiem UE 1 maja 2004 roku. Odpowiedź: 2004.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-dzieje-polski', 'historia-chronologia'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 17 },
    createdAt: '2026-08-17T14:25:00.000Z',
  },
  {
    slug: 'historia-dopasuj-przyczyny-do-skutkow',
    level: 'HIGH_SCHOOL',
    description:
      'Dopasuj wydarzenia do ich bezpośrednich skutków.\n\n1. krach na giełdzie nowojorskiej (1929)\n2. atak Niemiec na Polskę (1 września 1939)\n3. wprowadzenie stanu wojennego w Polsce (13 grudnia 1981)\n\nX. delegalizacja NSZZ „Solidarność” (1982)\nY. wielki kryzys gospodarczy\nZ. wypowiedzenie wojny Niemcom przez Wielką Brytanię i Francję',
    answers: [
      { label: 'A', answer: '1 – X, 2 – Z, 3 – Y', correct: false },
      { label: 'B', answer: '1 – Z, 2 – Y, 3 – X', correct: false },
      { label: 'C', answer: '1 – Y, 2 – Z, 3 – X', correct: true },
      { label: 'D', answer: '1 – Y, 2 – X, 3 – Z', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: łączymy wydarzenia gospodarcze',
        description: 'Krach na Wall Street w październiku 1929 r. zapoczątkował wielki kryzys gospodarczy: 1 – Y.',
        latex: '',
      },
      {
        title: 'Krok 2: łączymy wydarzenia polityczne',
        description:
          'Wielka Brytania i Francja, związane sojuszem z Polską, wypowiedziały Niemcom wojnę 3 września 1939 r.: 2 – Z. Po wprowadzeniu stanu wojennego ustawa z października 1982 r. rozwiązała „Solidarność”: 3 – X. Odpowiedź C.',
        latex: '',
      },
    ],
    conceptSlugs: ['historia-przyczyny-i-skutki'],
    typeSlug: null,
    exams: [{ slug: historyMaturaAutumn, points: 1 }],
    rating: { avg: 4.5, count: 28 },
    createdAt: '2026-10-12T08:15:00.000Z',
  },
];
