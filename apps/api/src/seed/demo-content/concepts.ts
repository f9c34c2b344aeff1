import { demoGameIds } from '../demo-games';
import type { TDemoConcept } from './demo-content.types';

/** Demo math concepts: domains, theorems, definitions and tags used by the demo tasks and task types. */
export const demoConcepts: TDemoConcept[] = [
  // DOMAIN
  {
    slug: 'arytmetyka',
    name: 'Arytmetyka',
    type: 'DOMAIN',
    aliases: ['działania na liczbach', 'dzialania na liczbach', 'rachunki'],
    description:
      'Arytmetyka zajmuje się liczbami i działaniami na nich: dodawaniem, odejmowaniem, mnożeniem, dzieleniem i potęgowaniem. Obejmuje ułamki zwykłe i dziesiętne, procenty, podzielność oraz kolejność wykonywania działań, np. $2+3\\cdot 4 = 14$.\n\nPoćwicz porównywanie liczb i zaznaczanie ich na osi liczbowej:',
    gameIds: [demoGameIds.numberComparison, demoGameIds.numberLine],
  },
  {
    slug: 'algebra',
    name: 'Algebra',
    type: 'DOMAIN',
    aliases: ['wyrażenia algebraiczne', 'wyrazenia algebraiczne', 'równania', 'rownania'],
    description:
      'Algebra to dział, w którym zamiast konkretnych liczb używamy liter (zmiennych) i badamy wyrażenia, równania oraz nierówności. Typowe zadania to przekształcanie wyrażeń, np. $(a+b)^2 = a^2+2ab+b^2$, oraz rozwiązywanie równań i układów równań.',
  },
  {
    slug: 'funkcje',
    name: 'Funkcje',
    type: 'DOMAIN',
    aliases: ['funkcja', 'własności funkcji', 'wlasnosci funkcji'],
    description:
      'Funkcja przyporządkowuje każdemu elementowi dziedziny dokładnie jeden element przeciwdziedziny, co zapisujemy $y = f(x)$. W tym dziale badamy wykresy, monotoniczność, miejsca zerowe, wartości największe i najmniejsze oraz przekształcenia wykresów.',
  },
  {
    slug: 'ciagi',
    name: 'Ciągi',
    type: 'DOMAIN',
    aliases: ['ciąg liczbowy', 'ciag liczbowy', 'ciagi liczbowe'],
    description:
      'Ciąg liczbowy to funkcja określona na zbiorze liczb naturalnych dodatnich; jego wyrazy zapisujemy $a_1, a_2, a_3, \\ldots$. Najważniejsze przykłady to ciąg arytmetyczny i geometryczny, a w analizie badamy także granice ciągów.',
  },
  {
    slug: 'trygonometria',
    name: 'Trygonometria',
    type: 'DOMAIN',
    aliases: ['funkcje trygonometryczne', 'sinus cosinus', 'tryga'],
    description:
      'Trygonometria opisuje związki między kątami i bokami trójkątów za pomocą funkcji $\\sin$, $\\cos$ i $\\operatorname{tg}$. W trójkącie prostokątnym $\\sin\\alpha$ to stosunek przyprostokątnej leżącej naprzeciw kąta $\\alpha$ do przeciwprostokątnej.',
  },
  {
    slug: 'geometria-plaska',
    name: 'Geometria płaska',
    type: 'DOMAIN',
    aliases: ['planimetria', 'geometria plaska', 'figury płaskie'],
    description:
      'Geometria płaska (planimetria) bada figury leżące na płaszczyźnie: trójkąty, czworokąty, wielokąty i okręgi. Obliczamy w niej pola, obwody, długości odcinków i miary kątów, korzystając m.in. z twierdzenia Pitagorasa i podobieństwa figur.',
  },
  {
    slug: 'stereometria',
    name: 'Stereometria',
    type: 'DOMAIN',
    aliases: ['geometria przestrzenna', 'bryły', 'bryly'],
    description:
      'Stereometria zajmuje się bryłami w przestrzeni: graniastosłupami, ostrosłupami, walcami, stożkami i kulami. Typowe zadania dotyczą objętości, np. $V = \\frac{1}{3}P_p h$ dla ostrosłupa, pola powierzchni i kątów między krawędziami a płaszczyznami.',
  },
  {
    slug: 'rachunek-prawdopodobienstwa-i-statystyka',
    name: 'Rachunek prawdopodobieństwa i statystyka',
    type: 'DOMAIN',
    aliases: ['prawdopodobieństwo', 'prawdopodobienstwo', 'statystyka', 'kombinatoryka'],
    description:
      'Ten dział opisuje doświadczenia losowe i dane liczbowe. Obliczamy prawdopodobieństwa zdarzeń, liczbę możliwych wyników (kombinatoryka) oraz miary statystyczne, takie jak średnia arytmetyczna, mediana i odchylenie standardowe.',
  },
  {
    slug: 'analiza-matematyczna',
    name: 'Analiza matematyczna',
    type: 'DOMAIN',
    aliases: ['analiza', 'rachunek różniczkowy', 'rachunek rozniczkowy', 'calki'],
    description:
      'Analiza matematyczna bada granice, ciągłość, pochodne i całki. Pochodna opisuje szybkość zmian funkcji, a całka oznaczona pozwala liczyć pola pod wykresami, np. $$\\int_0^1 x^2\\,dx = \\frac{1}{3}.$$',
  },
  {
    slug: 'algebra-liniowa',
    name: 'Algebra liniowa',
    type: 'DOMAIN',
    aliases: ['macierze', 'wyznaczniki', 'algebra liniowa z geometria'],
    description:
      'Algebra liniowa zajmuje się wektorami, macierzami i układami równań liniowych. Kluczowe narzędzia to wyznacznik, rząd macierzy i macierz odwrotna; na przykład układ $AX = B$ z macierzą odwracalną ma jedyne rozwiązanie $X = A^{-1}B$.',
  },

  // THEOREM
  {
    slug: 'twierdzenie-pitagorasa',
    name: 'Twierdzenie Pitagorasa',
    type: 'THEOREM',
    aliases: ['twierdzenie pitagorasa', 'pitagoras', 'tw. pitagorasa'],
    description:
      'W trójkącie prostokątnym suma kwadratów długości przyprostokątnych jest równa kwadratowi długości przeciwprostokątnej: $$a^2 + b^2 = c^2.$$ Prawdziwe jest też twierdzenie odwrotne: jeśli boki trójkąta spełniają tę równość, to trójkąt jest prostokątny.',
  },
  {
    slug: 'wzory-vietea',
    name: "Wzory Viète'a",
    type: 'THEOREM',
    aliases: ['wzory viete', 'wzory vieta', 'viete', 'wzory wieta'],
    description:
      'Jeśli równanie $ax^2+bx+c=0$ ma pierwiastki $x_1, x_2$ (także podwójny), to $$x_1 + x_2 = -\\frac{b}{a}, \\qquad x_1 x_2 = \\frac{c}{a}.$$ Wzory pozwalają badać sumę, iloczyn czy sumę kwadratów pierwiastków bez ich wyznaczania.',
  },
  {
    slug: 'twierdzenie-talesa',
    name: 'Twierdzenie Talesa',
    type: 'THEOREM',
    aliases: ['twierdzenie talesa', 'tales', 'tw. talesa'],
    description:
      'Jeśli ramiona kąta przetniemy dwiema prostymi równoległymi, to odcinki wyznaczone przez te proste na jednym ramieniu są proporcjonalne do odpowiednich odcinków na drugim ramieniu. Twierdzenie to pozwala wyznaczać nieznane długości z proporcji typu $\\frac{a}{b} = \\frac{c}{d}$.',
  },
  {
    slug: 'twierdzenie-sinusow',
    name: 'Twierdzenie sinusów',
    type: 'THEOREM',
    aliases: ['twierdzenie sinusow', 'tw. sinusów', 'prawo sinusów'],
    description:
      'W dowolnym trójkącie stosunek długości boku do sinusa kąta leżącego naprzeciw tego boku jest stały i równy średnicy okręgu opisanego: $$\\frac{a}{\\sin\\alpha} = \\frac{b}{\\sin\\beta} = \\frac{c}{\\sin\\gamma} = 2R.$$',
  },
  {
    slug: 'twierdzenie-cosinusow',
    name: 'Twierdzenie cosinusów',
    type: 'THEOREM',
    aliases: ['twierdzenie cosinusow', 'twierdzenie carnota', 'tw. cosinusów'],
    description:
      'W dowolnym trójkącie o bokach $a, b, c$ i kącie $\\gamma$ leżącym naprzeciw boku $c$ zachodzi $$c^2 = a^2 + b^2 - 2ab\\cos\\gamma.$$ Dla $\\gamma = 90^\\circ$ otrzymujemy twierdzenie Pitagorasa.',
  },
  {
    slug: 'twierdzenie-bezouta',
    name: 'Twierdzenie Bézouta',
    type: 'THEOREM',
    aliases: ['twierdzenie bezouta', 'bezout', 'tw. bezouta'],
    description:
      'Liczba $r$ jest pierwiastkiem wielomianu $W(x)$ wtedy i tylko wtedy, gdy $W(x)$ jest podzielny przez dwumian $x - r$. Ogólniej: reszta z dzielenia $W(x)$ przez $x - r$ jest równa $W(r)$.',
  },
  {
    slug: 'suma-ciagu-arytmetycznego',
    name: 'Wzór na sumę ciągu arytmetycznego',
    type: 'THEOREM',
    aliases: ['suma ciagu arytmetycznego', 'suma n wyrazów ciągu arytmetycznego', 'sn arytmetyczny'],
    description:
      'Suma $n$ początkowych wyrazów ciągu arytmetycznego jest równa średniej arytmetycznej pierwszego i ostatniego wyrazu pomnożonej przez ich liczbę: $$S_n = \\frac{a_1 + a_n}{2}\\cdot n = \\frac{2a_1 + (n-1)r}{2}\\cdot n.$$',
  },
  {
    slug: 'suma-ciagu-geometrycznego',
    name: 'Wzór na sumę ciągu geometrycznego',
    type: 'THEOREM',
    aliases: ['suma ciagu geometrycznego', 'suma n wyrazów ciągu geometrycznego', 'sn geometryczny'],
    description:
      'Dla ciągu geometrycznego o ilorazie $q \\neq 1$ suma $n$ początkowych wyrazów wynosi $$S_n = a_1\\cdot\\frac{1 - q^n}{1 - q}.$$ Gdy $q = 1$, wszystkie wyrazy są równe i $S_n = n a_1$.',
  },
  {
    slug: 'jedynka-trygonometryczna',
    name: 'Jedynka trygonometryczna',
    type: 'THEOREM',
    aliases: ['jedynka trygonometryczna', 'sin^2+cos^2=1', 'tożsamość pitagorejska'],
    description:
      'Dla każdego kąta $\\alpha$ zachodzi $\\sin^2\\alpha + \\cos^2\\alpha = 1$. Tożsamość ta wynika z twierdzenia Pitagorasa i pozwala wyznaczyć jedną funkcję trygonometryczną, gdy znamy drugą oraz ćwiartkę, w której leży kąt.',
  },
  {
    slug: 'wzory-skroconego-mnozenia',
    name: 'Wzory skróconego mnożenia',
    type: 'THEOREM',
    aliases: ['wzory skroconego mnozenia', 'wsm', 'kwadrat sumy', 'różnica kwadratów'],
    description:
      'Najczęściej używane wzory to $(a+b)^2 = a^2+2ab+b^2$, $(a-b)^2 = a^2-2ab+b^2$ oraz $a^2 - b^2 = (a-b)(a+b)$. Ułatwiają one rachunki w pamięci, rozkład wyrażeń na czynniki i usuwanie niewymierności z mianownika.',
  },
  {
    slug: 'twierdzenie-o-katach-wpisanym-i-srodkowym',
    name: 'Twierdzenie o kącie wpisanym i środkowym',
    type: 'THEOREM',
    aliases: ['kąt wpisany i środkowy', 'kat wpisany i srodkowy', 'kąty w okręgu'],
    description:
      'Kąt wpisany w okrąg ma miarę równą połowie miary kąta środkowego opartego na tym samym łuku. W szczególności kąt wpisany oparty na półokręgu jest prosty, a kąty wpisane oparte na tym samym łuku są równe.',
  },
  {
    slug: 'regula-de-lhospitala',
    name: "Reguła de l'Hospitala",
    type: 'THEOREM',
    aliases: ['reguła de lhospitala', 'regula de l hospitala', 'hospital', 'de l hospital'],
    description:
      "Jeśli granica ilorazu $\\frac{f(x)}{g(x)}$ prowadzi do symbolu $\\frac{0}{0}$ lub $\\frac{\\infty}{\\infty}$, a istnieje granica $\\frac{f'(x)}{g'(x)}$, to obie granice są równe. Regułę można stosować wielokrotnie, za każdym razem sprawdzając założenia.",
  },
  {
    slug: 'wzory-cramera',
    name: 'Wzory Cramera',
    type: 'THEOREM',
    aliases: ['wzory cramera', 'twierdzenie cramera', 'metoda wyznaczników'],
    description:
      'Układ $n$ równań liniowych z $n$ niewiadomymi, którego wyznacznik główny $W \\neq 0$, ma dokładnie jedno rozwiązanie: $$x_i = \\frac{W_{i}}{W},$$ gdzie $W_i$ powstaje z $W$ przez zastąpienie $i$-tej kolumny kolumną wyrazów wolnych.',
  },
  {
    slug: 'kryterium-dalemberta',
    name: "Kryterium d'Alemberta",
    type: 'THEOREM',
    aliases: ['kryterium dalemberta', 'kryterium ilorazowe', 'd alembert'],
    description:
      'Dla szeregu o wyrazach dodatnich obliczamy $g = \\lim_{n\\to\\infty} \\frac{a_{n+1}}{a_n}$. Jeśli $g < 1$, szereg jest zbieżny; jeśli $g > 1$, jest rozbieżny; dla $g = 1$ kryterium nie rozstrzyga.',
  },
  {
    slug: 'twierdzenie-newtona-leibniza',
    name: 'Twierdzenie Newtona–Leibniza',
    type: 'THEOREM',
    aliases: ['newton leibniz', 'podstawowe twierdzenie rachunku całkowego', 'wzor newtona leibniza'],
    description:
      'Jeśli $f$ jest ciągła na $\\langle a; b\\rangle$, a $F$ jest jej funkcją pierwotną, to $$\\int_a^b f(x)\\,dx = F(b) - F(a).$$ Dzięki temu całkę oznaczoną liczymy przez znalezienie funkcji pierwotnej.',
  },

  {
    slug: 'suma-katow-trojkata',
    name: 'Twierdzenie o sumie kątów trójkąta',
    type: 'THEOREM',
    aliases: ['suma katow trojkata', 'suma kątów w trójkącie', '180 stopni'],
    description:
      'Suma miar kątów wewnętrznych każdego trójkąta jest równa $180^\\circ$. Wynika stąd m.in., że kąt zewnętrzny trójkąta jest równy sumie dwóch kątów wewnętrznych do niego nieprzyległych.',
  },

  // DEFINITION
  {
    slug: 'rownanie-liniowe',
    name: 'Równanie liniowe',
    type: 'DEFINITION',
    aliases: ['rownanie liniowe', 'równanie pierwszego stopnia', 'rownania liniowe'],
    description:
      'Równanie liniowe z jedną niewiadomą to równanie, które da się sprowadzić do postaci $ax + b = 0$. Gdy $a \\neq 0$, ma dokładnie jedno rozwiązanie $x = -\\frac{b}{a}$; gdy $a = 0$, jest sprzeczne albo tożsamościowe.',
  },
  {
    slug: 'funkcja-kwadratowa',
    name: 'Funkcja kwadratowa',
    type: 'DEFINITION',
    aliases: ['funkcja kwadratowa', 'parabola', 'trójmian kwadratowy', 'trojmian kwadratowy'],
    description:
      'Funkcja kwadratowa to funkcja postaci $f(x) = ax^2 + bx + c$, gdzie $a \\neq 0$. Jej wykresem jest parabola o wierzchołku $W = (p, q)$, gdzie $p = -\\frac{b}{2a}$ i $q = f(p)$; ramiona są skierowane w górę, gdy $a > 0$.',
  },
  {
    slug: 'funkcja-liniowa',
    name: 'Funkcja liniowa',
    type: 'DEFINITION',
    aliases: ['funkcja liniowa', 'prosta', 'wspolczynnik kierunkowy'],
    description:
      'Funkcja liniowa ma postać $f(x) = ax + b$. Współczynnik $a$ (kierunkowy) decyduje o monotoniczności i nachyleniu wykresu, a $b$ jest rzędną punktu przecięcia wykresu z osią $Oy$.',
  },
  {
    slug: 'wartosc-bezwzgledna',
    name: 'Wartość bezwzględna',
    type: 'DEFINITION',
    aliases: ['wartosc bezwzgledna', 'moduł', 'modul', 'abs'],
    description:
      'Wartość bezwzględną liczby $x$ definiujemy jako $|x| = x$ dla $x \\ge 0$ oraz $|x| = -x$ dla $x < 0$. Geometrycznie $|a - b|$ to odległość liczb $a$ i $b$ na osi liczbowej.',
  },
  {
    slug: 'logarytm',
    name: 'Logarytm',
    type: 'DEFINITION',
    aliases: ['logarytmy', 'log', 'logarytm dziesiętny'],
    description:
      'Logarytmem liczby $b > 0$ przy podstawie $a > 0$, $a \\neq 1$, nazywamy wykładnik potęgi, do której trzeba podnieść $a$, aby otrzymać $b$: $$\\log_a b = c \\iff a^c = b.$$ Na przykład $\\log_2 32 = 5$, bo $2^5 = 32$.',
  },
  {
    slug: 'pochodna-funkcji',
    name: 'Pochodna funkcji',
    type: 'DEFINITION',
    aliases: ['pochodna', 'pochodne', 'f prim', 'różniczkowanie'],
    description:
      "Pochodną funkcji $f$ w punkcie $x_0$ nazywamy granicę ilorazu różnicowego $$f'(x_0) = \\lim_{h\\to 0} \\frac{f(x_0 + h) - f(x_0)}{h},$$ o ile istnieje i jest skończona. Geometrycznie jest to współczynnik kierunkowy stycznej do wykresu w punkcie $x_0$.",
  },
  {
    slug: 'granica-ciagu',
    name: 'Granica ciągu',
    type: 'DEFINITION',
    aliases: ['granica ciagu', 'granice', 'lim', 'zbieżność ciągu'],
    description:
      'Liczba $g$ jest granicą ciągu $(a_n)$, jeśli dla każdego $\\varepsilon > 0$ prawie wszystkie wyrazy ciągu spełniają $|a_n - g| < \\varepsilon$. Zapisujemy wtedy $\\lim_{n\\to\\infty} a_n = g$ i mówimy, że ciąg jest zbieżny.',
  },
  {
    slug: 'procent',
    name: 'Procent',
    type: 'DEFINITION',
    aliases: ['procenty', '%', 'punkt procentowy'],
    description:
      'Jeden procent to jedna setna część całości: $1\\% = \\frac{1}{100} = 0{,}01$. Aby obliczyć $p\\%$ liczby $a$, mnożymy $a$ przez $\\frac{p}{100}$; podwyżka o $p\\%$ oznacza pomnożenie przez $1 + \\frac{p}{100}$.',
  },
  {
    slug: 'ulamek-zwykly',
    name: 'Ułamek zwykły',
    type: 'DEFINITION',
    aliases: ['ulamek zwykly', 'ułamki', 'ulamki', 'licznik i mianownik'],
    description:
      'Ułamek zwykły $\\frac{a}{b}$ to iloraz liczby całkowitej $a$ (licznika) przez liczbę całkowitą $b \\neq 0$ (mianownik). Ułamki dodajemy po sprowadzeniu do wspólnego mianownika, a mnożymy, mnożąc osobno liczniki i mianowniki.',
  },
  {
    slug: 'nwd',
    name: 'Największy wspólny dzielnik (NWD)',
    type: 'DEFINITION',
    aliases: ['nwd', 'największy wspólny dzielnik', 'najwiekszy wspolny dzielnik'],
    description:
      'NWD dwóch liczb naturalnych to największa liczba, która dzieli każdą z nich bez reszty, np. $\\operatorname{NWD}(24, 36) = 12$. Wyznaczamy go z rozkładu na czynniki pierwsze lub algorytmem Euklidesa.',
  },
  {
    slug: 'nww',
    name: 'Najmniejsza wspólna wielokrotność (NWW)',
    type: 'DEFINITION',
    aliases: ['nww', 'najmniejsza wspólna wielokrotność', 'najmniejsza wspolna wielokrotnosc'],
    description:
      'NWW dwóch liczb naturalnych dodatnich to najmniejsza liczba dodatnia podzielna przez każdą z nich. Zachodzi związek $\\operatorname{NWD}(a,b)\\cdot\\operatorname{NWW}(a,b) = a\\cdot b$, np. $\\operatorname{NWW}(6, 8) = 24$.',
  },
  {
    slug: 'liczba-pierwsza',
    name: 'Liczba pierwsza',
    type: 'DEFINITION',
    aliases: ['liczba pierwsza', 'liczby pierwsze', 'liczba złożona'],
    description:
      'Liczba pierwsza to liczba naturalna większa od $1$, która ma dokładnie dwa dzielniki: $1$ i samą siebie. Początkowe liczby pierwsze to $2, 3, 5, 7, 11, 13$; liczba $1$ nie jest ani pierwsza, ani złożona.',
  },
  {
    slug: 'miejsce-zerowe',
    name: 'Miejsce zerowe funkcji',
    type: 'DEFINITION',
    aliases: ['miejsce zerowe', 'pierwiastek', 'zero funkcji'],
    description:
      'Miejscem zerowym funkcji $f$ nazywamy taki argument $x_0$ z dziedziny, dla którego $f(x_0) = 0$. Na wykresie są to pierwsze współrzędne punktów wspólnych wykresu z osią $Ox$.',
  },
  {
    slug: 'wyroznik-trojmianu-kwadratowego',
    name: 'Wyróżnik trójmianu kwadratowego (delta)',
    type: 'DEFINITION',
    aliases: ['delta', 'wyróżnik', 'wyroznik', 'Δ'],
    description:
      'Dla trójmianu $ax^2 + bx + c$ wyróżnik to liczba $\\Delta = b^2 - 4ac$. Gdy $\\Delta > 0$, trójmian ma dwa pierwiastki $x_{1,2} = \\frac{-b \\mp \\sqrt{\\Delta}}{2a}$; gdy $\\Delta = 0$ jeden podwójny; gdy $\\Delta < 0$ nie ma pierwiastków rzeczywistych.',
  },
  {
    slug: 'ciag-arytmetyczny',
    name: 'Ciąg arytmetyczny',
    type: 'DEFINITION',
    aliases: ['ciag arytmetyczny', 'różnica ciągu', 'arytmetyczny'],
    description:
      'Ciąg arytmetyczny to ciąg, w którym różnica $r = a_{n+1} - a_n$ między kolejnymi wyrazami jest stała. Jego wyraz ogólny ma postać $a_n = a_1 + (n-1)r$.',
  },
  {
    slug: 'ciag-geometryczny',
    name: 'Ciąg geometryczny',
    type: 'DEFINITION',
    aliases: ['ciag geometryczny', 'iloraz ciągu', 'geometryczny'],
    description:
      'Ciąg geometryczny to ciąg, w którym każdy wyraz (od drugiego) powstaje z poprzedniego przez pomnożenie przez stałą $q$, zwaną ilorazem. Wyraz ogólny to $a_n = a_1 q^{n-1}$.',
  },
  {
    slug: 'prawdopodobienstwo-klasyczne',
    name: 'Prawdopodobieństwo klasyczne',
    type: 'DEFINITION',
    aliases: ['prawdopodobienstwo klasyczne', 'definicja laplace', 'klasyczna definicja prawdopodobieństwa'],
    description:
      'Jeśli wszystkie wyniki doświadczenia są jednakowo prawdopodobne, to prawdopodobieństwo zdarzenia $A$ wynosi $$P(A) = \\frac{|A|}{|\\Omega|},$$ gdzie $|A|$ to liczba wyników sprzyjających, a $|\\Omega|$ to liczba wszystkich wyników.',
  },
  {
    slug: 'srednia-arytmetyczna',
    name: 'Średnia arytmetyczna',
    type: 'DEFINITION',
    aliases: ['srednia arytmetyczna', 'średnia', 'srednia'],
    description:
      'Średnia arytmetyczna liczb $x_1, \\ldots, x_n$ to ich suma podzielona przez ich liczbę: $\\bar{x} = \\frac{x_1 + \\ldots + x_n}{n}$. Jest wrażliwa na wartości skrajne, dlatego czasem lepiej opisuje dane mediana.',
  },
  {
    slug: 'calka-nieoznaczona',
    name: 'Całka nieoznaczona',
    type: 'DEFINITION',
    aliases: ['calka nieoznaczona', 'funkcja pierwotna', 'całkowanie', 'calkowanie'],
    description:
      "Funkcją pierwotną funkcji $f$ nazywamy funkcję $F$ spełniającą $F'(x) = f(x)$. Zbiór wszystkich funkcji pierwotnych zapisujemy jako całkę nieoznaczoną $\\int f(x)\\,dx = F(x) + C$.",
  },
  {
    slug: 'wyznacznik-macierzy',
    name: 'Wyznacznik macierzy',
    type: 'DEFINITION',
    aliases: ['wyznacznik', 'det', 'wyznacznik macierzy kwadratowej'],
    description:
      'Wyznacznik to liczba przypisana macierzy kwadratowej. Dla macierzy $2\\times 2$ mamy $\\det\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix} = ad - bc$; macierz jest odwracalna wtedy i tylko wtedy, gdy jej wyznacznik jest różny od zera.',
  },
  {
    slug: 'szereg-liczbowy',
    name: 'Szereg liczbowy',
    type: 'DEFINITION',
    aliases: ['szereg', 'szeregi', 'suma szeregu', 'zbieżność szeregu'],
    description:
      'Szereg $\\sum_{n=1}^{\\infty} a_n$ to ciąg sum częściowych $S_N = a_1 + \\ldots + a_N$. Szereg jest zbieżny, gdy ciąg $(S_N)$ ma skończoną granicę, którą nazywamy sumą szeregu.',
  },

  // TAG
  {
    slug: 'dowod',
    name: 'Dowód',
    type: 'TAG',
    aliases: ['dowod', 'udowodnij', 'wykaż', 'wykaz'],
    description:
      'Zadania, w których trzeba uzasadnić prawdziwość twierdzenia, a nie tylko podać wynik. Dobry dowód wychodzi od założeń, każdy krok wynika z poprzednich, a na końcu jasno stwierdza tezę.',
  },
  {
    slug: 'zadanie-tekstowe',
    name: 'Zadanie tekstowe',
    type: 'TAG',
    aliases: ['zadanie tekstowe', 'zadania z treścią', 'zadania z trescia'],
    description:
      'Zadania osadzone w sytuacji z życia, które trzeba przetłumaczyć na język matematyki: wprowadzić oznaczenia, ułożyć równanie lub wyrażenie, rozwiązać je i sprawdzić, czy wynik ma sens w treści zadania.',
  },
  {
    slug: 'rownanie-kwadratowe',
    name: 'Równanie kwadratowe',
    type: 'TAG',
    aliases: ['rownanie kwadratowe', 'równania kwadratowe', 'ax^2+bx+c=0'],
    description:
      "Zadania prowadzące do równania postaci $ax^2 + bx + c = 0$ z $a \\neq 0$. Rozwiązujemy je przez rozkład na czynniki, wzory z wyróżnikiem $\\Delta$ lub wzory Viète'a.",
  },
  {
    slug: 'nierownosc',
    name: 'Nierówność',
    type: 'TAG',
    aliases: ['nierownosc', 'nierówności', 'nierownosci'],
    description:
      'Zadania, w których szukamy zbioru liczb spełniających nierówność, np. $x^2 - 4 < 0$. Pamiętamy, że mnożąc obie strony przez liczbę ujemną, zmieniamy zwrot nierówności.',
  },
  {
    slug: 'procenty',
    name: 'Procenty',
    type: 'TAG',
    aliases: ['procenty', 'obliczenia procentowe', 'lokaty', 'obniżki'],
    description:
      'Zadania z obliczeniami procentowymi: podwyżki, obniżki, lokaty, podatki i porównywanie wielkości. Kluczowe jest ustalenie, od jakiej wielkości liczymy dany procent.',
  },
  {
    slug: 'optymalizacja',
    name: 'Optymalizacja',
    type: 'TAG',
    aliases: ['optymalizacja', 'zadanie optymalizacyjne', 'największa wartość', 'najmniejsza wartosc'],
    description:
      'Zadania, w których szukamy wartości największej lub najmniejszej pewnej wielkości, np. pola lub kosztu. Zwykle zapisujemy ją jako funkcję jednej zmiennej, ustalamy dziedzinę i badamy funkcję, np. za pomocą pochodnej.',
  },
  {
    slug: 'zadanie-z-parametrem',
    name: 'Zadanie z parametrem',
    type: 'TAG',
    aliases: ['parametr', 'zadania z parametrem', 'dla jakich m'],
    description:
      'Zadania, w których współczynniki zależą od parametru, np. $m$, a pytamy, dla jakich jego wartości równanie lub nierówność ma określone własności. Warunki zapisujemy jako układ i wyznaczamy część wspólną rozwiązań.',
  },
  {
    slug: 'uklad-rownan',
    name: 'Układ równań',
    type: 'TAG',
    aliases: ['uklad rownan', 'układy równań', 'uklady rownan'],
    description:
      'Zadania prowadzące do kilku równań z kilkoma niewiadomymi, które muszą być spełnione jednocześnie. Rozwiązujemy je metodą podstawiania, przeciwnych współczynników lub wyznaczników.',
  },
  {
    slug: 'kombinatoryka',
    name: 'Kombinatoryka',
    type: 'TAG',
    aliases: ['zliczanie', 'reguła mnożenia', 'permutacje', 'kombinacje'],
    description:
      'Zadania o zliczaniu możliwości: reguła mnożenia i dodawania, permutacje, wariacje i kombinacje, np. $\\binom{n}{k} = \\frac{n!}{k!\\,(n-k)!}$.',
  },
  {
    slug: 'pole-i-obwod',
    name: 'Pole i obwód',
    type: 'TAG',
    aliases: ['pole', 'obwód', 'obwod', 'pola figur'],
    description:
      'Zadania o obliczaniu pól i obwodów figur płaskich oraz pól powierzchni brył. Warto pamiętać o spójnych jednostkach: pole podajemy w jednostkach kwadratowych, np. $\\text{cm}^2$.',
  },
  {
    slug: 'monotonicznosc',
    name: 'Monotoniczność',
    type: 'TAG',
    aliases: ['monotonicznosc', 'funkcja rosnąca', 'funkcja malejąca', 'przedziały monotoniczności'],
    description:
      "Zadania o przedziałach, w których funkcja rośnie lub maleje. Dla funkcji różniczkowalnej badamy znak pochodnej: $f'(x) > 0$ na przedziale oznacza, że $f$ jest tam rosnąca.",
  },
];
