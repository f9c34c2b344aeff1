import type { TDemoConcept } from '../../demo-content.types';

/** Physics concepts (klasy 7–8 and matura, poziom rozszerzony): areas, laws and definitions of the tasks. */
export const physicsConcepts: TDemoConcept[] = [
  {
    slug: 'fizyka-mechanika',
    name: 'Mechanika',
    type: 'DOMAIN',
    aliases: ['kinematyka', 'dynamika', 'ruch i siły', 'ruch i sily', 'mechanics'],
    description: String.raw`Mechanika opisuje ruch ciał i jego przyczyny. Kinematyka odpowiada na pytanie, jak ciało się porusza: opisuje położenie, drogę $s$, prędkość $v$ i przyspieszenie $a$. Dynamika wyjaśnia, dlaczego ciało zmienia ruch: przyczyną są siły, a rządzą nimi zasady dynamiki Newtona. Do mechaniki należą też praca, energia i jej zachowanie, pęd, grawitacja oraz ciśnienie w cieczach i gazach.

Zadanie z mechaniki rozwiązujemy zwykle tak: wypisujemy dane i zamieniamy je na jednostki układu SI (m, s, kg), rysujemy siły działające na ciało, wybieramy prawo (wzór na drogę, druga zasada dynamiki, zasada zachowania energii), a na końcu sprawdzamy jednostkę wyniku.

Przykład: samochód o masie $1000\,\mathrm{kg}$ rusza z przyspieszeniem $2\,\mathrm{m/s^2}$. Kinematyka mówi, że po $5\,\mathrm{s}$ ma prędkość $v = at = 10\,\mathrm{m/s}$, a dynamika, że silnik i opory dają siłę wypadkową $F = ma = 2000\,\mathrm{N}$.

Typowy błąd: podstawianie danych w różnych jednostkach, np. prędkości w $\mathrm{km/h}$ i czasu w sekundach, bez zamiany.`,
  },
  {
    slug: 'fizyka-optyka',
    name: 'Optyka',
    type: 'DOMAIN',
    aliases: ['światło', 'swiatlo', 'soczewki', 'prawo odbicia', 'prawo załamania', 'optics'],
    description: String.raw`Optyka bada światło: jego rozchodzenie się, odbicie, załamanie i obrazy tworzone przez zwierciadła i soczewki. W ośrodku jednorodnym światło biegnie prostoliniowo. Prawo odbicia: kąt odbicia równa się kątowi padania, oba mierzymy od normalnej. Prawo załamania (Snelliusa): $\frac{\sin\alpha}{\sin\beta} = \frac{n_2}{n_1}$, gdzie $n$ to współczynnik załamania ośrodka.

Dla cienkiej soczewki obowiązuje równanie $\frac{1}{f} = \frac{1}{x} + \frac{1}{y}$ ($f$ – ogniskowa, $x$ – odległość przedmiotu, $y$ – odległość obrazu), a powiększenie to $p = \frac{y}{x}$. Zdolność skupiająca $Z = \frac{1}{f}$ wyrażona jest w dioptriach, gdy $f$ podamy w metrach.

Przykład: przedmiot stoi $30\,\mathrm{cm}$ od soczewki skupiającej o ogniskowej $20\,\mathrm{cm}$. Wtedy $\frac{1}{y} = \frac{1}{20} - \frac{1}{30} = \frac{1}{60}$, więc obraz powstaje $60\,\mathrm{cm}$ za soczewką i jest dwukrotnie powiększony.

Typowy błąd: mierzenie kątów padania i załamania od powierzchni zamiast od normalnej oraz liczenie zdolności skupiającej z ogniskowej w centymetrach.`,
  },
  {
    slug: 'fizyka-termodynamika',
    name: 'Termodynamika',
    type: 'DOMAIN',
    aliases: ['ciepło', 'cieplo', 'ciepło właściwe', 'energia wewnętrzna', 'pierwsza zasada termodynamiki'],
    description: String.raw`Termodynamika bada przemiany energii związane z ciepłem. Energia wewnętrzna ciała to suma energii jego cząsteczek; zmienia się, gdy ciało pobiera ciepło $Q$ lub gdy wykonuje się nad nim pracę $W$: $\Delta U = Q + W$ (pierwsza zasada termodynamiki). Ciepło potrzebne do ogrzania ciała obliczamy ze wzoru $Q = m c \Delta T$, gdzie $c$ to ciepło właściwe w $\mathrm{\frac{J}{kg \cdot K}}$ (dla wody $4200$).

Gaz rozprężający się pod stałym ciśnieniem wykonuje pracę $W = p\,\Delta V$. Sprawność silnika cieplnego to stosunek pracy do pobranego ciepła; dla silnika Carnota $\eta = 1 - \frac{T_2}{T_1}$ (temperatury w kelwinach).

Przykład: ogrzanie $0{,}5\,\mathrm{kg}$ wody o $20\,^{\circ}\mathrm{C}$ wymaga $Q = 0{,}5\,\mathrm{kg} \cdot 4200\,\mathrm{\frac{J}{kg \cdot {}^{\circ}C}} \cdot 20\,^{\circ}\mathrm{C} = 42\,000\,\mathrm{J}$. Zmiana temperatury o $1\,^{\circ}\mathrm{C}$ jest równa zmianie o $1\,\mathrm{K}$.

Typowy błąd: podstawianie do wzoru na sprawność Carnota temperatur w stopniach Celsjusza zamiast w kelwinach ($T = t + 273$).`,
  },
  {
    slug: 'fizyka-ruch-jednostajny',
    name: 'Ruch jednostajny prostoliniowy',
    type: 'DEFINITION',
    aliases: ['ruch jednostajny', 'prędkość', 'predkosc', 'szybkość', 'uniform motion'],
    description: String.raw`Ruch jednostajny prostoliniowy to ruch po prostej ze stałą prędkością: w jednakowych odstępach czasu ciało przebywa jednakowe drogi. Prędkość to iloraz drogi i czasu: $v = \frac{s}{t}$, stąd droga $s = v \cdot t$. Jednostką prędkości w układzie SI jest $\mathrm{m/s}$; w praktyce używamy też $\mathrm{km/h}$, przy czym $1\,\mathrm{m/s} = 3{,}6\,\mathrm{km/h}$.

Wykres drogi od czasu jest w tym ruchu półprostą, a wykres prędkości od czasu odcinkiem poziomym; pole pod wykresem $v(t)$ to przebyta droga.

Przykład: pociąg jedzie z prędkością $90\,\mathrm{km/h}$. Zamieniamy: $90 : 3{,}6 = 25\,\mathrm{m/s}$. W ciągu $40\,\mathrm{s}$ przebywa $s = 25\,\mathrm{m/s} \cdot 40\,\mathrm{s} = 1000\,\mathrm{m} = 1\,\mathrm{km}$.

Typowy błąd: zamiana jednostek w złą stronę (mnożenie przez $3{,}6$ zamiast dzielenia przy przejściu z $\mathrm{km/h}$ na $\mathrm{m/s}$). Kontrola sensu pomaga: prędkość w $\mathrm{m/s}$ jest zawsze liczbą mniejszą niż w $\mathrm{km/h}$. Drugi błąd to liczenie prędkości średniej jako średniej arytmetycznej prędkości, zamiast ilorazu całej drogi i całego czasu.`,
  },
  {
    slug: 'fizyka-ruch-przyspieszony',
    name: 'Ruch jednostajnie przyspieszony',
    type: 'DEFINITION',
    aliases: ['ruch przyspieszony', 'przyspieszenie', 'spadek swobodny', 'rzut pionowy', 'accelerated motion'],
    description: String.raw`W ruchu jednostajnie przyspieszonym prędkość rośnie o tyle samo w każdej sekundzie. Przyspieszenie to iloraz zmiany prędkości i czasu tej zmiany: $a = \frac{\Delta v}{t}$, jednostka $\mathrm{m/s^2}$. Gdy ciało rusza z miejsca, $v = a t$ oraz $s = \frac{a t^2}{2}$; przy prędkości początkowej $v_0$: $v = v_0 + at$, $s = v_0 t + \frac{a t^2}{2}$.

Spadek swobodny to ruch jednostajnie przyspieszony z przyspieszeniem ziemskim $g$: w klasach 7–8 przyjmujemy $g = 10\,\mathrm{m/s^2}$, na maturze $g = 9{,}81\,\mathrm{m/s^2}$, jeśli zadanie tak podaje. W rzucie pionowym w górę ciało jest opóźniane, a największa wysokość wynosi $h = \frac{v_0^2}{2g}$.

Przykład: rowerzysta rusza i po $4\,\mathrm{s}$ ma prędkość $6\,\mathrm{m/s}$. Przyspieszenie $a = \frac{6\,\mathrm{m/s}}{4\,\mathrm{s}} = 1{,}5\,\mathrm{m/s^2}$, a droga $s = \frac{1{,}5\,\mathrm{m/s^2} \cdot (4\,\mathrm{s})^2}{2} = 12\,\mathrm{m}$.

Typowy błąd: liczenie drogi wzorem $s = v \cdot t$ z prędkością końcową. W ruchu przyspieszonym od zera droga to połowa tego iloczynu, bo prędkość średnia wynosi $\frac{v}{2}$.`,
  },
  {
    slug: 'fizyka-zasady-dynamiki',
    name: 'Zasady dynamiki Newtona',
    type: 'THEOREM',
    aliases: ['druga zasada dynamiki', 'zasada bezwładności', 'siła', 'sila', 'pęd', "Newton's laws"],
    description: String.raw`Pierwsza zasada (bezwładności): jeśli na ciało nie działa żadna siła lub siły się równoważą, ciało pozostaje w spoczynku albo porusza się ruchem jednostajnym prostoliniowym. Druga zasada: przyspieszenie ciała jest wprost proporcjonalne do siły wypadkowej i odwrotnie proporcjonalne do masy, $a = \frac{F}{m}$, czyli $F = m a$; jednostką siły jest niuton, $1\,\mathrm{N} = 1\,\mathrm{kg \cdot m/s^2}$. Trzecia zasada: siły wzajemnego oddziaływania dwóch ciał mają równe wartości i przeciwne zwroty, ale działają na różne ciała.

Na poziomie rozszerzonym drugą zasadę zapisujemy też przez pęd $p = m v$: $F = \frac{\Delta p}{\Delta t}$. W układzie izolowanym pęd jest zachowany, co pozwala liczyć prędkości po zderzeniach.

Przykład: na wózek o masie $4\,\mathrm{kg}$ działa siła ciągu $10\,\mathrm{N}$ i siła tarcia $2\,\mathrm{N}$. Siła wypadkowa to $8\,\mathrm{N}$, więc $a = \frac{8\,\mathrm{N}}{4\,\mathrm{kg}} = 2\,\mathrm{m/s^2}$.

Typowy błąd: podstawianie do $F = ma$ jednej z sił zamiast siły wypadkowej oraz przekonanie, że ruch wymaga stale działającej siły (pierwsza zasada mówi co innego).`,
  },
  {
    slug: 'fizyka-praca-moc-energia',
    name: 'Praca, moc i energia',
    type: 'DEFINITION',
    aliases: ['praca mechaniczna', 'moc', 'energia kinetyczna', 'energia potencjalna', 'zasada zachowania energii'],
    description: String.raw`Praca mechaniczna to iloczyn siły i przesunięcia w kierunku siły: $W = F \cdot s$, jednostka dżul, $1\,\mathrm{J} = 1\,\mathrm{N \cdot m}$. Moc mówi, jak szybko wykonywana jest praca: $P = \frac{W}{t}$, jednostka wat, $1\,\mathrm{W} = 1\,\mathrm{J/s}$. Energia kinetyczna ciała w ruchu to $E_k = \frac{m v^2}{2}$, a energia potencjalna grawitacji względem poziomu odniesienia $E_p = m g h$.

Zasada zachowania energii mechanicznej: jeśli pomijamy opory, suma $E_k + E_p$ się nie zmienia. Spadające ciało zamienia energię potencjalną w kinetyczną, stąd prędkość po spadku z wysokości $h$ wynosi $v = \sqrt{2 g h}$.

Przykład: dźwig podnosi ładunek o masie $200\,\mathrm{kg}$ na wysokość $15\,\mathrm{m}$ w czasie $30\,\mathrm{s}$. Praca $W = m g h = 200 \cdot 10 \cdot 15\,\mathrm{J} = 30\,000\,\mathrm{J}$, moc $P = \frac{30\,000\,\mathrm{J}}{30\,\mathrm{s}} = 1000\,\mathrm{W}$.

Typowy błąd: podstawianie masy zamiast ciężaru do wzoru $W = F s$ oraz pomijanie kwadratu prędkości w energii kinetycznej (dwa razy szybszy samochód ma cztery razy większą energię).`,
  },
  {
    slug: 'fizyka-prad-elektryczny',
    name: 'Prąd elektryczny i prawo Ohma',
    type: 'THEOREM',
    aliases: ['prawo Ohma', 'natężenie prądu', 'napięcie', 'opór elektryczny', "Ohm's law"],
    description: String.raw`Prąd elektryczny to uporządkowany ruch ładunków. Natężenie prądu $I = \frac{q}{t}$ mierzymy w amperach (A), napięcie $U$ w woltach (V). Prawo Ohma: dla przewodnika w stałej temperaturze natężenie prądu jest wprost proporcjonalne do napięcia, $I = \frac{U}{R}$, gdzie $R$ to opór w omach, $1\,\Omega = 1\,\mathrm{V/A}$.

Opory połączone szeregowo dodajemy: $R = R_1 + R_2$. Przy połączeniu równoległym dodajemy odwrotności: $\frac{1}{R} = \frac{1}{R_1} + \frac{1}{R_2}$, więc opór zastępczy jest mniejszy od najmniejszego z oporów. Moc prądu to $P = U I$, a energia pobrana z sieci $E = P t$ (często w kilowatogodzinach).

Przykład: żarówka pracuje przy napięciu $230\,\mathrm{V}$ i płynie przez nią prąd $0{,}5\,\mathrm{A}$. Jej opór $R = \frac{230\,\mathrm{V}}{0{,}5\,\mathrm{A}} = 460\,\Omega$, a moc $P = 230\,\mathrm{V} \cdot 0{,}5\,\mathrm{A} = 115\,\mathrm{W}$.

Typowy błąd: dodawanie oporów połączonych równolegle tak jak szeregowych oraz mylenie amperomierza (włączany szeregowo) z woltomierzem (włączany równolegle).`,
  },
  {
    slug: 'fizyka-fale-i-drgania',
    name: 'Drgania i fale',
    type: 'DEFINITION',
    aliases: ['fale mechaniczne', 'drgania', 'okres', 'częstotliwość', 'czestotliwosc', 'długość fali'],
    description: String.raw`Ruch drgający to ruch powtarzający się w jednakowych odstępach czasu. Okres $T$ to czas jednego pełnego drgania (w sekundach), częstotliwość $f = \frac{1}{T}$ to liczba drgań na sekundę (w hercach, Hz). Okres wahadła matematycznego wynosi $T = 2\pi\sqrt{\frac{l}{g}}$, a ciężarka na sprężynie $T = 2\pi\sqrt{\frac{m}{k}}$.

Fala przenosi energię bez przenoszenia materii. Długość fali $\lambda$ to droga, którą fala przebywa w czasie jednego okresu, więc $v = \frac{\lambda}{T} = \lambda f$. Dźwięk w powietrzu ma prędkość około $340\,\mathrm{m/s}$; ucho słyszy częstotliwości od około $20\,\mathrm{Hz}$ do $20\,000\,\mathrm{Hz}$.

Przykład: kamerton drga z częstotliwością $440\,\mathrm{Hz}$. Długość fali dźwiękowej w powietrzu to $\lambda = \frac{340\,\mathrm{m/s}}{440\,\mathrm{Hz}} \approx 0{,}77\,\mathrm{m}$, a okres $T = \frac{1}{440}\,\mathrm{s} \approx 0{,}0023\,\mathrm{s}$.

Typowy błąd: przekonanie, że przy przejściu fali do innego ośrodka zmienia się jej częstotliwość. Częstotliwość wyznacza źródło; zmieniają się prędkość i długość fali.`,
  },
  {
    slug: 'fizyka-gestosc-i-cisnienie',
    name: 'Gęstość i ciśnienie',
    type: 'DEFINITION',
    aliases: ['gęstość', 'gestosc', 'ciśnienie hydrostatyczne', 'prawo Archimedesa', 'siła wyporu', 'pressure'],
    description: String.raw`Gęstość to masa jednostki objętości: $d = \frac{m}{V}$ (oznaczana też $\rho$), w $\mathrm{kg/m^3}$ lub $\mathrm{g/cm^3}$; $1\,\mathrm{g/cm^3} = 1000\,\mathrm{kg/m^3}$. Ciśnienie to siła nacisku przypadająca na jednostkę powierzchni: $p = \frac{F}{S}$, jednostka paskal, $1\,\mathrm{Pa} = 1\,\mathrm{N/m^2}$.

Ciśnienie hydrostatyczne na głębokości $h$ w cieczy o gęstości $d$ wynosi $p = d g h$ i nie zależy od kształtu naczynia. Prawo Archimedesa: na ciało zanurzone w cieczy działa siła wyporu równa ciężarowi wypartej cieczy, $F_w = d_{\mathrm{cieczy}}\, g\, V_{\mathrm{zanurzone}}$. Ciało pływa, gdy jego średnia gęstość jest mniejsza od gęstości cieczy.

Przykład: klocek o masie $600\,\mathrm{g}$ i objętości $800\,\mathrm{cm^3}$ ma gęstość $d = \frac{600\,\mathrm{g}}{800\,\mathrm{cm^3}} = 0{,}75\,\mathrm{g/cm^3}$, mniejszą niż woda ($1\,\mathrm{g/cm^3}$), więc pływa.

Typowy błąd: podstawianie do $p = d g h$ gęstości w $\mathrm{g/cm^3}$ i głębokości w centymetrach; wynik w paskalach wymaga $\mathrm{kg/m^3}$ i metrów.`,
  },
  {
    slug: 'fizyka-grawitacja',
    name: 'Grawitacja',
    type: 'THEOREM',
    aliases: ['prawo powszechnego ciążenia', 'prawa Keplera', 'pierwsza prędkość kosmiczna', 'gravity'],
    description: String.raw`Prawo powszechnego ciążenia Newtona: dwa ciała o masach $m_1$ i $m_2$ odległe o $r$ przyciągają się siłą $F = G\frac{m_1 m_2}{r^2}$, gdzie $G = 6{,}67 \cdot 10^{-11}\,\mathrm{\frac{N \cdot m^2}{kg^2}}$. Siła maleje z kwadratem odległości: dwukrotne oddalenie zmniejsza ją czterokrotnie. Przy powierzchni Ziemi siła ta jest ciężarem ciała $F = m g$.

Satelita na orbicie kołowej porusza się dzięki sile grawitacji pełniącej rolę siły dośrodkowej. Stąd prędkość orbitalna $v = \sqrt{\frac{G M}{r}}$; tuż nad powierzchnią Ziemi jest to pierwsza prędkość kosmiczna, około $7{,}9\,\mathrm{km/s}$. Trzecie prawo Keplera: dla planet jednego układu $\frac{T^2}{r^3}$ jest stałe.

Przykład: orbita o promieniu czterokrotnie większym ma okres $T_2 = T_1 \sqrt{4^3} = 8\,T_1$.

Typowy błąd: wstawianie do wzoru wysokości nad powierzchnią zamiast odległości od środka planety ($r = R + h$) oraz twierdzenie, że w stacji kosmicznej „nie ma grawitacji”. Astronauci są w stanie nieważkości, bo razem ze stacją swobodnie spadają.`,
  },
];
