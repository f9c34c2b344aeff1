import type { TDemoTask } from './demo-content.types';

const maturaBasic = 'proba-matura-podstawowa-2026-03';
const maturaAdvanced = 'proba-matura-rozszerzona-2026-03';

/** Demo tasks for high school in the style of matura podstawowa and rozszerzona, all original. */
export const highSchoolTasks: TDemoTask[] = [
  {
    slug: 'rownanie-kwadratowe-z-delta-dodatnia',
    level: 'HIGH_SCHOOL',
    description: 'Rozwiąż równanie $$2x^2 - 7x + 3 = 0.$$',
    answers: [],
    answer: '$x = \\frac{1}{2}$ lub $x = 3$',
    answerKey: { kind: 'SET', value: String.raw`\{\frac{1}{2}; 3\}` },
    steps: [
      {
        title: 'Krok 1: odczytujemy współczynniki',
        description: 'Równanie ma postać $ax^2 + bx + c = 0$, więc rozwiążemy je za pomocą wyróżnika.',
        latex: String.raw`a = 2, \quad b = -7, \quad c = 3`,
      },
      {
        title: 'Krok 2: obliczamy deltę',
        description: 'Wyróżnik jest dodatni, więc równanie ma dwa różne pierwiastki.',
        latex: String.raw`\Delta = b^2 - 4ac = 49 - 24 = 25, \qquad \sqrt{\Delta} = 5`,
      },
      {
        title: 'Krok 3: pierwiastki',
        description: 'Podstawiamy do wzorów na pierwiastki trójmianu.',
        latex: String.raw`\begin{aligned} x_1 &= \frac{-b - \sqrt{\Delta}}{2a} = \frac{7 - 5}{4} = \frac{1}{2} \\ x_2 &= \frac{-b + \sqrt{\Delta}}{2a} = \frac{7 + 5}{4} = 3 \\ x &\in \left\{ \frac{1}{2}, 3 \right\} \end{aligned}`,
      },
    ],
    conceptSlugs: ['algebra', 'wyroznik-trojmianu-kwadratowego', 'rownanie-kwadratowe', 'funkcja-kwadratowa'],
    typeSlug: 'rownania-kwadratowe',
    exams: [{ slug: maturaBasic, points: 2 }],
    rating: { avg: 4.55, count: 64 },
    createdAt: '2025-09-05T09:00:00.000Z',
  },
  {
    slug: 'nierownosc-kwadratowa-zbior-rozwiazan',
    level: 'HIGH_SCHOOL',
    description: 'Zbiorem wszystkich rozwiązań nierówności $x^2 - 2x - 15 \\le 0$ jest przedział',
    answers: [
      { label: 'A', answer: '$\\langle -3; 5\\rangle$', correct: true },
      { label: 'B', answer: '$(-\\infty; -3\\rangle \\cup \\langle 5; +\\infty)$', correct: false },
      { label: 'C', answer: '$\\langle -5; 3\\rangle$', correct: false },
      { label: 'D', answer: '$(-3, 5)$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: miejsca zerowe trójmianu',
        description: 'Szukamy dwóch liczb o sumie $2$ i iloczynie $-15$ – to $-3$ i $5$.',
        latex: 'x^2 - 2x - 15 = (x + 3)(x - 5)',
      },
      {
        title: 'Krok 2: szkic paraboli',
        description:
          'Współczynnik przy $x^2$ jest dodatni, więc ramiona paraboli są skierowane w górę, a wartości niedodatnie trójmian przyjmuje między pierwiastkami, łącznie z nimi (nierówność jest nieostra).',
        latex: String.raw`(x + 3)(x - 5) \le 0 \iff x \in \langle -3; 5\rangle`,
      },
    ],
    conceptSlugs: ['algebra', 'funkcja-kwadratowa', 'miejsce-zerowe', 'nierownosc'],
    typeSlug: 'nierownosci-kwadratowe',
    exams: [{ slug: maturaBasic, points: 1 }],
    rating: { avg: 4.2, count: 37 },
    createdAt: '2025-09-09T14:30:00.000Z',
  },
  {
    slug: 'zbior-wartosci-funkcji-kwadratowej-z-wierzcholka',
    level: 'HIGH_SCHOOL',
    description: 'Zbiorem wartości funkcji $f(x) = -2x^2 + 8x - 5$ jest',
    answers: [
      { label: 'A', answer: '$(-\\infty; 3\\rangle$', correct: true },
      { label: 'B', answer: '$\\langle 3; +\\infty)$', correct: false },
      { label: 'C', answer: '$(-\\infty; 2\\rangle$', correct: false },
      { label: 'D', answer: '$(-\\infty; -5\\rangle$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: pierwsza współrzędna wierzchołka',
        description: 'Zbiór wartości funkcji kwadratowej wyznacza druga współrzędna wierzchołka paraboli.',
        latex: String.raw`p = -\frac{b}{2a} = -\frac{8}{2\cdot(-2)} = 2`,
      },
      {
        title: 'Krok 2: druga współrzędna wierzchołka',
        description: 'Obliczamy $q = f(p)$.',
        latex: String.raw`q = f(2) = -2\cdot 4 + 16 - 5 = 3`,
      },
      {
        title: 'Krok 3: kierunek ramion',
        description: 'Ponieważ $a = -2 < 0$, ramiona są skierowane w dół i $q = 3$ jest wartością największą.',
        latex: String.raw`ZW_f = (-\infty; 3\rangle`,
      },
    ],
    conceptSlugs: ['funkcje', 'funkcja-kwadratowa'],
    typeSlug: 'funkcja-kwadratowa-wierzcholek',
    exams: [],
    rating: { avg: 3.95, count: 21 },
    createdAt: '2025-09-17T11:15:00.000Z',
  },
  {
    slug: 'suma-dwudziestu-wyrazow-ciagu-arytmetycznego',
    level: 'HIGH_SCHOOL',
    description:
      'W ciągu arytmetycznym $(a_n)$ trzeci wyraz jest równy $7$, a ósmy wyraz jest równy $22$.\n\nOblicz sumę dwudziestu początkowych wyrazów tego ciągu.',
    answers: [],
    answer: '$S_{20} = 590$',
    answerKey: { kind: 'NUMBER', value: '590' },
    steps: [
      {
        title: 'Krok 1: różnica ciągu',
        description: 'Między trzecim a ósmym wyrazem jest pięć „kroków” o długości $r$.',
        latex: String.raw`\begin{aligned} a_8 - a_3 &= 5r \\ 22 - 7 &= 5r \\ r &= 3 \end{aligned}`,
      },
      {
        title: 'Krok 2: pierwszy wyraz',
        description: 'Z wzoru na wyraz ogólny $a_3 = a_1 + 2r$.',
        latex: 'a_1 = a_3 - 2r = 7 - 6 = 1',
      },
      {
        title: 'Krok 3: suma',
        description: 'Korzystamy ze wzoru na sumę $n$ początkowych wyrazów ciągu arytmetycznego.',
        latex: String.raw`S_{20} = \frac{2a_1 + 19r}{2}\cdot 20 = \frac{2 + 57}{2}\cdot 20 = 590`,
      },
    ],
    conceptSlugs: ['ciagi', 'ciag-arytmetyczny', 'suma-ciagu-arytmetycznego'],
    typeSlug: 'ciag-arytmetyczny',
    exams: [{ slug: maturaBasic, points: 2 }],
    rating: { avg: 4.4, count: 29 },
    createdAt: '2025-09-24T17:50:00.000Z',
  },
  {
    slug: 'szosty-wyraz-ciagu-geometrycznego',
    level: 'HIGH_SCHOOL',
    description:
      'W ciągu geometrycznym $(a_n)$ o wyrazach rzeczywistych $a_2 = 6$ oraz $a_5 = 162$. Szósty wyraz tego ciągu jest równy',
    answers: [
      { label: 'A', answer: '$486$', correct: true },
      { label: 'B', answer: '$324$', correct: false },
      { label: 'C', answer: '$1458$', correct: false },
      { label: 'D', answer: '$243$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: iloraz ciągu',
        description: 'Przejście od $a_2$ do $a_5$ to trzykrotne mnożenie przez $q$.',
        latex: String.raw`\begin{aligned} a_5 &= a_2 q^3 \\ q^3 &= \frac{162}{6} = 27 \\ q &= 3 \end{aligned}`,
      },
      {
        title: 'Krok 2: szósty wyraz',
        description: 'Wystarczy pomnożyć piąty wyraz przez iloraz.',
        latex: String.raw`a_6 = a_5 \cdot q = 162\cdot 3 = 486`,
      },
    ],
    conceptSlugs: ['ciagi', 'ciag-geometryczny'],
    typeSlug: 'ciag-geometryczny',
    exams: [],
    rating: { avg: 4.1, count: 18 },
    createdAt: '2025-10-02T08:30:00.000Z',
  },
  {
    slug: 'wartosc-wyrazenia-logarytmicznego',
    level: 'HIGH_SCHOOL',
    description: 'Wartość wyrażenia $\\log_3 54 - \\log_3 2 + \\log_2 \\sqrt{8}$ jest równa',
    answers: [
      { label: 'A', answer: '$\\frac{9}{2}$', correct: true },
      { label: 'B', answer: '$3$', correct: false },
      { label: 'C', answer: '$5$', correct: false },
      { label: 'D', answer: '$\\frac{15}{2}$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: różnica logarytmów o tej samej podstawie',
        description: 'Różnica logarytmów o tej samej podstawie to logarytm ilorazu.',
        latex: String.raw`\log_3 54 - \log_3 2 = \log_3 \frac{54}{2} = \log_3 27 = 3`,
      },
      {
        title: 'Krok 2: logarytm z pierwiastka',
        description: 'Zapisujemy $\\sqrt{8}$ jako potęgę dwójki.',
        latex: String.raw`\log_2 \sqrt{8} = \log_2 2^{\frac{3}{2}} = \frac{3}{2}`,
      },
      {
        title: 'Krok 3: suma',
        description: 'Dodajemy oba wyniki.',
        latex: String.raw`3 + \frac{3}{2} = \frac{9}{2}`,
      },
    ],
    conceptSlugs: ['algebra', 'logarytm'],
    typeSlug: 'logarytmy',
    exams: [{ slug: maturaBasic, points: 1 }],
    rating: { avg: 4.3, count: 25 },
    createdAt: '2025-10-08T19:10:00.000Z',
    paidSolution: true,
    hint: 'Zamień różnicę logarytmów o podstawie $3$ na logarytm ilorazu, a $\\sqrt{8}$ zapisz jako potęgę liczby $2$.',
  },
  {
    slug: 'sinus-i-tangens-kata-ostrego-z-cosinusa',
    level: 'HIGH_SCHOOL',
    description:
      'Kąt $\\alpha$ jest ostry i $\\cos\\alpha = \\frac{5}{13}$. Oblicz $\\sin\\alpha$ oraz $\\operatorname{tg}\\alpha$.',
    answers: [],
    answer: '$\\sin\\alpha = \\frac{12}{13}$, $\\operatorname{tg}\\alpha = \\frac{12}{5}$',
    answerKey: { kind: 'FRACTION', value: String.raw`\frac{12}{5}` },
    steps: [
      {
        title: 'Krok 1: jedynka trygonometryczna',
        description: 'Z tożsamości $\\sin^2\\alpha + \\cos^2\\alpha = 1$ wyznaczamy kwadrat sinusa.',
        latex: String.raw`\sin^2\alpha = 1 - \left(\frac{5}{13}\right)^2 = 1 - \frac{25}{169} = \frac{144}{169}`,
      },
      {
        title: 'Krok 2: znak sinusa',
        description: 'Dla kąta ostrego sinus jest dodatni, więc wybieramy dodatni pierwiastek.',
        latex: String.raw`\sin\alpha = \frac{12}{13}`,
      },
      {
        title: 'Krok 3: tangens',
        description: 'Tangens to iloraz sinusa przez cosinus.',
        latex: String.raw`\operatorname{tg}\alpha = \frac{\sin\alpha}{\cos\alpha} = \frac{12}{13} : \frac{5}{13} = \frac{12}{5}`,
      },
    ],
    conceptSlugs: ['trygonometria', 'jedynka-trygonometryczna'],
    typeSlug: 'trygonometria-w-trojkacie',
    exams: [{ slug: maturaBasic, points: 2 }],
    rating: { avg: 4.65, count: 33 },
    createdAt: '2025-10-16T10:20:00.000Z',
  },
  {
    slug: 'lokata-bankowa-z-kapitalizacja-roczna',
    level: 'HIGH_SCHOOL',
    description:
      'Pani Ewa wpłaciła $5000$ zł na dwuletnią lokatę oprocentowaną $4\\%$ w skali roku z roczną kapitalizacją odsetek. Pomijamy podatek od odsetek.\n\nJaką kwotę otrzyma po dwóch latach? O ile procent wzrośnie jej kapitał?',
    answers: [],
    answer: 'Otrzyma $5408$ zł, czyli kapitał wzrośnie o $8{,}16\\%$.',
    answerKey: { kind: 'NUMBER', value: String.raw`8,16\%` },
    steps: [
      {
        title: 'Krok 1: jeden rok oszczędzania',
        description:
          'Po roku do kapitału dopisywane są odsetki w wysokości $4\\%$, czyli kapitał mnoży się przez $1{,}04$. W drugim roku odsetki liczone są już od powiększonej kwoty.',
        latex: String.raw`K_1 = 5000\cdot 1{,}04 = 5200`,
      },
      {
        title: 'Krok 2: drugi rok',
        description: 'Ponownie mnożymy przez $1{,}04$ – to jest procent składany.',
        latex: String.raw`K_2 = 5000\cdot 1{,}04^2 = 5200\cdot 1{,}04 = 5408`,
      },
      {
        title: 'Krok 3: wzrost procentowy',
        description: 'Porównujemy przyrost kapitału z kwotą początkową.',
        latex: String.raw`\frac{5408 - 5000}{5000}\cdot 100\% = \frac{408}{5000}\cdot 100\% = 8{,}16\%`,
      },
    ],
    conceptSlugs: ['arytmetyka', 'procent', 'procenty', 'ciag-geometryczny', 'zadanie-tekstowe'],
    typeSlug: 'procenty-w-zadaniach-tekstowych',
    exams: [],
    rating: { avg: 4.45, count: 22 },
    createdAt: '2025-10-27T13:00:00.000Z',
  },
  {
    slug: 'prawdopodobienstwo-sumy-oczek-rownej-8',
    level: 'HIGH_SCHOOL',
    description:
      'Rzucamy dwa razy symetryczną sześcienną kostką do gry. Prawdopodobieństwo, że suma wyrzuconych oczek będzie równa $8$, wynosi',
    answers: [
      { label: 'A', answer: '$\\frac{5}{36}$', correct: true },
      { label: 'B', answer: '$\\frac{1}{6}$', correct: false },
      { label: 'C', answer: '$\\frac{1}{9}$', correct: false },
      { label: 'D', answer: '$\\frac{7}{36}$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: wszystkie wyniki',
        description:
          'Wynikiem jest para liczb oczek (pierwszy rzut, drugi rzut); wszystkie pary są jednakowo prawdopodobne.',
        latex: String.raw`|\Omega| = 6\cdot 6 = 36`,
      },
      {
        title: 'Krok 2: wyniki sprzyjające',
        description: 'Wypisujemy pary o sumie $8$. Pary $(2, 6)$ i $(6, 2)$ to różne wyniki, bo rzuty są rozróżnialne.',
        latex: String.raw`A = \{(2,6), (3,5), (4,4), (5,3), (6,2)\}, \quad |A| = 5`,
      },
      {
        title: 'Krok 3: prawdopodobieństwo',
        description: 'Korzystamy z klasycznej definicji prawdopodobieństwa.',
        latex: String.raw`P(A) = \frac{|A|}{|\Omega|} = \frac{5}{36}`,
      },
    ],
    conceptSlugs: ['rachunek-prawdopodobienstwa-i-statystyka', 'prawdopodobienstwo-klasyczne', 'kombinatoryka'],
    typeSlug: 'prawdopodobienstwo-klasyczne',
    exams: [{ slug: maturaBasic, points: 1 }],
    rating: { avg: 4.75, count: 52 },
    createdAt: '2025-11-04T07:40:00.000Z',
  },
  {
    slug: 'pole-trojkata-z-katem-rozwartym-150-stopni',
    level: 'HIGH_SCHOOL',
    description:
      'Dwa boki trójkąta mają długości $6$ i $10$, a kąt między nimi ma miarę $150^\\circ$. Oblicz pole tego trójkąta.',
    answers: [],
    answer: '$P = 15$',
    answerKey: { kind: 'NUMBER', value: '15' },
    steps: [
      {
        title: 'Krok 1: wzór na pole z sinusem',
        description: 'Znamy dwa boki i kąt między nimi, więc korzystamy ze wzoru $P = \\frac{1}{2}ab\\sin\\gamma$.',
        latex: String.raw`P = \frac{1}{2}\cdot 6\cdot 10\cdot \sin 150^\circ`,
      },
      {
        title: 'Krok 2: sinus kąta rozwartego',
        description: 'Ze wzoru redukcyjnego $\\sin(180^\\circ - \\alpha) = \\sin\\alpha$.',
        latex: String.raw`\sin 150^\circ = \sin(180^\circ - 30^\circ) = \sin 30^\circ = \frac{1}{2}`,
      },
      {
        title: 'Krok 3: pole',
        description: 'Podstawiamy wartość sinusa.',
        latex: String.raw`P = 30\cdot \frac{1}{2} = 15`,
      },
    ],
    conceptSlugs: ['geometria-plaska', 'trygonometria', 'pole-i-obwod'],
    typeSlug: 'pole-trojkata',
    exams: [],
    rating: { avg: 4.0, count: 15 },
    createdAt: '2025-11-13T15:35:00.000Z',
  },
  {
    slug: 'trzeci-bok-trojkata-z-twierdzenia-cosinusow',
    level: 'HIGH_SCHOOL',
    description:
      'W trójkącie $ABC$ boki $BC$ i $AC$ mają długości $5$ i $8$, a kąt $ACB$ ma miarę $60^\\circ$. Oblicz długość boku $AB$ i obwód trójkąta.',
    answers: [],
    answer: '$|AB| = 7$, obwód jest równy $20$.',
    answerKey: { kind: 'NUMBER', value: '20' },
    steps: [
      {
        title: 'Krok 1: wybór twierdzenia',
        description:
          'Znamy dwa boki i kąt między nimi, a szukamy boku leżącego naprzeciw tego kąta – to sytuacja dla twierdzenia cosinusów.',
        latex: String.raw`|AB|^2 = |BC|^2 + |AC|^2 - 2\cdot|BC|\cdot|AC|\cos 60^\circ`,
      },
      {
        title: 'Krok 2: obliczenia',
        description: 'Podstawiamy dane i $\\cos 60^\\circ = \\frac{1}{2}$.',
        latex: String.raw`\begin{aligned} |AB|^2 &= 25 + 64 - 2\cdot 5\cdot 8\cdot \tfrac{1}{2} \\ &= 89 - 40 = 49 \\ |AB| &= 7 \end{aligned}`,
      },
      {
        title: 'Krok 3: obwód',
        description: 'Dodajemy długości wszystkich boków.',
        latex: 'L = 5 + 8 + 7 = 20',
      },
    ],
    conceptSlugs: ['geometria-plaska', 'trygonometria', 'twierdzenie-cosinusow'],
    typeSlug: 'trygonometria-w-trojkacie',
    exams: [],
    rating: { avg: 4.5, count: 19 },
    createdAt: '2025-11-25T12:05:00.000Z',
  },
  {
    slug: 'objetosc-ostroslupa-prawidlowego-czworokatnego',
    level: 'HIGH_SCHOOL',
    description:
      'Podstawą ostrosłupa prawidłowego czworokątnego jest kwadrat o boku $6$, a każda krawędź boczna ma długość $5$. Oblicz objętość tego ostrosłupa.',
    answers: [],
    answer: '$V = 12\\sqrt{7}$',
    answerKey: { kind: 'EXPRESSION', value: String.raw`12\sqrt{7}` },
    steps: [
      {
        title: 'Krok 1: połowa przekątnej podstawy',
        description:
          'Spodek wysokości ostrosłupa prawidłowego leży w środku kwadratu, czyli w połowie jego przekątnej. Przekątna kwadratu o boku $a$ ma długość $a\\sqrt{2}$.',
        latex: String.raw`\frac{d}{2} = \frac{6\sqrt{2}}{2} = 3\sqrt{2}`,
      },
      {
        title: 'Krok 2: wysokość z twierdzenia Pitagorasa',
        description:
          'Wysokość, połowa przekątnej i krawędź boczna tworzą trójkąt prostokątny z krawędzią boczną jako przeciwprostokątną.',
        latex: String.raw`\begin{aligned} H^2 + (3\sqrt{2})^2 &= 5^2 \\ H^2 &= 25 - 18 = 7 \\ H &= \sqrt{7} \end{aligned}`,
      },
      {
        title: 'Krok 3: objętość',
        description: 'Objętość ostrosłupa to jedna trzecia iloczynu pola podstawy i wysokości.',
        latex: String.raw`V = \frac{1}{3}\cdot 6^2\cdot \sqrt{7} = 12\sqrt{7}`,
      },
    ],
    conceptSlugs: ['stereometria', 'twierdzenie-pitagorasa'],
    typeSlug: 'bryly-objetosc',
    exams: [],
    rating: { avg: 4.2, count: 17 },
    createdAt: '2025-12-04T09:25:00.000Z',
  },
  {
    slug: 'objetosc-stozka-z-tworzacej-i-promienia',
    level: 'HIGH_SCHOOL',
    description:
      'Tworząca stożka ma długość $5$, a promień jego podstawy jest równy $3$. Objętość tego stożka jest równa',
    answers: [
      { label: 'A', answer: '$12\\pi$', correct: true },
      { label: 'B', answer: '$36\\pi$', correct: false },
      { label: 'C', answer: '$15\\pi$', correct: false },
      { label: 'D', answer: '$24\\pi$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: wysokość stożka',
        description: 'Wysokość, promień podstawy i tworząca tworzą trójkąt prostokątny.',
        latex: String.raw`h = \sqrt{l^2 - r^2} = \sqrt{25 - 9} = 4`,
      },
      {
        title: 'Krok 2: objętość',
        description:
          'Objętość stożka to $\\frac{1}{3}\\pi r^2 h$. Uwaga: $15\\pi$ to pole powierzchni bocznej, a $24\\pi$ – pole całkowite.',
        latex: String.raw`V = \frac{1}{3}\pi\cdot 3^2\cdot 4 = 12\pi`,
      },
    ],
    conceptSlugs: ['stereometria', 'twierdzenie-pitagorasa'],
    typeSlug: 'bryly-objetosc',
    exams: [],
    rating: { avg: 3.8, count: 12 },
    createdAt: '2025-12-15T18:45:00.000Z',
  },
  {
    slug: 'rownanie-prostej-przez-dwa-punkty',
    level: 'HIGH_SCHOOL',
    description: 'Prosta przechodząca przez punkty $A = (-1, 5)$ i $B = (3, -3)$ ma równanie',
    answers: [
      { label: 'A', answer: '$y = -2x + 3$', correct: true },
      { label: 'B', answer: '$y = 2x + 7$', correct: false },
      { label: 'C', answer: '$y = -2x - 3$', correct: false },
      { label: 'D', answer: '$y = -\\frac{1}{2}x + \\frac{9}{2}$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: współczynnik kierunkowy',
        description: 'Współczynnik kierunkowy to iloraz przyrostu $y$ przez przyrost $x$ między punktami.',
        latex: String.raw`a = \frac{y_B - y_A}{x_B - x_A} = \frac{-3 - 5}{3 - (-1)} = \frac{-8}{4} = -2`,
      },
      {
        title: 'Krok 2: wyraz wolny',
        description: 'Podstawiamy współrzędne punktu $A$ do równania $y = -2x + b$.',
        latex: String.raw`5 = -2\cdot(-1) + b \implies b = 3`,
      },
      {
        title: 'Krok 3: sprawdzenie',
        description: 'Punkt $B$ także spełnia otrzymane równanie $y = -2x + 3$.',
        latex: String.raw`-2\cdot 3 + 3 = -3`,
      },
    ],
    conceptSlugs: ['funkcje', 'funkcja-liniowa'],
    typeSlug: null,
    exams: [],
    rating: { avg: 3.7, count: 10 },
    createdAt: '2025-12-29T10:00:00.000Z',
  },
  {
    slug: 'rownanie-z-wartoscia-bezwzgledna',
    level: 'HIGH_SCHOOL',
    description: 'Rozwiąż równanie $|2x - 3| = 7$.',
    answers: [],
    answer: '$x = -2$ lub $x = 5$',
    answerKey: { kind: 'SET', value: String.raw`\{-2; 5\}` },
    steps: [
      {
        title: 'Krok 1: interpretacja wartości bezwzględnej',
        description:
          'Wartość bezwzględna jest równa $7$, gdy wyrażenie pod nią jest równe $7$ albo $-7$. Rozważamy oba przypadki.',
        latex: String.raw`|2x - 3| = 7 \iff 2x - 3 = 7 \ \vee\ 2x - 3 = -7`,
      },
      {
        title: 'Krok 2: rozwiązujemy oba równania',
        description: 'Każde z nich jest równaniem liniowym.',
        latex: String.raw`\begin{aligned} 2x - 3 = 7 &\implies x = 5 \\ 2x - 3 = -7 &\implies x = -2 \\ x &\in \{-2, 5\} \end{aligned}`,
      },
    ],
    conceptSlugs: ['algebra', 'wartosc-bezwzgledna', 'rownanie-liniowe'],
    typeSlug: 'rownania-liniowe',
    exams: [],
    rating: { avg: 4.1, count: 20 },
    createdAt: '2026-01-08T16:20:00.000Z',
  },
  {
    slug: 'dowod-podzielnosc-przez-8-kwadratu-liczby-nieparzystej',
    level: 'HIGH_SCHOOL',
    description: 'Wykaż, że dla każdej liczby całkowitej $n$ liczba $(2n + 1)^2 - 1$ jest podzielna przez $8$.',
    answers: [],
    answer:
      'Teza jest prawdziwa: $(2n+1)^2 - 1 = 4n(n+1)$, a iloczyn $n(n+1)$ jest parzysty, więc liczba dzieli się przez $8$.',
    answerKey: { kind: 'TEXT', value: 'podzielna przez 8' },
    steps: [
      {
        title: 'Krok 1: przekształcamy wyrażenie',
        description: 'Stosujemy wzór skróconego mnożenia na kwadrat sumy i wyłączamy wspólny czynnik.',
        latex: '(2n + 1)^2 - 1 = 4n^2 + 4n + 1 - 1 = 4n(n + 1)',
      },
      {
        title: 'Krok 2: parzystość iloczynu kolejnych liczb',
        description:
          'Liczby $n$ i $n + 1$ są kolejnymi liczbami całkowitymi, więc jedna z nich jest parzysta. Zatem $n(n+1) = 2k$ dla pewnej liczby całkowitej $k$.',
        latex: String.raw`n(n + 1) = 2k, \quad k \in \mathbb{Z}`,
      },
      {
        title: 'Krok 3: wniosek',
        description:
          'Podstawiamy i otrzymujemy wielokrotność ósemki: liczba $(2n + 1)^2 - 1$ jest podzielna przez $8$, co kończy dowód.',
        latex: String.raw`(2n + 1)^2 - 1 = 4\cdot 2k = 8k`,
      },
    ],
    conceptSlugs: ['algebra', 'dowod', 'wzory-skroconego-mnozenia'],
    typeSlug: null,
    exams: [{ slug: maturaBasic, points: 2 }],
    rating: { avg: 4.6, count: 26 },
    createdAt: '2026-01-16T08:00:00.000Z',
  },
  {
    slug: 'dowod-suma-liczby-i-jej-odwrotnosci',
    level: 'HIGH_SCHOOL',
    description:
      'Wykaż, że dla dowolnych liczb dodatnich $a$ i $b$ prawdziwa jest nierówność $$\\frac{a}{b} + \\frac{b}{a} \\ge 2.$$',
    answers: [],
    answer:
      'Nierówność jest równoważna $(a - b)^2 \\ge 0$, która jest zawsze prawdziwa; równość zachodzi tylko dla $a = b$.',
    answerKey: { kind: 'TEXT', value: 'prawdziwa' },
    steps: [
      {
        title: 'Krok 1: pozbywamy się mianowników',
        description:
          'Mnożymy obie strony przez $ab$. Ponieważ $ab > 0$, zwrot nierówności się nie zmienia, a otrzymana nierówność jest równoważna wyjściowej.',
        latex: String.raw`\frac{a}{b} + \frac{b}{a} \ge 2 \iff a^2 + b^2 \ge 2ab`,
      },
      {
        title: 'Krok 2: kwadrat różnicy',
        description: 'Przenosimy wszystko na lewą stronę i rozpoznajemy wzór skróconego mnożenia.',
        latex: String.raw`a^2 - 2ab + b^2 \ge 0 \iff (a - b)^2 \ge 0`,
      },
      {
        title: 'Krok 3: wniosek',
        description:
          'Kwadrat każdej liczby rzeczywistej jest nieujemny, więc ostatnia nierówność jest prawdziwa, a zatem – jako równoważna – także wyjściowa.',
        latex: String.raw`(a - b)^2 \ge 0 \ \text{dla wszystkich } a, b \in \mathbb{R}`,
      },
    ],
    conceptSlugs: ['algebra', 'dowod', 'nierownosc', 'wzory-skroconego-mnozenia'],
    typeSlug: null,
    exams: [{ slug: maturaAdvanced, points: 2 }],
    rating: { avg: 4.35, count: 14 },
    createdAt: '2026-01-27T20:15:00.000Z',
  },
  {
    slug: 'rownanie-kwadratowe-z-parametrem-dwa-pierwiastki-dodatnie',
    level: 'HIGH_SCHOOL',
    description:
      'Wyznacz wszystkie wartości parametru $m$, dla których równanie $$x^2 - 2mx + m + 6 = 0$$ ma dwa różne pierwiastki dodatnie.',
    answers: [],
    answer: '$m \\in (3; +\\infty)$',
    answerKey: { kind: 'INTERVAL', value: String.raw`(3; +\infty)` },
    steps: [
      {
        title: 'Krok 1: warunki zadania',
        description:
          'Równanie ma dwa różne pierwiastki, gdy $\\Delta > 0$. Oba pierwiastki są dodatnie dokładnie wtedy, gdy ich suma i iloczyn są dodatnie – to wygodnie zapisać wzorami Viète’a.',
        latex: String.raw`\begin{cases} \Delta > 0 \\ x_1 + x_2 > 0 \\ x_1 x_2 > 0 \end{cases}`,
      },
      {
        title: 'Krok 2: warunek na deltę',
        description: 'Obliczamy wyróżnik i rozwiązujemy nierówność kwadratową względem $m$.',
        latex: String.raw`\begin{aligned} \Delta &= 4m^2 - 4(m + 6) = 4(m^2 - m - 6) = 4(m - 3)(m + 2) > 0 \\ &\iff m \in (-\infty; -2) \cup (3; +\infty) \end{aligned}`,
      },
      {
        title: 'Krok 3: suma i iloczyn pierwiastków',
        description: 'Ze wzorów Viète’a $x_1 + x_2 = 2m$ oraz $x_1 x_2 = m + 6$.',
        latex: String.raw`\begin{aligned} 2m > 0 &\iff m > 0 \\ m + 6 > 0 &\iff m > -6 \end{aligned}`,
      },
      {
        title: 'Krok 4: część wspólna',
        description: 'Wszystkie trzy warunki muszą być spełnione jednocześnie.',
        latex: String.raw`m \in \big((-\infty; -2) \cup (3; +\infty)\big) \cap (0; +\infty) \cap (-6; +\infty) = (3; +\infty)`,
      },
    ],
    conceptSlugs: ['algebra', 'wzory-vietea', 'wyroznik-trojmianu-kwadratowego', 'zadanie-z-parametrem'],
    typeSlug: 'rownania-kwadratowe-z-parametrem',
    exams: [{ slug: maturaAdvanced, points: 4 }],
    rating: { avg: 4.8, count: 47 },
    createdAt: '2026-02-05T11:45:00.000Z',
  },
  {
    slug: 'suma-kwadratow-pierwiastkow-ze-wzorow-vietea',
    level: 'HIGH_SCHOOL',
    description:
      'Liczby $x_1$ i $x_2$ są różnymi pierwiastkami równania $x^2 - 6x + 4 = 0$. Wartość wyrażenia $x_1^2 + x_2^2$ jest równa',
    answers: [
      { label: 'A', answer: '$28$', correct: true },
      { label: 'B', answer: '$44$', correct: false },
      { label: 'C', answer: '$36$', correct: false },
      { label: 'D', answer: '$20$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: czy pierwiastki istnieją',
        description: 'Zanim użyjemy wzorów Viète’a, sprawdzamy, że równanie ma pierwiastki.',
        latex: String.raw`\Delta = 36 - 16 = 20 > 0`,
      },
      {
        title: 'Krok 2: wzory Viète’a',
        description: 'Suma i iloczyn pierwiastków wynikają wprost ze współczynników.',
        latex: String.raw`x_1 + x_2 = 6, \qquad x_1 x_2 = 4`,
      },
      {
        title: 'Krok 3: suma kwadratów',
        description: 'Sumę kwadratów wyrażamy przez sumę i iloczyn, korzystając z kwadratu sumy.',
        latex: 'x_1^2 + x_2^2 = (x_1 + x_2)^2 - 2x_1x_2 = 36 - 8 = 28',
      },
    ],
    conceptSlugs: ['algebra', 'wzory-vietea', 'rownanie-kwadratowe'],
    typeSlug: 'rownania-kwadratowe',
    exams: [],
    rating: { avg: 4.25, count: 23 },
    createdAt: '2026-02-12T09:30:00.000Z',
  },
  {
    slug: 'optymalizacja-wybieg-przy-scianie-stodoly',
    level: 'HIGH_SCHOOL',
    description:
      'Rolnik chce ogrodzić prostokątny wybieg dla kóz przylegający jednym bokiem do długiej ściany stodoły. Ma $80$ m siatki, którą ogrodzi pozostałe trzy boki.\n\nJakie wymiary powinien mieć wybieg, aby jego pole było największe? Oblicz to pole.',
    answers: [],
    answer: 'Boki prostopadłe do ściany po $20$ m, bok równoległy $40$ m; największe pole to $800\\ \\text{m}^2$.',
    answerKey: { kind: 'NUMBER', value: '800' },
    steps: [
      {
        title: 'Krok 1: oznaczenia i dziedzina',
        description:
          'Niech $x$ oznacza długość boku prostopadłego do ściany. Siatka tworzy dwa takie boki i jeden bok równoległy do ściany, więc ten ostatni ma długość $80 - 2x$. Oba wymiary muszą być dodatnie.',
        latex: String.raw`y = 80 - 2x, \qquad x \in (0; 40)`,
      },
      {
        title: 'Krok 2: funkcja pola',
        description: 'Pole wybiegu zapisujemy jako funkcję jednej zmiennej.',
        latex: 'P(x) = x(80 - 2x) = -2x^2 + 80x',
      },
      {
        title: 'Krok 3: pochodna i punkt krytyczny',
        description:
          'Pochodna zmienia znak z dodatniego na ujemny w $x = 20$, więc funkcja ma tam maksimum – i jest to największa wartość na całej dziedzinie.',
        latex: String.raw`\begin{aligned} P'(x) &= -4x + 80 \\ P'(x) = 0 &\iff x = 20 \\ P'(x) > 0 \text{ dla } x < 20, &\quad P'(x) < 0 \text{ dla } x > 20 \end{aligned}`,
      },
      {
        title: 'Krok 4: wymiary i pole',
        description: 'Obliczamy drugi wymiar i pole maksymalne.',
        latex: String.raw`y = 80 - 40 = 40, \qquad P(20) = 20\cdot 40 = 800`,
      },
    ],
    conceptSlugs: ['analiza-matematyczna', 'pochodna-funkcji', 'optymalizacja', 'zadanie-tekstowe'],
    typeSlug: 'zadania-optymalizacyjne',
    exams: [{ slug: maturaAdvanced, points: 3 }],
    rating: { avg: 4.7, count: 35 },
    createdAt: '2026-02-24T14:10:00.000Z',
  },
  {
    slug: 'optymalizacja-pudelko-bez-pokrywki-z-kartonu',
    level: 'HIGH_SCHOOL',
    description:
      'Z kwadratowego arkusza tektury o boku $24$ cm wycinamy w rogach cztery jednakowe kwadraty, a następnie zaginamy boki, tworząc otwarte pudełko w kształcie prostopadłościanu.\n\nJaki powinien być bok wycinanych kwadratów, aby objętość pudełka była największa? Oblicz tę objętość.',
    answers: [],
    answer: 'Bok wycinanych kwadratów $4$ cm; największa objętość to $1024\\ \\text{cm}^3$.',
    answerKey: { kind: 'NUMBER', value: '1024' },
    steps: [
      {
        title: 'Krok 1: objętość jako funkcja',
        description:
          'Jeśli wytniemy kwadraty o boku $x$, to wysokość pudełka wynosi $x$, a dno jest kwadratem o boku $24 - 2x$. Musi być $24 - 2x > 0$.',
        latex: String.raw`V(x) = x(24 - 2x)^2, \qquad x \in (0; 12)`,
      },
      {
        title: 'Krok 2: pochodna',
        description: 'Różniczkujemy iloczyn i wyłączamy wspólny czynnik $(24 - 2x)$.',
        latex: String.raw`\begin{aligned} V'(x) &= (24 - 2x)^2 + x\cdot 2(24 - 2x)\cdot(-2) \\ &= (24 - 2x)(24 - 2x - 4x) \\ &= (24 - 2x)(24 - 6x) \end{aligned}`,
      },
      {
        title: 'Krok 3: znak pochodnej',
        description:
          'W dziedzinie czynnik $24 - 2x$ jest dodatni, więc znak pochodnej zależy od $24 - 6x$: dodatni dla $x < 4$, ujemny dla $x > 4$. Funkcja rośnie, a potem maleje.',
        latex: String.raw`V'(x) = 0 \iff x = 4, \qquad V_{\max} = V(4)`,
      },
      {
        title: 'Krok 4: największa objętość',
        description: 'Podstawiamy $x = 4$.',
        latex: String.raw`V(4) = 4\cdot 16^2 = 1024\ \text{cm}^3`,
      },
    ],
    conceptSlugs: ['analiza-matematyczna', 'pochodna-funkcji', 'optymalizacja', 'stereometria'],
    typeSlug: 'zadania-optymalizacyjne',
    exams: [],
    rating: { avg: 4.9, count: 58 },
    createdAt: '2026-03-03T17:25:00.000Z',
  },
  {
    slug: 'monotonicznosc-i-ekstrema-wielomianu-trzeciego-stopnia',
    level: 'HIGH_SCHOOL',
    description: 'Wyznacz przedziały monotoniczności oraz ekstrema lokalne funkcji $$f(x) = x^3 - 6x^2 + 9x + 1.$$',
    answers: [],
    answer:
      'Funkcja rośnie w $(-\\infty; 1\\rangle$ i w $\\langle 3; +\\infty)$, maleje w $\\langle 1; 3\\rangle$; maksimum lokalne $f(1) = 5$, minimum lokalne $f(3) = 1$.',
    answerKey: { kind: 'INTERVAL', value: '⟨1; 3⟩' },
    steps: [
      {
        title: 'Krok 1: pochodna',
        description: 'Funkcja wielomianowa jest różniczkowalna na całej osi liczbowej.',
        latex: "f'(x) = 3x^2 - 12x + 9 = 3(x^2 - 4x + 3) = 3(x - 1)(x - 3)",
      },
      {
        title: 'Krok 2: znak pochodnej',
        description:
          'Pochodna to parabola o ramionach w górę i miejscach zerowych $1$ i $3$: jest dodatnia poza przedziałem $\\langle 1; 3\\rangle$ i ujemna wewnątrz niego.',
        latex: String.raw`\begin{aligned} f'(x) > 0 &\iff x \in (-\infty; 1) \cup (3; +\infty) \\ f'(x) < 0 &\iff x \in (1; 3) \end{aligned}`,
      },
      {
        title: 'Krok 3: ekstrema',
        description: 'W $x = 1$ pochodna zmienia znak z „+” na „−” (maksimum), a w $x = 3$ z „−” na „+” (minimum).',
        latex: String.raw`\begin{aligned} f(1) &= 1 - 6 + 9 + 1 = 5 \\ f(3) &= 27 - 54 + 27 + 1 = 1 \end{aligned}`,
      },
      {
        title: 'Krok 4: odpowiedź',
        description:
          'Funkcja jest ciągła, więc końce przedziałów monotoniczności możemy do nich dołączyć: $f$ rośnie w $(-\\infty; 1\\rangle$ i w $\\langle 3; +\\infty)$, a maleje w $\\langle 1; 3\\rangle$.',
        latex: String.raw`f \text{ maleje dla } x \in \langle 1; 3\rangle, \qquad f_{\max} = f(1) = 5, \qquad f_{\min} = f(3) = 1`,
      },
    ],
    conceptSlugs: ['analiza-matematyczna', 'pochodna-funkcji', 'monotonicznosc', 'funkcje'],
    typeSlug: 'pochodna-i-monotonicznosc',
    exams: [{ slug: maturaAdvanced, points: 3 }],
    rating: { avg: 4.45, count: 30 },
    createdAt: '2026-03-12T08:55:00.000Z',
  },
  {
    slug: 'rownanie-stycznej-do-paraboli',
    level: 'HIGH_SCHOOL',
    description: 'Styczna do wykresu funkcji $f(x) = x^2 - 3x + 1$ w punkcie o odciętej $x_0 = 2$ ma równanie',
    answers: [
      { label: 'A', answer: '$y = x - 3$', correct: true },
      { label: 'B', answer: '$y = x - 1$', correct: false },
      { label: 'C', answer: '$y = -x + 1$', correct: false },
      { label: 'D', answer: '$y = 2x - 5$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: punkt styczności',
        description: 'Obliczamy wartość funkcji w punkcie $x_0$.',
        latex: 'f(2) = 4 - 6 + 1 = -1',
      },
      {
        title: 'Krok 2: współczynnik kierunkowy',
        description: 'Współczynnik kierunkowy stycznej to wartość pochodnej w punkcie styczności.',
        latex: String.raw`f'(x) = 2x - 3, \qquad f'(2) = 1`,
      },
      {
        title: 'Krok 3: równanie stycznej',
        description: "Korzystamy ze wzoru $y = f'(x_0)(x - x_0) + f(x_0)$.",
        latex: String.raw`y = 1\cdot(x - 2) + (-1) = x - 3`,
      },
    ],
    conceptSlugs: ['analiza-matematyczna', 'pochodna-funkcji', 'funkcja-liniowa'],
    typeSlug: 'pochodna-i-monotonicznosc',
    exams: [],
    rating: { avg: 4.0, count: 16 },
    createdAt: '2026-03-19T13:15:00.000Z',
  },
  {
    slug: 'granica-ciagu-ilorazu-wielomianow-drugiego-stopnia',
    level: 'HIGH_SCHOOL',
    description: 'Granica $\\lim\\limits_{n\\to\\infty} \\dfrac{3n^2 - 2n + 1}{5 - 6n^2}$ jest równa',
    answers: [
      { label: 'A', answer: '$-\\frac{1}{2}$', correct: true },
      { label: 'B', answer: '$\\frac{1}{2}$', correct: false },
      { label: 'C', answer: '$\\frac{3}{5}$', correct: false },
      { label: 'D', answer: '$-\\infty$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: dzielimy przez najwyższą potęgę',
        description:
          'Licznik i mianownik są wielomianami stopnia drugiego, więc dzielimy je przez $n^2$, aby zobaczyć, co dzieje się dla dużych $n$.',
        latex: String.raw`\frac{3n^2 - 2n + 1}{5 - 6n^2} = \frac{3 - \frac{2}{n} + \frac{1}{n^2}}{\frac{5}{n^2} - 6}`,
      },
      {
        title: 'Krok 2: przechodzimy do granicy',
        description: 'Wyrazy postaci $\\frac{c}{n}$ i $\\frac{c}{n^2}$ dążą do zera.',
        latex: String.raw`\lim_{n\to\infty} \frac{3 - \frac{2}{n} + \frac{1}{n^2}}{\frac{5}{n^2} - 6} = \frac{3}{-6} = -\frac{1}{2}`,
      },
    ],
    conceptSlugs: ['analiza-matematyczna', 'granica-ciagu', 'ciagi'],
    typeSlug: 'granice-ciagow',
    exams: [{ slug: maturaAdvanced, points: 1 }],
    rating: { avg: 3.9, count: 11 },
    createdAt: '2026-03-30T10:40:00.000Z',
  },
  {
    slug: 'rownanie-trygonometryczne-kwadratowe-wzgledem-sinusa',
    level: 'HIGH_SCHOOL',
    description: 'Rozwiąż równanie $2\\sin^2 x - \\sin x - 1 = 0$ w przedziale $\\langle 0; 2\\pi\\rangle$.',
    answers: [],
    answer: '$x \\in \\left\\{ \\frac{\\pi}{2}, \\frac{7\\pi}{6}, \\frac{11\\pi}{6} \\right\\}$',
    answerKey: { kind: 'SET', value: String.raw`\{\frac{\pi}{2}; \frac{7\pi}{6}; \frac{11\pi}{6}\}` },
    steps: [
      {
        title: 'Krok 1: podstawienie',
        description:
          'Równanie jest kwadratowe względem $\\sin x$. Podstawiamy $t = \\sin x$, pamiętając, że $t \\in \\langle -1; 1\\rangle$.',
        latex: String.raw`2t^2 - t - 1 = 0, \qquad t \in \langle -1; 1\rangle`,
      },
      {
        title: 'Krok 2: równanie kwadratowe',
        description: 'Obie otrzymane wartości należą do przedziału $\\langle -1; 1\\rangle$.',
        latex: String.raw`\Delta = 1 + 8 = 9, \qquad t_1 = \frac{1 - 3}{4} = -\frac{1}{2}, \qquad t_2 = \frac{1 + 3}{4} = 1`,
      },
      {
        title: 'Krok 3: powrót do zmiennej x',
        description:
          'Sinus jest równy $1$ tylko dla $\\frac{\\pi}{2}$ w tym przedziale, a równy $-\\frac{1}{2}$ w trzeciej i czwartej ćwiartce.',
        latex: String.raw`\begin{aligned} \sin x = 1 &\iff x = \frac{\pi}{2} \\ \sin x = -\frac{1}{2} &\iff x = \pi + \frac{\pi}{6} = \frac{7\pi}{6} \ \vee\ x = 2\pi - \frac{\pi}{6} = \frac{11\pi}{6} \\ x &\in \left\{ \frac{\pi}{2}, \frac{7\pi}{6}, \frac{11\pi}{6} \right\} \end{aligned}`,
      },
    ],
    conceptSlugs: ['trygonometria', 'rownanie-kwadratowe', 'wyroznik-trojmianu-kwadratowego'],
    typeSlug: null,
    exams: [{ slug: maturaAdvanced, points: 4 }],
    rating: { avg: 4.15, count: 24 },
    createdAt: '2026-04-08T15:00:00.000Z',
  },
  {
    slug: 'wspolczynnik-wielomianu-z-twierdzenia-bezouta',
    level: 'HIGH_SCHOOL',
    description:
      'Reszta z dzielenia wielomianu $W(x) = x^3 + ax^2 - 4x + 3$ przez dwumian $x - 2$ jest równa $7$. Wtedy',
    answers: [
      { label: 'A', answer: '$a = 1$', correct: true },
      { label: 'B', answer: '$a = -1$', correct: false },
      { label: 'C', answer: '$a = 2$', correct: false },
      { label: 'D', answer: '$a = \\frac{7}{4}$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: twierdzenie o reszcie',
        description: 'Reszta z dzielenia $W(x)$ przez $x - 2$ jest równa wartości $W(2)$.',
        latex: 'W(2) = 8 + 4a - 8 + 3 = 4a + 3',
      },
      {
        title: 'Krok 2: równanie na a',
        description: 'Przyrównujemy resztę do $7$.',
        latex: String.raw`4a + 3 = 7 \implies a = 1`,
      },
    ],
    conceptSlugs: ['algebra', 'twierdzenie-bezouta'],
    typeSlug: 'wielomiany',
    exams: [],
    rating: { avg: 3.85, count: 9 },
    createdAt: '2026-04-17T12:30:00.000Z',
  },
  {
    slug: 'rownanie-wielomianowe-grupowanie-wyrazow',
    level: 'HIGH_SCHOOL',
    description: 'Rozwiąż równanie $$x^3 - 2x^2 - 9x + 18 = 0.$$',
    answers: [],
    answer: '$x \\in \\{-3, 2, 3\\}$',
    answerKey: { kind: 'SET', value: String.raw`\{-3; 2; 3\}` },
    steps: [
      {
        title: 'Krok 1: grupowanie wyrazów',
        description: 'Łączymy wyrazy w pary tak, aby w każdej parze dało się wyłączyć wspólny czynnik.',
        latex: 'x^3 - 2x^2 - 9x + 18 = x^2(x - 2) - 9(x - 2) = (x - 2)(x^2 - 9)',
      },
      {
        title: 'Krok 2: różnica kwadratów',
        description: 'Czynnik $x^2 - 9$ rozkładamy ze wzoru $a^2 - b^2 = (a - b)(a + b)$.',
        latex: '(x - 2)(x - 3)(x + 3) = 0',
      },
      {
        title: 'Krok 3: pierwiastki',
        description: 'Iloczyn jest równy zeru, gdy co najmniej jeden z czynników jest równy zeru.',
        latex: String.raw`x = 2 \ \vee\ x = 3 \ \vee\ x = -3, \qquad x \in \{-3, 2, 3\}`,
      },
    ],
    conceptSlugs: ['algebra', 'wzory-skroconego-mnozenia', 'miejsce-zerowe'],
    typeSlug: 'wielomiany',
    exams: [],
    rating: { avg: 4.3, count: 18 },
    createdAt: '2026-04-29T09:05:00.000Z',
  },
  {
    slug: 'losowanie-dwoch-kul-roznych-kolorow-bez-zwracania',
    level: 'HIGH_SCHOOL',
    description:
      'W pudełku jest $5$ kul białych i $3$ kule czarne. Losujemy jednocześnie dwie kule.\n\nOblicz prawdopodobieństwo, że wylosowane kule będą różnych kolorów.',
    answers: [],
    answer: '$P(A) = \\frac{15}{28}$',
    answerKey: { kind: 'FRACTION', value: String.raw`\frac{15}{28}` },
    steps: [
      {
        title: 'Krok 1: przestrzeń zdarzeń',
        description:
          'Losujemy jednocześnie, więc kolejność nie ma znaczenia – wynikiem jest dwuelementowy podzbiór zbioru $8$ kul.',
        latex: String.raw`|\Omega| = \binom{8}{2} = \frac{8\cdot 7}{2} = 28`,
      },
      {
        title: 'Krok 2: zdarzenia sprzyjające',
        description:
          'Jedna kula musi być biała (5 możliwości), a druga czarna (3 możliwości) – stosujemy regułę mnożenia.',
        latex: String.raw`|A| = 5\cdot 3 = 15`,
      },
      {
        title: 'Krok 3: prawdopodobieństwo',
        description: 'Wszystkie pary kul są jednakowo prawdopodobne.',
        latex: String.raw`P(A) = \frac{15}{28}`,
      },
    ],
    conceptSlugs: ['rachunek-prawdopodobienstwa-i-statystyka', 'prawdopodobienstwo-klasyczne', 'kombinatoryka'],
    typeSlug: 'prawdopodobienstwo-klasyczne',
    exams: [{ slug: maturaAdvanced, points: 3 }],
    rating: { avg: 4.6, count: 40 },
    createdAt: '2026-05-07T18:20:00.000Z',
  },
  {
    slug: 'kat-wpisany-oparty-na-luku-kata-srodkowego',
    level: 'HIGH_SCHOOL',
    description:
      'Punkty $A$, $B$, $C$ leżą na okręgu o środku $O$, przy czym punkt $C$ leży na dłuższym łuku $AB$. Kąt środkowy $AOB$ ma miarę $128^\\circ$. Kąt $ACB$ ma miarę',
    answers: [
      { label: 'A', answer: '$64^\\circ$', correct: true },
      { label: 'B', answer: '$128^\\circ$', correct: false },
      { label: 'C', answer: '$116^\\circ$', correct: false },
      { label: 'D', answer: '$52^\\circ$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: ten sam łuk',
        description:
          'Punkt $C$ leży na dłuższym łuku, więc kąt wpisany $ACB$ i kąt środkowy $AOB$ są oparte na tym samym (krótszym) łuku $AB$.',
        latex: String.raw`|\angle ACB| = \frac{1}{2}|\angle AOB|`,
      },
      {
        title: 'Krok 2: obliczenie',
        description: 'Kąt wpisany jest połową kąta środkowego.',
        latex: String.raw`|\angle ACB| = \frac{128^\circ}{2} = 64^\circ`,
      },
    ],
    conceptSlugs: ['geometria-plaska', 'twierdzenie-o-katach-wpisanym-i-srodkowym'],
    typeSlug: 'katy-w-trojkatach-i-okregach',
    exams: [],
    rating: null,
    createdAt: '2026-05-19T07:50:00.000Z',
  },
  {
    slug: 'wysokosc-drzewa-z-cienia-twierdzenie-talesa',
    level: 'HIGH_SCHOOL',
    description:
      'W słoneczne popołudnie pionowa tyczka o wysokości $2$ m rzuca cień długości $1{,}5$ m, a stojące obok na płaskim terenie drzewo rzuca w tym samym momencie cień długości $12$ m.\n\nOblicz wysokość drzewa.',
    answers: [],
    answer: 'Drzewo ma $16$ m wysokości.',
    answerKey: { kind: 'NUMBER', value: '16' },
    steps: [
      {
        title: 'Krok 1: trójkąty podobne',
        description:
          'Promienie słońca są równoległe, więc tyczka ze swoim cieniem i drzewo ze swoim cieniem tworzą trójkąty prostokątne o równych kątach – są podobne (twierdzenie Talesa).',
        latex: String.raw`\frac{h}{12} = \frac{2}{1{,}5}`,
      },
      {
        title: 'Krok 2: obliczamy wysokość',
        description: 'Mnożymy obie strony przez $12$.',
        latex: String.raw`h = \frac{2\cdot 12}{1{,}5} = \frac{24}{1{,}5} = 16`,
      },
    ],
    conceptSlugs: ['geometria-plaska', 'twierdzenie-talesa', 'zadanie-tekstowe'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.5, count: 21 },
    createdAt: '2026-06-02T11:00:00.000Z',
  },
  {
    slug: 'uklad-rownan-metoda-przeciwnych-wspolczynnikow',
    level: 'HIGH_SCHOOL',
    description:
      'Rozwiązaniem układu równań $$\\begin{cases} 3x + 2y = 7 \\\\ 5x - 2y = 17 \\end{cases}$$ jest para liczb',
    answers: [
      { label: 'A', answer: '$x = 3,\\ y = -1$', correct: true },
      { label: 'B', answer: '$x = -1,\\ y = 3$', correct: false },
      { label: 'C', answer: '$x = 3,\\ y = 1$', correct: false },
      { label: 'D', answer: '$x = 1,\\ y = 2$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: dodajemy równania stronami',
        description: 'Współczynniki przy $y$ są przeciwne, więc po dodaniu równań niewiadoma $y$ się redukuje.',
        latex: String.raw`8x = 24 \implies x = 3`,
      },
      {
        title: 'Krok 2: wyznaczamy y',
        description: 'Podstawiamy $x = 3$ do pierwszego równania.',
        latex: String.raw`9 + 2y = 7 \implies y = -1`,
      },
      {
        title: 'Krok 3: sprawdzenie',
        description: 'Para $x = 3$, $y = -1$ spełnia także drugie równanie.',
        latex: String.raw`5\cdot 3 - 2\cdot(-1) = 15 + 2 = 17`,
      },
    ],
    conceptSlugs: ['algebra', 'uklad-rownan', 'rownanie-liniowe'],
    typeSlug: 'uklady-rownan-liniowych',
    exams: [],
    rating: { avg: 3.75, count: 13 },
    createdAt: '2026-06-16T16:40:00.000Z',
  },
  {
    slug: 'rownanie-logarytmiczne-z-dziedzina',
    level: 'HIGH_SCHOOL',
    description: 'Rozwiąż równanie $$\\log_2(x + 2) + \\log_2(x - 1) = 2.$$',
    answers: [],
    answer: '$x = 2$',
    answerKey: { kind: 'NUMBER', value: '2' },
    steps: [
      {
        title: 'Krok 1: wyznaczamy dziedzinę',
        description: 'Liczby logarytmowane muszą być dodatnie.',
        latex: String.raw`x + 2 > 0 \ \wedge\ x - 1 > 0 \iff x > 1`,
      },
      {
        title: 'Krok 2: suma logarytmów',
        description: 'Suma logarytmów o tej samej podstawie to logarytm iloczynu, a $2 = \\log_2 4$.',
        latex: String.raw`\log_2\big((x + 2)(x - 1)\big) = \log_2 4 \iff (x + 2)(x - 1) = 4`,
      },
      {
        title: 'Krok 3: równanie kwadratowe',
        description: 'Porządkujemy i rozkładamy trójmian na czynniki.',
        latex: String.raw`x^2 + x - 6 = 0 \iff (x + 3)(x - 2) = 0 \iff x = -3 \ \vee\ x = 2`,
      },
      {
        title: 'Krok 4: sprawdzamy dziedzinę',
        description: 'Liczba $-3$ nie należy do dziedziny, zostaje tylko $x = 2$.',
        latex: String.raw`-3 \notin (1; +\infty), \qquad 2 \in (1; +\infty)`,
      },
    ],
    conceptSlugs: ['algebra', 'logarytm', 'rownanie-kwadratowe'],
    typeSlug: 'logarytmy',
    exams: [],
    rating: { avg: 4.4, count: 28 },
    createdAt: '2026-07-09T10:25:00.000Z',
  },
  {
    slug: 'suma-nieskonczonego-ciagu-geometrycznego',
    level: 'HIGH_SCHOOL',
    description:
      'Suma wszystkich wyrazów nieskończonego ciągu geometrycznego $12, 4, \\frac{4}{3}, \\ldots$ jest równa',
    answers: [
      { label: 'A', answer: '$18$', correct: true },
      { label: 'B', answer: '$16$', correct: false },
      { label: 'C', answer: '$36$', correct: false },
      { label: 'D', answer: '$24$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: iloraz i warunek zbieżności',
        description: 'Suma nieskończonego ciągu geometrycznego istnieje, gdy $|q| < 1$.',
        latex: String.raw`q = \frac{4}{12} = \frac{1}{3}, \qquad |q| < 1`,
      },
      {
        title: 'Krok 2: wzór na sumę',
        description: 'Stosujemy wzór $S = \\frac{a_1}{1 - q}$.',
        latex: String.raw`S = \frac{12}{1 - \frac{1}{3}} = \frac{12}{\frac{2}{3}} = 18`,
      },
    ],
    conceptSlugs: ['ciagi', 'ciag-geometryczny', 'szereg-liczbowy'],
    typeSlug: 'ciag-geometryczny',
    exams: [],
    rating: null,
    createdAt: '2026-08-13T13:35:00.000Z',
  },
  {
    slug: 'mediana-i-srednia-wynikow-sprawdzianu',
    level: 'HIGH_SCHOOL',
    description:
      'Dziesięciu uczniów uzyskało na sprawdzianie następujące liczby punktów: $$12, 18, 15, 20, 9, 15, 17, 20, 14, 20.$$ Oblicz średnią arytmetyczną i medianę tych wyników.',
    answers: [],
    answer: 'Średnia wynosi $16$ punktów, a mediana $16$ punktów.',
    answerKey: { kind: 'NUMBER', value: '16' },
    steps: [
      {
        title: 'Krok 1: średnia arytmetyczna',
        description: 'Sumujemy wszystkie wyniki i dzielimy przez ich liczbę.',
        latex: String.raw`\bar{x} = \frac{12 + 18 + 15 + 20 + 9 + 15 + 17 + 20 + 14 + 20}{10} = \frac{160}{10} = 16`,
      },
      {
        title: 'Krok 2: porządkujemy dane',
        description: 'Medianę wyznaczamy dla danych uporządkowanych niemalejąco.',
        latex: String.raw`9,\ 12,\ 14,\ 15,\ 15,\ 17,\ 18,\ 20,\ 20,\ 20`,
      },
      {
        title: 'Krok 3: mediana',
        description: 'Liczba danych jest parzysta, więc mediana to średnia piątej i szóstej wartości.',
        latex: String.raw`Me = \frac{15 + 17}{2} = 16`,
      },
    ],
    conceptSlugs: ['rachunek-prawdopodobienstwa-i-statystyka', 'srednia-arytmetyczna'],
    typeSlug: 'statystyka-opisowa',
    exams: [{ slug: maturaBasic, points: 2 }],
    rating: { avg: 3.95, count: 12 },
    createdAt: '2026-09-21T08:10:00.000Z',
  },
  {
    slug: 'bok-trojkata-i-promien-okregu-opisanego-twierdzenie-sinusow',
    level: 'HIGH_SCHOOL',
    description:
      'W trójkącie $ABC$ bok $BC$ ma długość $8$, kąt $BAC$ ma miarę $45^\\circ$, a kąt $ABC$ ma miarę $60^\\circ$.\n\nOblicz długość boku $AC$ oraz promień okręgu opisanego na tym trójkącie.',
    answers: [],
    answer: '$|AC| = 4\\sqrt{6}$, $R = 4\\sqrt{2}$',
    answerKey: { kind: 'EXPRESSION', value: String.raw`4\sqrt{2}` },
    steps: [
      {
        title: 'Krok 1: który kąt leży naprzeciw którego boku',
        description:
          'Bok $BC$ leży naprzeciw kąta $A$, a bok $AC$ naprzeciw kąta $B$. Znamy więc parę „bok – kąt naprzeciw” i kąt naprzeciw szukanego boku, co pozwala użyć twierdzenia sinusów.',
        latex: String.raw`\frac{|AC|}{\sin 60^\circ} = \frac{|BC|}{\sin 45^\circ} = 2R`,
      },
      {
        title: 'Krok 2: długość boku AC',
        description: 'Wyznaczamy $|AC|$ i usuwamy niewymierność z mianownika.',
        latex: String.raw`\begin{aligned} |AC| &= \frac{8\sin 60^\circ}{\sin 45^\circ} = \frac{8\cdot\frac{\sqrt{3}}{2}}{\frac{\sqrt{2}}{2}} \\ &= \frac{8\sqrt{3}}{\sqrt{2}} = 4\sqrt{6} \end{aligned}`,
      },
      {
        title: 'Krok 3: promień okręgu opisanego',
        description: 'Z tej samej równości $2R = \\frac{|BC|}{\\sin 45^\\circ}$.',
        latex: String.raw`R = \frac{8}{2\sin 45^\circ} = \frac{8}{\sqrt{2}} = 4\sqrt{2}`,
      },
    ],
    conceptSlugs: ['geometria-plaska', 'trygonometria', 'twierdzenie-sinusow'],
    typeSlug: 'trygonometria-w-trojkacie',
    exams: [],
    rating: { avg: 4.15, count: 13 },
    createdAt: '2026-10-05T09:40:00.000Z',
  },
  {
    slug: 'zbiorka-charytatywna-suma-ciagu-geometrycznego',
    level: 'HIGH_SCHOOL',
    description:
      'Pierwszego dnia szkolnej zbiórki charytatywnej zebrano $15$ zł, a każdego kolejnego dnia dwa razy więcej niż dnia poprzedniego. Łączna kwota zebrana w ciągu pierwszych ośmiu dni zbiórki jest równa',
    answers: [
      { label: 'A', answer: '$1920$ zł', correct: false },
      { label: 'B', answer: '$3825$ zł', correct: true },
      { label: 'C', answer: '$3840$ zł', correct: false },
      { label: 'D', answer: '$7665$ zł', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: rozpoznajemy ciąg',
        description:
          'Kwoty zbierane w kolejnych dniach tworzą ciąg geometryczny, bo każda powstaje z poprzedniej przez pomnożenie przez $2$.',
        latex: String.raw`a_1 = 15, \qquad q = 2`,
      },
      {
        title: 'Krok 2: suma ośmiu wyrazów',
        description:
          'Pytamy o łączną kwotę, czyli sumę, a nie o ósmy wyraz $a_8 = 15\\cdot 2^7 = 1920$ – to częsta pułapka.',
        latex: String.raw`S_8 = a_1\cdot\frac{1 - q^8}{1 - q} = 15\cdot\frac{1 - 256}{1 - 2} = 15\cdot 255 = 3825`,
      },
    ],
    conceptSlugs: ['ciagi', 'ciag-geometryczny', 'suma-ciagu-geometrycznego', 'zadanie-tekstowe'],
    typeSlug: 'ciag-geometryczny',
    exams: [],
    rating: { avg: 4.5, count: 18 },
    createdAt: '2026-10-19T14:55:00.000Z',
  },
];
