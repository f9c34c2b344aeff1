import type { TDemoTask } from '../../demo-content.types';
import { civicsMaturaAutumn, civicsMaturaSpring } from './exams';

/** Civics tasks for liceum and technikum on the organs of the state, elections and self-government. */
export const civicsHighSchoolStateTasks: TDemoTask[] = [
  {
    slug: 'wos-odrzucenie-weta-prezydenta',
    level: 'HIGH_SCHOOL',
    description: 'Jaką większością głosów Sejm może odrzucić weto ustawodawcze Prezydenta RP?',
    answers: [
      { label: 'A', answer: 'zwykłą większością głosów', correct: false },
      { label: 'B', answer: 'bezwzględną większością głosów', correct: false },
      {
        label: 'C',
        answer: 'większością 3/5 głosów w obecności co najmniej połowy ustawowej liczby posłów',
        correct: true,
      },
      { label: 'D', answer: 'większością 2/3 głosów ustawowej liczby posłów', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: szukamy przepisu',
        description:
          'Art. 122 ust. 5 Konstytucji RP: jeśli prezydent odmówi podpisania ustawy, Sejm może ją ponownie uchwalić większością 3/5 głosów w obecności co najmniej połowy ustawowej liczby posłów.',
        latex: '',
      },
      {
        title: 'Krok 2: odróżniamy od innych większości',
        description:
          'Większość 2/3 (liczona od głosujących) dotyczy zmiany konstytucji, bezwzględna – np. wotum zaufania. Odpowiedź C.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-prezydent-rp', 'wos-sejm-i-senat'],
    typeSlug: null,
    exams: [{ slug: civicsMaturaAutumn, points: 1 }],
    rating: { avg: 4.7, count: 38 },
    createdAt: '2025-09-17T10:15:00.000Z',
  },
  {
    slug: 'wos-glosy-potrzebne-do-odrzucenia-weta',
    level: 'HIGH_SCHOOL',
    description:
      'Podczas głosowania nad odrzuceniem weta prezydenta na sali obecnych jest wszystkich 460 posłów i każdy głosuje. Ile co najmniej głosów „za” potrzeba, aby weto zostało odrzucone? Podaj liczbę.',
    answers: [],
    answer: 'Potrzeba co najmniej 276 głosów.',
    answerKey: { kind: 'NUMBER', value: '276' },
    steps: [
      {
        title: 'Krok 1: ustalamy wymaganą większość',
        description: 'Weto odrzuca się większością 3/5 głosów; kworum (co najmniej 230 posłów) jest spełnione.',
        latex: '',
      },
      {
        title: 'Krok 2: obliczamy',
        description: 'Liczymy 3/5 z 460 głosujących.',
        latex: String.raw`\frac{3}{5} \cdot 460 = 276`,
      },
    ],
    conceptSlugs: ['wos-prezydent-rp', 'wos-sejm-i-senat'],
    typeSlug: null,
    exams: [{ slug: civicsMaturaAutumn, points: 1 }],
    rating: { avg: 4.5, count: 26 },
    createdAt: '2025-10-22T12:35:00.000Z',
  },
  {
    slug: 'wos-konstruktywne-wotum-nieufnosci',
    level: 'HIGH_SCHOOL',
    description:
      'Konstruktywne wotum nieufności wobec Rady Ministrów Sejm uchwala większością ustawowej liczby posłów. Ile co najmniej posłów musi głosować „za”? Podaj liczbę.',
    answers: [],
    answer: 'Co najmniej 231 posłów.',
    answerKey: { kind: 'NUMBER', value: '231' },
    steps: [
      {
        title: 'Krok 1: objaśniamy pojęcie',
        description:
          'Większość ustawowej liczby posłów to więcej niż połowa pełnego składu Sejmu (460), niezależnie od liczby obecnych.',
        latex: String.raw`\frac{460}{2} = 230`,
      },
      {
        title: 'Krok 2: obliczamy i dodajemy kontekst',
        description:
          'Potrzeba więcej niż 230, czyli co najmniej 231 głosów. Wniosek musi podpisać co najmniej 46 posłów i musi on wskazywać kandydata na nowego premiera. Odpowiedź: 231.',
        latex: '230 + 1 = 231',
      },
    ],
    conceptSlugs: ['wos-rada-ministrow', 'wos-sejm-i-senat'],
    typeSlug: null,
    exams: [{ slug: civicsMaturaSpring, points: 1 }],
    rating: { avg: 4.6, count: 31 },
    createdAt: '2025-12-08T09:20:00.000Z',
  },
  {
    slug: 'wos-wiek-kandydata-na-prezydenta',
    level: 'HIGH_SCHOOL',
    description: 'Ile lat musi najpóźniej w dniu wyborów ukończyć kandydat na Prezydenta RP? Podaj liczbę lat.',
    answers: [],
    answer: '35 lat',
    answerKey: { kind: 'NUMBER', value: '35' },
    steps: [
      {
        title: 'Krok 1: przypominamy wymogi',
        description:
          'Art. 127 ust. 3 Konstytucji: kandydat musi być obywatelem polskim, mieć pełnię praw wyborczych do Sejmu i zebrać podpisy co najmniej 100 tysięcy obywateli.',
        latex: '',
      },
      {
        title: 'Krok 2: podajemy wiek',
        description:
          'Wymagany wiek to 35 lat ukończonych najpóźniej w dniu wyborów. Dla porównania: poseł – 21 lat, senator – 30 lat. Odpowiedź: 35.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-prezydent-rp'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 14 },
    createdAt: '2026-01-21T14:00:00.000Z',
  },
  {
    slug: 'wos-prog-wyborczy-partii',
    level: 'HIGH_SCHOOL',
    description:
      'Jaki próg wyborczy w skali kraju musi przekroczyć komitet wyborczy partii politycznej, aby uczestniczyć w podziale mandatów do Sejmu? Podaj liczbę procent.',
    answers: [],
    answer: '5%',
    answerKey: { kind: 'NUMBER', value: '5' },
    steps: [
      {
        title: 'Krok 1: przypominamy progi z Kodeksu wyborczego',
        description:
          'Komitet partii lub komitet wyborców musi zdobyć co najmniej 5% ważnych głosów w skali kraju, a komitet koalicyjny – 8%.',
        latex: '',
      },
      {
        title: 'Krok 2: uwzględniamy wyjątek',
        description:
          'Komitety mniejszości narodowych mogą być zwolnione z progu. Dla komitetu partii próg wynosi 5%. Odpowiedź: 5.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-sejm-i-senat'],
    typeSlug: null,
    exams: [{ slug: civicsMaturaSpring, points: 1 }],
    rating: { avg: 4.3, count: 22 },
    createdAt: '2026-02-11T11:25:00.000Z',
  },
  {
    slug: 'wos-metoda-dhondta-podzial-mandatow',
    level: 'HIGH_SCHOOL',
    description:
      'W okręgu wyborczym do podziału jest 5 mandatów. Komitety, które przekroczyły próg, zdobyły: A – 6000 głosów, B – 4200 głosów, C – 1800 głosów. Ile mandatów przypadnie komitetowi A według metody D’Hondta? Podaj liczbę.',
    answers: [],
    answer: 'Komitet A otrzyma 3 mandaty.',
    answerKey: { kind: 'NUMBER', value: '3' },
    steps: [
      {
        title: 'Krok 1: dzielimy wyniki przez kolejne liczby naturalne',
        description: 'Liczbę głosów każdego komitetu dzielimy przez 1, 2, 3, … i zapisujemy ilorazy.',
        latex: String.raw`\begin{aligned} A&: 6000,\ 3000,\ 2000,\ 1500 \\ B&: 4200,\ 2100,\ 1400 \\ C&: 1800,\ 900 \end{aligned}`,
      },
      {
        title: 'Krok 2: wybieramy 5 największych ilorazów',
        description:
          'Największe ilorazy to 6000 (A), 4200 (B), 3000 (A), 2100 (B), 2000 (A). Komitet A ma 3 mandaty, B – 2, C – żadnego. Metoda D’Hondta sprzyja dużym komitetom.',
        latex: '6000 > 4200 > 3000 > 2100 > 2000',
      },
    ],
    conceptSlugs: ['wos-sejm-i-senat'],
    typeSlug: null,
    exams: [{ slug: civicsMaturaAutumn, points: 2 }],
    rating: { avg: 4.8, count: 47 },
    createdAt: '2026-03-09T08:55:00.000Z',
    hint: 'Podziel liczbę głosów każdego komitetu przez 1, 2, 3 i wybierz pięć największych wyników.',
  },
  {
    slug: 'wos-zmiana-konstytucji-w-senacie',
    level: 'HIGH_SCHOOL',
    description: 'Jaką większością głosów Senat uchwala ustawę o zmianie Konstytucji RP?',
    answers: [
      { label: 'A', answer: 'większością 2/3 głosów w obecności co najmniej połowy senatorów', correct: false },
      {
        label: 'B',
        answer: 'bezwzględną większością głosów w obecności co najmniej połowy ustawowej liczby senatorów',
        correct: true,
      },
      { label: 'C', answer: 'większością 3/5 głosów ustawowej liczby senatorów', correct: false },
      { label: 'D', answer: 'zwykłą większością głosów bez wymogu kworum', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: szukamy przepisu',
        description:
          'Art. 235 ust. 4 Konstytucji RP: Sejm uchwala zmianę większością co najmniej 2/3 głosów, a Senat bezwzględną większością głosów, obie izby w obecności co najmniej połowy ustawowej liczby członków.',
        latex: '',
      },
      {
        title: 'Krok 2: wybieramy odpowiedź',
        description:
          'Większość 2/3 dotyczy Sejmu, nie Senatu. Senat uchwala zmianę bezwzględną większością przy kworum 50 senatorów. Odpowiedź B.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-konstytucja-rp', 'wos-sejm-i-senat'],
    typeSlug: null,
    exams: [{ slug: civicsMaturaSpring, points: 1 }],
    rating: { avg: 4.4, count: 19 },
    createdAt: '2026-04-27T10:10:00.000Z',
  },
  {
    slug: 'wos-kadencja-organow-samorzadu',
    level: 'HIGH_SCHOOL',
    description: 'Ile lat trwa obecnie kadencja organów samorządu terytorialnego w Polsce? Podaj liczbę lat.',
    answers: [],
    answer: '5 lat',
    answerKey: { kind: 'NUMBER', value: '5' },
    steps: [
      {
        title: 'Krok 1: przypominamy zmianę prawa',
        description:
          'Do 2018 roku kadencja rad, sejmików i wójtów trwała 4 lata. Nowelizacja z 2018 roku wydłużyła ją, począwszy od wyborów samorządowych w tym roku.',
        latex: '',
      },
      {
        title: 'Krok 2: podajemy odpowiedź',
        description: 'Kadencja organów samorządu trwa 5 lat (kolejne wybory odbyły się w 2024 roku). Odpowiedź: 5.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-samorzad-terytorialny'],
    typeSlug: null,
    exams: [{ slug: civicsMaturaAutumn, points: 1 }],
    rating: { avg: 4.1, count: 13 },
    createdAt: '2026-06-29T13:40:00.000Z',
  },
  {
    slug: 'wos-organ-stanowiacy-wojewodztwa',
    level: 'HIGH_SCHOOL',
    description:
      'Podaj jednym słowem nazwę organu stanowiącego i kontrolnego samorządu województwa (bez dopowiedzenia „województwa”).',
    answers: [],
    answer: 'sejmik (sejmik województwa)',
    answerKey: { kind: 'TEXT', value: 'sejmik' },
    steps: [
      {
        title: 'Krok 1: porządkujemy organy samorządu',
        description:
          'Organy stanowiące: rada gminy, rada powiatu, sejmik województwa. Organy wykonawcze: wójt (burmistrz, prezydent miasta), zarząd powiatu, zarząd województwa.',
        latex: '',
      },
      {
        title: 'Krok 2: odróżniamy od administracji rządowej',
        description:
          'Sejmik wybiera zarząd województwa z marszałkiem na czele. Wojewoda natomiast reprezentuje rząd. Odpowiedź: sejmik.',
        latex: '',
      },
    ],
    conceptSlugs: ['wos-samorzad-terytorialny'],
    typeSlug: null,
    exams: [{ slug: civicsMaturaSpring, points: 1 }],
    rating: { avg: 4.0, count: 11 },
    createdAt: '2026-08-05T07:50:00.000Z',
  },
];
