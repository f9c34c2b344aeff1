import type { TDemoTask } from '../../demo-content.types';
import { closedTask, openTask } from '../task-builders';
import { biologyMaturaDecember, biologyMaturaMarch } from './exams';

/** Matura (extended) biology tasks: heredity, molecular genetics and population genetics. */
export const biologyGeneticsTasks: TDemoTask[] = [
  openTask(
    {
      slug: 'biologia-gamety-podwojnej-heterozygoty',
      level: 'HIGH_SCHOOL',
      description:
        'Geny A i B leżą na różnych parach chromosomów. Podaj, ile różnych rodzajów gamet wytwarza organizm o genotypie AaBb.',
      steps: [
        [
          'Krok 1: niezależna segregacja',
          'Zgodnie z II prawem Mendla do gamety trafia jeden allel genu A (A lub a) i niezależnie jeden allel genu B (B lub b).',
        ],
        [
          'Krok 2: kombinacje',
          'Każdy z dwóch alleli pierwszego genu łączy się z każdym z dwóch alleli drugiego: AB, Ab, aB, ab.',
          '2 \\cdot 2 = 4',
        ],
      ],
      conceptSlugs: ['biologia-prawa-mendla', 'biologia-genetyka'],
      exams: [{ slug: biologyMaturaDecember, points: 1 }],
      rating: { avg: 4.5, count: 29 },
      createdAt: '2025-09-11T07:55:00.000Z',
    },
    'Organizm AaBb wytwarza 4 rodzaje gamet.',
    { kind: 'NUMBER', value: '4' },
  ),
  openTask(
    {
      slug: 'biologia-krzyzowka-dwugenowa-aabb',
      level: 'HIGH_SCHOOL',
      description:
        'Skrzyżowano dwie rośliny o genotypie AaBb; geny A i B dziedziczą się niezależnie. Oblicz prawdopodobieństwo, że roślina potomna będzie miała genotyp aabb. Podaj w procentach.',
      steps: [
        [
          'Krok 1: każdy gen osobno',
          'Dla genów niezależnych liczymy każdy gen osobno: z krzyżówki Aa × Aa genotyp aa powstaje z prawdopodobieństwem 1/4, tak samo bb z Bb × Bb.',
        ],
        [
          'Krok 2: reguła mnożenia',
          'Zdarzenia są niezależne, więc prawdopodobieństwa mnożymy. Odpowiada to jednemu polu szachownicy 4 × 4.',
          String.raw`\frac{1}{4} \cdot \frac{1}{4} = \frac{1}{16} = 6{,}25\%`,
        ],
      ],
      conceptSlugs: ['biologia-krzyzowki-genetyczne', 'biologia-prawa-mendla'],
      exams: [{ slug: biologyMaturaDecember, points: 2 }],
      rating: { avg: 4.7, count: 44 },
      createdAt: '2025-10-14T14:05:00.000Z',
      hint: 'Policz osobno szansę na aa i na bb, a potem je pomnóż.',
    },
    'Prawdopodobieństwo wynosi 6,25%.',
    { kind: 'NUMBER', value: '6,25' },
  ),
  closedTask(
    {
      slug: 'biologia-krzyzowka-testowa-genotyp',
      level: 'HIGH_SCHOOL',
      description:
        'Roślinę o fenotypie dominującym skrzyżowano z homozygotą recesywną aa. Połowa potomstwa miała fenotyp dominujący, a połowa – recesywny. Jaki genotyp miała badana roślina? Wybierz właściwą odpowiedź.',
      steps: [
        [
          'Krok 1: gamety homozygoty recesywnej',
          'Homozygota aa wytwarza wyłącznie gamety a, więc fenotyp potomka zależy od gamety drugiego rodzica.',
        ],
        [
          'Krok 2: wniosek z wyniku',
          'Potomstwo recesywne (aa) mogło powstać tylko wtedy, gdy badana roślina przekazała allel a. Stosunek 1 : 1 oznacza, że wytwarzała gamety A i a po równo – była heterozygotą Aa. Homozygota AA dałaby całe potomstwo dominujące.',
        ],
      ],
      conceptSlugs: ['biologia-krzyzowki-genetyczne'],
      exams: [{ slug: biologyMaturaMarch, points: 1 }],
      rating: { avg: 4.4, count: 20 },
      createdAt: '2025-11-03T10:15:00.000Z',
    },
    ['AA', 'Aa', 'aa', 'nie da się tego ustalić'],
    1,
  ),
  openTask(
    {
      slug: 'biologia-daltonizm-syn-nosicielki',
      level: 'HIGH_SCHOOL',
      description:
        'Daltonizm warunkuje recesywny allel d genu leżącego na chromosomie X. Kobieta o prawidłowym widzeniu barw, nosicielka allelu d, ma dzieci z mężczyzną o prawidłowym widzeniu barw. Oblicz prawdopodobieństwo, że ich syn będzie daltonistą. Podaj w procentach.',
      steps: [
        [
          'Krok 1: genotypy rodziców',
          'Matka jest nosicielką, ojciec ma prawidłowy allel na swoim jedynym chromosomie X.',
          String.raw`\mathrm{X^DX^d} \times \mathrm{X^DY}`,
        ],
        [
          'Krok 2: od kogo syn ma chromosom X',
          'Syn dostaje od ojca chromosom Y, a chromosom X zawsze od matki: z prawdopodobieństwem 1/2 jest to X z allelem d.',
          String.raw`\text{synowie: } \mathrm{X^DY} : \mathrm{X^dY} = 1 : 1`,
        ],
        [
          'Krok 3: wynik',
          'Syn z genotypem X z allelem d i Y jest daltonistą, bo nie ma drugiego chromosomu X z allelem D.',
          String.raw`\frac{1}{2} = 50\%`,
        ],
      ],
      conceptSlugs: ['biologia-krzyzowki-genetyczne', 'biologia-genetyka'],
      exams: [{ slug: biologyMaturaMarch, points: 2 }],
      rating: { avg: 4.6, count: 35 },
      createdAt: '2025-12-09T09:00:00.000Z',
    },
    'Prawdopodobieństwo, że syn będzie daltonistą, wynosi 50%.',
    { kind: 'NUMBER', value: '50' },
  ),
  openTask(
    {
      slug: 'biologia-grupa-krwi-zero-u-dziecka',
      level: 'HIGH_SCHOOL',
      description:
        'Matka ma grupę krwi A, a ojciec grupę krwi B; oboje są heterozygotami (ich matki miały grupę 0). Oblicz prawdopodobieństwo, że ich dziecko będzie miało grupę krwi 0. Podaj w procentach.',
      steps: [
        [
          'Krok 1: genotypy rodziców',
          'Grupę 0 warunkuje para alleli recesywnych i. Heterozygotyczni rodzice mają genotypy z allelem i.',
          String.raw`\mathrm{I^Ai} \times \mathrm{I^Bi}`,
        ],
        [
          'Krok 2: szachownica Punnetta',
          String.raw`Gamety matki to $\mathrm{I^A}$ oraz $\mathrm{i}$, ojca $\mathrm{I^B}$ oraz $\mathrm{i}$. Cztery jednakowo prawdopodobne genotypy dzieci dają grupy AB, A, B i 0.`,
          String.raw`\mathrm{I^AI^B},\ \mathrm{I^Ai},\ \mathrm{I^Bi},\ \mathrm{ii}`,
        ],
        ['Krok 3: grupa 0', 'Grupę 0 ma tylko dziecko ii – jedno pole z czterech.', String.raw`\frac{1}{4} = 25\%`],
      ],
      conceptSlugs: ['biologia-krzyzowki-genetyczne'],
      exams: [{ slug: biologyMaturaDecember, points: 2 }],
      rating: { avg: 4.8, count: 52 },
      createdAt: '2026-01-20T15:30:00.000Z',
    },
    'Prawdopodobieństwo grupy krwi 0 wynosi 25%.',
    { kind: 'NUMBER', value: '25' },
  ),
  openTask(
    {
      slug: 'biologia-nic-komplementarna-dna',
      level: 'HIGH_SCHOOL',
      description:
        'Fragment jednej nici DNA ma sekwencję ATGCCA (od końca 5′ do końca 3′). Zapisz sekwencję nici komplementarnej, czytając ją od końca 3′ do końca 5′ (same litery, bez oznaczeń końców).',
      steps: [
        [
          'Krok 1: pary zasad',
          'W DNA adenina łączy się z tyminą (A–T), a guanina z cytozyną (G–C). W DNA nie ma uracylu.',
        ],
        [
          'Krok 2: zasada po zasadzie',
          'Naprzeciw A stoi T, naprzeciw T – A, naprzeciw G – C, naprzeciw C – G. Nici są antyrównoległe, więc nić komplementarna biegnie od 3′ do 5′: TACGGT.',
        ],
      ],
      conceptSlugs: ['biologia-kod-genetyczny'],
      exams: [{ slug: biologyMaturaMarch, points: 1 }],
      rating: { avg: 4.2, count: 17 },
      createdAt: '2026-02-17T08:20:00.000Z',
    },
    'Nić komplementarna (3′ → 5′): TACGGT.',
    { kind: 'TEXT', value: 'TACGGT' },
  ),
  openTask(
    {
      slug: 'biologia-liczba-aminokwasow-z-mrna',
      level: 'HIGH_SCHOOL',
      description:
        'Fragment mRNA ma sekwencję: AUG GCA UUU CCA GGA UAA GCU. Translacja zaczyna się od pierwszego kodonu. Podaj, z ilu aminokwasów będzie się składał peptyd zakodowany w tym fragmencie.',
      steps: [
        [
          'Krok 1: kodony',
          'Kod genetyczny jest trójkowy i niezachodzący: dzielimy sekwencję na kolejne trójki od kodonu start AUG.',
        ],
        [
          'Krok 2: kodon stop',
          'Kodon UAA nie koduje aminokwasu, tylko kończy translację; kodonu GCU za nim rybosom już nie odczyta. Aminokwasy kodują AUG, GCA, UUU, CCA i GGA – pięć kodonów.',
        ],
      ],
      conceptSlugs: ['biologia-kod-genetyczny'],
      exams: [{ slug: biologyMaturaDecember, points: 1 }],
      rating: { avg: 4.5, count: 24 },
      createdAt: '2026-03-03T11:45:00.000Z',
    },
    'Peptyd będzie się składał z 5 aminokwasów.',
    { kind: 'NUMBER', value: '5' },
  ),
  openTask(
    {
      slug: 'biologia-wiazania-wodorowe-w-dna',
      level: 'HIGH_SCHOOL',
      description:
        'Dwuniciowy fragment DNA liczy 10 par zasad, z których 4 pary to A–T, a pozostałe to G–C. Oblicz, ile wiązań wodorowych łączy nici tego fragmentu.',
      steps: [
        ['Krok 1: liczba par G–C', 'Pozostałe pary to pary G–C.', '10 - 4 = 6'],
        [
          'Krok 2: wiązania w parach',
          'Para A–T tworzy dwa wiązania wodorowe, para G–C – trzy.',
          '4 \\cdot 2 + 6 \\cdot 3 = 8 + 18 = 26',
        ],
      ],
      conceptSlugs: ['biologia-kod-genetyczny'],
      exams: [{ slug: biologyMaturaMarch, points: 2 }],
      rating: { avg: 4.3, count: 15 },
      createdAt: '2026-04-21T13:10:00.000Z',
    },
    'Nici łączy 26 wiązań wodorowych.',
    { kind: 'NUMBER', value: '26' },
  ),
  openTask(
    {
      slug: 'biologia-hardy-weinberg-heterozygoty',
      level: 'HIGH_SCHOOL',
      description:
        'W populacji w stanie równowagi Hardy’ego–Weinberga 16% osobników ma fenotyp recesywny (aa). Oblicz, jaki odsetek populacji stanowią heterozygoty Aa. Podaj w procentach.',
      steps: [
        [
          'Krok 1: częstość allelu a',
          'Częstość homozygot recesywnych to q², więc q to pierwiastek z 0,16.',
          String.raw`q^2 = 0{,}16 \Rightarrow q = 0{,}4`,
        ],
        ['Krok 2: częstość allelu A', 'Częstości obu alleli sumują się do jedności.', 'p = 1 - 0{,}4 = 0{,}6'],
        [
          'Krok 3: heterozygoty',
          'Częstość heterozygot to 2pq.',
          String.raw`2pq = 2 \cdot 0{,}6 \cdot 0{,}4 = 0{,}48 = 48\%`,
        ],
      ],
      conceptSlugs: ['biologia-genetyka', 'biologia-dobor-naturalny'],
      exams: [{ slug: biologyMaturaMarch, points: 2 }],
      rating: { avg: 4.6, count: 31 },
      createdAt: '2026-05-26T10:35:00.000Z',
      hint: 'Zacznij od częstości allelu recesywnego: q² = 0,16.',
    },
    'Heterozygoty stanowią 48% populacji.',
    { kind: 'NUMBER', value: '48' },
  ),
];
