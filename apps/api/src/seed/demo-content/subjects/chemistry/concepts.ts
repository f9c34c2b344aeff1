import type { TDemoConcept } from '../../demo-content.types';

/** Chemistry concepts (klasy 7–8 and matura, poziom rozszerzony): areas, laws and definitions of the tasks. */
export const chemistryConcepts: TDemoConcept[] = [
  {
    slug: 'chemia-kwasy-zasady-sole',
    name: 'Kwasy, zasady i sole',
    type: 'DOMAIN',
    aliases: ['kwasy', 'zasady', 'sole', 'wodorotlenki', 'elektrolity', 'dysocjacja elektrolityczna'],
    description: String.raw`Kwasy, zasady i sole to najważniejsze grupy związków nieorganicznych. Według teorii Arrheniusa kwas dysocjuje w wodzie na kationy wodoru i aniony reszty kwasowej, np. $\mathrm{HCl \rightarrow H^+ + Cl^-}$, a zasada na kationy metalu i aniony wodorotlenkowe, np. $\mathrm{NaOH \rightarrow Na^+ + OH^-}$. Według teorii Brønsteda kwas jest donorem protonu, a zasada jego akceptorem.

Sól powstaje m.in. w reakcji zobojętniania: $\mathrm{kwas + zasada \rightarrow sól + woda}$, np. $\mathrm{HCl + NaOH \rightarrow NaCl + H_2O}$. Nazwa soli składa się z nazwy reszty kwasowej i nazwy metalu: $\mathrm{K_2SO_4}$ to siarczan(VI) potasu, $\mathrm{CaCO_3}$ to węglan wapnia, $\mathrm{NaNO_3}$ to azotan(V) sodu.

Przykład: kwas siarkowy(VI) $\mathrm{H_2SO_4}$ ma dwa atomy wodoru, więc z wodorotlenkiem sodu reaguje w stosunku $1 : 2$: $\mathrm{H_2SO_4 + 2NaOH \rightarrow Na_2SO_4 + 2H_2O}$.

Typowy błąd: mylenie wodorotlenku z zasadą. Zasada to roztwór wodorotlenku rozpuszczalnego w wodzie; wodorotlenek miedzi(II) $\mathrm{Cu(OH)_2}$ jest wodorotlenkiem, ale w wodzie się nie rozpuszcza i zasady nie tworzy.`,
  },
  {
    slug: 'chemia-chemia-organiczna',
    name: 'Chemia organiczna',
    type: 'DOMAIN',
    aliases: ['związki węgla', 'zwiazki wegla', 'węglowodory', 'weglowodory', 'organic chemistry'],
    description: String.raw`Chemia organiczna bada związki węgla (poza najprostszymi, jak tlenki węgla, kwas węglowy i węglany). Atom węgla tworzy cztery wiązania kowalencyjne i łączy się w łańcuchy i pierścienie, dlatego tych związków jest tak wiele.

Węglowodory dzielimy na alkany (tylko wiązania pojedyncze, wzór ogólny $\mathrm{C_nH_{2n+2}}$), alkeny (jedno wiązanie podwójne, $\mathrm{C_nH_{2n}}$) i alkiny (jedno wiązanie potrójne, $\mathrm{C_nH_{2n-2}}$). Pochodne węglowodorów mają grupy funkcyjne: alkohole $-\mathrm{OH}$, kwasy karboksylowe $-\mathrm{COOH}$, estry $-\mathrm{COO}-$, aminy $-\mathrm{NH_2}$.

Przykład: alkan o pięciu atomach węgla ma wzór $\mathrm{C_5H_{12}}$, bo $2 \cdot 5 + 2 = 12$; to pentan. Kwas octowy z etanolem daje w obecności stężonego $\mathrm{H_2SO_4}$ ester, octan etylu: $\mathrm{CH_3COOH + C_2H_5OH \rightleftharpoons CH_3COOC_2H_5 + H_2O}$.

Typowy błąd: liczenie atomów wodoru w alkenie ze wzoru alkanu. Każde wiązanie podwójne zmniejsza liczbę atomów wodoru o dwa, więc eten to $\mathrm{C_2H_4}$, a nie $\mathrm{C_2H_6}$.`,
  },
  {
    slug: 'chemia-mol-i-masa-molowa',
    name: 'Mol i masa molowa',
    type: 'DEFINITION',
    aliases: ['mol', 'masa molowa', 'liczba Avogadra', 'masa cząsteczkowa', 'masa czasteczkowa', 'molar mass'],
    description: String.raw`Mol to jednostka liczności materii: jeden mol zawiera $N_A = 6{,}02 \cdot 10^{23}$ drobin (atomów, cząsteczek, jonów). Masa molowa $M$ to masa jednego mola substancji w gramach; liczbowo jest równa masie cząsteczkowej wyrażonej w unitach (u). Liczbę moli obliczamy ze wzoru $n = \frac{m}{M}$, gdzie $m$ jest masą w gramach, a $M$ masą molową w $\mathrm{g/mol}$.

Masę molową związku obliczamy, dodając masy molowe atomów z uwzględnieniem indeksów. Dla wody: $M_{\mathrm{H_2O}} = 2 \cdot 1\,\mathrm{g/mol} + 16\,\mathrm{g/mol} = 18\,\mathrm{g/mol}$.

Przykład: ile moli stanowi $36\,\mathrm{g}$ wody? $n = \frac{36\,\mathrm{g}}{18\,\mathrm{g/mol}} = 2\,\mathrm{mol}$, czyli $2 \cdot 6{,}02 \cdot 10^{23} = 1{,}204 \cdot 10^{24}$ cząsteczek.

Typowy błąd: pominięcie indeksu przy nawiasie. W $\mathrm{Ca(OH)_2}$ są dwa atomy tlenu i dwa atomy wodoru, więc $M = 40 + 2 \cdot (16 + 1) = 74\,\mathrm{g/mol}$, a nie $57\,\mathrm{g/mol}$.`,
  },
  {
    slug: 'chemia-stezenia-roztworow',
    name: 'Stężenia roztworów',
    type: 'DEFINITION',
    aliases: ['stężenie procentowe', 'stezenie procentowe', 'stężenie molowe', 'stezenie molowe', 'rozcieńczanie'],
    description: String.raw`Stężenie procentowe mówi, ile gramów substancji rozpuszczonej jest w $100\,\mathrm{g}$ roztworu: $C_p = \frac{m_s}{m_r} \cdot 100\%$, gdzie $m_r = m_s + m_{\mathrm{rozp}}$ (masa substancji i rozpuszczalnika). Stężenie molowe to liczba moli substancji w $1\,\mathrm{dm^3}$ roztworu: $C_m = \frac{n}{V}$, w $\mathrm{mol/dm^3}$.

Między nimi przeliczamy przez gęstość roztworu $d$ (w $\mathrm{g/cm^3}$): $C_m = \frac{C_p \cdot d \cdot 1000}{M \cdot 100\%}$. Przy rozcieńczaniu wodą liczba moli substancji się nie zmienia, więc $C_{m1} V_1 = C_{m2} V_2$.

Przykład: w $200\,\mathrm{cm^3}$ roztworu jest $0{,}05\,\mathrm{mol}$ glukozy. Objętość zamieniamy na decymetry sześcienne: $V = 0{,}2\,\mathrm{dm^3}$, więc $C_m = \frac{0{,}05\,\mathrm{mol}}{0{,}2\,\mathrm{dm^3}} = 0{,}25\,\mathrm{mol/dm^3}$.

Typowy błąd: w stężeniu procentowym dzielenie przez masę rozpuszczalnika zamiast przez masę roztworu. $20\,\mathrm{g}$ soli w $180\,\mathrm{g}$ wody to roztwór $10\%$, a nie około $11\%$. Drugi częsty błąd to podstawienie objętości w $\mathrm{cm^3}$ do wzoru na $C_m$.`,
  },
  {
    slug: 'chemia-stechiometria',
    name: 'Obliczenia stechiometryczne',
    type: 'TAG',
    aliases: ['stechiometria', 'prawo zachowania masy', 'wydajność reakcji', 'wydajnosc reakcji', 'stoichiometry'],
    description: String.raw`Stechiometria to obliczenia ilości substratów i produktów na podstawie równania reakcji. Współczynniki równania podają stosunek liczby moli: w reakcji $\mathrm{2Mg + O_2 \rightarrow 2MgO}$ dwa mole magnezu dają dwa mole tlenku magnezu. Podstawą jest prawo zachowania masy: masa substratów równa się masie produktów.

Sposób postępowania: (1) zapisz i uzgodnij równanie; (2) zamień dane na mole, $n = \frac{m}{M}$; (3) z proporcji współczynników oblicz liczbę moli szukanej substancji; (4) zamień mole na masę lub objętość. Wydajność reakcji to $W = \frac{m_{\mathrm{rzecz}}}{m_{\mathrm{teor}}} \cdot 100\%$.

Przykład: ile gramów $\mathrm{MgO}$ powstanie z $12\,\mathrm{g}$ magnezu? $n_{\mathrm{Mg}} = \frac{12\,\mathrm{g}}{24\,\mathrm{g/mol}} = 0{,}5\,\mathrm{mol}$, więc $n_{\mathrm{MgO}} = 0{,}5\,\mathrm{mol}$ i $m = 0{,}5\,\mathrm{mol} \cdot 40\,\mathrm{g/mol} = 20\,\mathrm{g}$.

Typowy błąd: układanie proporcji z mas i współczynników jednocześnie, bez zamiany na mole, albo pominięcie współczynników (np. przyjęcie, że z jednego mola $\mathrm{CH_4}$ powstaje jeden mol wody, choć powstają dwa).`,
  },
  {
    slug: 'chemia-objetosc-molowa-gazow',
    name: 'Objętość molowa gazów (prawo Avogadra)',
    type: 'THEOREM',
    aliases: ['prawo Avogadra', 'objętość molowa', 'objetosc molowa', 'warunki normalne', 'molar volume'],
    description: String.raw`Prawo Avogadra: w tych samych warunkach ciśnienia i temperatury równe objętości różnych gazów zawierają tyle samo cząsteczek. Wynika z niego, że mol dowolnego gazu zajmuje w danych warunkach tę samą objętość, zwaną objętością molową. W warunkach normalnych ($0\,^{\circ}\mathrm{C}$, $1013\,\mathrm{hPa}$) wynosi ona $V_m = 22{,}4\,\mathrm{dm^3/mol}$, więc $V = n \cdot V_m$.

W innych warunkach korzystamy z równania Clapeyrona $pV = nRT$, gdzie $R = 8{,}31\,\mathrm{\frac{J}{mol \cdot K}}$, a temperatura jest w kelwinach.

Przykład: jaką objętość w warunkach normalnych zajmuje $8\,\mathrm{g}$ tlenu? $n = \frac{8\,\mathrm{g}}{32\,\mathrm{g/mol}} = 0{,}25\,\mathrm{mol}$, więc $V = 0{,}25\,\mathrm{mol} \cdot 22{,}4\,\mathrm{dm^3/mol} = 5{,}6\,\mathrm{dm^3}$.

Typowy błąd: stosowanie $22{,}4\,\mathrm{dm^3/mol}$ do cieczy i ciał stałych (np. do wody) albo do gazu w temperaturze pokojowej. Drugi błąd to liczenie masy molowej tlenu jako $16\,\mathrm{g/mol}$, choć tlen tworzy cząsteczki $\mathrm{O_2}$.`,
  },
  {
    slug: 'chemia-ph-roztworow',
    name: 'pH roztworów',
    type: 'DEFINITION',
    aliases: ['pH', 'odczyn roztworu', 'pOH', 'skala pH', 'wskaźniki kwasowo-zasadowe'],
    description: String.raw`pH opisuje odczyn roztworu wodnego: $\mathrm{pH} = -\log[\mathrm{H^+}]$, gdzie $[\mathrm{H^+}]$ to stężenie molowe jonów wodoru w $\mathrm{mol/dm^3}$. Analogicznie $\mathrm{pOH} = -\log[\mathrm{OH^-}]$, a w temperaturze $25\,^{\circ}\mathrm{C}$ zachodzi $\mathrm{pH} + \mathrm{pOH} = 14$. Odczyn jest kwasowy, gdy $\mathrm{pH} \lt 7$, obojętny przy $\mathrm{pH} = 7$, zasadowy, gdy $\mathrm{pH} \gt 7$.

W klasach 7–8 odczyn badamy wskaźnikami: uniwersalny papierek wskaźnikowy barwi się w kwasie na czerwono, fenoloftaleina w zasadzie na malinowo (w kwasie pozostaje bezbarwna).

Przykład: w roztworze mocnego kwasu $\mathrm{HNO_3}$ o stężeniu $0{,}01\,\mathrm{mol/dm^3}$ kwas dysocjuje całkowicie, więc $[\mathrm{H^+}] = 10^{-2}\,\mathrm{mol/dm^3}$ i $\mathrm{pH} = 2$. Zmiana pH o jeden oznacza dziesięciokrotną zmianę stężenia jonów $\mathrm{H^+}$.

Typowy błąd: liczenie pH zasady bezpośrednio z jej stężenia. Dla $\mathrm{NaOH}$ o stężeniu $0{,}001\,\mathrm{mol/dm^3}$ najpierw $\mathrm{pOH} = 3$, a dopiero potem $\mathrm{pH} = 14 - 3 = 11$.`,
  },
  {
    slug: 'chemia-rownania-reakcji',
    name: 'Równania reakcji chemicznych',
    type: 'DEFINITION',
    aliases: [
      'równanie reakcji',
      'rownanie reakcji',
      'uzgadnianie współczynników',
      'reakcje redoks',
      'stopień utlenienia',
    ],
    description: String.raw`Równanie reakcji zapisuje wzorami substraty (po lewej) i produkty (po prawej). Zgodnie z prawem zachowania masy po obu stronach musi być tyle samo atomów każdego pierwiastka, dlatego dobieramy współczynniki stechiometryczne; indeksów we wzorach zmieniać nie wolno.

Sposób uzgadniania: zacznij od pierwiastka występującego w najmniejszej liczbie związków, tlen i wodór uzgadniaj na końcu. W reakcjach redoks pomocne są stopnie utlenienia: suma stopni utlenienia w cząsteczce wynosi zero, tlen ma zwykle $-\mathrm{II}$, wodór $+\mathrm{I}$. Liczba elektronów oddanych przez reduktor musi równać się liczbie elektronów przyjętych przez utleniacz.

Przykład: spalanie całkowite etanu. $\mathrm{C_2H_6 + O_2 \rightarrow CO_2 + H_2O}$; węgiel: $2\,\mathrm{CO_2}$, wodór: $3\,\mathrm{H_2O}$, tlen po prawej: $4 + 3 = 7$ atomów, czyli $\frac{7}{2}\,\mathrm{O_2}$. Mnożymy przez dwa: $\mathrm{2C_2H_6 + 7O_2 \rightarrow 4CO_2 + 6H_2O}$.

Typowy błąd: „poprawianie” wzoru zamiast współczynnika, np. zapis $\mathrm{H_2O_2}$ zamiast $\mathrm{2H_2O}$. Zmiana indeksu tworzy inną substancję.`,
  },
  {
    slug: 'chemia-budowa-atomu',
    name: 'Budowa atomu',
    type: 'DEFINITION',
    aliases: ['atom', 'liczba atomowa', 'liczba masowa', 'konfiguracja elektronowa', 'izotopy', 'atomic structure'],
    description: String.raw`Atom składa się z jądra (protony i neutrony) oraz elektronów. Liczba atomowa $Z$ to liczba protonów (i elektronów w obojętnym atomie), liczba masowa $A$ to suma protonów i neutronów, więc liczba neutronów wynosi $N = A - Z$. Zapis $^{A}_{Z}\mathrm{E}$, np. $^{35}_{17}\mathrm{Cl}$. Izotopy mają to samo $Z$, a różne $A$.

Elektrony zajmują powłoki (w klasach 7–8: $K$, $L$, $M$), a na poziomie rozszerzonym podpowłoki $s$, $p$, $d$ zapełniane w kolejności $1\mathrm{s}\,2\mathrm{s}\,2\mathrm{p}\,3\mathrm{s}\,3\mathrm{p}\,4\mathrm{s}\,3\mathrm{d}$. Elektrony walencyjne pierwiastków grup głównych to elektrony ostatniej powłoki; ich liczba odpowiada ostatniej cyfrze numeru grupy (dla grup 13–18).

Przykład: sód $^{23}_{11}\mathrm{Na}$ ma $11$ protonów, $11$ elektronów i $23 - 11 = 12$ neutronów; konfiguracja powłokowa $K^2 L^8 M^1$, czyli jeden elektron walencyjny.

Typowy błąd: utożsamianie liczby masowej z liczbą neutronów albo odczytywanie liczby neutronów wprost z układu okresowego. Masa atomowa podana w układzie (np. $35{,}45\,\mathrm{u}$ dla chloru) jest średnią mas izotopów, a nie liczbą masową.`,
  },
  {
    slug: 'chemia-wiazania-chemiczne',
    name: 'Wiązania chemiczne',
    type: 'DEFINITION',
    aliases: [
      'wiązanie jonowe',
      'wiazanie jonowe',
      'wiązanie kowalencyjne',
      'wiazanie kowalencyjne',
      'elektroujemność',
    ],
    description: String.raw`Wiązanie chemiczne łączy atomy w cząsteczki i kryształy. O jego rodzaju decyduje różnica elektroujemności $\Delta E$ (w skali Paulinga): wiązanie kowalencyjne niespolaryzowane ($\Delta E$ bliskie zeru, np. $\mathrm{H_2}$, $\mathrm{Cl_2}$), kowalencyjne spolaryzowane ($\mathrm{HCl}$, $\mathrm{H_2O}$) i jonowe, gdy $\Delta E \ge 1{,}7$ (metal z niemetalem, np. $\mathrm{NaCl}$). W metalach występuje wiązanie metaliczne.

Wiązanie pojedyncze to jedna wspólna para elektronowa (wiązanie $\sigma$), podwójne to $\sigma$ i $\pi$, potrójne to $\sigma$ i dwa wiązania $\pi$. Cząsteczka azotu $\mathrm{N \equiv N}$ ma wiązanie potrójne.

Przykład: w cząsteczce etenu $\mathrm{CH_2{=}CH_2}$ są cztery wiązania $\mathrm{C{-}H}$ i jedno podwójne $\mathrm{C{=}C}$, razem pięć wiązań $\sigma$ i jedno wiązanie $\pi$.

Typowy błąd: ocenianie rodzaju wiązania tylko po tym, czy związek jest „solą”. Chlorowodór jest gazem o wiązaniu kowalencyjnym spolaryzowanym, choć w wodzie dysocjuje na jony.`,
  },
];
