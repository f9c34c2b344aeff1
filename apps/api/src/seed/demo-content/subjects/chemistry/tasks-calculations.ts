import type { TDemoTask } from '../../demo-content.types';
import { chemistryExamDecember, chemistryExamMarch } from './exams';

/** Matura (extended) chemistry calculations: moles, concentrations, gas volumes, stoichiometry. */
export const chemistryCalculationTasks: TDemoTask[] = [
  {
    slug: 'chemia-masa-molowa-kwasu-siarkowego',
    level: 'HIGH_SCHOOL',
    description: String.raw`Oblicz masę molową kwasu siarkowego(VI) $\mathrm{H_2SO_4}$. Przyjmij: $M_{\mathrm{H}} = 1\,\mathrm{g/mol}$, $M_{\mathrm{S}} = 32\,\mathrm{g/mol}$, $M_{\mathrm{O}} = 16\,\mathrm{g/mol}$.

Wynik podaj w $\mathrm{g/mol}$.`,
    answers: [],
    answer: String.raw`$M_{\mathrm{H_2SO_4}} = 98\,\mathrm{g/mol}$`,
    answerKey: { kind: 'NUMBER', value: '98', unit: 'g/mol' },
    steps: [
      {
        title: 'Krok 1: skład cząsteczki',
        description: 'Wzór mówi, że w cząsteczce są dwa atomy wodoru, jeden atom siarki i cztery atomy tlenu.',
        latex: String.raw`\mathrm{H_2SO_4}:\ 2 \times \mathrm{H},\ 1 \times \mathrm{S},\ 4 \times \mathrm{O}`,
      },
      {
        title: 'Krok 2: suma mas molowych',
        description: 'Mnożymy masę molową każdego pierwiastka przez liczbę jego atomów i dodajemy.',
        latex: String.raw`M = 2 \cdot 1 + 32 + 4 \cdot 16 = 98\,\mathrm{g/mol}`,
      },
    ],
    conceptSlugs: ['chemia-mol-i-masa-molowa'],
    typeSlug: null,
    exams: [{ slug: chemistryExamDecember, points: 1 }],
    rating: { avg: 4.6, count: 52 },
    createdAt: '2025-09-05T08:00:00.000Z',
  },
  {
    slug: 'chemia-liczba-moli-weglanu-wapnia',
    level: 'HIGH_SCHOOL',
    description: String.raw`Oblicz, ile moli węglanu wapnia $\mathrm{CaCO_3}$ zawiera próbka o masie $25\,\mathrm{g}$. Przyjmij: $M_{\mathrm{Ca}} = 40\,\mathrm{g/mol}$, $M_{\mathrm{C}} = 12\,\mathrm{g/mol}$, $M_{\mathrm{O}} = 16\,\mathrm{g/mol}$.

Wynik podaj w molach.`,
    answers: [],
    answer: String.raw`Próbka zawiera $0{,}25\,\mathrm{mol}$ węglanu wapnia.`,
    answerKey: { kind: 'NUMBER', value: '0,25' },
    steps: [
      {
        title: 'Krok 1: masa molowa',
        description: 'Sumujemy masy molowe: jeden atom wapnia, jeden atom węgla i trzy atomy tlenu.',
        latex: String.raw`M_{\mathrm{CaCO_3}} = 40 + 12 + 3 \cdot 16 = 100\,\mathrm{g/mol}`,
      },
      {
        title: 'Krok 2: liczba moli',
        description: 'Dzielimy masę próbki przez masę molową; gramy się skracają.',
        latex: String.raw`n = \frac{m}{M} = \frac{25\,\mathrm{g}}{100\,\mathrm{g/mol}} = 0{,}25\,\mathrm{mol}`,
      },
    ],
    conceptSlugs: ['chemia-mol-i-masa-molowa'],
    typeSlug: null,
    exams: [{ slug: chemistryExamDecember, points: 1 }],
    rating: { avg: 4.5, count: 33 },
    createdAt: '2025-10-11T10:20:00.000Z',
  },
  {
    slug: 'chemia-stezenie-molowe-roztworu-wodorotlenku-sodu',
    level: 'HIGH_SCHOOL',
    description: String.raw`W wodzie rozpuszczono $4\,\mathrm{g}$ wodorotlenku sodu $\mathrm{NaOH}$ i otrzymano $250\,\mathrm{cm^3}$ roztworu. Oblicz stężenie molowe tego roztworu. Przyjmij $M_{\mathrm{NaOH}} = 40\,\mathrm{g/mol}$.

Wynik podaj w $\mathrm{mol/dm^3}$.`,
    answers: [],
    answer: String.raw`$C_m = 0{,}4\,\mathrm{mol/dm^3}$`,
    answerKey: { kind: 'NUMBER', value: '0,4', unit: 'mol/dm³' },
    steps: [
      {
        title: 'Krok 1: liczba moli NaOH',
        description: 'Zamieniamy masę substancji na mole.',
        latex: String.raw`n = \frac{4\,\mathrm{g}}{40\,\mathrm{g/mol}} = 0{,}1\,\mathrm{mol}`,
      },
      {
        title: 'Krok 2: objętość w decymetrach sześciennych',
        description:
          'Stężenie molowe odnosi się do $1\\,\\mathrm{dm^3}$, a $1\\,\\mathrm{dm^3} = 1000\\,\\mathrm{cm^3}$.',
        latex: String.raw`V = 250\,\mathrm{cm^3} = 0{,}25\,\mathrm{dm^3}`,
      },
      {
        title: 'Krok 3: stężenie molowe',
        description: 'Dzielimy liczbę moli przez objętość roztworu.',
        latex: String.raw`C_m = \frac{n}{V} = \frac{0{,}1\,\mathrm{mol}}{0{,}25\,\mathrm{dm^3}} = 0{,}4\,\mathrm{mol/dm^3}`,
      },
    ],
    conceptSlugs: ['chemia-stezenia-roztworow', 'chemia-mol-i-masa-molowa'],
    typeSlug: null,
    exams: [{ slug: chemistryExamMarch, points: 2 }],
    rating: { avg: 4.7, count: 48 },
    createdAt: '2025-11-03T09:15:00.000Z',
    hint: 'Objętość zamień na decymetry sześcienne przed podstawieniem do wzoru.',
  },
  {
    slug: 'chemia-rozcienczanie-kwasu-solnego',
    level: 'HIGH_SCHOOL',
    description: String.raw`Do $100\,\mathrm{cm^3}$ kwasu solnego o stężeniu $1{,}5\,\mathrm{mol/dm^3}$ dolano wody, otrzymując $300\,\mathrm{cm^3}$ roztworu. Oblicz stężenie molowe otrzymanego roztworu.

Wynik podaj w $\mathrm{mol/dm^3}$.`,
    answers: [],
    answer: String.raw`$C_{m2} = 0{,}5\,\mathrm{mol/dm^3}$`,
    answerKey: { kind: 'NUMBER', value: '0,5', unit: 'mol/dm³' },
    steps: [
      {
        title: 'Krok 1: liczba moli HCl się nie zmienia',
        description: 'Dolanie wody zwiększa objętość, ale nie zmienia liczby moli chlorowodoru.',
        latex: String.raw`n = C_{m1} V_1 = 1{,}5\,\mathrm{mol/dm^3} \cdot 0{,}1\,\mathrm{dm^3} = 0{,}15\,\mathrm{mol}`,
      },
      {
        title: 'Krok 2: nowe stężenie',
        description: 'Tę samą liczbę moli dzielimy przez nową objętość $0{,}3\\,\\mathrm{dm^3}$.',
        latex: String.raw`C_{m2} = \frac{0{,}15\,\mathrm{mol}}{0{,}3\,\mathrm{dm^3}} = 0{,}5\,\mathrm{mol/dm^3}`,
      },
    ],
    conceptSlugs: ['chemia-stezenia-roztworow'],
    typeSlug: null,
    exams: [{ slug: chemistryExamDecember, points: 2 }],
    rating: { avg: 4.4, count: 26 },
    createdAt: '2025-12-09T11:40:00.000Z',
  },
  {
    slug: 'chemia-przeliczanie-stezenia-procentowego-na-molowe',
    level: 'HIGH_SCHOOL',
    description: String.raw`Roztwór wodorotlenku sodu ma stężenie $20\%$ i gęstość $1{,}22\,\mathrm{g/cm^3}$. Oblicz jego stężenie molowe. Przyjmij $M_{\mathrm{NaOH}} = 40\,\mathrm{g/mol}$.

Wynik podaj w $\mathrm{mol/dm^3}$ z dokładnością do jednego miejsca po przecinku.`,
    answers: [],
    answer: String.raw`$C_m = 6{,}1\,\mathrm{mol/dm^3}$`,
    answerKey: { kind: 'NUMBER', value: '6,1', tolerance: 0.05, unit: 'mol/dm³' },
    steps: [
      {
        title: 'Krok 1: masa 1 dm³ roztworu',
        description: 'Bierzemy $1\\,\\mathrm{dm^3} = 1000\\,\\mathrm{cm^3}$ roztworu i z gęstości obliczamy jego masę.',
        latex: String.raw`m_r = d \cdot V = 1{,}22\,\mathrm{g/cm^3} \cdot 1000\,\mathrm{cm^3} = 1220\,\mathrm{g}`,
      },
      {
        title: 'Krok 2: masa i liczba moli NaOH',
        description: 'Wodorotlenek stanowi $20\\%$ masy roztworu.',
        latex: String.raw`m_s = 0{,}2 \cdot 1220\,\mathrm{g} = 244\,\mathrm{g}, \quad n = \frac{244\,\mathrm{g}}{40\,\mathrm{g/mol}} = 6{,}1\,\mathrm{mol}`,
      },
      {
        title: 'Krok 3: stężenie molowe',
        description:
          'Te mole są w $1\\,\\mathrm{dm^3}$ roztworu. Ten sam wynik daje wzór $C_m = \\frac{C_p \\cdot d \\cdot 1000}{M \\cdot 100\\%}$.',
        latex: String.raw`C_m = \frac{6{,}1\,\mathrm{mol}}{1\,\mathrm{dm^3}} = 6{,}1\,\mathrm{mol/dm^3}`,
      },
    ],
    conceptSlugs: ['chemia-stezenia-roztworow'],
    typeSlug: null,
    exams: [{ slug: chemistryExamMarch, points: 2 }],
    rating: { avg: 4.8, count: 39 },
    createdAt: '2026-01-21T08:45:00.000Z',
    paidSolution: true,
  },
  {
    slug: 'chemia-objetosc-dwutlenku-wegla-z-weglanu-wapnia',
    level: 'HIGH_SCHOOL',
    description: String.raw`Węglan wapnia reaguje z kwasem solnym według równania
$$\mathrm{CaCO_3 + 2HCl \rightarrow CaCl_2 + H_2O + CO_2}$$
Oblicz objętość tlenku węgla(IV), odmierzoną w warunkach normalnych, która powstanie z $50\,\mathrm{g}$ $\mathrm{CaCO_3}$ użytego w reakcji z nadmiarem kwasu. Przyjmij $M_{\mathrm{CaCO_3}} = 100\,\mathrm{g/mol}$ i $V_m = 22{,}4\,\mathrm{dm^3/mol}$.

Wynik podaj w $\mathrm{dm^3}$.`,
    answers: [],
    answer: String.raw`Powstanie $11{,}2\,\mathrm{dm^3}$ tlenku węgla(IV).`,
    answerKey: { kind: 'NUMBER', value: '11,2' },
    steps: [
      {
        title: 'Krok 1: liczba moli węglanu',
        description: 'Zamieniamy masę węglanu wapnia na mole.',
        latex: String.raw`n_{\mathrm{CaCO_3}} = \frac{50\,\mathrm{g}}{100\,\mathrm{g/mol}} = 0{,}5\,\mathrm{mol}`,
      },
      {
        title: 'Krok 2: stosunek molowy',
        description: 'Z równania: jeden mol $\\mathrm{CaCO_3}$ daje jeden mol $\\mathrm{CO_2}$.',
        latex: String.raw`n_{\mathrm{CO_2}} = n_{\mathrm{CaCO_3}} = 0{,}5\,\mathrm{mol}`,
      },
      {
        title: 'Krok 3: objętość gazu',
        description: 'W warunkach normalnych mol gazu zajmuje $22{,}4\\,\\mathrm{dm^3}$.',
        latex: String.raw`V = n \cdot V_m = 0{,}5\,\mathrm{mol} \cdot 22{,}4\,\mathrm{dm^3/mol} = 11{,}2\,\mathrm{dm^3}`,
      },
    ],
    conceptSlugs: ['chemia-objetosc-molowa-gazow', 'chemia-stechiometria'],
    typeSlug: null,
    exams: [{ slug: chemistryExamMarch, points: 2 }],
    rating: { avg: 4.6, count: 29 },
    createdAt: '2026-02-16T13:05:00.000Z',
  },
  {
    slug: 'chemia-masa-tlenku-magnezu-ze-spalania',
    level: 'HIGH_SCHOOL',
    description: String.raw`Magnez spala się w tlenie według równania $\mathrm{2Mg + O_2 \rightarrow 2MgO}$. Oblicz masę tlenku magnezu, który powstanie ze spalenia $6\,\mathrm{g}$ magnezu. Przyjmij $M_{\mathrm{Mg}} = 24\,\mathrm{g/mol}$, $M_{\mathrm{O}} = 16\,\mathrm{g/mol}$.`,
    answers: [],
    answer: String.raw`Powstanie $10\,\mathrm{g}$ tlenku magnezu.`,
    answerKey: { kind: 'NUMBER', value: '10', unit: 'g' },
    steps: [
      {
        title: 'Krok 1: liczba moli magnezu',
        description: 'Zamieniamy masę magnezu na mole.',
        latex: String.raw`n_{\mathrm{Mg}} = \frac{6\,\mathrm{g}}{24\,\mathrm{g/mol}} = 0{,}25\,\mathrm{mol}`,
      },
      {
        title: 'Krok 2: liczba moli tlenku',
        description: 'Współczynniki przy $\\mathrm{Mg}$ i $\\mathrm{MgO}$ są równe ($2 : 2$), więc liczby moli też.',
        latex: String.raw`n_{\mathrm{MgO}} = n_{\mathrm{Mg}} = 0{,}25\,\mathrm{mol}`,
      },
      {
        title: 'Krok 3: masa tlenku',
        description: 'Masa molowa $\\mathrm{MgO}$ to $24 + 16 = 40\\,\\mathrm{g/mol}$.',
        latex: String.raw`m_{\mathrm{MgO}} = 0{,}25\,\mathrm{mol} \cdot 40\,\mathrm{g/mol} = 10\,\mathrm{g}`,
      },
    ],
    conceptSlugs: ['chemia-stechiometria', 'chemia-mol-i-masa-molowa'],
    typeSlug: null,
    exams: [{ slug: chemistryExamDecember, points: 2 }],
    rating: { avg: 4.3, count: 21 },
    createdAt: '2026-04-07T07:30:00.000Z',
  },
  {
    slug: 'chemia-wydajnosc-syntezy-siarczku-zelaza',
    level: 'HIGH_SCHOOL',
    description: String.raw`W reakcji $\mathrm{Fe + S \rightarrow FeS}$ użyto $5{,}6\,\mathrm{g}$ żelaza i nadmiaru siarki. Otrzymano $7{,}92\,\mathrm{g}$ siarczku żelaza(II). Oblicz wydajność reakcji. Przyjmij $M_{\mathrm{Fe}} = 56\,\mathrm{g/mol}$, $M_{\mathrm{S}} = 32\,\mathrm{g/mol}$.

Wynik podaj w procentach.`,
    answers: [],
    answer: String.raw`Wydajność reakcji wynosi $90\%$.`,
    answerKey: { kind: 'NUMBER', value: '90%' },
    steps: [
      {
        title: 'Krok 1: masa teoretyczna produktu',
        description:
          'Z $0{,}1\\,\\mathrm{mol}$ żelaza powstaje teoretycznie $0{,}1\\,\\mathrm{mol}$ $\\mathrm{FeS}$ o masie molowej $56 + 32 = 88\\,\\mathrm{g/mol}$.',
        latex: String.raw`n_{\mathrm{Fe}} = \frac{5{,}6\,\mathrm{g}}{56\,\mathrm{g/mol}} = 0{,}1\,\mathrm{mol}, \quad m_{\mathrm{teor}} = 0{,}1\,\mathrm{mol} \cdot 88\,\mathrm{g/mol} = 8{,}8\,\mathrm{g}`,
      },
      {
        title: 'Krok 2: wydajność',
        description: 'Porównujemy masę otrzymaną z masą, która powstałaby przy pełnym przereagowaniu.',
        latex: String.raw`W = \frac{7{,}92\,\mathrm{g}}{8{,}8\,\mathrm{g}} \cdot 100\% = 90\%`,
      },
    ],
    conceptSlugs: ['chemia-stechiometria'],
    typeSlug: null,
    exams: [{ slug: chemistryExamMarch, points: 2 }],
    rating: { avg: 4.5, count: 17 },
    createdAt: '2026-07-02T10:50:00.000Z',
  },
];
