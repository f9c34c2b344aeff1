import type { TDemoTask } from '../../demo-content.types';

/** Physics tasks for klasy 7–8 on electric current, heat, waves and light. */
export const physicsPrimaryFieldTasks: TDemoTask[] = [
  {
    slug: 'fizyka-natezenie-pradu-z-prawa-ohma',
    level: 'PRIMARY',
    description: String.raw`Do opornika o oporze $4\,\Omega$ przyłożono napięcie $12\,\mathrm{V}$. Oblicz natężenie prądu płynącego przez opornik.

Wynik podaj w amperach.`,
    answers: [],
    answer: String.raw`Przez opornik płynie prąd o natężeniu $3\,\mathrm{A}$.`,
    answerKey: { kind: 'NUMBER', value: '3', unit: 'A' },
    steps: [
      {
        title: 'Krok 1: prawo Ohma',
        description: 'Natężenie prądu jest wprost proporcjonalne do napięcia i odwrotnie proporcjonalne do oporu.',
        latex: String.raw`I = \frac{U}{R}`,
      },
      {
        title: 'Krok 2: obliczenie',
        description: 'Wolt podzielony przez om daje amper.',
        latex: String.raw`I = \frac{12\,\mathrm{V}}{4\,\Omega} = 3\,\mathrm{A}`,
      },
    ],
    conceptSlugs: ['fizyka-prad-elektryczny'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.6, count: 36 },
    createdAt: '2025-10-14T08:35:00.000Z',
  },
  {
    slug: 'fizyka-opor-zastepczy-polaczenia-rownoleglego',
    level: 'PRIMARY',
    description: `Prawda czy fałsz?

Opór zastępczy dwóch oporników połączonych równolegle jest większy od oporu każdego z nich.`,
    answers: [
      { label: 'A', answer: 'Prawda', correct: false },
      { label: 'B', answer: 'Fałsz', correct: true },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: reguła dla połączenia równoległego',
        description: 'Przy połączeniu równoległym dodają się odwrotności oporów, bo prąd ma do wyboru kilka dróg.',
        latex: String.raw`\frac{1}{R} = \frac{1}{R_1} + \frac{1}{R_2}`,
      },
      {
        title: 'Krok 2: sprawdzenie na przykładzie',
        description:
          'Dla dwóch oporników po $6\\,\\Omega$ opór zastępczy wynosi $3\\,\\Omega$, czyli jest mniejszy od każdego z nich. Zdanie jest fałszywe; większy opór zastępczy daje połączenie szeregowe.',
        latex: String.raw`\frac{1}{R} = \frac{1}{6\,\Omega} + \frac{1}{6\,\Omega} = \frac{1}{3\,\Omega} \;\Rightarrow\; R = 3\,\Omega`,
      },
    ],
    conceptSlugs: ['fizyka-prad-elektryczny'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.0, count: 9 },
    createdAt: '2026-02-24T10:10:00.000Z',
  },
  {
    slug: 'fizyka-cieplo-potrzebne-do-ogrzania-wody',
    level: 'PRIMARY',
    description: String.raw`Oblicz, ile ciepła trzeba dostarczyć, aby ogrzać $2\,\mathrm{kg}$ wody od $20\,^{\circ}\mathrm{C}$ do $50\,^{\circ}\mathrm{C}$. Ciepło właściwe wody wynosi $4200\,\mathrm{\frac{J}{kg \cdot {}^{\circ}C}}$.

Wynik podaj w kilodżulach.`,
    answers: [],
    answer: String.raw`Trzeba dostarczyć $252\,000\,\mathrm{J} = 252\,\mathrm{kJ}$ ciepła.`,
    answerKey: { kind: 'NUMBER', value: '252' },
    steps: [
      {
        title: 'Krok 1: przyrost temperatury',
        description: 'Odejmujemy temperaturę początkową od końcowej.',
        latex: String.raw`\Delta T = 50\,^{\circ}\mathrm{C} - 20\,^{\circ}\mathrm{C} = 30\,^{\circ}\mathrm{C}`,
      },
      {
        title: 'Krok 2: ciepło',
        description: 'Ciepło jest iloczynem masy, ciepła właściwego i przyrostu temperatury.',
        latex: String.raw`Q = m c \Delta T = 2\,\mathrm{kg} \cdot 4200\,\mathrm{\frac{J}{kg \cdot {}^{\circ}C}} \cdot 30\,^{\circ}\mathrm{C} = 252\,000\,\mathrm{J}`,
      },
      {
        title: 'Krok 3: kilodżule',
        description: 'Jeden kilodżul to tysiąc dżuli.',
        latex: String.raw`252\,000\,\mathrm{J} = 252\,\mathrm{kJ}`,
      },
    ],
    conceptSlugs: ['fizyka-termodynamika'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.4, count: 22 },
    createdAt: '2025-12-02T14:00:00.000Z',
  },
  {
    slug: 'fizyka-dlugosc-fali-dzwiekowej',
    level: 'PRIMARY',
    description: String.raw`Głośnik wysyła dźwięk o częstotliwości $680\,\mathrm{Hz}$. Prędkość dźwięku w powietrzu wynosi $340\,\mathrm{m/s}$. Oblicz długość fali dźwiękowej w metrach.`,
    answers: [],
    answer: String.raw`Długość fali wynosi $0{,}5\,\mathrm{m}$.`,
    answerKey: { kind: 'NUMBER', value: '0,5', unit: 'm' },
    steps: [
      {
        title: 'Krok 1: związek prędkości, długości i częstotliwości',
        description: 'W czasie jednego okresu fala przebywa drogę równą długości fali, stąd $v = \\lambda f$.',
        latex: String.raw`\lambda = \frac{v}{f}`,
      },
      {
        title: 'Krok 2: obliczenie',
        description: 'Herc to jedno drganie na sekundę, więc metry na sekundę podzielone przez herce dają metry.',
        latex: String.raw`\lambda = \frac{340\,\mathrm{m/s}}{680\,\mathrm{Hz}} = 0{,}5\,\mathrm{m}`,
      },
    ],
    conceptSlugs: ['fizyka-fale-i-drgania'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.3, count: 18 },
    createdAt: '2026-05-13T07:25:00.000Z',
  },
  {
    slug: 'fizyka-nazwa-zjawiska-zalamania-swiatla',
    level: 'PRIMARY',
    description: `Łyżeczka włożona ukośnie do szklanki z wodą wydaje się „złamana” na powierzchni wody. Światło zmienia kierunek biegu, przechodząc z wody do powietrza.

Podaj jednym słowem nazwę tego zjawiska.`,
    answers: [],
    answer: 'To załamanie światła.',
    answerKey: { kind: 'TEXT', value: 'załamanie' },
    steps: [
      {
        title: 'Krok 1: co się dzieje ze światłem',
        description:
          'Światło biegnie w wodzie wolniej niż w powietrzu. Na granicy ośrodków zmienia kierunek, jeśli pada na nią ukośnie.',
        latex: '',
      },
      {
        title: 'Krok 2: nazwa zjawiska',
        description:
          'Zmiana kierunku biegu światła przy przejściu do innego ośrodka to załamanie światła. Odbicie zachodzi wtedy, gdy światło wraca do tego samego ośrodka.',
        latex: String.raw`\frac{\sin\alpha}{\sin\beta} = \frac{v_1}{v_2}`,
      },
    ],
    conceptSlugs: ['fizyka-optyka'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 14 },
    createdAt: '2026-09-29T11:30:00.000Z',
  },
];
