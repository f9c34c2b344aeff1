import type { TMockPaper } from '@zadania/shared';
import { closedKeys, mockHtml, options, pp, step } from './paper-parts';

const r = String.raw;

/**
 * A full mock egzamin ósmoklasisty in the CKE format: 15 closed items (A–D, P/F, "Uzupełnij zdania") worth
 * 1 point each and 5 open items worth 15 points, 30 in total, no calculator. All tasks are original.
 */
export const e8Paper: TMockPaper = {
  slug: 'arkusz-probny-egzamin-osmoklasisty-matematyka-1',
  title: 'Próbny egzamin ósmoklasisty z matematyki – arkusz 1',
  kind: 'E8',
  durationMinutes: 125,
  extendedDurationMinutes: 165,
  calculatorAllowed: false,
  items: [
    {
      type: 'CLOSED',
      position: 1,
      maxPoints: 1,
      statementHtml: mockHtml(r`Wartość wyrażenia $\dfrac{2^{10}\cdot 2^{5}}{2^{12}}$ jest równa`),
      options: options(closedKeys, ['$2$', '$4$', '$8$', '$16$']),
      correct: 'C',
      requirements: [pp('SP7-8.I')],
      conceptSlugs: ['arytmetyka'],
    },
    {
      type: 'TRUE_FALSE',
      position: 2,
      maxPoints: 1,
      statementHtml: mockHtml(
        'Oceń prawdziwość podanych zdań. Wybierz P, jeśli zdanie jest prawdziwe, albo F – jeśli jest fałszywe.',
      ),
      statements: [
        { html: mockHtml('Liczba $3462$ jest podzielna przez $9$.'), correct: false },
        { html: mockHtml('Liczba $7350$ jest podzielna przez $6$.'), correct: true },
      ],
      requirements: [pp('SP4-6.II')],
      conceptSlugs: ['arytmetyka'],
    },
    {
      type: 'CLOSED',
      position: 3,
      maxPoints: 1,
      statementHtml: mockHtml(
        'Po obniżce ceny o $20\\%$ bluza kosztuje $96$ zł. Ile kosztowała ta bluza przed obniżką?',
      ),
      options: options(closedKeys, ['$115{,}20$ zł', '$116$ zł', '$120$ zł', '$124$ zł']),
      correct: 'C',
      requirements: [pp('SP7-8.V')],
      conceptSlugs: ['procent', 'procenty'],
    },
    {
      type: 'CLOSED',
      position: 4,
      maxPoints: 1,
      statementHtml: mockHtml(r`Liczba $\sqrt{50}$ leży na osi liczbowej między liczbami`),
      options: options(closedKeys, ['$6$ i $7$', '$7$ i $8$', '$8$ i $9$', '$24$ i $26$']),
      correct: 'B',
      requirements: [pp('SP7-8.II')],
      conceptSlugs: ['arytmetyka'],
    },
    {
      type: 'MATCHING',
      position: 5,
      maxPoints: 1,
      scoring: 'ALL',
      statementHtml: mockHtml(
        'Uzupełnij zdania. Wybierz właściwą odpowiedź spośród oznaczonych literami A i B oraz właściwą odpowiedź spośród oznaczonych literami C i D.\n\nDane jest wyrażenie $2(x-3)-(x-5)$.',
      ),
      prompts: [
        { html: mockHtml('Po uproszczeniu wyrażenie to ma postać'), correct: 'A', optionKeys: ['A', 'B'] },
        { html: mockHtml('Dla $x=4$ wartość tego wyrażenia jest równa'), correct: 'C', optionKeys: ['C', 'D'] },
      ],
      options: options(['A', 'B', 'C', 'D'] as const, ['$x-1$', '$x-11$', '$3$', '$-7$']),
      requirements: [pp('SP7-8.IV')],
      conceptSlugs: ['algebra'],
    },
    {
      type: 'CLOSED',
      position: 6,
      maxPoints: 1,
      statementHtml: mockHtml(r`Rozwiązaniem równania $\dfrac{x}{3}+2=x-4$ jest liczba`),
      options: options(closedKeys, ['$3$', '$6$', '$9$', '$12$']),
      correct: 'C',
      requirements: [pp('SP7-8.VI')],
      conceptSlugs: ['rownanie-liniowe', 'algebra'],
    },
    {
      type: 'TRUE_FALSE',
      position: 7,
      maxPoints: 1,
      statementHtml: mockHtml(
        'Klasówkę z matematyki pisało $20$ uczniów. Ocenę dopuszczającą ($2$) otrzymało $3$ uczniów, dostateczną ($3$) – $5$ uczniów, dobrą ($4$) – $8$ uczniów, a bardzo dobrą ($5$) – $4$ uczniów.\n\nOceń prawdziwość podanych zdań. Wybierz P, jeśli zdanie jest prawdziwe, albo F – jeśli jest fałszywe.',
      ),
      statements: [
        { html: mockHtml('Średnia arytmetyczna ocen z tej klasówki jest równa $3{,}65$.'), correct: true },
        { html: mockHtml('Ocenę co najmniej dobrą otrzymało więcej niż $60\\%$ piszących.'), correct: false },
      ],
      requirements: [pp('SP7-8.XIII')],
      conceptSlugs: ['srednia-arytmetyczna', 'procent'],
    },
    {
      type: 'CLOSED',
      position: 8,
      maxPoints: 1,
      statementHtml: mockHtml(
        r`W trójkącie równoramiennym kąt między ramionami ma miarę $40^\circ$. Kąt przy podstawie tego trójkąta ma miarę`,
      ),
      options: options(closedKeys, [r`$40^\circ$`, r`$50^\circ$`, r`$70^\circ$`, r`$140^\circ$`]),
      correct: 'C',
      requirements: [pp('SP4-6.IX')],
      conceptSlugs: ['suma-katow-trojkata', 'geometria-plaska'],
    },
    {
      type: 'CLOSED',
      position: 9,
      maxPoints: 1,
      statementHtml: mockHtml(
        'Przyprostokątne trójkąta prostokątnego mają długości $6$ cm i $8$ cm. Obwód tego trójkąta jest równy',
      ),
      options: options(closedKeys, ['$14$ cm', '$24$ cm', '$28$ cm', '$48$ cm']),
      correct: 'B',
      requirements: [pp('SP7-8.VIII')],
      conceptSlugs: ['twierdzenie-pitagorasa', 'geometria-plaska'],
    },
    {
      type: 'CLOSED',
      position: 10,
      maxPoints: 1,
      statementHtml: mockHtml('Przekątne rombu mają długości $10$ cm i $6$ cm. Pole tego rombu jest równe'),
      options: options(closedKeys, [
        '$15\\ \\text{cm}^2$',
        '$30\\ \\text{cm}^2$',
        '$32\\ \\text{cm}^2$',
        '$60\\ \\text{cm}^2$',
      ]),
      correct: 'B',
      requirements: [pp('SP4-6.XI')],
      conceptSlugs: ['pole-i-obwod', 'geometria-plaska'],
    },
    {
      type: 'MATCHING',
      position: 11,
      maxPoints: 1,
      scoring: 'ALL',
      statementHtml: mockHtml(
        'Uzupełnij zdania. Wybierz właściwą odpowiedź spośród oznaczonych literami A i B oraz właściwą odpowiedź spośród oznaczonych literami C i D.\n\nW układzie współrzędnych zaznaczono punkty $A=(-2,\\ 5)$ i $B=(6,\\ 1)$.',
      ),
      prompts: [
        { html: mockHtml('Środek odcinka $AB$ ma współrzędne'), correct: 'A', optionKeys: ['A', 'B'] },
        { html: mockHtml('Długość odcinka $AB$ jest równa'), correct: 'C', optionKeys: ['C', 'D'] },
      ],
      options: options(['A', 'B', 'C', 'D'] as const, ['$(2,\\ 3)$', '$(4,\\ 3)$', r`$4\sqrt{5}$`, r`$2\sqrt{5}$`]),
      requirements: [pp('SP7-8.X')],
      conceptSlugs: ['geometria-plaska', 'twierdzenie-pitagorasa'],
    },
    {
      type: 'CLOSED',
      position: 12,
      maxPoints: 1,
      statementHtml: mockHtml(
        'W pudełku jest $5$ kul białych, $3$ kule czarne i $4$ kule zielone. Losujemy jedną kulę. Prawdopodobieństwo wylosowania kuli, która nie jest czarna, jest równe',
      ),
      options: options(closedKeys, [r`$\dfrac{1}{4}$`, r`$\dfrac{1}{3}$`, r`$\dfrac{3}{4}$`, r`$\dfrac{2}{3}$`]),
      correct: 'C',
      requirements: [pp('SP7-8.XII')],
      conceptSlugs: ['prawdopodobienstwo-klasyczne', 'rachunek-prawdopodobienstwa-i-statystyka'],
    },
    {
      type: 'CLOSED',
      position: 13,
      maxPoints: 1,
      statementHtml: mockHtml('Ile jest liczb dwucyfrowych, których obie cyfry są nieparzyste?'),
      options: options(closedKeys, ['$20$', '$25$', '$45$', '$50$']),
      correct: 'B',
      requirements: [pp('SP7-8.XII')],
      conceptSlugs: ['kombinatoryka'],
    },
    {
      type: 'TRUE_FALSE',
      position: 14,
      maxPoints: 1,
      statementHtml: mockHtml(
        'Graniastosłup prawidłowy czworokątny ma krawędź podstawy długości $3$ cm i wysokość $5$ cm.\n\nOceń prawdziwość podanych zdań. Wybierz P, jeśli zdanie jest prawdziwe, albo F – jeśli jest fałszywe.',
      ),
      statements: [
        { html: mockHtml('Objętość tego graniastosłupa jest równa $45\\ \\text{cm}^3$.'), correct: true },
        {
          html: mockHtml('Pole powierzchni całkowitej tego graniastosłupa jest równe $69\\ \\text{cm}^2$.'),
          correct: false,
        },
      ],
      requirements: [pp('SP7-8.XI')],
      conceptSlugs: ['stereometria'],
    },
    {
      type: 'CLOSED',
      position: 15,
      maxPoints: 1,
      statementHtml: mockHtml('Cztery jednakowe zeszyty kosztują $14$ zł. Ile kosztuje dziesięć takich zeszytów?'),
      options: options(closedKeys, ['$28$ zł', '$32$ zł', '$35$ zł', '$40$ zł']),
      correct: 'C',
      requirements: [pp('SP7-8.VII')],
      conceptSlugs: ['zadanie-tekstowe', 'arytmetyka'],
    },
    {
      type: 'OPEN',
      position: 16,
      maxPoints: 2,
      statementHtml: mockHtml(
        'Pan Adam wpłacił $2000$ zł na roczną lokatę oprocentowaną $5\\%$ w skali roku. Od odsetek bank pobiera podatek w wysokości $19\\%$ odsetek. Oblicz, ile złotych odsetek pan Adam otrzyma po roku po pobraniu podatku. Zapisz obliczenia.',
      ),
      answerKey: { kind: 'NUMBER', value: '81', tolerance: null },
      rubric: {
        steps: [
          step('Obliczenie odsetek przed pobraniem podatku (zł)', 1, '100'),
          step('Obliczenie odsetek po pobraniu podatku (zł)', 1, '81', r`\frac{81}{100}p`),
        ],
        slipRule: true,
      },
      modelSolutionHtml: mockHtml(
        'Odsetki przed opodatkowaniem: $5\\%$ z $2000$ zł, czyli $0{,}05\\cdot 2000=100$ zł.\n\nPodatek to $19\\%$ odsetek, więc pan Adam otrzyma $81\\%$ odsetek: $0{,}81\\cdot 100=81$ zł.\n\nOdpowiedź: $81$ zł.',
      ),
      machineScorable: true,
      requirements: [pp('SP7-8.V')],
      conceptSlugs: ['procent', 'procenty', 'zadanie-tekstowe'],
    },
    {
      type: 'OPEN',
      position: 17,
      maxPoints: 3,
      statementHtml: mockHtml(
        'Za trzy bilety normalne i dwa bilety ulgowe do muzeum zapłacono razem $84$ zł. Bilet ulgowy jest o $8$ zł tańszy od biletu normalnego. Oblicz cenę biletu ulgowego. Zapisz obliczenia.',
      ),
      answerKey: { kind: 'NUMBER', value: '12', tolerance: null },
      rubric: {
        steps: [
          step('Obliczenie, ile kosztowałoby pięć biletów normalnych: $84 + 2\\cdot 8$ (zł)', 1, '100'),
          step('Obliczenie ceny biletu normalnego (zł)', 1, '20', r`\frac{p}{5}`),
          step('Obliczenie ceny biletu ulgowego (zł)', 1, '12', 'p-8'),
        ],
        slipRule: true,
      },
      modelSolutionHtml: mockHtml(
        'Niech $x$ oznacza cenę biletu normalnego. Wtedy bilet ulgowy kosztuje $x-8$ zł i $$3x+2(x-8)=84.$$ Stąd $5x=100$, czyli $x=20$.\n\nBilet ulgowy kosztuje $20-8=12$ zł.\n\nOdpowiedź: $12$ zł.',
      ),
      machineScorable: true,
      requirements: [pp('SP7-8.VI'), pp('SP4-6.XIV')],
      conceptSlugs: ['rownanie-liniowe', 'zadanie-tekstowe'],
    },
    {
      type: 'OPEN',
      position: 18,
      maxPoints: 2,
      statementHtml: mockHtml('Uzasadnij, że suma trzech kolejnych liczb naturalnych jest podzielna przez $3$.'),
      answerKey: null,
      rubric: {
        steps: [
          step('Zapisanie sumy trzech kolejnych liczb naturalnych: $n+(n+1)+(n+2)=3n+3$', 1, null),
          step('Zapisanie sumy w postaci $3(n+1)$ i wniosek o podzielności przez $3$', 1, null),
        ],
        slipRule: false,
      },
      modelSolutionHtml: mockHtml(
        'Trzy kolejne liczby naturalne to $n$, $n+1$ i $n+2$, gdzie $n$ jest liczbą naturalną. Ich suma jest równa $$n+(n+1)+(n+2)=3n+3=3(n+1).$$ Liczba $n+1$ jest naturalna, więc suma jest iloczynem liczby $3$ i liczby naturalnej, czyli jest podzielna przez $3$.',
      ),
      machineScorable: false,
      requirements: [pp('SP7-8.IV')],
      conceptSlugs: ['algebra'],
    },
    {
      type: 'OPEN',
      position: 19,
      maxPoints: 4,
      statementHtml: mockHtml(
        'Podstawą graniastosłupa prostego jest trójkąt prostokątny o przyprostokątnych długości $5$ cm i $12$ cm. Wysokość graniastosłupa jest równa $10$ cm. Oblicz pole powierzchni całkowitej tego graniastosłupa. Zapisz obliczenia.',
      ),
      answerKey: { kind: 'NUMBER', value: '360', tolerance: null },
      rubric: {
        steps: [
          step('Obliczenie długości przeciwprostokątnej podstawy (cm)', 1, '13'),
          step('Obliczenie obwodu podstawy (cm)', 1, '30', 'p+17'),
          step('Obliczenie pola powierzchni bocznej (cm²)', 1, '300', '10p'),
          step('Obliczenie pola powierzchni całkowitej (cm²)', 1, '360', 'p+60'),
        ],
        slipRule: true,
      },
      modelSolutionHtml: mockHtml(
        'Z twierdzenia Pitagorasa przeciwprostokątna podstawy ma długość $\\sqrt{5^2+12^2}=\\sqrt{169}=13$ cm.\n\nObwód podstawy: $5+12+13=30$ cm, więc pole powierzchni bocznej to $30\\cdot 10=300\\ \\text{cm}^2$.\n\nPole podstawy: $\\frac{1}{2}\\cdot 5\\cdot 12=30\\ \\text{cm}^2$, a dwie podstawy mają razem $60\\ \\text{cm}^2$.\n\nPole powierzchni całkowitej: $300+60=360\\ \\text{cm}^2$.',
      ),
      machineScorable: true,
      requirements: [pp('SP7-8.XI'), pp('SP7-8.VIII')],
      conceptSlugs: ['stereometria', 'twierdzenie-pitagorasa', 'pole-i-obwod'],
    },
    {
      type: 'OPEN',
      position: 20,
      maxPoints: 4,
      statementHtml: mockHtml(
        'Działka ma kształt prostokąta o obwodzie $86$ m. Jeden bok działki jest o $7$ m dłuższy od drugiego. Dom z tarasem zajmuje $30\\%$ powierzchni działki, a resztę zajmuje ogród. Oblicz powierzchnię ogrodu. Zapisz obliczenia.',
      ),
      answerKey: { kind: 'NUMBER', value: '315', tolerance: null },
      rubric: {
        steps: [
          step('Obliczenie długości krótszego boku działki (m)', 1, '18'),
          step('Obliczenie długości dłuższego boku działki (m)', 1, '25', 'p+7'),
          step('Obliczenie powierzchni działki (m²)', 1, '450', r`p\cdot(p-7)`),
          step('Obliczenie powierzchni ogrodu (m²)', 1, '315', r`\frac{7}{10}p`),
        ],
        slipRule: true,
      },
      modelSolutionHtml: mockHtml(
        'Niech $a$ oznacza krótszy bok. Wtedy $2a+2(a+7)=86$, czyli $4a=72$ i $a=18$ m. Dłuższy bok ma $18+7=25$ m.\n\nPowierzchnia działki: $18\\cdot 25=450\\ \\text{m}^2$.\n\nOgród zajmuje $100\\%-30\\%=70\\%$ działki: $0{,}7\\cdot 450=315\\ \\text{m}^2$.',
      ),
      machineScorable: true,
      requirements: [pp('SP4-6.XIV'), pp('SP7-8.V')],
      conceptSlugs: ['pole-i-obwod', 'procent', 'zadanie-tekstowe', 'rownanie-liniowe'],
    },
  ],
};
