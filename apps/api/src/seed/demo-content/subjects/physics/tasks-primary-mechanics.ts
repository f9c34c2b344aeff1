import type { TDemoTask } from '../../demo-content.types';

/** Physics tasks for klasy 7–8 on motion, forces, density, pressure, work and energy (g = 10 m/s²). */
export const physicsPrimaryMechanicsTasks: TDemoTask[] = [
  {
    slug: 'fizyka-predkosc-rowerzysty',
    level: 'PRIMARY',
    description: String.raw`Rowerzysta przejechał ruchem jednostajnym $12\,\mathrm{km}$ w czasie $40\,\mathrm{min}$. Oblicz jego prędkość w $\mathrm{km/h}$.`,
    answers: [],
    answer: String.raw`Prędkość rowerzysty wynosi $18\,\mathrm{km/h}$.`,
    answerKey: { kind: 'NUMBER', value: '18', unit: 'km/h' },
    steps: [
      {
        title: 'Krok 1: czas w godzinach',
        description: 'Prędkość ma wyjść w kilometrach na godzinę, więc minuty zamieniamy na godziny.',
        latex: String.raw`t = 40\,\mathrm{min} = \frac{40}{60}\,\mathrm{h} = \frac{2}{3}\,\mathrm{h}`,
      },
      {
        title: 'Krok 2: prędkość',
        description: 'W ruchu jednostajnym prędkość to droga podzielona przez czas.',
        latex: String.raw`v = \frac{s}{t} = \frac{12\,\mathrm{km}}{\frac{2}{3}\,\mathrm{h}} = 12 \cdot \frac{3}{2}\,\mathrm{km/h} = 18\,\mathrm{km/h}`,
      },
    ],
    conceptSlugs: ['fizyka-ruch-jednostajny'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.6, count: 38 },
    createdAt: '2025-09-04T08:20:00.000Z',
    hint: 'Zamień minuty na część godziny.',
  },
  {
    slug: 'fizyka-przyspieszenie-ruszajacego-samochodu',
    level: 'PRIMARY',
    description: String.raw`Samochód ruszył z miejsca i po $8\,\mathrm{s}$ ruchu jednostajnie przyspieszonego osiągnął prędkość $20\,\mathrm{m/s}$. Oblicz jego przyspieszenie.

Wynik podaj w $\mathrm{m/s^2}$.`,
    answers: [],
    answer: String.raw`Przyspieszenie samochodu wynosi $2{,}5\,\mathrm{m/s^2}$.`,
    answerKey: { kind: 'NUMBER', value: '2,5', unit: 'm/s²' },
    steps: [
      {
        title: 'Krok 1: przyrost prędkości',
        description: 'Samochód ruszył z miejsca, więc jego prędkość wzrosła od zera do $20\\,\\mathrm{m/s}$.',
        latex: String.raw`\Delta v = 20\,\mathrm{m/s}`,
      },
      {
        title: 'Krok 2: przyspieszenie',
        description: 'Przyspieszenie to przyrost prędkości podzielony przez czas, w którym nastąpił.',
        latex: String.raw`a = \frac{\Delta v}{t} = \frac{20\,\mathrm{m/s}}{8\,\mathrm{s}} = 2{,}5\,\mathrm{m/s^2}`,
      },
    ],
    conceptSlugs: ['fizyka-ruch-przyspieszony'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.4, count: 25 },
    createdAt: '2025-10-07T10:30:00.000Z',
  },
  {
    slug: 'fizyka-sila-wypadkowa-z-drugiej-zasady-dynamiki',
    level: 'PRIMARY',
    description: String.raw`Samochód o masie $1200\,\mathrm{kg}$ przyspiesza z przyspieszeniem $1{,}5\,\mathrm{m/s^2}$. Oblicz wartość siły wypadkowej działającej na samochód.

Wynik podaj w niutonach.`,
    answers: [],
    answer: String.raw`Siła wypadkowa ma wartość $1800\,\mathrm{N}$.`,
    answerKey: { kind: 'NUMBER', value: '1800', unit: 'N' },
    steps: [
      {
        title: 'Krok 1: druga zasada dynamiki',
        description:
          'Siła wypadkowa nadaje ciału przyspieszenie proporcjonalne do siły i odwrotnie proporcjonalne do masy.',
        latex: 'F = m \\cdot a',
      },
      {
        title: 'Krok 2: podstawiamy dane',
        description: 'Iloczyn kilograma i metra na sekundę do kwadratu to niuton.',
        latex: String.raw`F = 1200\,\mathrm{kg} \cdot 1{,}5\,\mathrm{m/s^2} = 1800\,\mathrm{N}`,
      },
    ],
    conceptSlugs: ['fizyka-zasady-dynamiki'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.5, count: 29 },
    createdAt: '2025-11-18T09:05:00.000Z',
  },
  {
    slug: 'fizyka-ciezar-plecaka',
    level: 'PRIMARY',
    description: String.raw`Plecak ma masę $5\,\mathrm{kg}$. Jaki jest jego ciężar? Przyjmij $g = 10\,\mathrm{m/s^2}$.`,
    answers: [
      { label: 'A', answer: String.raw`$0{,}5\,\mathrm{N}$`, correct: false },
      { label: 'B', answer: String.raw`$5\,\mathrm{N}$`, correct: false },
      { label: 'C', answer: String.raw`$50\,\mathrm{N}$`, correct: true },
      { label: 'D', answer: String.raw`$500\,\mathrm{N}$`, correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: ciężar a masa',
        description:
          'Ciężar to siła, z jaką Ziemia przyciąga ciało; mierzymy go w niutonach, a masę w kilogramach. Dlatego odpowiedź B, liczbowo równa masie, jest błędna.',
        latex: String.raw`F_g = m \cdot g`,
      },
      {
        title: 'Krok 2: obliczenie',
        description: 'Mnożymy masę przez przyspieszenie ziemskie.',
        latex: String.raw`F_g = 5\,\mathrm{kg} \cdot 10\,\mathrm{m/s^2} = 50\,\mathrm{N}`,
      },
    ],
    conceptSlugs: ['fizyka-zasady-dynamiki', 'fizyka-grawitacja'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 16 },
    createdAt: '2026-01-08T11:50:00.000Z',
  },
  {
    slug: 'fizyka-gestosc-metalowego-klocka',
    level: 'PRIMARY',
    description: String.raw`Metalowy klocek o masie $540\,\mathrm{g}$ ma objętość $200\,\mathrm{cm^3}$. Oblicz gęstość metalu, z którego go wykonano.

Wynik podaj w $\mathrm{g/cm^3}$.`,
    answers: [],
    answer: String.raw`Gęstość metalu wynosi $2{,}7\,\mathrm{g/cm^3}$ (to glin).`,
    answerKey: { kind: 'NUMBER', value: '2,7' },
    steps: [
      {
        title: 'Krok 1: wzór na gęstość',
        description: 'Gęstość to masa podzielona przez objętość.',
        latex: String.raw`d = \frac{m}{V}`,
      },
      {
        title: 'Krok 2: podstawiamy dane',
        description:
          'Masa jest w gramach, objętość w centymetrach sześciennych, więc wynik wychodzi w $\\mathrm{g/cm^3}$. Taką gęstość ma glin (aluminium).',
        latex: String.raw`d = \frac{540\,\mathrm{g}}{200\,\mathrm{cm^3}} = 2{,}7\,\mathrm{g/cm^3}`,
      },
    ],
    conceptSlugs: ['fizyka-gestosc-i-cisnienie'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.7, count: 41 },
    createdAt: '2025-09-26T07:45:00.000Z',
  },
  {
    slug: 'fizyka-cisnienie-hydrostatyczne-na-dnie-basenu',
    level: 'PRIMARY',
    description: String.raw`Basen jest wypełniony wodą do głębokości $3\,\mathrm{m}$. Oblicz ciśnienie hydrostatyczne wody na dnie basenu. Przyjmij gęstość wody $1000\,\mathrm{kg/m^3}$ i $g = 10\,\mathrm{m/s^2}$.

Wynik podaj w kilopaskalach.`,
    answers: [],
    answer: String.raw`Ciśnienie hydrostatyczne na dnie wynosi $30\,000\,\mathrm{Pa} = 30\,\mathrm{kPa}$.`,
    answerKey: { kind: 'NUMBER', value: '30', unit: 'kPa' },
    steps: [
      {
        title: 'Krok 1: wzór na ciśnienie hydrostatyczne',
        description: 'Ciśnienie cieczy zależy od jej gęstości, przyspieszenia ziemskiego i głębokości.',
        latex: String.raw`p = d \cdot g \cdot h`,
      },
      {
        title: 'Krok 2: obliczenie w paskalach',
        description: 'Wszystkie dane są w jednostkach układu SI, więc wynik wychodzi w paskalach.',
        latex: String.raw`p = 1000\,\mathrm{kg/m^3} \cdot 10\,\mathrm{m/s^2} \cdot 3\,\mathrm{m} = 30\,000\,\mathrm{Pa}`,
      },
      {
        title: 'Krok 3: zamiana na kilopaskale',
        description: 'Jeden kilopaskal to tysiąc paskali.',
        latex: String.raw`30\,000\,\mathrm{Pa} = 30\,\mathrm{kPa}`,
      },
    ],
    conceptSlugs: ['fizyka-gestosc-i-cisnienie'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.3, count: 20 },
    createdAt: '2026-02-12T13:15:00.000Z',
  },
  {
    slug: 'fizyka-praca-przy-podnoszeniu-skrzynki',
    level: 'PRIMARY',
    description: String.raw`Skrzynkę o masie $20\,\mathrm{kg}$ podniesiono ruchem jednostajnym na wysokość $1{,}5\,\mathrm{m}$. Oblicz pracę wykonaną przy podnoszeniu. Przyjmij $g = 10\,\mathrm{m/s^2}$.

Wynik podaj w dżulach.`,
    answers: [],
    answer: String.raw`Wykonana praca wynosi $300\,\mathrm{J}$.`,
    answerKey: { kind: 'NUMBER', value: '300', unit: 'J' },
    steps: [
      {
        title: 'Krok 1: siła potrzebna do podnoszenia',
        description: 'Przy ruchu jednostajnym siła podnosząca równoważy ciężar skrzynki.',
        latex: String.raw`F = m g = 20\,\mathrm{kg} \cdot 10\,\mathrm{m/s^2} = 200\,\mathrm{N}`,
      },
      {
        title: 'Krok 2: praca',
        description: 'Siła i przesunięcie mają ten sam kierunek, więc praca to ich iloczyn.',
        latex: String.raw`W = F \cdot s = 200\,\mathrm{N} \cdot 1{,}5\,\mathrm{m} = 300\,\mathrm{J}`,
      },
    ],
    conceptSlugs: ['fizyka-praca-moc-energia'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.5, count: 33 },
    createdAt: '2026-03-04T08:55:00.000Z',
  },
  {
    slug: 'fizyka-moc-silnika-windy',
    level: 'PRIMARY',
    description: String.raw`Silnik windy wykonał pracę $36\,\mathrm{kJ}$ w czasie $1\,\mathrm{min}$. Oblicz średnią moc silnika.

Wynik podaj w watach.`,
    answers: [],
    answer: String.raw`Moc silnika wynosi $600\,\mathrm{W}$.`,
    answerKey: { kind: 'NUMBER', value: '600', unit: 'W' },
    steps: [
      {
        title: 'Krok 1: jednostki układu SI',
        description: 'Pracę zamieniamy na dżule, czas na sekundy.',
        latex: String.raw`W = 36\,\mathrm{kJ} = 36\,000\,\mathrm{J}, \quad t = 60\,\mathrm{s}`,
      },
      {
        title: 'Krok 2: moc',
        description: 'Moc to praca wykonana w jednostce czasu.',
        latex: String.raw`P = \frac{W}{t} = \frac{36\,000\,\mathrm{J}}{60\,\mathrm{s}} = 600\,\mathrm{W}`,
      },
    ],
    conceptSlugs: ['fizyka-praca-moc-energia'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.1, count: 12 },
    createdAt: '2026-04-21T12:40:00.000Z',
  },
  {
    slug: 'fizyka-predkosc-po-spadku-swobodnym',
    level: 'PRIMARY',
    description: String.raw`Kamień spada swobodnie z wysokości $5\,\mathrm{m}$. Korzystając z zasady zachowania energii, oblicz prędkość kamienia tuż przed uderzeniem o ziemię. Pomiń opór powietrza i przyjmij $g = 10\,\mathrm{m/s^2}$.`,
    answers: [],
    answer: String.raw`Kamień uderzy o ziemię z prędkością $10\,\mathrm{m/s}$.`,
    answerKey: { kind: 'NUMBER', value: '10', unit: 'm/s' },
    steps: [
      {
        title: 'Krok 1: zasada zachowania energii',
        description:
          'Energia potencjalna na górze zamienia się w całości w energię kinetyczną na dole; masa się skraca.',
        latex: String.raw`m g h = \frac{m v^2}{2} \;\Rightarrow\; v = \sqrt{2 g h}`,
      },
      {
        title: 'Krok 2: obliczenie',
        description: 'Podstawiamy dane w jednostkach układu SI.',
        latex: String.raw`v = \sqrt{2 \cdot 10\,\mathrm{m/s^2} \cdot 5\,\mathrm{m}} = \sqrt{100\,\mathrm{m^2/s^2}} = 10\,\mathrm{m/s}`,
      },
    ],
    conceptSlugs: ['fizyka-praca-moc-energia', 'fizyka-ruch-przyspieszony'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.8, count: 47 },
    createdAt: '2026-06-09T09:20:00.000Z',
  },
];
