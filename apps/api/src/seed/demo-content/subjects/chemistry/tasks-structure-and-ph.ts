import type { TDemoTask } from '../../demo-content.types';
import { chemistryExamDecember, chemistryExamMarch } from './exams';

/** Matura (extended) chemistry tasks on pH, atomic structure, bonds, redox and organic chemistry. */
export const chemistryStructureTasks: TDemoTask[] = [
  {
    slug: 'chemia-ph-roztworu-kwasu-solnego',
    level: 'HIGH_SCHOOL',
    description: String.raw`Oblicz pH kwasu solnego o stężeniu $0{,}001\,\mathrm{mol/dm^3}$. Przyjmij, że chlorowodór jest całkowicie zdysocjowany.`,
    answers: [],
    answer: String.raw`$\mathrm{pH} = 3$`,
    answerKey: { kind: 'NUMBER', value: '3' },
    steps: [
      {
        title: 'Krok 1: stężenie jonów wodoru',
        description:
          'Każda cząsteczka $\\mathrm{HCl}$ daje jeden jon $\\mathrm{H^+}$, więc stężenie jonów równa się stężeniu kwasu.',
        latex: String.raw`\mathrm{HCl \rightarrow H^+ + Cl^-}, \quad [\mathrm{H^+}] = 10^{-3}\,\mathrm{mol/dm^3}`,
      },
      {
        title: 'Krok 2: pH',
        description: 'pH to ujemny logarytm dziesiętny ze stężenia jonów wodoru.',
        latex: String.raw`\mathrm{pH} = -\log 10^{-3} = 3`,
      },
    ],
    conceptSlugs: ['chemia-ph-roztworow'],
    typeSlug: null,
    exams: [{ slug: chemistryExamDecember, points: 1 }],
    rating: { avg: 4.7, count: 45 },
    createdAt: '2025-09-16T09:25:00.000Z',
  },
  {
    slug: 'chemia-ph-roztworu-wodorotlenku-sodu',
    level: 'HIGH_SCHOOL',
    description: String.raw`Oblicz pH roztworu wodorotlenku sodu o stężeniu $0{,}01\,\mathrm{mol/dm^3}$ w temperaturze $25\,^{\circ}\mathrm{C}$. Przyjmij, że $\mathrm{NaOH}$ jest całkowicie zdysocjowany.`,
    answers: [],
    answer: String.raw`$\mathrm{pH} = 12$`,
    answerKey: { kind: 'NUMBER', value: '12' },
    steps: [
      {
        title: 'Krok 1: stężenie jonów wodorotlenkowych',
        description: 'Z jednej cząsteczki $\\mathrm{NaOH}$ powstaje jeden jon $\\mathrm{OH^-}$.',
        latex: String.raw`[\mathrm{OH^-}] = 10^{-2}\,\mathrm{mol/dm^3} \;\Rightarrow\; \mathrm{pOH} = 2`,
      },
      {
        title: 'Krok 2: pH z iloczynu jonowego wody',
        description: 'W temperaturze $25\\,^{\\circ}\\mathrm{C}$ suma pH i pOH wynosi $14$.',
        latex: String.raw`\mathrm{pH} = 14 - \mathrm{pOH} = 14 - 2 = 12`,
      },
    ],
    conceptSlugs: ['chemia-ph-roztworow', 'chemia-kwasy-zasady-sole'],
    typeSlug: null,
    exams: [{ slug: chemistryExamMarch, points: 1 }],
    rating: { avg: 4.5, count: 30 },
    createdAt: '2025-12-15T12:10:00.000Z',
    hint: 'Najpierw oblicz pOH.',
  },
  {
    slug: 'chemia-ph-a-stezenie-jonow-wodoru',
    level: 'HIGH_SCHOOL',
    description: String.raw`Prawda czy fałsz?

Stężenie jonów wodoru w roztworze o $\mathrm{pH} = 4$ jest dziesięć razy większe niż w roztworze o $\mathrm{pH} = 5$.`,
    answers: [
      { label: 'A', answer: 'Prawda', correct: true },
      { label: 'B', answer: 'Fałsz', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: stężenia z definicji pH',
        description: 'Z definicji $[\\mathrm{H^+}] = 10^{-\\mathrm{pH}}$.',
        latex: String.raw`[\mathrm{H^+}]_1 = 10^{-4}\,\mathrm{mol/dm^3}, \quad [\mathrm{H^+}]_2 = 10^{-5}\,\mathrm{mol/dm^3}`,
      },
      {
        title: 'Krok 2: porównanie',
        description:
          'Iloraz stężeń wynosi $10$, więc zdanie jest prawdziwe: niższe pH to większe stężenie jonów wodoru.',
        latex: String.raw`\frac{10^{-4}}{10^{-5}} = 10`,
      },
    ],
    conceptSlugs: ['chemia-ph-roztworow'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 11 },
    createdAt: '2026-05-20T08:05:00.000Z',
  },
  {
    slug: 'chemia-wiazania-sigma-i-pi-w-etenie',
    level: 'HIGH_SCHOOL',
    description: String.raw`Ile wiązań typu $\sigma$ i ile wiązań typu $\pi$ występuje w cząsteczce etenu $\mathrm{CH_2{=}CH_2}$?`,
    answers: [
      { label: 'A', answer: String.raw`$4\,\sigma$ i $2\,\pi$`, correct: false },
      { label: 'B', answer: String.raw`$5\,\sigma$ i $1\,\pi$`, correct: true },
      { label: 'C', answer: String.raw`$6\,\sigma$ i $0\,\pi$`, correct: false },
      { label: 'D', answer: String.raw`$4\,\sigma$ i $1\,\pi$`, correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: wiązania pojedyncze',
        description: 'Każde z czterech wiązań $\\mathrm{C{-}H}$ jest wiązaniem pojedynczym, czyli wiązaniem $\\sigma$.',
        latex: String.raw`4 \times \mathrm{C{-}H} \;\Rightarrow\; 4\,\sigma`,
      },
      {
        title: 'Krok 2: wiązanie podwójne',
        description: 'Wiązanie podwójne $\\mathrm{C{=}C}$ składa się z jednego wiązania $\\sigma$ i jednego $\\pi$.',
        latex: String.raw`4\,\sigma + 1\,\sigma = 5\,\sigma, \quad 1\,\pi`,
      },
    ],
    conceptSlugs: ['chemia-wiazania-chemiczne', 'chemia-chemia-organiczna'],
    typeSlug: null,
    exams: [{ slug: chemistryExamDecember, points: 1 }],
    rating: { avg: 4.4, count: 24 },
    createdAt: '2026-01-28T14:30:00.000Z',
  },
  {
    slug: 'chemia-konfiguracja-elektronowa-siarki',
    level: 'HIGH_SCHOOL',
    description: 'Wskaż konfigurację elektronową atomu siarki ($Z = 16$) w stanie podstawowym.',
    answers: [
      {
        label: 'A',
        answer: String.raw`$1\mathrm{s}^2\,2\mathrm{s}^2\,2\mathrm{p}^6\,3\mathrm{s}^2\,3\mathrm{p}^4$`,
        correct: true,
      },
      {
        label: 'B',
        answer: String.raw`$1\mathrm{s}^2\,2\mathrm{s}^2\,2\mathrm{p}^6\,3\mathrm{s}^1\,3\mathrm{p}^5$`,
        correct: false,
      },
      {
        label: 'C',
        answer: String.raw`$1\mathrm{s}^2\,2\mathrm{s}^2\,2\mathrm{p}^6\,3\mathrm{s}^2\,3\mathrm{p}^6$`,
        correct: false,
      },
      {
        label: 'D',
        answer: String.raw`$1\mathrm{s}^2\,2\mathrm{s}^2\,2\mathrm{p}^8\,3\mathrm{s}^2\,3\mathrm{p}^2$`,
        correct: false,
      },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: kolejność zapełniania',
        description:
          'Podpowłoka $s$ mieści $2$ elektrony, a podpowłoka $p$ mieści $6$. Zapełniamy je w kolejności $1\\mathrm{s}$, $2\\mathrm{s}$, $2\\mathrm{p}$, $3\\mathrm{s}$, $3\\mathrm{p}$.',
        latex: '2 + 2 + 6 + 2 = 12',
      },
      {
        title: 'Krok 2: pozostałe elektrony',
        description:
          'Po zapełnieniu $3\\mathrm{s}$ zostają $16 - 12 = 4$ elektrony, które trafiają na $3\\mathrm{p}$. Odpowiedź D łamie pojemność $2\\mathrm{p}$, C opisuje argon, B stan wzbudzony.',
        latex: String.raw`\mathrm{S}:\ 1\mathrm{s}^2\,2\mathrm{s}^2\,2\mathrm{p}^6\,3\mathrm{s}^2\,3\mathrm{p}^4`,
      },
    ],
    conceptSlugs: ['chemia-budowa-atomu'],
    typeSlug: null,
    exams: [{ slug: chemistryExamMarch, points: 1 }],
    rating: { avg: 4.6, count: 35 },
    createdAt: '2026-03-02T09:40:00.000Z',
  },
  {
    slug: 'chemia-stopien-utlenienia-manganu-w-nadmanganianie',
    level: 'HIGH_SCHOOL',
    description: String.raw`Oblicz stopień utlenienia manganu w manganianie(VII) potasu $\mathrm{KMnO_4}$.

Podaj wynik jako liczbę (np. $+3$ zapisz jako $3$).`,
    answers: [],
    answer: String.raw`Mangan jest na stopniu utlenienia $+\mathrm{VII}$, czyli $7$.`,
    answerKey: { kind: 'NUMBER', value: '7' },
    steps: [
      {
        title: 'Krok 1: znane stopnie utlenienia',
        description:
          'Potas jako metal 1. grupy ma stopień $+\\mathrm{I}$, tlen zwykle $-\\mathrm{II}$. Mangan oznaczamy $x$.',
        latex: String.raw`\overset{+1}{\mathrm{K}}\,\overset{x}{\mathrm{Mn}}\,\overset{-2}{\mathrm{O}}_4`,
      },
      {
        title: 'Krok 2: suma stopni utlenienia',
        description: 'W obojętnej cząsteczce suma stopni utlenienia wynosi zero.',
        latex: String.raw`1 + x + 4 \cdot (-2) = 0 \;\Rightarrow\; x = 7`,
      },
    ],
    conceptSlugs: ['chemia-rownania-reakcji'],
    typeSlug: null,
    exams: [{ slug: chemistryExamDecember, points: 1 }],
    rating: { avg: 4.3, count: 20 },
    createdAt: '2026-08-11T11:15:00.000Z',
  },
  {
    slug: 'chemia-produkt-estryfikacji-kwasu-octowego',
    level: 'HIGH_SCHOOL',
    description:
      'Kwas octowy ogrzewano z etanolem w obecności stężonego kwasu siarkowego(VI). Wskaż organiczny produkt tej reakcji.',
    answers: [
      { label: 'A', answer: String.raw`octan etylu $\mathrm{CH_3COOC_2H_5}$`, correct: true },
      { label: 'B', answer: String.raw`etanian sodu $\mathrm{CH_3COONa}$`, correct: false },
      { label: 'C', answer: String.raw`eter dietylowy $\mathrm{C_2H_5OC_2H_5}$`, correct: false },
      { label: 'D', answer: String.raw`aldehyd octowy $\mathrm{CH_3CHO}$`, correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: rodzaj reakcji',
        description:
          'Kwas karboksylowy z alkoholem w obecności stężonego $\\mathrm{H_2SO_4}$ (katalizator, czynnik odciągający wodę) ulega estryfikacji.',
        latex: String.raw`\mathrm{CH_3COOH + C_2H_5OH \rightleftharpoons CH_3COOC_2H_5 + H_2O}`,
      },
      {
        title: 'Krok 2: nazwa estru',
        description:
          'Nazwa estru pochodzi od kwasu (octan) i grupy alkilowej alkoholu (etylu): octan etylu, czyli etanian etylu. W reakcji nie ma sodu, więc sól odpada.',
        latex: '',
      },
    ],
    conceptSlugs: ['chemia-chemia-organiczna', 'chemia-rownania-reakcji'],
    typeSlug: null,
    exams: [{ slug: chemistryExamMarch, points: 1 }],
    rating: { avg: 4.7, count: 28 },
    createdAt: '2026-10-05T10:00:00.000Z',
  },
];
