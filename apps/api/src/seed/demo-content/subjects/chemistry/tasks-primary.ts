import type { TDemoTask } from '../../demo-content.types';

/** Chemistry tasks for klasy 7–8 (classroom tasks: chemistry has no eighth-grade exam). */
export const chemistryPrimaryTasks: TDemoTask[] = [
  {
    slug: 'chemia-masa-czasteczkowa-wody',
    level: 'PRIMARY',
    description: String.raw`Oblicz masę cząsteczkową wody $\mathrm{H_2O}$. Przyjmij masy atomowe: $\mathrm{H} = 1\,\mathrm{u}$, $\mathrm{O} = 16\,\mathrm{u}$.

Wynik podaj w unitach (u).`,
    answers: [],
    answer: String.raw`Masa cząsteczkowa wody wynosi $18\,\mathrm{u}$.`,
    answerKey: { kind: 'NUMBER', value: '18' },
    steps: [
      {
        title: 'Krok 1: liczymy atomy w cząsteczce',
        description: 'Indeks 2 przy wodorze oznacza dwa atomy wodoru; tlen nie ma indeksu, więc jest jeden atom tlenu.',
        latex: String.raw`\mathrm{H_2O}:\ 2 \times \mathrm{H},\ 1 \times \mathrm{O}`,
      },
      {
        title: 'Krok 2: sumujemy masy atomów',
        description: 'Masa cząsteczkowa to suma mas wszystkich atomów cząsteczki.',
        latex: String.raw`m_{\mathrm{H_2O}} = 2 \cdot 1\,\mathrm{u} + 16\,\mathrm{u} = 18\,\mathrm{u}`,
      },
    ],
    conceptSlugs: ['chemia-mol-i-masa-molowa'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.5, count: 31 },
    createdAt: '2025-09-08T07:40:00.000Z',
  },
  {
    slug: 'chemia-stezenie-procentowe-roztworu-soli',
    level: 'PRIMARY',
    description: String.raw`W $180\,\mathrm{g}$ wody rozpuszczono $20\,\mathrm{g}$ chlorku sodu. Oblicz stężenie procentowe otrzymanego roztworu.

Wynik podaj w procentach.`,
    answers: [],
    answer: String.raw`Stężenie procentowe roztworu wynosi $10\%$.`,
    answerKey: { kind: 'NUMBER', value: '10%' },
    steps: [
      {
        title: 'Krok 1: masa roztworu',
        description: 'Roztwór to substancja rozpuszczona razem z rozpuszczalnikiem, więc dodajemy obie masy.',
        latex: String.raw`m_r = 20\,\mathrm{g} + 180\,\mathrm{g} = 200\,\mathrm{g}`,
      },
      {
        title: 'Krok 2: stężenie procentowe',
        description: 'Dzielimy masę substancji przez masę roztworu (nie przez masę wody) i mnożymy przez $100\\%$.',
        latex: String.raw`C_p = \frac{m_s}{m_r} \cdot 100\% = \frac{20\,\mathrm{g}}{200\,\mathrm{g}} \cdot 100\% = 10\%`,
      },
    ],
    conceptSlugs: ['chemia-stezenia-roztworow'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.7, count: 44 },
    createdAt: '2025-10-02T09:10:00.000Z',
    hint: 'Masa roztworu to masa soli razem z masą wody.',
  },
  {
    slug: 'chemia-masa-cukru-w-roztworze',
    level: 'PRIMARY',
    description: String.raw`Oblicz, ile gramów cukru trzeba rozpuścić w wodzie, aby otrzymać $250\,\mathrm{g}$ roztworu o stężeniu $4\%$.`,
    answers: [],
    answer: String.raw`Trzeba rozpuścić $10\,\mathrm{g}$ cukru.`,
    answerKey: { kind: 'NUMBER', value: '10', unit: 'g' },
    steps: [
      {
        title: 'Krok 1: przekształcamy wzór na stężenie',
        description: 'Z definicji stężenia procentowego wyznaczamy masę substancji rozpuszczonej.',
        latex: String.raw`C_p = \frac{m_s}{m_r} \cdot 100\% \;\Rightarrow\; m_s = \frac{C_p \cdot m_r}{100\%}`,
      },
      {
        title: 'Krok 2: podstawiamy dane',
        description: 'Procenty się skracają, zostają gramy.',
        latex: String.raw`m_s = \frac{4\% \cdot 250\,\mathrm{g}}{100\%} = 10\,\mathrm{g}`,
      },
    ],
    conceptSlugs: ['chemia-stezenia-roztworow'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.4, count: 18 },
    createdAt: '2025-11-14T12:25:00.000Z',
  },
  {
    slug: 'chemia-liczba-neutronow-w-atomie-sodu',
    level: 'PRIMARY',
    description: String.raw`Atom sodu opisuje zapis $^{23}_{11}\mathrm{Na}$. Podaj liczbę neutronów w jądrze tego atomu.`,
    answers: [],
    answer: 'Jądro atomu sodu zawiera $12$ neutronów.',
    answerKey: { kind: 'NUMBER', value: '12' },
    steps: [
      {
        title: 'Krok 1: odczytujemy liczby z zapisu',
        description: 'Górna liczba to liczba masowa $A$ (protony i neutrony), dolna to liczba atomowa $Z$ (protony).',
        latex: String.raw`A = 23, \quad Z = 11`,
      },
      {
        title: 'Krok 2: liczba neutronów',
        description: 'Neutrony to różnica liczby masowej i liczby atomowej.',
        latex: 'N = A - Z = 23 - 11 = 12',
      },
    ],
    conceptSlugs: ['chemia-budowa-atomu'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.6, count: 27 },
    createdAt: '2025-09-22T10:05:00.000Z',
  },
  {
    slug: 'chemia-elektrony-walencyjne-chloru',
    level: 'PRIMARY',
    description:
      'Chlor ($Z = 17$) leży w 17. grupie i 3. okresie układu okresowego. Ile elektronów walencyjnych ma atom chloru?',
    answers: [
      { label: 'A', answer: '$3$', correct: false },
      { label: 'B', answer: '$5$', correct: false },
      { label: 'C', answer: '$7$', correct: true },
      { label: 'D', answer: '$17$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: rozmieszczamy elektrony na powłokach',
        description:
          'Atom chloru ma $17$ elektronów: powłoka $K$ mieści $2$, powłoka $L$ mieści $8$, reszta trafia na $M$.',
        latex: String.raw`17 = 2 + 8 + 7 \;\Rightarrow\; K^2 L^8 M^7`,
      },
      {
        title: 'Krok 2: elektrony ostatniej powłoki',
        description:
          'Elektrony walencyjne to elektrony ostatniej powłoki: jest ich $7$, co zgadza się z numerem grupy $17$ (ostatnia cyfra). Numer okresu ($3$) podaje liczbę powłok, a nie elektronów walencyjnych.',
        latex: '',
      },
    ],
    conceptSlugs: ['chemia-budowa-atomu'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.3, count: 15 },
    createdAt: '2026-01-12T08:30:00.000Z',
  },
  {
    slug: 'chemia-wiazanie-w-chlorku-sodu',
    level: 'PRIMARY',
    description: String.raw`Jakie wiązanie chemiczne występuje w chlorku sodu $\mathrm{NaCl}$? Elektroujemność sodu wynosi $0{,}9$, a chloru $3{,}0$.`,
    answers: [
      { label: 'A', answer: 'kowalencyjne niespolaryzowane', correct: false },
      { label: 'B', answer: 'kowalencyjne spolaryzowane', correct: false },
      { label: 'C', answer: 'jonowe', correct: true },
      { label: 'D', answer: 'metaliczne', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: różnica elektroujemności',
        description: 'Od większej elektroujemności odejmujemy mniejszą.',
        latex: String.raw`\Delta E = 3{,}0 - 0{,}9 = 2{,}1`,
      },
      {
        title: 'Krok 2: rodzaj wiązania',
        description:
          'Różnica większa niż $1{,}7$ oznacza wiązanie jonowe: sód oddaje elektron i staje się kationem $\\mathrm{Na^+}$, chlor przyjmuje go i staje się anionem $\\mathrm{Cl^-}$.',
        latex: String.raw`2{,}1 \ge 1{,}7 \;\Rightarrow\; \text{wiązanie jonowe}`,
      },
    ],
    conceptSlugs: ['chemia-wiazania-chemiczne'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.8, count: 36 },
    createdAt: '2026-02-03T11:45:00.000Z',
  },
  {
    slug: 'chemia-wiazanie-potrojne-w-czasteczce-azotu',
    level: 'PRIMARY',
    description: String.raw`Prawda czy fałsz?

W cząsteczce azotu $\mathrm{N_2}$ atomy łączy wiązanie potrójne, czyli trzy wspólne pary elektronowe.`,
    answers: [
      { label: 'A', answer: 'Prawda', correct: true },
      { label: 'B', answer: 'Fałsz', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: elektrony walencyjne azotu',
        description: 'Azot leży w 15. grupie, ma pięć elektronów walencyjnych. Do oktetu brakuje mu trzech elektronów.',
        latex: String.raw`\mathrm{N}:\ K^2 L^5`,
      },
      {
        title: 'Krok 2: wspólne pary',
        description:
          'Każdy atom azotu uwspólnia trzy elektrony, więc powstają trzy wspólne pary elektronowe, czyli wiązanie potrójne. Zdanie jest prawdziwe.',
        latex: String.raw`\mathrm{N \equiv N}`,
      },
    ],
    conceptSlugs: ['chemia-wiazania-chemiczne'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.2, count: 12 },
    createdAt: '2026-03-09T13:20:00.000Z',
  },
  {
    slug: 'chemia-uzgadnianie-rownania-spalania-metanu',
    level: 'PRIMARY',
    description: String.raw`Uzgodnij równanie reakcji spalania całkowitego metanu:
$$\mathrm{CH_4 + \ldots O_2 \rightarrow CO_2 + \ldots H_2O}$$
Podaj współczynnik stechiometryczny przy tlenie $\mathrm{O_2}$.`,
    answers: [],
    answer: String.raw`Współczynnik przy tlenie wynosi $2$: $\mathrm{CH_4 + 2O_2 \rightarrow CO_2 + 2H_2O}$.`,
    answerKey: { kind: 'NUMBER', value: '2' },
    steps: [
      {
        title: 'Krok 1: uzgadniamy węgiel i wodór',
        description:
          'Po lewej jest jeden atom węgla, więc powstaje jedna cząsteczka $\\mathrm{CO_2}$. Cztery atomy wodoru dają dwie cząsteczki wody.',
        latex: String.raw`\mathrm{CH_4 + \ldots O_2 \rightarrow CO_2 + 2H_2O}`,
      },
      {
        title: 'Krok 2: uzgadniamy tlen',
        description:
          'Po prawej jest $2 + 2 = 4$ atomy tlenu, czyli dwie cząsteczki $\\mathrm{O_2}$. Sprawdzamy: po obu stronach $1$ atom C, $4$ atomy H i $4$ atomy O.',
        latex: String.raw`\mathrm{CH_4 + 2O_2 \rightarrow CO_2 + 2H_2O}`,
      },
    ],
    conceptSlugs: ['chemia-rownania-reakcji', 'chemia-chemia-organiczna'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.6, count: 40 },
    createdAt: '2025-10-20T07:55:00.000Z',
  },
  {
    slug: 'chemia-prawo-zachowania-masy-spalanie-wegla',
    level: 'PRIMARY',
    description: String.raw`Podczas spalania $12\,\mathrm{g}$ węgla w $32\,\mathrm{g}$ tlenu oba substraty przereagowały całkowicie i powstał wyłącznie tlenek węgla(IV). Oblicz masę powstałego tlenku węgla(IV).`,
    answers: [],
    answer: String.raw`Powstało $44\,\mathrm{g}$ tlenku węgla(IV).`,
    answerKey: { kind: 'NUMBER', value: '44', unit: 'g' },
    steps: [
      {
        title: 'Krok 1: prawo zachowania masy',
        description:
          'W reakcji chemicznej masa substratów jest równa masie produktów; atomy się nie tworzą i nie znikają.',
        latex: String.raw`\mathrm{C + O_2 \rightarrow CO_2}`,
      },
      {
        title: 'Krok 2: sumujemy masy substratów',
        description: 'Jedynym produktem jest $\\mathrm{CO_2}$, więc jego masa to suma mas węgla i tlenu.',
        latex: String.raw`m_{\mathrm{CO_2}} = 12\,\mathrm{g} + 32\,\mathrm{g} = 44\,\mathrm{g}`,
      },
    ],
    conceptSlugs: ['chemia-stechiometria', 'chemia-rownania-reakcji'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.1, count: 9 },
    createdAt: '2025-09-30T14:15:00.000Z',
  },
  {
    slug: 'chemia-barwa-fenoloftaleiny-w-zasadzie',
    level: 'PRIMARY',
    description: String.raw`Do roztworu wodorotlenku sodu $\mathrm{NaOH}$ dodano kilka kropli fenoloftaleiny. Jaką barwę przyjmie roztwór?`,
    answers: [
      { label: 'A', answer: 'malinową', correct: true },
      { label: 'B', answer: 'żółtą', correct: false },
      { label: 'C', answer: 'niebieską', correct: false },
      { label: 'D', answer: 'pozostanie bezbarwny', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: odczyn roztworu',
        description:
          'Wodorotlenek sodu dysocjuje w wodzie na kationy sodu i aniony wodorotlenkowe, które nadają roztworowi odczyn zasadowy.',
        latex: String.raw`\mathrm{NaOH \xrightarrow{H_2O} Na^+ + OH^-}`,
      },
      {
        title: 'Krok 2: barwa wskaźnika',
        description:
          'Fenoloftaleina jest bezbarwna w roztworach kwasowych i obojętnych, a w zasadowych barwi się na malinowo.',
        latex: '',
      },
    ],
    conceptSlugs: ['chemia-kwasy-zasady-sole', 'chemia-ph-roztworow'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.4, count: 22 },
    createdAt: '2026-04-15T09:00:00.000Z',
  },
  {
    slug: 'chemia-gaz-z-reakcji-magnezu-z-kwasem-solnym',
    level: 'PRIMARY',
    description: String.raw`Do probówki z kwasem solnym wrzucono wiórki magnezu. Zaszła reakcja $\mathrm{Mg + 2HCl \rightarrow MgCl_2 + H_2}$.

Podaj nazwę gazu, który się wydzielał.`,
    answers: [],
    answer: 'Wydzielał się wodór.',
    answerKey: { kind: 'TEXT', value: 'wodór' },
    steps: [
      {
        title: 'Krok 1: produkty reakcji',
        description:
          'Metal aktywny wypiera wodór z kwasu: powstaje sól (chlorek magnezu) i wodór, zapisany wzorem $\\mathrm{H_2}$.',
        latex: String.raw`\mathrm{Mg + 2HCl \rightarrow MgCl_2 + H_2\uparrow}`,
      },
      {
        title: 'Krok 2: który produkt jest gazem',
        description:
          'Chlorek magnezu pozostaje rozpuszczony w wodzie, a wodór ulatnia się jako gaz. Potwierdza go próba z płonącym łuczywem (charakterystyczny „szczek”).',
        latex: '',
      },
    ],
    conceptSlugs: ['chemia-kwasy-zasady-sole', 'chemia-rownania-reakcji'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.0, count: 8 },
    createdAt: '2026-05-06T10:35:00.000Z',
  },
  {
    slug: 'chemia-dopasuj-wzory-kwasow-do-nazw',
    level: 'PRIMARY',
    description: String.raw`Dopasuj wzory kwasów do ich nazw.

1. $\mathrm{HCl}$
2. $\mathrm{H_2SO_4}$
3. $\mathrm{HNO_3}$

A. kwas azotowy(V)
B. kwas chlorowodorowy
C. kwas siarkowy(VI)`,
    answers: [
      { label: 'A', answer: '1 – B, 2 – C, 3 – A', correct: true },
      { label: 'B', answer: '1 – B, 2 – A, 3 – C', correct: false },
      { label: 'C', answer: '1 – C, 2 – B, 3 – A', correct: false },
      { label: 'D', answer: '1 – A, 2 – C, 3 – B', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: kwas beztlenowy',
        description:
          '$\\mathrm{HCl}$ nie zawiera tlenu: jego nazwa kończy się na „-wodorowy”, to kwas chlorowodorowy (solny).',
        latex: '',
      },
      {
        title: 'Krok 2: kwasy tlenowe',
        description:
          'W kwasach tlenowych w nawiasie podajemy wartościowość niemetalu: w $\\mathrm{H_2SO_4}$ siarka ma wartościowość VI, w $\\mathrm{HNO_3}$ azot ma wartościowość V.',
        latex: String.raw`1 - \mathrm{B}, \quad 2 - \mathrm{C}, \quad 3 - \mathrm{A}`,
      },
    ],
    conceptSlugs: ['chemia-kwasy-zasady-sole'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.5, count: 19 },
    createdAt: '2026-06-01T08:10:00.000Z',
  },
  {
    slug: 'chemia-zawartosc-procentowa-wegla-w-metanie',
    level: 'PRIMARY',
    description: String.raw`Oblicz zawartość procentową (procent masowy) węgla w metanie $\mathrm{CH_4}$. Przyjmij masy atomowe: $\mathrm{C} = 12\,\mathrm{u}$, $\mathrm{H} = 1\,\mathrm{u}$.

Wynik podaj w procentach.`,
    answers: [],
    answer: String.raw`Metan zawiera $75\%$ masowych węgla.`,
    answerKey: { kind: 'NUMBER', value: '75%' },
    steps: [
      {
        title: 'Krok 1: masa cząsteczkowa metanu',
        description: 'Cząsteczka ma jeden atom węgla i cztery atomy wodoru.',
        latex: String.raw`m_{\mathrm{CH_4}} = 12\,\mathrm{u} + 4 \cdot 1\,\mathrm{u} = 16\,\mathrm{u}`,
      },
      {
        title: 'Krok 2: udział węgla',
        description: 'Dzielimy masę węgla w cząsteczce przez masę całej cząsteczki.',
        latex: String.raw`\%\mathrm{C} = \frac{12\,\mathrm{u}}{16\,\mathrm{u}} \cdot 100\% = 75\%`,
      },
    ],
    conceptSlugs: ['chemia-chemia-organiczna', 'chemia-mol-i-masa-molowa'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.3, count: 14 },
    createdAt: '2026-09-17T12:00:00.000Z',
  },
];
