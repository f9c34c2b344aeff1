import type { TDemoTask } from './demo-content.types';

/** Demo tasks for first-year university courses (analysis and linear algebra), all original. */
export const universityTasks: TDemoTask[] = [
  {
    slug: 'granica-funkcji-sinus-3x-przez-2x',
    level: 'UNIVERSITY',
    description: 'Granica $\\lim\\limits_{x\\to 0} \\dfrac{\\sin 3x}{2x}$ jest równa',
    answers: [
      { label: 'A', answer: '$\\frac{3}{2}$', correct: true },
      { label: 'B', answer: '$\\frac{2}{3}$', correct: false },
      { label: 'C', answer: '$1$', correct: false },
      { label: 'D', answer: '$0$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: sprowadzamy do granicy podstawowej',
        description:
          'Korzystamy z granicy $\\lim_{t\\to 0}\\frac{\\sin t}{t} = 1$. Aby argument sinusa i mianownik były takie same, mnożymy i dzielimy przez $3$.',
        latex: String.raw`\frac{\sin 3x}{2x} = \frac{3}{2}\cdot\frac{\sin 3x}{3x}`,
      },
      {
        title: 'Krok 2: przejście do granicy',
        description: 'Gdy $x \\to 0$, także $t = 3x \\to 0$.',
        latex: String.raw`\lim_{x\to 0} \frac{3}{2}\cdot\frac{\sin 3x}{3x} = \frac{3}{2}\cdot 1 = \frac{3}{2}`,
      },
    ],
    conceptSlugs: ['analiza-matematyczna', 'trygonometria'],
    typeSlug: 'granice-funkcji',
    exams: [],
    rating: { avg: 4.3, count: 19 },
    createdAt: '2025-09-15T10:30:00.000Z',
  },
  {
    slug: 'granica-ciagu-prowadzaca-do-liczby-e',
    level: 'UNIVERSITY',
    description: 'Oblicz granicę ciągu $$a_n = \\left(1 + \\frac{2}{n}\\right)^{3n}.$$',
    answers: [],
    answer: '$\\lim\\limits_{n\\to\\infty} a_n = e^6$',
    answerKey: { kind: 'EXPRESSION', value: 'e^{6}' },
    steps: [
      {
        title: 'Krok 1: rozpoznajemy symbol nieoznaczony',
        description:
          'Podstawa dąży do $1$, a wykładnik do nieskończoności – to symbol $1^\\infty$, więc sprowadzamy wyrażenie do granicy definiującej liczbę $e$: $\\lim_{k\\to\\infty}\\left(1 + \\frac{1}{k}\\right)^k = e$.',
        latex: String.raw`\left(1 + \frac{2}{n}\right)^{3n} = \left[\left(1 + \frac{1}{\frac{n}{2}}\right)^{\frac{n}{2}}\right]^{6}`,
      },
      {
        title: 'Krok 2: przejście do granicy',
        description:
          'Wyrażenie w nawiasie kwadratowym dąży do $e$ (bo $\\frac{n}{2} \\to \\infty$), a potęgowanie z wykładnikiem $6$ jest funkcją ciągłą.',
        latex: String.raw`\lim_{n\to\infty} a_n = e^6`,
      },
    ],
    conceptSlugs: ['analiza-matematyczna', 'granica-ciagu', 'ciagi'],
    typeSlug: 'granice-ciagow',
    exams: [],
    rating: { avg: 4.55, count: 27 },
    createdAt: '2025-10-06T12:45:00.000Z',
  },
  {
    slug: 'granica-z-regula-de-lhospitala-dwukrotnie',
    level: 'UNIVERSITY',
    description: 'Oblicz granicę $$\\lim_{x\\to 0} \\frac{e^x - 1 - x}{x^2}.$$',
    answers: [],
    answer: '$\\frac{1}{2}$',
    answerKey: { kind: 'FRACTION', value: String.raw`\frac{1}{2}` },
    steps: [
      {
        title: 'Krok 1: typ granicy',
        description:
          'Licznik i mianownik dążą do zera, więc mamy symbol $\\frac{0}{0}$ i możemy zastosować regułę de l’Hospitala.',
        latex: String.raw`\lim_{x\to 0} \frac{e^x - 1 - x}{x^2} \overset{H}{=} \lim_{x\to 0} \frac{e^x - 1}{2x}`,
      },
      {
        title: 'Krok 2: ponownie reguła de l’Hospitala',
        description: 'Nadal otrzymujemy symbol $\\frac{0}{0}$, więc różniczkujemy licznik i mianownik jeszcze raz.',
        latex: String.raw`\lim_{x\to 0} \frac{e^x - 1}{2x} \overset{H}{=} \lim_{x\to 0} \frac{e^x}{2} = \frac{1}{2}`,
      },
      {
        title: 'Krok 3: kontrola rozwinięciem Taylora',
        description: 'Ten sam wynik daje rozwinięcie $e^x = 1 + x + \\frac{x^2}{2} + o(x^2)$.',
        latex: String.raw`\frac{e^x - 1 - x}{x^2} = \frac{\frac{x^2}{2} + o(x^2)}{x^2} \to \frac{1}{2}`,
      },
    ],
    conceptSlugs: ['analiza-matematyczna', 'regula-de-lhospitala', 'pochodna-funkcji'],
    typeSlug: 'granice-funkcji',
    exams: [],
    rating: { avg: 4.7, count: 22 },
    createdAt: '2025-11-10T14:00:00.000Z',
  },
  {
    slug: 'pochodna-i-ekstremum-funkcji-x-kwadrat-e-do-minus-x',
    level: 'UNIVERSITY',
    description: 'Oblicz pochodną funkcji $f(x) = x^2 e^{-x}$ i wyznacz jej ekstrema lokalne.',
    answers: [],
    answer: "$f'(x) = x(2 - x)e^{-x}$; minimum lokalne $f(0) = 0$, maksimum lokalne $f(2) = \\frac{4}{e^2}$.",
    answerKey: { kind: 'EXPRESSION', value: 'x(2 - x)e^{-x}' },
    steps: [
      {
        title: 'Krok 1: pochodna iloczynu',
        description: "Stosujemy wzór $(uv)' = u'v + uv'$, a pochodną $e^{-x}$ liczymy jako pochodną funkcji złożonej.",
        latex: String.raw`\begin{aligned} f'(x) &= 2x\cdot e^{-x} + x^2\cdot(-e^{-x}) \\ &= x(2 - x)e^{-x} \end{aligned}`,
      },
      {
        title: 'Krok 2: znak pochodnej',
        description:
          'Czynnik $e^{-x}$ jest zawsze dodatni, więc znak pochodnej wyznacza iloczyn $x(2 - x)$ – dodatni tylko między $0$ a $2$.',
        latex: String.raw`f'(x) < 0 \text{ dla } x \in (-\infty; 0) \cup (2; +\infty), \qquad f'(x) > 0 \text{ dla } x \in (0; 2)`,
      },
      {
        title: 'Krok 3: ekstrema',
        description: "Pochodna $f'(x) = x(2 - x)e^{-x}$ zmienia znak w $0$ z „−” na „+”, a w $2$ z „+” na „−”.",
        latex: String.raw`f_{\min} = f(0) = 0, \qquad f_{\max} = f(2) = \frac{4}{e^2}`,
      },
    ],
    conceptSlugs: ['analiza-matematyczna', 'pochodna-funkcji', 'monotonicznosc'],
    typeSlug: 'pochodna-i-monotonicznosc',
    exams: [],
    rating: { avg: 4.2, count: 14 },
    createdAt: '2025-12-12T09:20:00.000Z',
  },
  {
    slug: 'calka-nieoznaczona-x-ln-x-przez-czesci',
    level: 'UNIVERSITY',
    description: 'Oblicz całkę nieoznaczoną $$\\int x\\ln x\\,dx.$$',
    answers: [],
    answer: '$\\frac{x^2}{2}\\ln x - \\frac{x^2}{4} + C$',
    answerKey: { kind: 'EXPRESSION', value: String.raw`\frac{x^2}{2}\ln x - \frac{x^2}{4} + C` },
    steps: [
      {
        title: 'Krok 1: wybór części',
        description: "Logarytm łatwo różniczkować, a trudno całkować, dlatego przyjmujemy $u = \\ln x$ oraz $v' = x$.",
        latex: String.raw`u = \ln x,\ u' = \frac{1}{x}, \qquad v' = x,\ v = \frac{x^2}{2}`,
      },
      {
        title: 'Krok 2: wzór na całkowanie przez części',
        description: "Podstawiamy do wzoru $\\int uv'\\,dx = uv - \\int u'v\\,dx$; nowa całka jest prostsza.",
        latex: String.raw`\begin{aligned} \int x\ln x\,dx &= \frac{x^2}{2}\ln x - \int \frac{1}{x}\cdot\frac{x^2}{2}\,dx \\ &= \frac{x^2}{2}\ln x - \int \frac{x}{2}\,dx \\ &= \frac{x^2}{2}\ln x - \frac{x^2}{4} + C \end{aligned}`,
      },
      {
        title: 'Krok 3: sprawdzenie przez różniczkowanie',
        description:
          'Pochodna wyniku powinna dać funkcję podcałkową; zgadza się, więc $\\int x\\ln x\\,dx = \\frac{x^2}{2}\\ln x - \\frac{x^2}{4} + C$.',
        latex: String.raw`\left(\frac{x^2}{2}\ln x - \frac{x^2}{4}\right)' = x\ln x + \frac{x}{2} - \frac{x}{2} = x\ln x`,
      },
    ],
    conceptSlugs: ['analiza-matematyczna', 'calka-nieoznaczona', 'logarytm'],
    typeSlug: 'calki',
    exams: [],
    rating: { avg: 4.6, count: 31 },
    createdAt: '2026-01-13T11:55:00.000Z',
  },
  {
    slug: 'pole-obszaru-miedzy-parabola-a-prosta',
    level: 'UNIVERSITY',
    description: 'Oblicz pole obszaru ograniczonego wykresami funkcji $y = x^2$ oraz $y = 2x$.',
    answers: [],
    answer: '$P = \\frac{4}{3}$',
    answerKey: { kind: 'FRACTION', value: String.raw`\frac{4}{3}` },
    steps: [
      {
        title: 'Krok 1: punkty przecięcia',
        description: 'Granice całkowania to odcięte punktów wspólnych obu wykresów.',
        latex: String.raw`x^2 = 2x \iff x(x - 2) = 0 \iff x = 0 \ \vee\ x = 2`,
      },
      {
        title: 'Krok 2: która funkcja jest wyżej',
        description:
          'Dla $x \\in (0; 2)$ mamy np. w punkcie $x = 1$: $2x = 2 > 1 = x^2$, więc prosta leży nad parabolą.',
        latex: String.raw`P = \int_0^2 \left(2x - x^2\right) dx`,
      },
      {
        title: 'Krok 3: całka oznaczona',
        description: 'Korzystamy z twierdzenia Newtona–Leibniza.',
        latex: String.raw`\begin{aligned} P &= \left[x^2 - \frac{x^3}{3}\right]_0^2 \\ &= 4 - \frac{8}{3} = \frac{4}{3} \end{aligned}`,
      },
    ],
    conceptSlugs: ['analiza-matematyczna', 'twierdzenie-newtona-leibniza', 'calka-nieoznaczona', 'pole-i-obwod'],
    typeSlug: 'calki',
    exams: [],
    rating: { avg: 4.35, count: 17 },
    createdAt: '2026-02-18T15:30:00.000Z',
  },
  {
    slug: 'calka-przez-podstawienie-2x-cos-x-kwadrat',
    level: 'UNIVERSITY',
    description: 'Całka nieoznaczona $\\int 2x\\cos(x^2)\\,dx$ jest równa',
    answers: [
      { label: 'A', answer: '$\\sin(x^2) + C$', correct: true },
      { label: 'B', answer: '$-\\sin(x^2) + C$', correct: false },
      { label: 'C', answer: '$2\\sin(x^2) + C$', correct: false },
      { label: 'D', answer: '$x^2\\sin(x^2) + C$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: podstawienie',
        description:
          'Czynnik $2x$ jest pochodną wyrażenia $x^2$ stojącego w argumencie cosinusa – to sygnał, by podstawić $t = x^2$.',
        latex: String.raw`t = x^2, \qquad dt = 2x\,dx`,
      },
      {
        title: 'Krok 2: całkujemy i wracamy do x',
        description: 'Całka z cosinusa to sinus.',
        latex: String.raw`\int 2x\cos(x^2)\,dx = \int \cos t\,dt = \sin t + C = \sin(x^2) + C`,
      },
    ],
    conceptSlugs: ['analiza-matematyczna', 'calka-nieoznaczona', 'trygonometria'],
    typeSlug: 'calki',
    exams: [],
    rating: { avg: 4.0, count: 10 },
    createdAt: '2026-03-05T08:05:00.000Z',
  },
  {
    slug: 'zbieznosc-szeregu-n-przez-3-do-n',
    level: 'UNIVERSITY',
    description: 'Zbadaj zbieżność szeregu $$\\sum_{n=1}^{\\infty} \\frac{n}{3^n}.$$',
    answers: [],
    answer: 'Szereg jest zbieżny.',
    answerKey: { kind: 'TEXT', value: 'zbieżny' },
    steps: [
      {
        title: 'Krok 1: wybór kryterium',
        description:
          'Wyrazy szeregu są dodatnie i zawierają potęgę $3^n$, więc wygodnie zastosować kryterium d’Alemberta.',
        latex: String.raw`a_n = \frac{n}{3^n}, \qquad \frac{a_{n+1}}{a_n} = \frac{n + 1}{3^{n+1}}\cdot\frac{3^n}{n} = \frac{n + 1}{3n}`,
      },
      {
        title: 'Krok 2: granica ilorazu',
        description: 'Granica jest mniejsza od $1$, więc na mocy kryterium szereg jest zbieżny.',
        latex: String.raw`\lim_{n\to\infty} \frac{n + 1}{3n} = \frac{1}{3} < 1`,
      },
    ],
    conceptSlugs: ['analiza-matematyczna', 'szereg-liczbowy', 'kryterium-dalemberta'],
    typeSlug: 'szeregi-liczbowe',
    exams: [],
    rating: { avg: 3.9, count: 8 },
    createdAt: '2026-04-02T13:50:00.000Z',
  },
  {
    slug: 'suma-szeregu-teleskopowego',
    level: 'UNIVERSITY',
    description: 'Oblicz sumę szeregu $$\\sum_{n=1}^{\\infty} \\frac{1}{n(n+1)}.$$',
    answers: [],
    answer: '$1$',
    answerKey: { kind: 'NUMBER', value: '1' },
    steps: [
      {
        title: 'Krok 1: rozkład na ułamki proste',
        description: 'Rozkładamy wyraz ogólny na różnicę dwóch ułamków.',
        latex: String.raw`\frac{1}{n(n+1)} = \frac{1}{n} - \frac{1}{n+1}`,
      },
      {
        title: 'Krok 2: suma częściowa',
        description: 'W sumie częściowej kolejne wyrazy się redukują – szereg jest „teleskopowy”.',
        latex: String.raw`\begin{aligned} S_N &= \left(1 - \frac{1}{2}\right) + \left(\frac{1}{2} - \frac{1}{3}\right) + \ldots + \left(\frac{1}{N} - \frac{1}{N+1}\right) \\ &= 1 - \frac{1}{N+1} \end{aligned}`,
      },
      {
        title: 'Krok 3: granica sum częściowych',
        description: 'Suma szeregu to granica ciągu sum częściowych.',
        latex: String.raw`\sum_{n=1}^{\infty} \frac{1}{n(n+1)} = \lim_{N\to\infty}\left(1 - \frac{1}{N+1}\right) = 1`,
      },
    ],
    conceptSlugs: ['analiza-matematyczna', 'szereg-liczbowy', 'granica-ciagu'],
    typeSlug: 'szeregi-liczbowe',
    exams: [],
    rating: { avg: 4.8, count: 25 },
    createdAt: '2026-05-14T10:10:00.000Z',
  },
  {
    slug: 'wyznacznik-macierzy-3x3-rozwiniecie-laplacea',
    level: 'UNIVERSITY',
    description:
      'Wyznacznik macierzy $$A = \\begin{pmatrix} 2 & 1 & 0 \\\\ 1 & 3 & -1 \\\\ 0 & 2 & 4 \\end{pmatrix}$$ jest równy',
    answers: [
      { label: 'A', answer: '$24$', correct: true },
      { label: 'B', answer: '$32$', correct: false },
      { label: 'C', answer: '$20$', correct: false },
      { label: 'D', answer: '$28$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: rozwinięcie względem pierwszego wiersza',
        description: 'Pierwszy wiersz zawiera zero, więc rozwinięcie Laplace’a ma tylko dwa niezerowe składniki.',
        latex: String.raw`\det A = 2\begin{vmatrix} 3 & -1 \\ 2 & 4 \end{vmatrix} - \begin{vmatrix} 1 & -1 \\ 0 & 4 \end{vmatrix}`,
      },
      {
        title: 'Krok 2: wyznaczniki stopnia drugiego',
        description: 'Każdy z nich liczymy jako $ad - bc$.',
        latex: String.raw`\begin{aligned} \det A &= 2(12 + 2) - 1(4 - 0) \\ &= 28 - 4 = 24 \end{aligned}`,
      },
    ],
    conceptSlugs: ['algebra-liniowa', 'wyznacznik-macierzy'],
    typeSlug: 'macierze-i-wyznaczniki',
    exams: [],
    rating: { avg: 4.1, count: 15 },
    createdAt: '2026-06-23T17:35:00.000Z',
  },
  {
    slug: 'macierz-odwrotna-do-macierzy-2x2',
    level: 'UNIVERSITY',
    description: 'Wyznacz macierz odwrotną do macierzy $$A = \\begin{pmatrix} 3 & 5 \\\\ 1 & 2 \\end{pmatrix}.$$',
    answers: [],
    answer: '$A^{-1} = \\begin{pmatrix} 2 & -5 \\\\ -1 & 3 \\end{pmatrix}$',
    answerKey: { kind: 'MATRIX', value: String.raw`\begin{pmatrix} 2 & -5 \\ -1 & 3 \end{pmatrix}` },
    steps: [
      {
        title: 'Krok 1: wyznacznik',
        description: 'Macierz jest odwracalna, bo jej wyznacznik jest różny od zera.',
        latex: String.raw`\det A = 3\cdot 2 - 5\cdot 1 = 1`,
      },
      {
        title: 'Krok 2: wzór dla macierzy 2×2',
        description:
          'Zamieniamy miejscami elementy na głównej przekątnej, zmieniamy znaki pozostałych i dzielimy przez wyznacznik.',
        latex: String.raw`A^{-1} = \frac{1}{\det A}\begin{pmatrix} 2 & -5 \\ -1 & 3 \end{pmatrix} = \begin{pmatrix} 2 & -5 \\ -1 & 3 \end{pmatrix}`,
      },
      {
        title: 'Krok 3: sprawdzenie',
        description:
          'Iloczyn macierzy $A$ i macierzy odwrotnej $A^{-1} = \\begin{pmatrix} 2 & -5 \\\\ -1 & 3 \\end{pmatrix}$ musi być macierzą jednostkową.',
        latex: String.raw`\begin{pmatrix} 3 & 5 \\ 1 & 2 \end{pmatrix}\begin{pmatrix} 2 & -5 \\ -1 & 3 \end{pmatrix} = \begin{pmatrix} 1 & 0 \\ 0 & 1 \end{pmatrix}`,
      },
    ],
    conceptSlugs: ['algebra-liniowa', 'wyznacznik-macierzy'],
    typeSlug: 'macierze-i-wyznaczniki',
    exams: [],
    rating: null,
    createdAt: '2026-07-21T09:45:00.000Z',
  },
  {
    slug: 'uklad-trzech-rownan-wzory-cramera',
    level: 'UNIVERSITY',
    description:
      'Rozwiąż układ równań metodą wyznaczników (wzorami Cramera): $$\\begin{cases} x + 2y - z = 2 \\\\ 2x - y + z = 3 \\\\ x + y + 2z = 9 \\end{cases}$$',
    answers: [],
    answer: '$x = 1$, $y = 2$, $z = 3$',
    answerKey: { kind: 'TUPLE', value: 'x = 1, y = 2, z = 3' },
    steps: [
      {
        title: 'Krok 1: wyznacznik główny',
        description:
          'Układ jest oznaczony (ma jedno rozwiązanie), gdy wyznacznik macierzy współczynników jest niezerowy.',
        latex: String.raw`W = \begin{vmatrix} 1 & 2 & -1 \\ 2 & -1 & 1 \\ 1 & 1 & 2 \end{vmatrix} = 1(-2 - 1) - 2(4 - 1) - 1(2 + 1) = -12`,
      },
      {
        title: 'Krok 2: wyznaczniki pomocnicze',
        description: 'W kolejnych wyznacznikach zastępujemy odpowiednią kolumnę kolumną wyrazów wolnych $(2, 3, 9)$.',
        latex: String.raw`\begin{aligned} W_x &= \begin{vmatrix} 2 & 2 & -1 \\ 3 & -1 & 1 \\ 9 & 1 & 2 \end{vmatrix} = -12 \\ W_y &= \begin{vmatrix} 1 & 2 & -1 \\ 2 & 3 & 1 \\ 1 & 9 & 2 \end{vmatrix} = -24 \\ W_z &= \begin{vmatrix} 1 & 2 & 2 \\ 2 & -1 & 3 \\ 1 & 1 & 9 \end{vmatrix} = -36 \end{aligned}`,
      },
      {
        title: 'Krok 3: wzory Cramera',
        description: 'Każdą niewiadomą obliczamy jako iloraz odpowiedniego wyznacznika przez $W$.',
        latex: String.raw`x = \frac{-12}{-12} = 1, \qquad y = \frac{-24}{-12} = 2, \qquad z = \frac{-36}{-12} = 3`,
      },
      {
        title: 'Krok 4: sprawdzenie',
        description: 'Podstawiamy rozwiązanie $x = 1$, $y = 2$, $z = 3$ do wszystkich trzech równań.',
        latex: String.raw`1 + 4 - 3 = 2, \qquad 2 - 2 + 3 = 3, \qquad 1 + 2 + 6 = 9`,
      },
    ],
    conceptSlugs: ['algebra-liniowa', 'wzory-cramera', 'wyznacznik-macierzy', 'uklad-rownan'],
    typeSlug: 'uklady-rownan-metoda-wyznacznikow',
    exams: [],
    rating: { avg: 4.45, count: 20 },
    createdAt: '2026-08-30T14:15:00.000Z',
  },
  {
    slug: 'rzad-macierzy-z-proporcjonalnymi-wierszami',
    level: 'UNIVERSITY',
    description:
      'Rząd macierzy $$B = \\begin{pmatrix} 1 & 2 & 3 \\\\ 2 & 4 & 6 \\\\ 1 & 0 & 1 \\end{pmatrix}$$ jest równy',
    answers: [
      { label: 'A', answer: '$1$', correct: false },
      { label: 'B', answer: '$2$', correct: true },
      { label: 'C', answer: '$3$', correct: false },
      { label: 'D', answer: '$0$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: zależność wierszy',
        description:
          'Drugi wiersz jest dwukrotnością pierwszego, więc wyznacznik macierzy jest równy zeru i rząd jest mniejszy od $3$.',
        latex: String.raw`w_2 = 2w_1 \implies \det B = 0 \implies \operatorname{rz} B < 3`,
      },
      {
        title: 'Krok 2: niezerowy minor stopnia drugiego',
        description: 'Wystarczy znaleźć jeden niezerowy minor $2\\times 2$, aby rząd był równy $2$.',
        latex: String.raw`\begin{vmatrix} 1 & 2 \\ 1 & 0 \end{vmatrix} = 0 - 2 = -2 \neq 0 \implies \operatorname{rz} B = 2`,
      },
    ],
    conceptSlugs: ['algebra-liniowa', 'wyznacznik-macierzy'],
    typeSlug: 'macierze-i-wyznaczniki',
    exams: [],
    rating: { avg: 3.7, count: 6 },
    createdAt: '2026-09-29T12:00:00.000Z',
  },
  {
    slug: 'wartosci-i-wektory-wlasne-macierzy-2x2',
    level: 'UNIVERSITY',
    description:
      'Wyznacz wartości własne i odpowiadające im wektory własne macierzy $$A = \\begin{pmatrix} 4 & 1 \\\\ 2 & 3 \\end{pmatrix}.$$',
    answers: [],
    answer:
      'Wartości własne: $\\lambda_1 = 2$ z wektorami $t(1, -2)$ oraz $\\lambda_2 = 5$ z wektorami $t(1, 1)$, gdzie $t \\neq 0$.',
    answerKey: { kind: 'SET', value: String.raw`\{2; 5\}` },
    steps: [
      {
        title: 'Krok 1: równanie charakterystyczne',
        description: 'Wartości własne to pierwiastki wielomianu $\\det(A - \\lambda I)$.',
        latex: String.raw`\begin{aligned} \det(A - \lambda I) &= (4 - \lambda)(3 - \lambda) - 2 \\ &= \lambda^2 - 7\lambda + 10 \\ &= (\lambda - 2)(\lambda - 5) \end{aligned}`,
      },
      {
        title: 'Krok 2: wektory dla λ = 2',
        description: 'Rozwiązujemy układ $(A - 2I)v = 0$; oba równania są proporcjonalne.',
        latex: String.raw`\begin{pmatrix} 2 & 1 \\ 2 & 1 \end{pmatrix}\begin{pmatrix} x \\ y \end{pmatrix} = 0 \iff y = -2x \implies v = t(1, -2)`,
      },
      {
        title: 'Krok 3: wektory dla λ = 5',
        description:
          'Analogicznie rozwiązujemy $(A - 5I)v = 0$. Macierz ma więc wartości własne $\\lambda \\in \\{2, 5\\}$.',
        latex: String.raw`\begin{pmatrix} -1 & 1 \\ 2 & -2 \end{pmatrix}\begin{pmatrix} x \\ y \end{pmatrix} = 0 \iff y = x \implies v = t(1, 1)`,
      },
    ],
    conceptSlugs: ['algebra-liniowa', 'wyznacznik-macierzy', 'rownanie-kwadratowe'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.25, count: 11 },
    createdAt: '2026-10-27T16:25:00.000Z',
  },
];
