import type { TDemoTask } from '../../demo-content.types';
import { physicsExamDecember, physicsExamMarch } from './exams';

/** Matura (extended) physics tasks on thermodynamics, optics, oscillations and circuits. */
export const physicsMaturaFieldTasks: TDemoTask[] = [
  {
    slug: 'fizyka-praca-gazu-w-przemianie-izobarycznej',
    level: 'HIGH_SCHOOL',
    description: String.raw`Gaz w cylindrze z ruchomym tłokiem rozprężył się pod stałym ciśnieniem $200\,\mathrm{kPa}$, a jego objętość wzrosła o $0{,}03\,\mathrm{m^3}$. Oblicz pracę wykonaną przez gaz.

Wynik podaj w kilodżulach.`,
    answers: [],
    answer: String.raw`Gaz wykonał pracę $6000\,\mathrm{J} = 6\,\mathrm{kJ}$.`,
    answerKey: { kind: 'NUMBER', value: '6', unit: 'kJ' },
    steps: [
      {
        title: 'Krok 1: praca w przemianie izobarycznej',
        description: 'Przy stałym ciśnieniu praca gazu to iloczyn ciśnienia i przyrostu objętości.',
        latex: String.raw`W = p\,\Delta V`,
      },
      {
        title: 'Krok 2: obliczenie',
        description: 'Ciśnienie zamieniamy na paskale; paskal razy metr sześcienny to dżul.',
        latex: String.raw`W = 2 \cdot 10^5\,\mathrm{Pa} \cdot 0{,}03\,\mathrm{m^3} = 6000\,\mathrm{J} = 6\,\mathrm{kJ}`,
      },
    ],
    conceptSlugs: ['fizyka-termodynamika'],
    typeSlug: null,
    exams: [{ slug: physicsExamDecember, points: 1 }],
    rating: { avg: 4.4, count: 21 },
    createdAt: '2025-09-19T10:45:00.000Z',
  },
  {
    slug: 'fizyka-sprawnosc-silnika-carnota',
    level: 'HIGH_SCHOOL',
    description: String.raw`Idealny silnik cieplny pracuje w cyklu Carnota między źródłem o temperaturze $327\,^{\circ}\mathrm{C}$ a chłodnicą o temperaturze $27\,^{\circ}\mathrm{C}$. Oblicz sprawność silnika.

Wynik podaj w procentach.`,
    answers: [],
    answer: String.raw`Sprawność silnika wynosi $50\%$.`,
    answerKey: { kind: 'NUMBER', value: '50%' },
    steps: [
      {
        title: 'Krok 1: temperatury w kelwinach',
        description: 'Wzór na sprawność cyklu Carnota wymaga temperatur bezwzględnych: dodajemy $273$.',
        latex: String.raw`T_1 = 327 + 273 = 600\,\mathrm{K}, \quad T_2 = 27 + 273 = 300\,\mathrm{K}`,
      },
      {
        title: 'Krok 2: sprawność',
        description: 'Sprawność zależy tylko od stosunku temperatur chłodnicy i źródła.',
        latex: String.raw`\eta = 1 - \frac{T_2}{T_1} = 1 - \frac{300\,\mathrm{K}}{600\,\mathrm{K}} = 0{,}5 = 50\%`,
      },
    ],
    conceptSlugs: ['fizyka-termodynamika'],
    typeSlug: null,
    exams: [{ slug: physicsExamMarch, points: 2 }],
    rating: { avg: 4.6, count: 32 },
    createdAt: '2025-12-18T11:20:00.000Z',
    hint: 'Zamień stopnie Celsjusza na kelwiny.',
  },
  {
    slug: 'fizyka-energia-wewnetrzna-w-przemianie-izotermicznej',
    level: 'HIGH_SCHOOL',
    description: `Prawda czy fałsz?

W przemianie izotermicznej gazu doskonałego energia wewnętrzna gazu się nie zmienia, więc całe ciepło pobrane przez gaz zostaje zamienione na pracę.`,
    answers: [
      { label: 'A', answer: 'Prawda', correct: true },
      { label: 'B', answer: 'Fałsz', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: energia wewnętrzna gazu doskonałego',
        description:
          'Energia wewnętrzna gazu doskonałego zależy tylko od temperatury, a ta w przemianie izotermicznej jest stała.',
        latex: String.raw`T = \mathrm{const} \;\Rightarrow\; \Delta U = 0`,
      },
      {
        title: 'Krok 2: pierwsza zasada termodynamiki',
        description:
          'Skoro $\\Delta U = 0$, ciepło pobrane przez gaz równa się pracy wykonanej przez gaz. Zdanie jest prawdziwe.',
        latex: String.raw`\Delta U = Q + W = 0 \;\Rightarrow\; Q = -W`,
      },
    ],
    conceptSlugs: ['fizyka-termodynamika'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.1, count: 10 },
    createdAt: '2026-06-23T09:15:00.000Z',
  },
  {
    slug: 'fizyka-obraz-w-soczewce-skupiajacej',
    level: 'HIGH_SCHOOL',
    description: String.raw`Przedmiot ustawiono w odległości $15\,\mathrm{cm}$ od cienkiej soczewki skupiającej o ogniskowej $10\,\mathrm{cm}$. Oblicz, w jakiej odległości od soczewki powstanie obraz.`,
    answers: [],
    answer: String.raw`Obraz powstanie $30\,\mathrm{cm}$ od soczewki (rzeczywisty, odwrócony, powiększony dwukrotnie).`,
    answerKey: { kind: 'NUMBER', value: '30', unit: 'cm' },
    steps: [
      {
        title: 'Krok 1: równanie soczewki',
        description: 'Wyznaczamy odwrotność odległości obrazu z równania soczewki.',
        latex: String.raw`\frac{1}{f} = \frac{1}{x} + \frac{1}{y} \;\Rightarrow\; \frac{1}{y} = \frac{1}{f} - \frac{1}{x}`,
      },
      {
        title: 'Krok 2: obliczenie',
        description: 'Sprowadzamy ułamki do wspólnego mianownika $30$.',
        latex: String.raw`\frac{1}{y} = \frac{1}{10\,\mathrm{cm}} - \frac{1}{15\,\mathrm{cm}} = \frac{3 - 2}{30\,\mathrm{cm}} = \frac{1}{30\,\mathrm{cm}} \;\Rightarrow\; y = 30\,\mathrm{cm}`,
      },
      {
        title: 'Krok 3: cechy obrazu',
        description:
          'Przedmiot leży między ogniskową a podwójną ogniskową, więc obraz jest rzeczywisty, odwrócony i powiększony; powiększenie wynosi $p = \\frac{y}{x} = 2$.',
        latex: String.raw`p = \frac{30\,\mathrm{cm}}{15\,\mathrm{cm}} = 2`,
      },
    ],
    conceptSlugs: ['fizyka-optyka'],
    typeSlug: null,
    exams: [{ slug: physicsExamDecember, points: 2 }],
    rating: { avg: 4.7, count: 39 },
    createdAt: '2026-02-05T12:30:00.000Z',
  },
  {
    slug: 'fizyka-kat-zalamania-swiatla-w-szkle',
    level: 'HIGH_SCHOOL',
    description: String.raw`Promień światła pada z powietrza na powierzchnię szkła pod kątem $30^{\circ}$ (mierzonym od normalnej). Współczynnik załamania szkła wynosi $1{,}5$, a powietrza $1$. Oblicz kąt załamania.

Wynik podaj w stopniach z dokładnością do $1^{\circ}$.`,
    answers: [],
    answer: String.raw`Kąt załamania wynosi około $19^{\circ}$.`,
    answerKey: { kind: 'NUMBER', value: '19', tolerance: 0.5 },
    steps: [
      {
        title: 'Krok 1: prawo Snelliusa',
        description: 'Iloczyn współczynnika załamania i sinusa kąta jest taki sam po obu stronach granicy ośrodków.',
        latex: String.raw`n_1 \sin\alpha = n_2 \sin\beta \;\Rightarrow\; \sin\beta = \frac{n_1 \sin\alpha}{n_2}`,
      },
      {
        title: 'Krok 2: sinus kąta załamania',
        description: 'Sinus kąta $30^{\\circ}$ wynosi $0{,}5$.',
        latex: String.raw`\sin\beta = \frac{0{,}5}{1{,}5} = \frac{1}{3} \approx 0{,}333`,
      },
      {
        title: 'Krok 3: kąt',
        description:
          'Z tablic lub kalkulatora odczytujemy kąt o tym sinusie. Jest mniejszy od kąta padania, bo światło przechodzi do ośrodka gęstszego optycznie.',
        latex: String.raw`\beta \approx 19{,}47^{\circ} \approx 19^{\circ}`,
      },
    ],
    conceptSlugs: ['fizyka-optyka'],
    typeSlug: null,
    exams: [{ slug: physicsExamMarch, points: 2 }],
    rating: { avg: 4.3, count: 17 },
    createdAt: '2026-05-26T07:55:00.000Z',
  },
  {
    slug: 'fizyka-okres-drgan-ciezarka-na-sprezynie',
    level: 'HIGH_SCHOOL',
    description: String.raw`Ciężarek o masie $0{,}5\,\mathrm{kg}$ zawieszony na sprężynie o współczynniku sprężystości $200\,\mathrm{N/m}$ wykonuje drgania harmoniczne. Oblicz okres drgań.

Wynik podaj w sekundach z dokładnością do dwóch cyfr znaczących.`,
    answers: [],
    answer: String.raw`Okres drgań wynosi około $0{,}31\,\mathrm{s}$.`,
    answerKey: { kind: 'NUMBER', value: '0,31', unit: 's', tolerance: 0.005 },
    steps: [
      {
        title: 'Krok 1: wzór na okres',
        description: 'Okres drgań ciężarka na sprężynie zależy od masy i współczynnika sprężystości, nie od amplitudy.',
        latex: String.raw`T = 2\pi\sqrt{\frac{m}{k}}`,
      },
      {
        title: 'Krok 2: pierwiastek',
        description:
          'Niuton na metr to kilogram na sekundę do kwadratu, więc pod pierwiastkiem zostają sekundy do kwadratu.',
        latex: String.raw`\sqrt{\frac{0{,}5\,\mathrm{kg}}{200\,\mathrm{N/m}}} = \sqrt{0{,}0025\,\mathrm{s^2}} = 0{,}05\,\mathrm{s}`,
      },
      {
        title: 'Krok 3: okres',
        description: 'Mnożymy przez $2\\pi$ i zaokrąglamy do dwóch cyfr znaczących.',
        latex: String.raw`T = 2\pi \cdot 0{,}05\,\mathrm{s} \approx 0{,}314\,\mathrm{s} \approx 0{,}31\,\mathrm{s}`,
      },
    ],
    conceptSlugs: ['fizyka-fale-i-drgania'],
    typeSlug: null,
    exams: [{ slug: physicsExamDecember, points: 1 }],
    rating: { avg: 4.5, count: 26 },
    createdAt: '2026-08-19T13:10:00.000Z',
  },
  {
    slug: 'fizyka-natezenie-pradu-w-obwodzie-rownoleglym',
    level: 'HIGH_SCHOOL',
    description: String.raw`Dwa oporniki o oporach $6\,\Omega$ i $3\,\Omega$ połączono równolegle i podłączono do źródła napięcia $12\,\mathrm{V}$ o pomijalnym oporze wewnętrznym. Oblicz natężenie prądu płynącego ze źródła.

Wynik podaj w amperach.`,
    answers: [],
    answer: String.raw`Ze źródła płynie prąd o natężeniu $6\,\mathrm{A}$.`,
    answerKey: { kind: 'NUMBER', value: '6', unit: 'A' },
    steps: [
      {
        title: 'Krok 1: opór zastępczy',
        description: 'Przy połączeniu równoległym dodajemy odwrotności oporów.',
        latex: String.raw`\frac{1}{R} = \frac{1}{6\,\Omega} + \frac{1}{3\,\Omega} = \frac{3}{6\,\Omega} \;\Rightarrow\; R = 2\,\Omega`,
      },
      {
        title: 'Krok 2: prawo Ohma dla całego obwodu',
        description:
          'Dzielimy napięcie przez opór zastępczy. Sprawdzenie: przez oporniki płyną prądy $2\\,\\mathrm{A}$ i $4\\,\\mathrm{A}$, razem $6\\,\\mathrm{A}$.',
        latex: String.raw`I = \frac{U}{R} = \frac{12\,\mathrm{V}}{2\,\Omega} = 6\,\mathrm{A}`,
      },
    ],
    conceptSlugs: ['fizyka-prad-elektryczny'],
    typeSlug: null,
    exams: [{ slug: physicsExamMarch, points: 1 }],
    rating: { avg: 4.6, count: 28 },
    createdAt: '2026-10-27T10:40:00.000Z',
  },
];
