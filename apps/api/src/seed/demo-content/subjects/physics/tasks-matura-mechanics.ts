import type { TDemoTask } from '../../demo-content.types';
import { physicsExamDecember, physicsExamMarch } from './exams';

/** Matura (extended) physics tasks on kinematics, dynamics, momentum and gravitation. */
export const physicsMaturaMechanicsTasks: TDemoTask[] = [
  {
    slug: 'fizyka-maksymalna-wysokosc-w-rzucie-pionowym',
    level: 'HIGH_SCHOOL',
    description: String.raw`Piłkę wyrzucono pionowo w górę z prędkością $15\,\mathrm{m/s}$. Oblicz największą wysokość, na jaką wzniesie się piłka, licząc od miejsca wyrzutu. Pomiń opór powietrza i przyjmij $g = 9{,}81\,\mathrm{m/s^2}$.

Wynik podaj w metrach z dokładnością do dwóch cyfr znaczących.`,
    answers: [],
    answer: String.raw`Piłka wzniesie się na wysokość około $11\,\mathrm{m}$.`,
    answerKey: { kind: 'NUMBER', value: '11', unit: 'm', tolerance: 0.5 },
    steps: [
      {
        title: 'Krok 1: warunek najwyższego punktu',
        description:
          'W najwyższym punkcie prędkość piłki spada do zera. Cała energia kinetyczna zamienia się w potencjalną, masa się skraca.',
        latex: String.raw`\frac{m v_0^2}{2} = m g h \;\Rightarrow\; h = \frac{v_0^2}{2g}`,
      },
      {
        title: 'Krok 2: obliczenie i zaokrąglenie',
        description: 'Podstawiamy dane i zaokrąglamy do dwóch cyfr znaczących.',
        latex: String.raw`h = \frac{(15\,\mathrm{m/s})^2}{2 \cdot 9{,}81\,\mathrm{m/s^2}} = \frac{225}{19{,}62}\,\mathrm{m} \approx 11{,}47\,\mathrm{m} \approx 11\,\mathrm{m}`,
      },
    ],
    conceptSlugs: ['fizyka-ruch-przyspieszony', 'fizyka-praca-moc-energia'],
    typeSlug: null,
    exams: [{ slug: physicsExamDecember, points: 2 }],
    rating: { avg: 4.6, count: 34 },
    createdAt: '2025-09-12T09:00:00.000Z',
  },
  {
    slug: 'fizyka-droga-ruszajacego-samochodu',
    level: 'HIGH_SCHOOL',
    description: String.raw`Samochód rusza z miejsca ruchem jednostajnie przyspieszonym z przyspieszeniem $2\,\mathrm{m/s^2}$. Oblicz drogę, jaką przebędzie w ciągu pierwszych $6\,\mathrm{s}$ ruchu.`,
    answers: [],
    answer: String.raw`Samochód przebędzie $36\,\mathrm{m}$.`,
    answerKey: { kind: 'NUMBER', value: '36', unit: 'm' },
    steps: [
      {
        title: 'Krok 1: wzór na drogę',
        description: 'Prędkość początkowa jest równa zeru, więc droga zależy tylko od przyspieszenia i czasu.',
        latex: String.raw`s = \frac{a t^2}{2}`,
      },
      {
        title: 'Krok 2: obliczenie',
        description: 'Sekundy do kwadratu skracają się z mianownikiem przyspieszenia, zostają metry.',
        latex: String.raw`s = \frac{2\,\mathrm{m/s^2} \cdot (6\,\mathrm{s})^2}{2} = 36\,\mathrm{m}`,
      },
    ],
    conceptSlugs: ['fizyka-ruch-przyspieszony'],
    typeSlug: null,
    exams: [{ slug: physicsExamMarch, points: 1 }],
    rating: { avg: 4.4, count: 27 },
    createdAt: '2025-10-23T12:15:00.000Z',
  },
  {
    slug: 'fizyka-przyspieszenie-na-rowni-pochylej',
    level: 'HIGH_SCHOOL',
    description: String.raw`Klocek zsuwa się bez tarcia po równi pochyłej nachylonej pod kątem $30^{\circ}$ do poziomu. Oblicz przyspieszenie klocka. Przyjmij $g = 9{,}81\,\mathrm{m/s^2}$.

Wynik podaj w $\mathrm{m/s^2}$ z dokładnością do dwóch cyfr znaczących.`,
    answers: [],
    answer: String.raw`Przyspieszenie klocka wynosi około $4{,}9\,\mathrm{m/s^2}$.`,
    answerKey: { kind: 'NUMBER', value: '4,9', tolerance: 0.05, unit: 'm/s²' },
    steps: [
      {
        title: 'Krok 1: rozkład siły ciężkości',
        description:
          'Składowa ciężaru prostopadła do równi równoważy się z siłą reakcji podłoża. Ruch wywołuje składowa równoległa do równi.',
        latex: String.raw`F_{\parallel} = m g \sin 30^{\circ}`,
      },
      {
        title: 'Krok 2: druga zasada dynamiki',
        description: 'Bez tarcia składowa równoległa jest siłą wypadkową; masa się skraca.',
        latex: String.raw`m a = m g \sin 30^{\circ} \;\Rightarrow\; a = g \sin 30^{\circ}`,
      },
      {
        title: 'Krok 3: obliczenie',
        description: 'Sinus kąta $30^{\\circ}$ wynosi $\\frac{1}{2}$.',
        latex: String.raw`a = 9{,}81\,\mathrm{m/s^2} \cdot 0{,}5 \approx 4{,}9\,\mathrm{m/s^2}`,
      },
    ],
    conceptSlugs: ['fizyka-zasady-dynamiki', 'fizyka-ruch-przyspieszony'],
    typeSlug: null,
    exams: [{ slug: physicsExamDecember, points: 2 }],
    rating: { avg: 4.7, count: 43 },
    createdAt: '2025-11-27T08:40:00.000Z',
  },
  {
    slug: 'fizyka-zderzenie-niesprezyste-wozkow',
    level: 'HIGH_SCHOOL',
    description: String.raw`Wózek o masie $2\,\mathrm{kg}$ jadący z prędkością $3\,\mathrm{m/s}$ zderza się ze stojącym wózkiem o masie $1\,\mathrm{kg}$. Po zderzeniu wózki poruszają się razem. Oblicz ich wspólną prędkość; pomiń tarcie.`,
    answers: [],
    answer: String.raw`Wózki poruszają się razem z prędkością $2\,\mathrm{m/s}$.`,
    answerKey: { kind: 'NUMBER', value: '2', unit: 'm/s' },
    steps: [
      {
        title: 'Krok 1: zasada zachowania pędu',
        description:
          'Siły zewnętrzne się równoważą, więc pęd układu przed zderzeniem równa się pędowi po zderzeniu. Stojący wózek nie ma pędu.',
        latex: String.raw`m_1 v_1 = (m_1 + m_2)\, u`,
      },
      {
        title: 'Krok 2: wspólna prędkość',
        description: 'Dzielimy pęd początkowy przez łączną masę wózków.',
        latex: String.raw`u = \frac{2\,\mathrm{kg} \cdot 3\,\mathrm{m/s}}{2\,\mathrm{kg} + 1\,\mathrm{kg}} = \frac{6\,\mathrm{kg \cdot m/s}}{3\,\mathrm{kg}} = 2\,\mathrm{m/s}`,
      },
    ],
    conceptSlugs: ['fizyka-zasady-dynamiki'],
    typeSlug: null,
    exams: [{ slug: physicsExamMarch, points: 2 }],
    rating: { avg: 4.5, count: 30 },
    createdAt: '2026-01-15T10:25:00.000Z',
  },
  {
    slug: 'fizyka-pierwsza-predkosc-kosmiczna',
    level: 'HIGH_SCHOOL',
    description: String.raw`Oblicz pierwszą prędkość kosmiczną dla Ziemi, czyli prędkość satelity krążącego po orbicie kołowej tuż nad jej powierzchnią. Przyjmij promień Ziemi $R = 6370\,\mathrm{km}$ i $g = 9{,}81\,\mathrm{m/s^2}$; pomiń opór atmosfery.

Wynik podaj w kilometrach na sekundę z dokładnością do dwóch cyfr znaczących.`,
    answers: [],
    answer: String.raw`Pierwsza prędkość kosmiczna wynosi około $7{,}9\,\mathrm{km/s}$.`,
    answerKey: { kind: 'NUMBER', value: '7,9', tolerance: 0.05, unit: 'km/s' },
    steps: [
      {
        title: 'Krok 1: grawitacja jako siła dośrodkowa',
        description:
          'Tuż nad powierzchnią siła grawitacji to ciężar $m g$; pełni ona rolę siły dośrodkowej. Masa satelity się skraca.',
        latex: String.raw`m g = \frac{m v^2}{R} \;\Rightarrow\; v = \sqrt{g R}`,
      },
      {
        title: 'Krok 2: obliczenie w jednostkach SI',
        description: 'Promień zamieniamy na metry: $6370\\,\\mathrm{km} = 6{,}37 \\cdot 10^6\\,\\mathrm{m}$.',
        latex: String.raw`v = \sqrt{9{,}81\,\mathrm{m/s^2} \cdot 6{,}37 \cdot 10^6\,\mathrm{m}} \approx 7905\,\mathrm{m/s}`,
      },
      {
        title: 'Krok 3: zamiana i zaokrąglenie',
        description: 'Dzielimy przez $1000$ i zaokrąglamy do dwóch cyfr znaczących.',
        latex: String.raw`7905\,\mathrm{m/s} \approx 7{,}9\,\mathrm{km/s}`,
      },
    ],
    conceptSlugs: ['fizyka-grawitacja'],
    typeSlug: null,
    exams: [{ slug: physicsExamMarch, points: 2 }],
    rating: { avg: 4.8, count: 51 },
    createdAt: '2026-03-17T09:50:00.000Z',
    paidSolution: true,
    hint: 'Przyrównaj ciężar satelity do siły dośrodkowej.',
  },
  {
    slug: 'fizyka-sila-grawitacji-w-podwojnej-odleglosci',
    level: 'HIGH_SCHOOL',
    description:
      'Dwie kule przyciągają się grawitacyjnie siłą $F$. Jak zmieni się ta siła, gdy odległość między środkami kul wzrośnie dwukrotnie, a masy się nie zmienią?',
    answers: [
      { label: 'A', answer: 'zmaleje dwukrotnie', correct: false },
      { label: 'B', answer: 'zmaleje czterokrotnie', correct: true },
      { label: 'C', answer: 'wzrośnie dwukrotnie', correct: false },
      { label: 'D', answer: 'nie zmieni się', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: prawo powszechnego ciążenia',
        description: 'Siła jest odwrotnie proporcjonalna do kwadratu odległości środków.',
        latex: String.raw`F = G \frac{m_1 m_2}{r^2}`,
      },
      {
        title: 'Krok 2: nowa odległość',
        description: 'Podstawiamy $2r$ w miejsce $r$: w mianowniku pojawia się czynnik $4$.',
        latex: String.raw`F' = G \frac{m_1 m_2}{(2r)^2} = \frac{F}{4}`,
      },
    ],
    conceptSlugs: ['fizyka-grawitacja'],
    typeSlug: null,
    exams: [{ slug: physicsExamDecember, points: 1 }],
    rating: { avg: 4.3, count: 19 },
    createdAt: '2026-04-28T13:35:00.000Z',
  },
  {
    slug: 'fizyka-okres-obiegu-z-trzeciego-prawa-keplera',
    level: 'HIGH_SCHOOL',
    description:
      'Dwa satelity krążą wokół Ziemi po orbitach kołowych. Promień orbity drugiego satelity jest $4$ razy większy niż pierwszego. Ile razy dłuższy jest okres obiegu drugiego satelity?',
    answers: [],
    answer: 'Okres obiegu drugiego satelity jest $8$ razy dłuższy.',
    answerKey: { kind: 'NUMBER', value: '8' },
    steps: [
      {
        title: 'Krok 1: trzecie prawo Keplera',
        description:
          'Dla ciał krążących wokół tego samego ciała centralnego stosunek kwadratu okresu do sześcianu promienia orbity jest stały.',
        latex: String.raw`\frac{T_1^2}{r_1^3} = \frac{T_2^2}{r_2^3} \;\Rightarrow\; \frac{T_2}{T_1} = \sqrt{\left(\frac{r_2}{r_1}\right)^3}`,
      },
      {
        title: 'Krok 2: obliczenie',
        description: 'Stosunek promieni wynosi $4$.',
        latex: String.raw`\frac{T_2}{T_1} = \sqrt{4^3} = \sqrt{64} = 8`,
      },
    ],
    conceptSlugs: ['fizyka-grawitacja'],
    typeSlug: null,
    exams: [{ slug: physicsExamMarch, points: 1 }],
    rating: { avg: 4.5, count: 23 },
    createdAt: '2026-07-14T08:05:00.000Z',
  },
];
