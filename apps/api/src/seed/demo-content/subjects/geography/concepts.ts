import type { TDemoConcept } from '../../demo-content.types';

const article = (...paragraphs: string[]) => paragraphs.join('\n\n');

/** Concept articles of GEOGRAPHY: three broad areas and the rules and terms the tasks name. */
export const geographyConcepts: TDemoConcept[] = [
  {
    slug: 'geografia-kartografia',
    name: 'Mapa i kartografia',
    type: 'DOMAIN',
    aliases: ['mapa', 'kartografia', 'cartography', 'praca z mapą'],
    description: article(
      'Kartografia to dziedzina zajmująca się tworzeniem map i ich wykorzystaniem. Mapa to zmniejszony, uogólniony obraz powierzchni Ziemi na płaszczyźnie, wykonany w określonej skali i odwzorowaniu kartograficznym, z objaśnieniem znaków w legendzie.',
      'Każda mapa ma trzy podstawowe elementy: skalę (mówi, ile razy zmniejszono odległości), siatkę kartograficzną (obraz południków i równoleżników, pozwalający odczytać współrzędne geograficzne) oraz legendę. Rzeźbę terenu pokazuje się poziomicami – liniami łączącymi punkty o tej samej wysokości bezwzględnej – oraz barwami warstwowymi.',
      'Przykład: na mapie turystycznej w skali 1 : 25 000 poziomice rysowane co 10 m ułożone gęsto oznaczają strome zbocze, a rzadko – łagodny stok.',
      'Typowy błąd: mylenie mapy w dużej skali z mapą dużego obszaru. Mapa w skali 1 : 10 000 ma skalę większą niż mapa 1 : 1 000 000, choć pokazuje dużo mniejszy teren, za to znacznie dokładniej.',
    ),
  },
  {
    slug: 'geografia-klimat',
    name: 'Klimat i atmosfera',
    type: 'DOMAIN',
    aliases: ['klimatologia', 'pogoda i klimat', 'climate', 'meteorologia'],
    description: article(
      'Pogoda to stan atmosfery w danym miejscu i czasie, a klimat – charakterystyczny dla danego obszaru przebieg pogody w ciągu wielu lat (zwykle co najmniej 30). Klimat opisują średnie temperatury, suma i rozkład opadów, wiatry, zachmurzenie.',
      'Czynniki klimatotwórcze to m.in. szerokość geograficzna (kąt padania promieni słonecznych), odległość od morza, wysokość nad poziomem morza, prądy morskie i cyrkulacja atmosferyczna. Polska leży w strefie klimatów umiarkowanych ciepłych, w klimacie przejściowym między morskim a kontynentalnym, dlatego pogoda bywa u nas bardzo zmienna.',
      'Przykład: roczna amplituda temperatury to różnica między średnią temperaturą najcieplejszego i najzimniejszego miesiąca. Dla lipca 18 °C i stycznia −3 °C wynosi 21 °C: im dalej od oceanu, tym jest większa.',
      'Typowy błąd: ocenianie klimatu na podstawie jednego upalnego lata. Pojedynczy sezon to pogoda; o klimacie mówią dopiero średnie z wielolecia.',
    ),
  },
  {
    slug: 'geografia-ludnosc',
    name: 'Geografia ludności',
    type: 'DOMAIN',
    aliases: ['demografia', 'ludność świata', 'ludność Polski', 'population geography'],
    description: article(
      'Geografia ludności bada liczbę, rozmieszczenie, strukturę i ruch ludności. Rozmieszczenie opisuje gęstość zaludnienia – liczba mieszkańców przypadająca na 1 km². Ruch naturalny to urodzenia i zgony, a ruch wędrówkowy – migracje.',
      'Ludność świata przekroczyła 8 mld osób; najludniejszym państwem są od 2023 roku Indie, a drugie są Chiny. Polska liczy około 37 mln mieszkańców, jej średnia gęstość zaludnienia to około 120 osób na 1 km², a przyrost naturalny jest od kilku lat ujemny. Współczynnik dzietności w Polsce jest znacznie niższy od poziomu zastępowalności pokoleń (około 2,1).',
      'Przykład: województwo o powierzchni 10 000 km² i 1,2 mln mieszkańców ma gęstość zaludnienia 120 os./km².',
      'Typowy błąd: mylenie przyrostu naturalnego z przyrostem rzeczywistym. Przyrost rzeczywisty to przyrost naturalny powiększony o saldo migracji, więc kraj z ujemnym przyrostem naturalnym może liczebnie rosnąć dzięki imigracji.',
    ),
  },
  {
    slug: 'geografia-skala-mapy',
    name: 'Skala mapy',
    type: 'DEFINITION',
    aliases: ['skala liczbowa', 'skala mianowana', 'podziałka liniowa', 'map scale'],
    description: article(
      'Skala mapy określa, ile razy odległości na mapie są mniejsze od odległości w terenie. Skala liczbowa ma postać 1 : 50 000 – 1 cm na mapie odpowiada 50 000 cm w terenie. Skala mianowana zapisuje to samo w wygodnych jednostkach: 1 cm – 500 m. Podziałka liniowa to odcinek z zaznaczonymi odległościami terenowymi.',
      'Aby zamienić skalę liczbową na mianowaną, skreśla się w mianowniku pięć zer (zamiana centymetrów na kilometry) albo dwa zera (na metry). Odległość w terenie to odległość na mapie pomnożona przez mianownik skali.',
      'Przykład: na mapie w skali 1 : 50 000 odcinek ma 6 cm. Skala mianowana to 1 cm – 0,5 km, więc w terenie odległość wynosi 6 · 0,5 km = 3 km. Przy obliczaniu powierzchni mnożymy pole na mapie przez kwadrat mianownika, bo zmniejszeniu ulega każdy z dwóch wymiarów.',
      'Typowy błąd: zamiana centymetrów na kilometry przez skreślenie trzech zer. Kilometr to 100 000 cm, więc 1 : 200 000 to 1 cm – 2 km, a nie 200 km.',
    ),
  },
  {
    slug: 'geografia-wspolrzedne-geograficzne',
    name: 'Współrzędne geograficzne',
    type: 'DEFINITION',
    aliases: ['szerokość geograficzna', 'długość geograficzna', 'geographic coordinates', 'siatka geograficzna'],
    description: article(
      'Położenie punktu na Ziemi określają dwie współrzędne. Szerokość geograficzna to odległość kątowa od równika, mierzona wzdłuż południka: od 0° do 90° na północ (N) lub na południe (S). Długość geograficzna to odległość kątowa od południka zerowego (Greenwich), mierzona wzdłuż równoleżnika: od 0° do 180° na wschód (E) lub na zachód (W).',
      'Równik dzieli Ziemię na półkulę północną i południową, a południk zerowy wraz z południkiem 180° – na półkulę wschodnią i zachodnią. Jeden stopień szerokości geograficznej odpowiada w terenie około 111,2 km, więc różnicę szerokości dwóch punktów na jednym południku łatwo zamienić na odległość.',
      'Przykład: Warszawa leży w przybliżeniu na 52°14′N i 21°01′E – na półkuli północnej i wschodniej.',
      'Typowy błąd: podawanie szerokości bez oznaczenia półkuli albo zamiana kolejności współrzędnych. Zapis 52°N, 21°E to zupełnie inne miejsce niż 21°N, 52°E (Półwysep Arabski).',
    ),
  },
  {
    slug: 'geografia-strefy-czasowe',
    name: 'Czas słoneczny i strefy czasowe',
    type: 'DEFINITION',
    aliases: ['czas strefowy', 'czas urzędowy', 'czas słoneczny', 'time zones', 'UTC'],
    description: article(
      'Ziemia obraca się o 360° w ciągu 24 godzin, czyli o 15° w ciągu godziny i o 1° w ciągu 4 minut. Czas słoneczny (miejscowy) zależy od długości geograficznej: na wschodzie Słońce góruje wcześniej, więc jest tam „później”. Różnica czasu słonecznego między dwoma miejscami to różnica ich długości geograficznych razy 4 minuty.',
      'Dla wygody wprowadzono 24 strefy czasowe o szerokości około 15°, w których obowiązuje jeden czas strefowy liczony względem UTC. Polska leży w strefie czasu środkowoeuropejskiego (UTC+1), a latem obowiązuje u nas czas letni (UTC+2). Granice stref w praktyce biegną często wzdłuż granic państw, a czas obowiązujący w państwie to czas urzędowy.',
      'Przykład: gdy w Warszawie (UTC+1) jest 15:00, w Londynie (UTC+0) jest 14:00, a w Tokio (UTC+9) 23:00.',
      'Typowy błąd: dodawanie zamiast odejmowania przy ruchu na zachód. Na zachód od nas zegary pokazują wcześniejszą godzinę; po przekroczeniu linii zmiany daty z zachodu na wschód cofamy się o jedną dobę.',
    ),
  },
  {
    slug: 'geografia-wysokosc-slonca',
    name: 'Wysokość górowania Słońca',
    type: 'THEOREM',
    aliases: ['kąt padania promieni słonecznych', 'górowanie Słońca', 'solar elevation'],
    description: article(
      'Wysokość górowania Słońca to kąt między płaszczyzną horyzontu a promieniami słonecznymi w południe słoneczne. Wzór dla półkuli północnej, na północ od zwrotnika Raka: h = 90° − φ + δ, gdzie φ to szerokość geograficzna, a δ – deklinacja Słońca. W dniach równonocy (21 III, 23 IX) δ = 0°, w dniu przesilenia letniego (22 VI) δ = 23°26′, a zimowego (22 XII) δ = −23°26′.',
      'Od wysokości Słońca zależy, ile energii dociera do powierzchni Ziemi: im wyżej Słońce, tym promienie padają bardziej prostopadle i silniej nagrzewają podłoże. Dlatego latem jest cieplej niż zimą, a równik nagrzewa się silniej niż okolice biegunów.',
      'Przykład: w Gdańsku (około 54°N) w dniu równonocy Słońce góruje na wysokości 90° − 54° = 36°, a 22 VI na wysokości około 59°26′.',
      'Typowy błąd: dodawanie szerokości zamiast jej odejmowania. Im dalej od równika, tym niżej góruje Słońce, więc wzór zawsze zawiera 90° − φ.',
    ),
  },
  {
    slug: 'geografia-gradient-temperatury',
    name: 'Spadek temperatury z wysokością',
    type: 'THEOREM',
    aliases: ['pionowy gradient temperatury', 'gradient termiczny', 'lapse rate'],
    description: article(
      'W troposferze temperatura powietrza spada wraz z wysokością, bo powietrze ogrzewa się głównie od nagrzanej powierzchni Ziemi. W zadaniach szkolnych przyjmuje się średnio spadek o 0,6 °C na każde 100 m wzniesienia (gradient wilgotnoadiabatyczny); dla powietrza suchego wynosi on około 1 °C na 100 m.',
      'Aby obliczyć temperaturę na innej wysokości, wyznacza się różnicę wysokości, dzieli ją przez 100 m i mnoży przez gradient, a wynik odejmuje (wyżej) lub dodaje (niżej) do znanej temperatury. To wyjaśnia piętrowość klimatyczno-roślinną w górach: w Tatrach od regla dolnego po piętro turni.',
      'Przykład: w Zakopanem (około 850 m n.p.m.) jest 14 °C. Na Kasprowym Wierchu (około 1990 m n.p.m.) różnica wysokości to około 1140 m, więc temperatura jest niższa o około 6,8 °C.',
      'Typowy błąd: mnożenie gradientu przez różnicę wysokości w metrach bez dzielenia przez 100. Wychodzi wtedy spadek o setki stopni – zawsze warto sprawdzić, czy wynik ma sens.',
    ),
  },
  {
    slug: 'geografia-przyrost-naturalny',
    name: 'Przyrost naturalny',
    type: 'DEFINITION',
    aliases: ['współczynnik przyrostu naturalnego', 'ruch naturalny ludności', 'natural increase'],
    description: article(
      'Przyrost naturalny to różnica między liczbą urodzeń żywych a liczbą zgonów w danym okresie (zwykle w roku). Współczynnik przyrostu naturalnego podaje się w promilach (‰): to przyrost naturalny przypadający na 1000 mieszkańców, równy różnicy współczynnika urodzeń i współczynnika zgonów.',
      'Przyrost rzeczywisty to przyrost naturalny powiększony o saldo migracji (imigranci minus emigranci). Kraje rozwijające się mają zwykle wysoki przyrost naturalny, a kraje wysoko rozwinięte – niski lub ujemny, co prowadzi do starzenia się społeczeństwa.',
      'Przykład: współczynnik urodzeń 9‰ i współczynnik zgonów 12‰ dają współczynnik przyrostu naturalnego 9‰ − 12‰ = −3‰: liczba ludności maleje o 3 osoby na każdy tysiąc mieszkańców rocznie, jeśli nie ma migracji.',
      'Typowy błąd: odejmowanie w odwrotnej kolejności. Zawsze urodzenia minus zgony – ujemny wynik oznacza ubytek naturalny.',
    ),
  },
  {
    slug: 'geografia-tektonika-plyt',
    name: 'Tektonika płyt litosfery',
    type: 'DEFINITION',
    aliases: ['płyty litosfery', 'geologia', 'plate tectonics', 'ruchy górotwórcze'],
    description: article(
      'Litosfera jest podzielona na kilkanaście dużych płyt, które przesuwają się po plastycznej astenosferze o kilka centymetrów rocznie. Na ich granicach powstają góry, rowy oceaniczne, wulkany i trzęsienia ziemi.',
      'Wyróżnia się granice rozbieżne (płyty się rozsuwają; grzbiety śródoceaniczne, np. Grzbiet Śródatlantycki), zbieżne (płyty się zderzają: subdukcja płyty oceanicznej pod kontynentalną tworzy rów oceaniczny i łańcuch wulkanów, np. Andy; kolizja dwóch płyt kontynentalnych fałduje góry, np. Himalaje) oraz przesuwcze (płyty mijają się, np. uskok San Andreas).',
      'Przykład: Karpaty i Alpy powstały w orogenezie alpejskiej, najmłodszej; Góry Świętokrzyskie mają rdzeń z orogenezy kaledońskiej i hercyńskiej, dlatego są niskie i silnie zniszczone.',
      'Typowy błąd: mówienie, że płyty „pływają po płynnej magmie”. Astenosfera jest stała, tylko plastyczna; stopiona magma występuje lokalnie, w ogniskach pod wulkanami.',
    ),
  },
];
