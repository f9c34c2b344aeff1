import type { TDemoTask } from './demo-content.types';

const examDecember = 'proba-egzamin-osmoklasisty-2025-12';
const examApril = 'proba-egzamin-osmoklasisty-2026-04';

/** Demo tasks for primary school (grades 4–8), all original. */
export const primaryTasks: TDemoTask[] = [
  {
    slug: 'dodawanie-i-odejmowanie-ulamkow-o-roznych-mianownikach',
    level: 'PRIMARY',
    description: 'Oblicz wartość wyrażenia $$\\frac{2}{3} + \\frac{3}{4} - \\frac{1}{6}.$$',
    answers: [
      { label: 'A', answer: '$\\frac{5}{4}$', correct: true },
      { label: 'B', answer: '$\\frac{4}{13}$', correct: false },
      { label: 'C', answer: '$\\frac{4}{3}$', correct: false },
      { label: 'D', answer: '$1\\frac{1}{2}$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: wspólny mianownik',
        description:
          'Ułamki możemy dodawać tylko wtedy, gdy mają ten sam mianownik. Najmniejsza wspólna wielokrotność liczb $3$, $4$ i $6$ to $12$, więc rozszerzamy każdy ułamek do mianownika $12$.',
        latex: String.raw`\frac{2}{3} = \frac{8}{12}, \quad \frac{3}{4} = \frac{9}{12}, \quad \frac{1}{6} = \frac{2}{12}`,
      },
      {
        title: 'Krok 2: działania na licznikach',
        description:
          'Przy wspólnym mianowniku dodajemy i odejmujemy same liczniki, a na końcu skracamy wynik przez $3$.',
        latex: String.raw`\begin{aligned} \frac{8}{12} + \frac{9}{12} - \frac{2}{12} &= \frac{15}{12} \\ &= \frac{5}{4} \end{aligned}`,
      },
    ],
    conceptSlugs: ['arytmetyka', 'ulamek-zwykly', 'nww'],
    typeSlug: 'ulamki-zwykle-i-dziesietne',
    exams: [{ slug: examDecember, points: 1 }],
    rating: { avg: 4.6, count: 23 },
    createdAt: '2025-09-03T08:15:00.000Z',
  },
  {
    slug: 'cena-roweru-po-obnizce-procentowej',
    level: 'PRIMARY',
    description:
      'W sklepie sportowym rower kosztował $1250$ zł. Podczas wyprzedaży jego cenę obniżono o $16\\%$.\n\nIle kosztuje rower po obniżce?',
    answers: [],
    answer: 'Rower po obniżce kosztuje $1050$ zł.',
    answerKey: { kind: 'NUMBER', value: '1050' },
    steps: [
      {
        title: 'Krok 1: obliczamy kwotę obniżki',
        description: 'Obniżka to $16\\%$ ceny początkowej, czyli $\\frac{16}{100}$ tej ceny.',
        latex: String.raw`16\% \cdot 1250 = 0{,}16 \cdot 1250 = 200`,
      },
      {
        title: 'Krok 2: odejmujemy obniżkę od ceny',
        description:
          'Nowa cena to cena początkowa pomniejszona o obniżkę. Ten sam wynik daje pomnożenie ceny przez $84\\%$, bo po obniżce płacimy $100\\% - 16\\% = 84\\%$ ceny.',
        latex: String.raw`\begin{aligned} 1250 - 200 &= 1050 \\ 0{,}84 \cdot 1250 &= 1050 \end{aligned}`,
      },
    ],
    conceptSlugs: ['arytmetyka', 'procent', 'procenty', 'zadanie-tekstowe'],
    typeSlug: 'procenty-w-zadaniach-tekstowych',
    exams: [{ slug: examDecember, points: 2 }],
    rating: { avg: 4.25, count: 16 },
    createdAt: '2025-09-12T10:40:00.000Z',
  },
  {
    slug: 'rownanie-liniowe-z-nawiasami',
    level: 'PRIMARY',
    description: 'Rozwiąż równanie $$3(x - 2) - 2(x + 1) = 5.$$',
    answers: [],
    answer: '$x = 13$',
    answerKey: { kind: 'NUMBER', value: '13' },
    steps: [
      {
        title: 'Krok 1: opuszczamy nawiasy',
        description:
          'Mnożymy każdy wyraz w nawiasie przez liczbę przed nawiasem. Uwaga na minus przed drugim nawiasem – zmienia znaki obu wyrazów.',
        latex: '3x - 6 - 2x - 2 = 5',
      },
      {
        title: 'Krok 2: redukujemy wyrazy podobne',
        description: 'Łączymy wyrazy z niewiadomą oraz wyrazy liczbowe po lewej stronie.',
        latex: 'x - 8 = 5',
      },
      {
        title: 'Krok 3: wyznaczamy niewiadomą i sprawdzamy',
        description: 'Dodajemy $8$ do obu stron. Podstawienie do równania wyjściowego potwierdza wynik.',
        latex: String.raw`\begin{aligned} x &= 13 \\ L &= 3\cdot 11 - 2\cdot 14 = 33 - 28 = 5 = P \end{aligned}`,
      },
    ],
    conceptSlugs: ['algebra', 'rownanie-liniowe'],
    typeSlug: 'rownania-liniowe',
    exams: [],
    rating: { avg: 3.9, count: 11 },
    createdAt: '2025-10-01T07:05:00.000Z',
  },
  {
    slug: 'pole-ogrodu-w-ksztalcie-trapezu-i-worki-nawozu',
    level: 'PRIMARY',
    description:
      'Ogród pana Tomasza ma kształt trapezu prostokątnego o podstawach $18$ m i $12$ m oraz wysokości $10$ m. Jeden worek nawozu wystarcza na $40\\ \\text{m}^2$ trawnika.\n\nOblicz pole ogrodu i ustal, ile co najmniej worków nawozu trzeba kupić, aby nawieźć cały ogród.',
    answers: [],
    answer: 'Pole ogrodu wynosi $150\\ \\text{m}^2$, trzeba kupić co najmniej $4$ worki nawozu.',
    answerKey: { kind: 'NUMBER', value: '4' },
    steps: [
      {
        title: 'Krok 1: pole trapezu',
        description: 'Pole trapezu to połowa sumy podstaw pomnożona przez wysokość.',
        latex: String.raw`P = \frac{(a + b)\cdot h}{2} = \frac{(18 + 12)\cdot 10}{2} = 150\ \text{m}^2`,
      },
      {
        title: 'Krok 2: liczba worków',
        description:
          'Dzielimy pole przez powierzchnię, na którą wystarcza jeden worek. Wynik nie jest całkowity, a worków nie kupujemy w częściach, więc zaokrąglamy w górę – trzy worki nie wystarczą, potrzebne są $4$ worki.',
        latex: String.raw`\begin{aligned} 150 : 40 &= 3{,}75 \\ 3 \cdot 40 &= 120 < 150, \quad 4\cdot 40 = 160 \ge 150 \\ \text{liczba worków} &= 4 \end{aligned}`,
      },
    ],
    conceptSlugs: ['geometria-plaska', 'pole-i-obwod', 'zadanie-tekstowe'],
    typeSlug: 'pola-wielokatow',
    exams: [{ slug: examApril, points: 3 }],
    rating: { avg: 4.4, count: 9 },
    createdAt: '2025-10-18T16:30:00.000Z',
  },
  {
    slug: 'liczba-blizsza-zera-na-osi-liczbowej',
    level: 'PRIMARY',
    description: 'Która z liczb leży na osi liczbowej bliżej zera niż liczba $-\\frac{3}{4}$?',
    answers: [
      { label: 'A', answer: '$-0{,}8$', correct: false },
      { label: 'B', answer: '$\\frac{7}{9}$', correct: false },
      { label: 'C', answer: '$-0{,}7$', correct: true },
      { label: 'D', answer: '$\\frac{4}{5}$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: odległość od zera',
        description:
          'Odległość liczby od zera na osi to jej wartość bezwzględna. Szukamy liczby o wartości bezwzględnej mniejszej niż $\\frac{3}{4} = 0{,}75$.',
        latex: String.raw`\left| -\tfrac{3}{4} \right| = 0{,}75`,
      },
      {
        title: 'Krok 2: porównujemy odległości',
        description:
          'Zamieniamy wszystkie liczby na ułamki dziesiętne i porównujemy z $0{,}75$. Bliżej zera niż $-\\frac{3}{4}$ leży tylko liczba $-0{,}7$.',
        latex: String.raw`\begin{aligned} |-0{,}8| &= 0{,}8 > 0{,}75 \\ \tfrac{7}{9} &\approx 0{,}78 > 0{,}75 \\ |-0{,}7| &= 0{,}7 < 0{,}75 \\ \tfrac{4}{5} &= 0{,}8 > 0{,}75 \end{aligned}`,
      },
    ],
    conceptSlugs: ['arytmetyka', 'wartosc-bezwzgledna', 'ulamek-zwykly'],
    typeSlug: null,
    exams: [],
    rating: { avg: 3.75, count: 8 },
    createdAt: '2025-11-02T12:00:00.000Z',
  },
  {
    slug: 'liczba-podzielna-przez-12',
    level: 'PRIMARY',
    description: 'Która z podanych liczb jest podzielna przez $12$?',
    answers: [
      { label: 'A', answer: '$2346$', correct: false },
      { label: 'B', answer: '$4128$', correct: true },
      { label: 'C', answer: '$3124$', correct: false },
      { label: 'D', answer: '$5210$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: cechy podzielności',
        description:
          'Ponieważ $12 = 3\\cdot 4$, a liczby $3$ i $4$ są względnie pierwsze, liczba dzieli się przez $12$ dokładnie wtedy, gdy dzieli się przez $3$ (suma cyfr podzielna przez $3$) i przez $4$ (liczba z dwóch ostatnich cyfr podzielna przez $4$).',
        latex: String.raw`12 \mid n \iff 3 \mid n \ \wedge\ 4 \mid n`,
      },
      {
        title: 'Krok 2: sprawdzamy każdą liczbę',
        description: 'Tylko jedna liczba spełnia oba warunki jednocześnie.',
        latex: String.raw`\begin{aligned} 2346&: \ 2+3+4+6 = 15,\ 46 \text{ nie dzieli się przez } 4 \\ 4128&: \ 4+1+2+8 = 15,\ 28 = 4\cdot 7 \\ 3124&: \ 3+1+2+4 = 10 \\ 5210&: \ 5+2+1+0 = 8 \end{aligned}`,
      },
      {
        title: 'Krok 3: sprawdzenie dzieleniem',
        description: 'Dla pewności wykonujemy dzielenie: liczba $4128$ dzieli się przez $12$ bez reszty.',
        latex: '4128 : 12 = 344',
      },
    ],
    conceptSlugs: ['arytmetyka', 'liczba-pierwsza', 'nwd'],
    typeSlug: 'podzielnosc-liczb',
    exams: [],
    rating: { avg: 4.1, count: 14 },
    createdAt: '2025-11-20T09:45:00.000Z',
  },
  {
    slug: 'najwieksza-liczba-jednakowych-paczek-z-cukierkami',
    level: 'PRIMARY',
    description:
      'Na klasowy Dzień Dziecka przygotowano $84$ cukierki czekoladowe i $60$ cukierków owocowych. Wszystkie cukierki trzeba rozłożyć do paczek tak, aby każda paczka zawierała tyle samo cukierków czekoladowych i tyle samo owocowych.\n\nIle najwięcej paczek można przygotować i co znajdzie się w każdej z nich?',
    answers: [],
    answer: 'Najwięcej $12$ paczek; w każdej $7$ cukierków czekoladowych i $5$ owocowych.',
    answerKey: { kind: 'TUPLE', value: '12; 7; 5' },
    steps: [
      {
        title: 'Krok 1: co właściwie liczymy',
        description:
          'Liczba paczek musi dzielić zarówno $84$, jak i $60$, a chcemy, żeby była jak największa – szukamy więc największego wspólnego dzielnika.',
        latex: String.raw`\text{liczba paczek} = \operatorname{NWD}(84, 60)`,
      },
      {
        title: 'Krok 2: rozkład na czynniki pierwsze',
        description: 'Wspólne czynniki to $2\\cdot 2\\cdot 3$.',
        latex: String.raw`\begin{aligned} 84 &= 2\cdot 2\cdot 3\cdot 7 \\ 60 &= 2\cdot 2\cdot 3\cdot 5 \\ \operatorname{NWD}(84, 60) &= 2\cdot 2\cdot 3 = 12 \end{aligned}`,
      },
      {
        title: 'Krok 3: zawartość paczki',
        description: 'Paczek jest $12$, więc dzielimy liczbę cukierków każdego rodzaju przez $12$.',
        latex: String.raw`\text{liczba paczek} = 12, \qquad 84 : 12 = 7, \qquad 60 : 12 = 5`,
      },
    ],
    conceptSlugs: ['arytmetyka', 'nwd', 'liczba-pierwsza', 'zadanie-tekstowe'],
    typeSlug: 'podzielnosc-liczb',
    exams: [],
    rating: { avg: 4.8, count: 31 },
    createdAt: '2025-12-01T15:20:00.000Z',
  },
  {
    slug: 'bilety-ulgowe-i-normalne-do-kina',
    level: 'PRIMARY',
    description:
      'Klasa 7b wybrała się do kina. Kupiono $28$ biletów: ulgowe po $18$ zł i normalne po $25$ zł. Za wszystkie bilety zapłacono $539$ zł.\n\nIle kupiono biletów ulgowych, a ile normalnych?',
    answers: [],
    answer: 'Kupiono $23$ bilety ulgowe i $5$ biletów normalnych.',
    answerKey: { kind: 'TUPLE', value: '23; 5' },
    steps: [
      {
        title: 'Krok 1: oznaczenia',
        description:
          'Oznaczamy przez $x$ liczbę biletów ulgowych. Wtedy biletów normalnych jest $28 - x$, bo razem kupiono $28$ biletów.',
        latex: String.raw`x \text{ – ulgowe}, \qquad 28 - x \text{ – normalne}`,
      },
      {
        title: 'Krok 2: równanie z kosztów',
        description: 'Łączny koszt to suma kosztów biletów obu rodzajów.',
        latex: String.raw`\begin{aligned} 18x + 25(28 - x) &= 539 \\ 18x + 700 - 25x &= 539 \\ -7x &= -161 \\ x &= 23 \end{aligned}`,
      },
      {
        title: 'Krok 3: odpowiedź i sprawdzenie',
        description: 'Biletów ulgowych kupiono $x = 23$, a normalnych $28 - 23 = 5$. Sprawdzamy, czy zgadza się kwota.',
        latex: String.raw`23\cdot 18 + 5\cdot 25 = 414 + 125 = 539`,
      },
    ],
    conceptSlugs: ['algebra', 'rownanie-liniowe', 'zadanie-tekstowe'],
    typeSlug: 'rownania-liniowe',
    exams: [{ slug: examDecember, points: 3 }],
    rating: { avg: 4.5, count: 27 },
    createdAt: '2025-12-09T11:10:00.000Z',
  },
  {
    slug: 'srednia-ocen-z-matematyki',
    level: 'PRIMARY',
    description:
      'Ola otrzymała w semestrze z matematyki oceny: $5, 4, 4, 3, 6, 2, 4$. Jaka jest średnia arytmetyczna jej ocen?',
    answers: [
      { label: 'A', answer: '$4$', correct: true },
      { label: 'B', answer: '$3{,}5$', correct: false },
      { label: 'C', answer: '$4{,}5$', correct: false },
      { label: 'D', answer: '$4\\frac{2}{3}$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: suma ocen',
        description: 'Dodajemy wszystkie oceny – każdą tyle razy, ile razy wystąpiła.',
        latex: '5 + 4 + 4 + 3 + 6 + 2 + 4 = 28',
      },
      {
        title: 'Krok 2: dzielimy przez liczbę ocen',
        description: 'Ocen jest siedem, więc sumę dzielimy przez $7$.',
        latex: String.raw`\bar{x} = \frac{28}{7} = 4`,
      },
    ],
    conceptSlugs: ['rachunek-prawdopodobienstwa-i-statystyka', 'srednia-arytmetyczna'],
    typeSlug: 'statystyka-opisowa',
    exams: [],
    rating: { avg: 3.4, count: 5 },
    createdAt: '2026-01-07T13:25:00.000Z',
  },
  {
    slug: 'pole-boiska-w-arach',
    level: 'PRIMARY',
    description: 'Szkolne boisko ma kształt prostokąta o wymiarach $40$ m na $25$ m. Jakie jest pole boiska?',
    answers: [
      { label: 'A', answer: '$1$ ar', correct: false },
      { label: 'B', answer: '$10$ arów', correct: true },
      { label: 'C', answer: '$100$ arów', correct: false },
      { label: 'D', answer: '$1$ hektar', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: pole w metrach kwadratowych',
        description: 'Pole prostokąta to iloczyn długości jego boków.',
        latex: String.raw`P = 40 \cdot 25 = 1000\ \text{m}^2`,
      },
      {
        title: 'Krok 2: zamiana na ary',
        description: 'Jeden ar to kwadrat o boku $10$ m, czyli $100\\ \\text{m}^2$; hektar to $100$ arów.',
        latex: String.raw`\begin{aligned} 1\ \text{a} &= 100\ \text{m}^2 \\ 1000\ \text{m}^2 &= 0{,}1\ \text{ha} = 10\ \text{a} \end{aligned}`,
      },
    ],
    conceptSlugs: ['geometria-plaska', 'pole-i-obwod'],
    typeSlug: 'pola-wielokatow',
    exams: [],
    rating: { avg: 4.05, count: 19 },
    createdAt: '2026-01-19T08:50:00.000Z',
  },
  {
    slug: 'wartosc-wyrazenia-z-potegami-i-pierwiastkiem',
    level: 'PRIMARY',
    description: 'Oblicz wartość wyrażenia $$2^3\\cdot 5 - \\sqrt{81} + (-3)^2.$$',
    answers: [],
    answer: '$40$',
    answerKey: { kind: 'NUMBER', value: '40' },
    steps: [
      {
        title: 'Krok 1: potęgi i pierwiastki',
        description:
          'Zgodnie z kolejnością działań najpierw obliczamy potęgi i pierwiastki. Kwadrat liczby ujemnej jest dodatni.',
        latex: String.raw`2^3 = 8, \qquad \sqrt{81} = 9, \qquad (-3)^2 = 9`,
      },
      {
        title: 'Krok 2: mnożenie, potem dodawanie i odejmowanie',
        description: 'Mnożenie wykonujemy przed odejmowaniem, a dodawanie i odejmowanie od lewej do prawej.',
        latex: String.raw`\begin{aligned} 8\cdot 5 - 9 + 9 &= 40 - 9 + 9 \\ &= 40 \end{aligned}`,
      },
    ],
    conceptSlugs: ['arytmetyka', 'algebra'],
    typeSlug: null,
    exams: [],
    rating: null,
    createdAt: '2026-02-03T17:00:00.000Z',
  },
  {
    slug: 'srednia-predkosc-na-wycieczce-rowerowej',
    level: 'PRIMARY',
    description:
      'Podczas wycieczki rowerowej uczniowie przejechali $36$ km w czasie $2$ godzin i $15$ minut, jadąc bez postojów.\n\nOblicz ich średnią prędkość w $\\frac{\\text{km}}{\\text{h}}$.',
    answers: [],
    answer: '$16\\ \\frac{\\text{km}}{\\text{h}}$',
    answerKey: { kind: 'NUMBER', value: '16' },
    steps: [
      {
        title: 'Krok 1: czas w godzinach',
        description:
          'Prędkość chcemy w kilometrach na godzinę, więc czas zapisujemy w godzinach: $15$ minut to ćwierć godziny.',
        latex: String.raw`2\ \text{h}\ 15\ \text{min} = 2\tfrac{1}{4}\ \text{h} = 2{,}25\ \text{h}`,
      },
      {
        title: 'Krok 2: prędkość średnia',
        description: 'Prędkość średnia to droga podzielona przez czas.',
        latex: String.raw`v = \frac{s}{t} = \frac{36}{2{,}25} = 16\ \frac{\text{km}}{\text{h}}`,
      },
    ],
    conceptSlugs: ['arytmetyka', 'zadanie-tekstowe', 'ulamek-zwykly'],
    typeSlug: null,
    exams: [{ slug: examApril, points: 2 }],
    rating: { avg: 4.3, count: 12 },
    createdAt: '2026-02-15T10:00:00.000Z',
  },
  {
    slug: 'drabina-oparta-o-sciane-pitagoras',
    level: 'PRIMARY',
    description:
      'Drabina o długości $5$ m jest oparta o pionową ścianę domu. Dolny koniec drabiny stoi na poziomym podłożu w odległości $1{,}4$ m od ściany.\n\nNa jakiej wysokości górny koniec drabiny dotyka ściany?',
    answers: [],
    answer: 'Na wysokości $4{,}8$ m.',
    answerKey: { kind: 'NUMBER', value: '4,8' },
    steps: [
      {
        title: 'Krok 1: trójkąt prostokątny',
        description:
          'Ściana, podłoże i drabina tworzą trójkąt prostokątny, w którym drabina jest przeciwprostokątną. Szukana wysokość $h$ to przyprostokątna.',
        latex: 'h^2 + 1{,}4^2 = 5^2',
      },
      {
        title: 'Krok 2: obliczamy wysokość',
        description: 'Wyznaczamy $h^2$ i wyciągamy pierwiastek; wysokość jest dodatnia.',
        latex: String.raw`\begin{aligned} h^2 &= 25 - 1{,}96 = 23{,}04 \\ h &= \sqrt{23{,}04} = 4{,}8 \end{aligned}`,
      },
    ],
    conceptSlugs: ['geometria-plaska', 'twierdzenie-pitagorasa', 'zadanie-tekstowe'],
    typeSlug: 'zadania-z-twierdzeniem-pitagorasa',
    exams: [{ slug: examApril, points: 3 }],
    rating: { avg: 4.7, count: 38 },
    createdAt: '2026-03-01T19:30:00.000Z',
  },
  {
    slug: 'kolejnosc-dzialan-na-ulamkach-dziesietnych',
    level: 'PRIMARY',
    description: 'Wartość wyrażenia $0{,}5\\cdot(2{,}4 - 1{,}6) + 1{,}2 : 0{,}4$ jest równa',
    answers: [
      { label: 'A', answer: '$3{,}4$', correct: true },
      { label: 'B', answer: '$2{,}3$', correct: false },
      { label: 'C', answer: '$3{,}04$', correct: false },
      { label: 'D', answer: '$0{,}7$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: nawias',
        description: 'Działania w nawiasie wykonujemy jako pierwsze.',
        latex: '2{,}4 - 1{,}6 = 0{,}8',
      },
      {
        title: 'Krok 2: mnożenie i dzielenie',
        description:
          'Dzielenie przez $0{,}4$ upraszczamy, mnożąc dzielną i dzielnik przez $10$: $1{,}2 : 0{,}4 = 12 : 4$.',
        latex: String.raw`0{,}5\cdot 0{,}8 = 0{,}4, \qquad 1{,}2 : 0{,}4 = 12 : 4 = 3`,
      },
      {
        title: 'Krok 3: dodawanie',
        description: 'Na końcu dodajemy otrzymane wyniki.',
        latex: '0{,}4 + 3 = 3{,}4',
      },
    ],
    conceptSlugs: ['arytmetyka', 'ulamek-zwykly'],
    typeSlug: 'ulamki-zwykle-i-dziesietne',
    exams: [],
    rating: { avg: 3.2, count: 6 },
    createdAt: '2026-03-11T07:45:00.000Z',
  },
  {
    slug: 'procent-chlopcow-w-klasie',
    level: 'PRIMARY',
    description: 'W klasie jest $25$ uczniów, w tym $9$ dziewczynek. Jaki procent uczniów tej klasy stanowią chłopcy?',
    answers: [
      { label: 'A', answer: '$16\\%$', correct: false },
      { label: 'B', answer: '$36\\%$', correct: false },
      { label: 'C', answer: '$64\\%$', correct: true },
      { label: 'D', answer: '$60\\%$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: liczba chłopców',
        description: 'Od liczby wszystkich uczniów odejmujemy liczbę dziewczynek.',
        latex: '25 - 9 = 16',
      },
      {
        title: 'Krok 2: ułamek i procent',
        description: 'Chłopcy stanowią $\\frac{16}{25}$ klasy. Rozszerzamy ułamek do mianownika $100$.',
        latex: String.raw`\frac{16}{25} = \frac{64}{100} = 64\%`,
      },
    ],
    conceptSlugs: ['arytmetyka', 'procent', 'procenty'],
    typeSlug: 'procenty-w-zadaniach-tekstowych',
    exams: [{ slug: examDecember, points: 1 }],
    rating: { avg: 4, count: 10 },
    createdAt: '2026-03-28T14:05:00.000Z',
  },
  {
    slug: 'woda-w-akwarium-prostopadloscian',
    level: 'PRIMARY',
    description:
      'Akwarium w pracowni biologicznej ma kształt prostopadłościanu o wymiarach dna $60$ cm na $30$ cm i wysokości $40$ cm. Woda sięga do $\\frac{3}{4}$ wysokości akwarium.\n\nIle litrów wody jest w akwarium?',
    answers: [],
    answer: '$54$ litry',
    answerKey: { kind: 'NUMBER', value: '54' },
    steps: [
      {
        title: 'Krok 1: wysokość słupa wody',
        description:
          'Woda wypełnia prostopadłościan o tym samym dnie, ale niższy – o wysokości $\\frac{3}{4}$ z $40$ cm.',
        latex: String.raw`\frac{3}{4}\cdot 40 = 30\ \text{cm}`,
      },
      {
        title: 'Krok 2: objętość wody',
        description: 'Objętość prostopadłościanu to iloczyn jego trzech wymiarów.',
        latex: String.raw`V = 60\cdot 30\cdot 30 = 54\,000\ \text{cm}^3`,
      },
      {
        title: 'Krok 3: zamiana na litry',
        description: 'Jeden litr to jeden decymetr sześcienny, czyli $1000\\ \\text{cm}^3$.',
        latex: String.raw`54\,000\ \text{cm}^3 = 54\ \text{dm}^3 = 54\ \text{l}`,
      },
    ],
    conceptSlugs: ['stereometria', 'ulamek-zwykly', 'zadanie-tekstowe'],
    typeSlug: 'bryly-objetosc',
    exams: [],
    rating: { avg: 4.35, count: 20 },
    createdAt: '2026-04-14T09:00:00.000Z',
  },
  {
    slug: 'kat-miedzy-ramionami-trojkata-rownoramiennego',
    level: 'PRIMARY',
    description:
      'W trójkącie równoramiennym kąt przy podstawie ma miarę $52^\\circ$. Jaką miarę ma kąt między ramionami tego trójkąta?',
    answers: [
      { label: 'A', answer: '$76^\\circ$', correct: true },
      { label: 'B', answer: '$64^\\circ$', correct: false },
      { label: 'C', answer: '$128^\\circ$', correct: false },
      { label: 'D', answer: '$38^\\circ$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: kąty przy podstawie',
        description: 'W trójkącie równoramiennym oba kąty przy podstawie są równe, więc każdy ma $52^\\circ$.',
        latex: String.raw`52^\circ + 52^\circ = 104^\circ`,
      },
      {
        title: 'Krok 2: suma kątów trójkąta',
        description: 'Suma miar kątów w trójkącie wynosi $180^\\circ$.',
        latex: String.raw`180^\circ - 104^\circ = 76^\circ`,
      },
    ],
    conceptSlugs: ['geometria-plaska', 'suma-katow-trojkata'],
    typeSlug: 'katy-w-trojkatach-i-okregach',
    exams: [{ slug: examApril, points: 1 }],
    rating: { avg: 3.85, count: 7 },
    createdAt: '2026-05-06T12:40:00.000Z',
  },
  {
    slug: 'liczby-pierwsze-miedzy-20-a-40',
    level: 'PRIMARY',
    description: 'Ile jest liczb pierwszych większych od $20$ i mniejszych od $40$?',
    answers: [
      { label: 'A', answer: '$3$', correct: false },
      { label: 'B', answer: '$4$', correct: true },
      { label: 'C', answer: '$5$', correct: false },
      { label: 'D', answer: '$6$', correct: false },
    ],
    answer: null,
    answerKey: null,
    steps: [
      {
        title: 'Krok 1: odrzucamy liczby parzyste i wielokrotności 3 i 5',
        description:
          'Liczba złożona mniejsza od $40$ ma dzielnik pierwszy nie większy niż $\\sqrt{40} < 7$, więc wystarczy sprawdzić podzielność przez $2$, $3$ i $5$.',
        latex: String.raw`21 = 3\cdot 7,\ 25 = 5\cdot 5,\ 27 = 3\cdot 9,\ 33 = 3\cdot 11,\ 35 = 5\cdot 7,\ 39 = 3\cdot 13`,
      },
      {
        title: 'Krok 2: wypisujemy liczby pierwsze',
        description:
          'Z nieparzystych liczb od $21$ do $39$ zostają tylko te, które nie mają żadnego z tych dzielników – są to $4$ liczby.',
        latex: String.raw`23,\ 29,\ 31,\ 37`,
      },
    ],
    conceptSlugs: ['arytmetyka', 'liczba-pierwsza'],
    typeSlug: 'podzielnosc-liczb',
    exams: [],
    rating: null,
    createdAt: '2026-05-22T16:15:00.000Z',
  },
  {
    slug: 'proporcja-przepis-na-nalesniki',
    level: 'PRIMARY',
    description:
      'Przepis na $12$ naleśników wymaga $2$ jajek, $300$ ml mleka i $200$ g mąki. Zuzia chce usmażyć $30$ naleśników na klasowy piknik.\n\nIle jajek, mleka i mąki potrzebuje, jeśli zachowa proporcje z przepisu?',
    answers: [],
    answer: '$5$ jajek, $750$ ml mleka i $500$ g mąki.',
    answerKey: { kind: 'TUPLE', value: '5; 750; 500' },
    steps: [
      {
        title: 'Krok 1: ile razy więcej naleśników',
        description:
          'Wszystkie składniki zmieniają się proporcjonalnie do liczby naleśników, więc wystarczy ustalić, ile razy $30$ jest większe od $12$.',
        latex: String.raw`\frac{30}{12} = \frac{5}{2} = 2{,}5`,
      },
      {
        title: 'Krok 2: mnożymy ilości składników',
        description: 'Każdą ilość z przepisu mnożymy przez $2{,}5$.',
        latex: String.raw`\begin{aligned} 2\cdot 2{,}5 &= 5 \text{ jajek} \\ 300\cdot 2{,}5 &= 750\ \text{ml} \\ 200\cdot 2{,}5 &= 500\ \text{g} \end{aligned}`,
      },
    ],
    conceptSlugs: ['arytmetyka', 'ulamek-zwykly', 'zadanie-tekstowe'],
    typeSlug: null,
    exams: [],
    rating: { avg: 4.9, count: 42 },
    createdAt: '2026-06-10T11:30:00.000Z',
  },
  {
    slug: 'liczba-obrotow-kola-rowerowego',
    level: 'PRIMARY',
    description:
      'Koło roweru Kuby ma średnicę $70$ cm. Ile pełnych obrotów wykona to koło, gdy Kuba przejedzie $1$ km? Przyjmij $\\pi \\approx 3{,}14$.',
    answers: [],
    answer: '$454$ pełne obroty.',
    answerKey: { kind: 'NUMBER', value: '454' },
    steps: [
      {
        title: 'Krok 1: droga przy jednym obrocie',
        description: 'Podczas jednego obrotu koło przejeżdża drogę równą swojemu obwodowi.',
        latex: String.raw`L = \pi d \approx 3{,}14\cdot 70 = 219{,}8\ \text{cm}`,
      },
      {
        title: 'Krok 2: zamiana jednostek',
        description: 'Drogę i obwód musimy wyrazić w tych samych jednostkach.',
        latex: String.raw`1\ \text{km} = 1000\ \text{m} = 100\,000\ \text{cm}`,
      },
      {
        title: 'Krok 3: liczba obrotów',
        description:
          'Dzielimy drogę przez obwód. Pytanie dotyczy pełnych obrotów, więc bierzemy część całkowitą wyniku.',
        latex: String.raw`100\,000 : 219{,}8 \approx 454{,}96 \ \Rightarrow\ 454`,
      },
    ],
    conceptSlugs: ['geometria-plaska', 'pole-i-obwod', 'zadanie-tekstowe'],
    typeSlug: null,
    exams: [{ slug: examDecember, points: 2 }],
    rating: { avg: 3.6, count: 9 },
    createdAt: '2026-07-04T08:20:00.000Z',
  },
  {
    slug: 'upraszczanie-wyrazenia-algebraicznego-i-wartosc',
    level: 'PRIMARY',
    description: 'Uprość wyrażenie $2(3a - b) - (a - 4b)$, a następnie oblicz jego wartość dla $a = -1$ i $b = 3$.',
    answers: [],
    answer: 'Po uproszczeniu $5a + 2b$; dla $a = -1$, $b = 3$ wartość wynosi $1$.',
    answerKey: { kind: 'NUMBER', value: '1' },
    steps: [
      {
        title: 'Krok 1: opuszczamy nawiasy',
        description: 'Minus przed drugim nawiasem zmienia znaki obu wyrazów w tym nawiasie.',
        latex: '2(3a - b) - (a - 4b) = 6a - 2b - a + 4b',
      },
      {
        title: 'Krok 2: redukcja wyrazów podobnych',
        description: 'Łączymy wyrazy z $a$ i wyrazy z $b$.',
        latex: '6a - a - 2b + 4b = 5a + 2b',
      },
      {
        title: 'Krok 3: podstawiamy wartości',
        description: 'Liczbę ujemną podstawiamy w nawiasie, żeby nie pomylić znaków.',
        latex: String.raw`5\cdot(-1) + 2\cdot 3 = -5 + 6 = 1`,
      },
    ],
    conceptSlugs: ['algebra', 'arytmetyka'],
    typeSlug: null,
    exams: [{ slug: examApril, points: 2 }],
    rating: { avg: 3.95, count: 15 },
    createdAt: '2026-08-25T18:00:00.000Z',
  },
];
