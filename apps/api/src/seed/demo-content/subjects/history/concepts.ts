import type { TDemoConcept } from '../../demo-content.types';

/** Concept articles of history: the historian's tools, Polish and world history, key turning points. */
export const historyConcepts: TDemoConcept[] = [
  {
    slug: 'historia-warsztat-historyka',
    name: 'Warsztat historyka',
    type: 'DOMAIN',
    aliases: ['chronologia i źródła', 'nauki pomocnicze historii', 'metoda historyczna'],
    description:
      'Warsztat historyka to zestaw umiejętności i narzędzi, dzięki którym poznajemy przeszłość: chronologia (umieszczanie wydarzeń w czasie), analiza źródeł historycznych, praca z mapą oraz dostrzeganie związków przyczynowo-skutkowych. Pomagają w tym nauki pomocnicze historii, m.in. archeologia, genealogia (badanie rodów), heraldyka (herby), numizmatyka (monety) i sfragistyka (pieczęcie).\n\nNa egzaminie zadania sprawdzają, czy uczeń umie określić wiek i połowę wieku, uporządkować wydarzenia, rozpoznać epokę po źródle, odczytać informacje z mapy lub tekstu oraz wyjaśnić przyczyny i skutki.\n\nPrzykład: tekst źródłowy wspomina „pokój zawarty w Toruniu po wojnie trzynastoletniej”. Historyk umieszcza go w 1466 roku, czyli w drugiej połowie XV wieku, i wiąże z odzyskaniem Pomorza Gdańskiego.\n\nTypowy błąd: traktowanie każdego źródła jako w pełni wiarygodnego. Kronikarz mógł być stronniczy, dlatego źródła trzeba porównywać i oceniać.',
  },
  {
    slug: 'historia-dzieje-polski',
    name: 'Dzieje Polski',
    type: 'DOMAIN',
    aliases: ['historia Polski', 'historia ojczysta', 'Polish history'],
    description:
      'Dzieje Polski obejmują historię państwa i narodu od czasów plemiennych do współczesności. Główne okresy to: Polska Piastów (od chrztu w 966 r. do 1370 r.), Polska Jagiellonów (1386–1572), Rzeczpospolita Obojga Narodów i wolna elekcja (1569/1573–1795), okres zaborów (1795–1918), II Rzeczpospolita (1918–1939), II wojna światowa i okupacja (1939–1945), Polska Ludowa (1944/1945–1989) oraz III Rzeczpospolita (od 1989 r.).\n\nUczymy się ich, łącząc daty z procesami: np. rozbicie dzielnicowe (od 1138 r.) wyjaśnia, dlaczego zjednoczenie państwa w XIV w. było tak ważne.\n\nPrzykład: rok 1569 (unia lubelska) i 1573 (pierwsza wolna elekcja) pokazują przejście od monarchii dziedzicznej Jagiellonów do Rzeczypospolitej szlacheckiej z królem wybieranym przez szlachtę.\n\nTypowy błąd: mylenie unii w Krewie (1385, unia personalna) z unią lubelską (1569, unia realna). Przy uniach zawsze pytamy, co było wspólne, a co odrębne.',
  },
  {
    slug: 'historia-powszechna',
    name: 'Historia powszechna',
    type: 'DOMAIN',
    aliases: ['historia świata', 'dzieje powszechne', 'world history'],
    description:
      'Historia powszechna opisuje dzieje całego świata i pozwala zrozumieć wydarzenia w Polsce na tle epoki. Tradycyjnie dzielimy ją na starożytność (do 476 r., upadku cesarstwa zachodniorzymskiego), średniowiecze (do 1492 r., wyprawy Kolumba), nowożytność (do 1815 r., kongresu wiedeńskiego lub 1914 r.) oraz historię najnowszą.\n\nCezury, czyli daty graniczne epok, są umowne – różne podręczniki przyjmują np. koniec średniowiecza w 1453 r. (upadek Konstantynopola) albo w 1492 r.\n\nPrzykład: rewolucja przemysłowa w Anglii (druga połowa XVIII w.) wyjaśnia szybki rozwój miast i klasy robotniczej w XIX w., także na ziemiach polskich w Łodzi.\n\nTypowy błąd: rozpatrywanie dziejów Polski w oderwaniu od świata – np. rozbiory trudno wyjaśnić bez polityki Rosji, Prus i Austrii w XVIII wieku.',
  },
  {
    slug: 'historia-chronologia',
    name: 'Chronologia',
    type: 'DEFINITION',
    aliases: ['rachuba czasu', 'oś czasu', 'wiek i tysiąclecie', 'chronology'],
    description:
      'Chronologia to porządkowanie wydarzeń w czasie. Liczymy lata od narodzin Chrystusa: lata przed tą datą oznaczamy „p.n.e.” (przed naszą erą), a po niej „n.e.”. Nie ma roku zerowego: po 1 r. p.n.e. następuje 1 r. n.e.\n\nWiek to 100 lat. I wiek n.e. to lata 1–100, II wiek to 101–200. Aby ustalić wiek roku, który nie kończy się na „00”, odrzucamy dwie ostatnie cyfry i dodajemy 1: rok 1410 to 14 + 1 = XV wiek. Rok kończący się na „00” należy do wieku równego liczbie setek: rok 1900 to jeszcze XIX wiek. Wieki zapisujemy cyframi rzymskimi.\n\nPrzykład: ile lat minęło od chrztu Polski (966) do bitwy pod Grunwaldem (1410)? 1410 − 966 = 444 lata. Dla dat p.n.e. i n.e. dodajemy lata: od 753 r. p.n.e. do 47 r. n.e. minęło 753 + 47 − 1 = 799 lat (bo nie ma roku zerowego).\n\nTypowy błąd: uznanie roku 1500 za XVI wiek – XVI wiek zaczyna się w 1501 roku.',
  },
  {
    slug: 'historia-zrodla-historyczne',
    name: 'Źródła historyczne',
    type: 'DEFINITION',
    aliases: ['źródło historyczne', 'źródła pisane i niepisane', 'historical sources'],
    description:
      'Źródło historyczne to każdy ślad ludzkiej działalności, z którego możemy czerpać wiedzę o przeszłości. Dzielimy je na pisane (kroniki, dokumenty, listy, pamiętniki, prasa, inskrypcje) i niepisane: materialne (narzędzia, budowle, monety, broń), ikonograficzne (obrazy, fotografie, mapy) oraz ustne (przekazy, legendy, relacje świadków). Wyróżnia się też źródła bezpośrednie (powstałe w czasie wydarzeń) i pośrednie (późniejsze opracowania).\n\nPracując ze źródłem, pytamy: kto je wytworzył, kiedy, w jakim celu i czy autor był świadkiem wydarzeń. Dopiero potem oceniamy wiarygodność.\n\nPrzykład: „Kronika polska” Galla Anonima (początek XII w.) jest źródłem pisanym. Autor pisał na dworze Bolesława Krzywoustego, dlatego przedstawia go w bardzo korzystnym świetle – trzeba to uwzględnić.\n\nTypowy błąd: zaliczanie monety z napisem tylko do źródeł materialnych. Moneta jest przedmiotem, ale jej napis (legenda) jest także źródłem pisanym.',
  },
  {
    slug: 'historia-przyczyny-i-skutki',
    name: 'Przyczyny i skutki wydarzeń',
    type: 'DEFINITION',
    aliases: ['związki przyczynowo-skutkowe', 'przyczyna i pretekst', 'causes and effects'],
    description:
      'Wyjaśnianie przeszłości polega na wskazywaniu przyczyn i skutków. Przyczyny dzielimy na długofalowe (głębokie procesy gospodarcze, polityczne, społeczne) i bezpośrednie (wydarzenie, które uruchomiło zmiany). Pretekst to wydarzenie wykorzystane jako uzasadnienie działań, do których i tak dążono. Skutki bywają polityczne, gospodarcze, społeczne i kulturowe, krótko- i długoterminowe.\n\nNa maturze odpowiedź powinna zawierać konkret: nie „pogorszyła się sytuacja”, lecz np. „wprowadzono stan wojenny, zdelegalizowano NSZZ »Solidarność«”.\n\nPrzykład: I wojna światowa. Przyczyny długofalowe: rywalizacja mocarstw o kolonie, wyścig zbrojeń, podział Europy na trójprzymierze i trójporozumienie. Przyczyna bezpośrednia: zamach w Sarajewie 28 czerwca 1914 r. Skutki: upadek czterech cesarstw, odrodzenie Polski, powstanie Ligi Narodów.\n\nTypowy błąd: mylenie przyczyny bezpośredniej z główną. Zamach w Sarajewie nie wywołałby wojny światowej bez wcześniejszych napięć.',
  },
  {
    slug: 'historia-chrzest-polski',
    name: 'Chrzest Polski',
    type: 'TAG',
    aliases: ['chrzest Mieszka I', '966', 'chrystianizacja Polski'],
    description:
      'Chrzest Polski to przyjęcie chrześcijaństwa przez Mieszka I i jego dwór w 966 roku, najpewniej za pośrednictwem Czech, po ślubie Mieszka z czeską księżniczką Dobrawą (965 r.). Wydarzenie uznaje się za symboliczny początek państwa polskiego.\n\nPrzyczyny: chęć wzmocnienia władzy księcia i uniknięcia przymusowej chrystianizacji przez Niemców, sojusz z Czechami, wejście do wspólnoty państw chrześcijańskich. Skutki: rozwój piśmiennictwa (łacina, kroniki), budowa kościołów i szkół, pierwsze biskupstwo misyjne w Poznaniu (968 r.) z biskupem Jordanem, a w 1000 roku – własne arcybiskupstwo w Gnieźnie, utworzone podczas zjazdu gnieźnieńskiego.\n\nPrzykład zadania: wskazać skutek chrztu w dziedzinie kultury – upowszechnienie pisma łacińskiego i powstanie pierwszych źródeł pisanych.\n\nTypowy błąd: przypisywanie utworzenia arcybiskupstwa gnieźnieńskiego Mieszkowi I – nastąpiło to za panowania Bolesława Chrobrego, w 1000 roku.',
  },
  {
    slug: 'historia-rozbiory-polski',
    name: 'Rozbiory Polski',
    type: 'TAG',
    aliases: ['rozbiory Rzeczypospolitej', 'zabory', 'partitions of Poland'],
    description:
      'Rozbiory Polski to trzy podziały terytorium Rzeczypospolitej przez sąsiednie mocarstwa. I rozbiór (1772) przeprowadziły Rosja, Prusy i Austria; II rozbiór (1793) – Rosja i Prusy; III rozbiór (1795) – wszystkie trzy państwa, co oznaczało upadek Rzeczypospolitej na 123 lata.\n\nPrzyczyny wewnętrzne: słabość władzy królewskiej, liberum veto, anarchia magnacka, zacofanie skarbu i wojska. Przyczyny zewnętrzne: wzrost potęgi sąsiadów i ich porozumienie w sprawie Polski. Próby ratunku to m.in. reformy Sejmu Czteroletniego i Konstytucja 3 maja (1791), obalone przez konfederację targowicką i wojnę z Rosją (1792), oraz insurekcja kościuszkowska (1794).\n\nPrzykład: aby zapamiętać kolejność, warto łączyć rozbiory z wydarzeniami: konfederacja barska → I rozbiór; Konstytucja 3 maja i Targowica → II rozbiór; powstanie kościuszkowskie → III rozbiór.\n\nTypowy błąd: twierdzenie, że Austria wzięła udział w II rozbiorze – nie uczestniczyła w nim.',
  },
  {
    slug: 'historia-odzyskanie-niepodleglosci',
    name: 'Odzyskanie niepodległości',
    type: 'TAG',
    aliases: ['11 listopada 1918', 'odrodzenie Polski', 'II Rzeczpospolita'],
    description:
      'Odzyskanie niepodległości przez Polskę w 1918 roku było możliwe dzięki klęsce wszystkich trzech zaborców w I wojnie światowej. Symboliczną datą jest 11 listopada 1918 r., gdy Rada Regencyjna przekazała Józefowi Piłsudskiemu władzę wojskową; tego dnia podpisano też rozejm w Compiègne kończący walki na froncie zachodnim.\n\nDo niepodległości prowadziły różne drogi: orientacja proaustriacka Piłsudskiego (Legiony Polskie), proaliancka Romana Dmowskiego (Komitet Narodowy Polski w Paryżu), 13. punkt orędzia prezydenta USA Woodrowa Wilsona (1918) o niepodległej Polsce z dostępem do morza. Granice kształtowały się do 1922 r.: powstanie wielkopolskie, traktat wersalski (1919), wojna polsko-bolszewicka z Bitwą Warszawską (1920), powstania śląskie i plebiscyty.\n\nPrzykład: pytanie o czynnik międzynarodowy sprzyjający niepodległości – upadek Rosji, Niemiec i Austro-Węgier.\n\nTypowy błąd: uznanie, że 11 listopada 1918 r. ustalono granice państwa. Walki o granice trwały jeszcze kilka lat.',
  },
];
