import type { TDemoTask } from '../../demo-content.types';
import { closedTask, openTask, trueFalseTask } from '../task-builders';
import { geographyMaturaDecember, geographyMaturaMarch } from './exams';

/** Liceum geography tasks: time zones, climate of Poland, population and rocks (matura and classroom). */
export const geographyPeopleTasks: TDemoTask[] = [
  openTask(
    {
      slug: 'geografia-lot-warszawa-nowy-jork',
      level: 'HIGH_SCHOOL',
      description:
        'Samolot wylatuje z Warszawy w styczniu o 10:00 czasu urzędowego (UTC+1) i leci 9 godzin do Nowego Jorku (UTC−5). Oblicz, o której godzinie czasu miejscowego samolot wyląduje w Nowym Jorku. Podaj samą liczbę pełnych godzin.',
      steps: [
        [
          'Krok 1: start w czasie UTC',
          'Warszawa zimą ma czas o godzinę późniejszy niż UTC.',
          '10{:}00 - 1\\,\\text{h} = 9{:}00\\ \\text{UTC}',
        ],
        ['Krok 2: lądowanie w czasie UTC', 'Dodajemy czas lotu.', '9{:}00 + 9\\,\\text{h} = 18{:}00\\ \\text{UTC}'],
        [
          'Krok 3: czas w Nowym Jorku',
          'Nowy Jork ma czas o 5 godzin wcześniejszy niż UTC.',
          '18{:}00 - 5\\,\\text{h} = 13{:}00',
        ],
      ],
      conceptSlugs: ['geografia-strefy-czasowe'],
      exams: [{ slug: geographyMaturaDecember, points: 2 }],
      rating: { avg: 4.8, count: 48 },
      createdAt: '2025-09-19T14:25:00.000Z',
      hint: 'Przelicz godzinę startu na UTC, dodaj czas lotu, a potem przelicz na czas Nowego Jorku.',
    },
    'Samolot wyląduje o 13:00 czasu nowojorskiego.',
    { kind: 'NUMBER', value: '13' },
  ),
  closedTask(
    {
      slug: 'geografia-typ-klimatu-polski',
      level: 'HIGH_SCHOOL',
      description: 'W jakim typie klimatu leży Polska? Wybierz właściwą odpowiedź.',
      steps: [
        [
          'Krok 1: strefa klimatyczna',
          'Polska leży w średnich szerokościach geograficznych (49–55°N), w strefie klimatów umiarkowanych ciepłych.',
        ],
        [
          'Krok 2: wpływy mas powietrza',
          'Nad Polskę napływa na przemian wilgotne powietrze polarnomorskie znad Atlantyku i suche polarnokontynentalne ze wschodu. Klimat jest więc przejściowy między morskim a kontynentalnym, stąd duża zmienność pogody.',
        ],
      ],
      conceptSlugs: ['geografia-klimat'],
      exams: [{ slug: geographyMaturaMarch, points: 1 }],
      rating: { avg: 4.1, count: 16 },
      createdAt: '2025-10-29T10:40:00.000Z',
    },
    [
      'umiarkowany chłodny kontynentalny',
      'umiarkowany ciepły przejściowy',
      'podzwrotnikowy śródziemnomorski',
      'umiarkowany ciepły morski',
    ],
    1,
  ),
  trueFalseTask(
    {
      slug: 'geografia-zastepowalnosc-pokolen',
      level: 'HIGH_SCHOOL',
      description: 'Prawda czy fałsz?\n\nZastępowalność pokoleń zapewnia współczynnik dzietności wynoszący około 2,1.',
      steps: [
        [
          'Krok 1: czym jest dzietność',
          'Współczynnik dzietności to średnia liczba dzieci urodzonych przez kobietę w ciągu całego okresu rozrodczego.',
        ],
        [
          'Krok 2: dlaczego 2,1, a nie 2',
          'Dwoje dzieci zastępuje dwoje rodziców; nadwyżka 0,1 wyrównuje zgony przed osiągnięciem wieku rozrodczego i nieco większą liczbę urodzeń chłopców. Zdanie jest prawdziwe; w Polsce współczynnik jest znacznie niższy.',
        ],
      ],
      conceptSlugs: ['geografia-ludnosc', 'geografia-przyrost-naturalny'],
      exams: [{ slug: geographyMaturaDecember, points: 1 }],
      rating: { avg: 4.4, count: 20 },
      createdAt: '2026-01-27T09:10:00.000Z',
    },
    true,
  ),
  openTask(
    {
      slug: 'geografia-przyrost-rzeczywisty',
      level: 'HIGH_SCHOOL',
      description:
        'W pewnym kraju w ciągu roku przyrost naturalny wyniósł −30 000 osób, a saldo migracji +12 000 osób. Oblicz przyrost rzeczywisty ludności.',
      steps: [
        ['Krok 1: wzór', 'Przyrost rzeczywisty to przyrost naturalny powiększony o saldo migracji.'],
        [
          'Krok 2: obliczenie',
          'Napływ imigrantów tylko częściowo wyrównał ubytek naturalny, więc ludność kraju zmalała.',
          '-30\\,000 + 12\\,000 = -18\\,000',
        ],
      ],
      conceptSlugs: ['geografia-przyrost-naturalny'],
      exams: [{ slug: geographyMaturaMarch, points: 1 }],
      rating: { avg: 4.3, count: 18 },
      createdAt: '2026-03-31T12:35:00.000Z',
    },
    'Przyrost rzeczywisty wyniósł −18 000 osób.',
    { kind: 'NUMBER', value: '-18000' },
  ),
  openTask(
    {
      slug: 'geografia-wiatr-halny',
      level: 'HIGH_SCHOOL',
      description: 'Podaj nazwę ciepłego i suchego wiatru typu fen, który wieje w Tatrach i na Podhalu.',
      steps: [
        [
          'Krok 1: jak powstaje fen',
          'Wilgotne powietrze wznosi się po stronie dowietrznej gór, ochładuje się i traci wilgoć w opadach. Po stronie zawietrznej opada i ogrzewa się szybciej (około 1 °C na 100 m), bo jest już suche.',
        ],
        ['Krok 2: nazwa lokalna', 'W polskich Tatrach taki wiatr, wiejący z południa, nazywa się halnym.'],
      ],
      conceptSlugs: ['geografia-klimat', 'geografia-gradient-temperatury'],
      rating: { avg: 4.6, count: 27 },
      createdAt: '2026-05-19T07:45:00.000Z',
    },
    'To wiatr halny.',
    { kind: 'TEXT', value: 'halny' },
  ),
  closedTask(
    {
      slug: 'geografia-dopasuj-skaly-do-grup',
      level: 'HIGH_SCHOOL',
      description:
        'Dopasuj skałę (1–3) do grupy skał, do której należy (a–c).\n\n1. granit\n\n2. wapień\n\n3. gnejs\n\na) skała osadowa\n\nb) skała metamorficzna\n\nc) skała magmowa',
      steps: [
        [
          'Krok 1: granit i wapień',
          'Granit zastygł z magmy w głębi skorupy (1 – c). Wapień powstał z nagromadzenia szczątków organizmów o szkieletach wapiennych (2 – a).',
        ],
        [
          'Krok 2: gnejs',
          'Gnejs powstaje z przeobrażenia granitu lub skał osadowych w wysokiej temperaturze i pod dużym ciśnieniem (3 – b).',
        ],
      ],
      conceptSlugs: ['geografia-tektonika-plyt'],
      rating: { avg: 4.2, count: 12 },
      createdAt: '2026-08-11T10:00:00.000Z',
    },
    ['1 – c, 2 – a, 3 – b', '1 – a, 2 – c, 3 – b', '1 – c, 2 – b, 3 – a', '1 – b, 2 – a, 3 – c'],
    0,
  ),
  openTask(
    {
      slug: 'geografia-wskaznik-urbanizacji',
      level: 'HIGH_SCHOOL',
      description:
        'W pewnym państwie mieszka 40 mln osób, z czego 24 mln w miastach. Oblicz wskaźnik urbanizacji tego państwa. Podaj w procentach.',
      steps: [
        ['Krok 1: definicja', 'Wskaźnik urbanizacji to odsetek ludności mieszkającej w miastach.'],
        [
          'Krok 2: obliczenie',
          'Dzielimy ludność miejską przez całą ludność i mnożymy przez 100%.',
          '\\frac{24}{40} \\cdot 100\\% = 60\\%',
        ],
      ],
      conceptSlugs: ['geografia-ludnosc'],
      exams: [{ slug: geographyMaturaDecember, points: 1 }],
      rating: { avg: 4.0, count: 9 },
      createdAt: '2026-10-06T13:30:00.000Z',
    },
    'Wskaźnik urbanizacji wynosi 60%.',
    { kind: 'NUMBER', value: '60' },
  ),
];
