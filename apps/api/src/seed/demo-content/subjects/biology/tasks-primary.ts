import type { TDemoTask } from '../../demo-content.types';
import { closedTask, openTask, trueFalseTask } from '../task-builders';

/** Biology tasks for primary school (klasy 5–8), classroom tasks: no eighth-grade exam in biology. */
export const biologyPrimaryTasks: TDemoTask[] = [
  openTask(
    {
      slug: 'biologia-organellum-fotosyntezy',
      level: 'PRIMARY',
      description: 'Podaj nazwę organellum komórki roślinnej, w którym zachodzi fotosynteza.',
      steps: [
        [
          'Krok 1: co jest potrzebne do fotosyntezy',
          'Fotosynteza wymaga barwnika pochłaniającego światło – chlorofilu.',
        ],
        [
          'Krok 2: gdzie jest chlorofil',
          'Chlorofil znajduje się w zielonych organellach otoczonych dwiema błonami – chloroplastach. To w nich powstaje glukoza i wydziela się tlen.',
        ],
      ],
      conceptSlugs: ['biologia-cytologia', 'biologia-fotosynteza'],
      rating: { avg: 4.7, count: 41 },
      createdAt: '2025-09-08T07:40:00.000Z',
    },
    'Fotosynteza zachodzi w chloroplaście.',
    { kind: 'TEXT', value: 'chloroplast' },
  ),
  closedTask(
    {
      slug: 'biologia-cecha-komorki-roslinnej',
      level: 'PRIMARY',
      description:
        'Która struktura występuje w komórce roślinnej, a nie występuje w komórce zwierzęcej? Wybierz właściwą odpowiedź.',
      steps: [
        [
          'Krok 1: struktury wspólne',
          'Błonę komórkową, rybosomy i mitochondria mają zarówno komórki roślinne, jak i zwierzęce – obie oddychają i wytwarzają białka.',
        ],
        [
          'Krok 2: struktura tylko roślinna',
          'Komórkę roślinną otacza dodatkowo ściana komórkowa zbudowana z celulozy, która nadaje jej stały kształt. Komórka zwierzęca jej nie ma.',
        ],
      ],
      conceptSlugs: ['biologia-cytologia'],
      rating: { avg: 4.5, count: 33 },
      createdAt: '2025-09-15T09:10:00.000Z',
    },
    ['mitochondrium', 'ściana komórkowa z celulozy', 'błona komórkowa', 'rybosom'],
    1,
  ),
  closedTask(
    {
      slug: 'biologia-substraty-fotosyntezy',
      level: 'PRIMARY',
      description: 'Które substancje są substratami fotosyntezy? Wybierz właściwą odpowiedź.',
      steps: [
        [
          'Krok 1: substraty i produkty',
          'Substraty to substancje zużywane w reakcji, produkty – powstające w niej. W fotosyntezie roślina pobiera dwutlenek węgla z powietrza i wodę z gleby.',
        ],
        [
          'Krok 2: równanie słowne',
          'Dwutlenek węgla i woda w obecności światła i chlorofilu dają glukozę i tlen. Glukoza i tlen są więc produktami, a substratami są dwutlenek węgla i woda.',
          String.raw`\text{dwutlenek węgla} + \text{woda} \xrightarrow{\text{światło}} \text{glukoza} + \text{tlen}`,
        ],
      ],
      conceptSlugs: ['biologia-fotosynteza'],
      rating: { avg: 4.4, count: 27 },
      createdAt: '2025-10-02T10:25:00.000Z',
    },
    ['glukoza i tlen', 'dwutlenek węgla i woda', 'tlen i woda', 'glukoza i dwutlenek węgla'],
    1,
  ),
  trueFalseTask(
    {
      slug: 'biologia-czy-rosliny-oddychaja-tylko-noca',
      level: 'PRIMARY',
      description: 'Prawda czy fałsz?\n\nRośliny oddychają tylko w nocy, gdy nie zachodzi u nich fotosynteza.',
      steps: [
        [
          'Krok 1: po co roślinie oddychanie',
          'Oddychanie komórkowe uwalnia energię z glukozy. Każda żywa komórka potrzebuje energii bez przerwy, także w dzień.',
        ],
        [
          'Krok 2: ocena zdania',
          'W dzień roślina jednocześnie fotosyntetyzuje i oddycha, tylko fotosynteza przeważa, więc wydziela więcej tlenu, niż zużywa. Zdanie jest fałszywe.',
        ],
      ],
      conceptSlugs: ['biologia-oddychanie-komorkowe', 'biologia-fotosynteza'],
      rating: { avg: 4.3, count: 19 },
      createdAt: '2025-10-20T12:00:00.000Z',
    },
    false,
  ),
  openTask(
    {
      slug: 'biologia-odsetek-guaniny-w-dna',
      level: 'PRIMARY',
      description:
        'W pewnej cząsteczce DNA adenina stanowi 30% wszystkich zasad azotowych. Oblicz, jaki odsetek zasad stanowi guanina. Podaj w procentach.',
      steps: [
        [
          'Krok 1: zasada komplementarności',
          'W DNA adenina łączy się z tyminą, a guanina z cytozyną, więc tyminy jest tyle samo co adeniny: 30%.',
        ],
        [
          'Krok 2: reszta to guanina i cytozyna',
          'Na guaninę i cytozynę przypada razem pozostała część.',
          '100\\% - 2 \\cdot 30\\% = 40\\%',
        ],
        ['Krok 3: podział po równo', 'Guaniny jest tyle co cytozyny, więc każdej po połowie.', '40\\% : 2 = 20\\%'],
      ],
      conceptSlugs: ['biologia-kod-genetyczny', 'biologia-genetyka'],
      rating: { avg: 4.6, count: 22 },
      createdAt: '2025-11-05T08:30:00.000Z',
      hint: 'Adenina tworzy parę z tyminą, guanina z cytozyną.',
    },
    'Guanina stanowi 20% zasad.',
    { kind: 'NUMBER', value: '20' },
  ),
  openTask(
    {
      slug: 'biologia-groch-krzyzowka-heterozygot',
      level: 'PRIMARY',
      description:
        'U grochu allel barwy żółtej nasion (A) dominuje nad allelem barwy zielonej (a). Skrzyżowano dwie rośliny o genotypie Aa. Oblicz prawdopodobieństwo, że nasiono z tej krzyżówki będzie zielone. Podaj w procentach.',
      steps: [
        ['Krok 1: gamety rodziców', 'Każdy rodzic Aa wytwarza gamety A i a po połowie.'],
        [
          'Krok 2: szachownica Punnetta',
          'Łączymy gamety: powstają genotypy AA, Aa, aA, aa – cztery jednakowo prawdopodobne pola.',
          String.raw`\mathrm{Aa} \times \mathrm{Aa} \rightarrow \mathrm{AA} : \mathrm{Aa} : \mathrm{aa} = 1 : 2 : 1`,
        ],
        [
          'Krok 3: fenotyp zielony',
          'Zielone nasiona ma tylko homozygota recesywna aa: jedno pole z czterech.',
          String.raw`\frac{1}{4} = 25\%`,
        ],
      ],
      conceptSlugs: ['biologia-krzyzowki-genetyczne', 'biologia-prawa-mendla'],
      rating: { avg: 4.8, count: 37 },
      createdAt: '2025-11-18T13:15:00.000Z',
    },
    'Prawdopodobieństwo wynosi 25%.',
    { kind: 'NUMBER', value: '25' },
  ),
  openTask(
    {
      slug: 'biologia-konsument-drugiego-rzedu',
      level: 'PRIMARY',
      description:
        'Oto łańcuch pokarmowy łąki: trawa → konik polny → żaba → bocian.\n\nPodaj nazwę organizmu, który w tym łańcuchu jest konsumentem II rzędu.',
      steps: [
        [
          'Krok 1: producent i konsument I rzędu',
          'Trawa wytwarza materię organiczną w fotosyntezie – jest producentem. Konik polny zjada trawę, więc jest konsumentem I rzędu (roślinożercą).',
        ],
        [
          'Krok 2: kolejne ogniwo',
          'Żaba zjada konika polnego, czyli konsumenta I rzędu – jest więc konsumentem II rzędu.',
        ],
      ],
      conceptSlugs: ['biologia-ekologia'],
      rating: { avg: 4.2, count: 14 },
      createdAt: '2025-12-01T09:45:00.000Z',
    },
    'Konsumentem II rzędu jest żaba.',
    { kind: 'TEXT', value: 'żaba' },
  ),
  openTask(
    {
      slug: 'biologia-regula-dziesieciu-procent',
      level: 'PRIMARY',
      description:
        'Producenci w pewnym ekosystemie zgromadzili w ciągu roku 20 000 kJ energii. Przyjmij, że na każdy kolejny poziom troficzny przechodzi 10% energii. Oblicz, ile kilodżuli energii trafi do konsumentów II rzędu. Wynik podaj w kilodżulach.',
      steps: [
        [
          'Krok 1: konsumenci I rzędu',
          'Do roślinożerców trafia 10% energii producentów.',
          '0{,}1 \\cdot 20\\,000 = 2000',
        ],
        ['Krok 2: konsumenci II rzędu', 'Do drapieżników trafia 10% energii roślinożerców.', '0{,}1 \\cdot 2000 = 200'],
        [
          'Krok 3: dokąd znika reszta',
          'Pozostałe 90% na każdym poziomie organizmy zużywają w oddychaniu i tracą jako ciepło lub pozostawiają w martwych szczątkach.',
        ],
      ],
      conceptSlugs: ['biologia-ekologia'],
      rating: { avg: 4.5, count: 18 },
      createdAt: '2026-01-12T11:20:00.000Z',
    },
    'Do konsumentów II rzędu trafi 200 kJ.',
    { kind: 'NUMBER', value: '200', unit: 'kJ' },
  ),
];
