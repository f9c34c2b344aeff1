import type { TDemoConcept } from '../../demo-content.types';

/** Concept articles of Polish: literary theory, genres, language and epochs. */
export const polishConcepts: TDemoConcept[] = [
  {
    slug: 'polski-srodki-stylistyczne',
    name: 'Środki stylistyczne',
    type: 'DOMAIN',
    aliases: ['środki artystyczne', 'figury stylistyczne', 'tropy', 'stylistic devices'],
    description:
      'Środki stylistyczne (artystyczne) to językowe sposoby, dzięki którym tekst staje się obrazowy, wyrazisty i emocjonalny. Dzielimy je na środki fonetyczne (np. wyrazy dźwiękonaśladowcze, aliteracja), słowotwórcze (zdrobnienia, zgrubienia, neologizmy), leksykalne (epitet, metafora, porównanie, uosobienie, ożywienie, archaizm) i składniowe (pytanie retoryczne, wykrzyknienie, apostrofa, anafora, powtórzenie, inwersja).\n\nNa egzaminie nie wystarczy nazwać środka: trzeba wskazać go w tekście i określić jego funkcję, np. „epitet podkreśla smutek podmiotu lirycznego”, „apostrofa wyraża tęsknotę”.\n\nPrzykład: w inwokacji „Pana Tadeusza” („Litwo! Ojczyzno moja! ty jesteś jak zdrowie”, Adam Mickiewicz, domena publiczna) występują apostrofa (zwrot do Litwy), wykrzyknienie i porównanie (ojczyzna jak zdrowie).\n\nTypowy błąd: mylenie porównania z metaforą. Porównanie ma spójnik „jak”, „niby”, „jakby”, „niczym”, a metafora łączy wyrazy bez takiego spójnika, tworząc nowe znaczenie.',
  },
  {
    slug: 'polski-rodzaje-i-gatunki-literackie',
    name: 'Rodzaje i gatunki literackie',
    type: 'DOMAIN',
    aliases: ['rodzaje literackie', 'gatunki literackie', 'epika liryka dramat', 'literary genres'],
    description:
      'Rodzaj literacki to najszersza grupa utworów o wspólnych cechach budowy. Wyróżniamy trzy rodzaje: epikę (jest narrator, który opowiada o zdarzeniach, np. powieść, opowiadanie, nowela, baśń, epopeja), lirykę (jest podmiot liryczny wyrażający uczucia i przeżycia, np. tren, fraszka, hymn, sonet, pieśń) oraz dramat (przeznaczony do wystawienia na scenie, złożony z tekstu głównego, czyli dialogów i monologów postaci, oraz tekstu pobocznego, czyli didaskaliów, np. komedia, tragedia).\n\nGatunek to węższa grupa w obrębie rodzaju. Istnieją też gatunki synkretyczne, łączące cechy rodzajów, np. ballada (epika, liryka i dramat).\n\nPrzykład: „Zemsta” Aleksandra Fredry to dramat (komedia) – ma podział na akty i sceny oraz didaskalia. „Pan Tadeusz” to epika (epopeja), a „Treny” Jana Kochanowskiego to liryka.\n\nTypowy błąd: utożsamianie podmiotu lirycznego z autorem albo narratora z pisarzem. To osoby mówiące w utworze, wykreowane przez autora.',
  },
  {
    slug: 'polski-nauka-o-jezyku',
    name: 'Nauka o języku',
    type: 'DOMAIN',
    aliases: ['gramatyka', 'kształcenie językowe', 'fleksja składnia słowotwórstwo'],
    description:
      'Nauka o języku obejmuje działy opisujące budowę polszczyzny: fonetykę (głoski i litery, akcent, upodobnienia), fleksję (odmianę wyrazów i części mowy), słowotwórstwo (tworzenie nowych wyrazów), składnię (budowę zdań i związki wyrazów) oraz leksykologię i frazeologię (słownictwo i związki frazeologiczne).\n\nNa egzaminie ósmoklasisty i na maturze zadania językowe sprawdzają umiejętność rozpoznania części mowy, części zdania, typu zdania złożonego, budowy słowotwórczej wyrazu oraz stosowania norm poprawnościowych.\n\nPrzykład: wyraz „nauczycielka” ma 12 liter, ale 10 głosek, bo „cz” to jedna głoska, a „ci” przed samogłoską oznacza głoskę „ć” (fonetyka); jest rzeczownikiem (fleksja), powstał od wyrazu „nauczyciel” za pomocą przyrostka „-ka” (słowotwórstwo), a w zdaniu „Nauczycielka czyta” pełni funkcję podmiotu (składnia).\n\nTypowy błąd: mylenie części mowy z częściami zdania. Rzeczownik to część mowy, a podmiot to funkcja, jaką wyraz pełni w konkretnym zdaniu.',
  },
  {
    slug: 'polski-epitet',
    name: 'Epitet',
    type: 'DEFINITION',
    aliases: ['określenie', 'epithet'],
    description:
      'Epitet to wyraz (najczęściej przymiotnik, ale też imiesłów, rzeczownik lub wyrażenie) określający rzeczownik i wskazujący cechę przedmiotu, osoby lub zjawiska. Zwykle odpowiada na pytania: jaki? jaka? jakie? czyj?\n\nEpitety mogą być zwykłe (nazywają cechę rzeczywistą: „zielona łąka”), metaforyczne (łączą wyrazy w nieoczekiwany sposób: „płonące serce”) albo stałe (powtarzające się w danym typie utworów, np. w eposach).\n\nPrzykład: w wersie „Wpłynąłem na suchego przestwór oceanu” (Adam Mickiewicz, „Stepy akermańskie”, domena publiczna) wyraz „suchego” jest epitetem metaforycznym – step zostaje przedstawiony jako ocean, który jest jednak suchy.\n\nFunkcja epitetu: uplastycznia opis, nazywa emocje, wartościuje. Typowy błąd: uznawanie za epitet każdego przymiotnika w funkcji orzecznika, np. „Niebo jest niebieskie” – tu „niebieskie” jest częścią orzeczenia imiennego, a nie określeniem rzeczownika.',
  },
  {
    slug: 'polski-metafora',
    name: 'Metafora',
    type: 'DEFINITION',
    aliases: ['przenośnia', 'metaphor'],
    description:
      'Metafora (przenośnia) to połączenie wyrazów, w którym co najmniej jeden zyskuje nowe, przenośne znaczenie. Całość nie może być rozumiana dosłownie, a odbiorca musi odczytać ukryty sens.\n\nJak ją rozpoznać: sprawdzamy, czy połączenie ma sens dosłowny. „Morze traw” nie jest morzem, ale podobieństwo (rozległość, falowanie) pozwala zrozumieć obraz. Odmianami metafory są uosobienie (przedmiot lub zwierzę zachowuje się jak człowiek: „wiatr szepcze”) i ożywienie (przedmiot nabiera cech istoty żywej: „lampa mruga”).\n\nPrzykład: w „Stepach akermańskich” (Adam Mickiewicz, domena publiczna) wóz „nurza się w zieleni i jak łódka brodzi” – podróż przez step przedstawiono jak żeglugę po morzu. Fragment łączy metaforę z porównaniem („jak łódka”).\n\nTypowy błąd: nazywanie metaforą porównania. Jeśli w wyrażeniu pojawia się „jak”, „niby”, „jakby”, „niczym”, mamy do czynienia z porównaniem.',
  },
  {
    slug: 'polski-ballada',
    name: 'Ballada',
    type: 'DEFINITION',
    aliases: ['ballada romantyczna', 'ballad'],
    description:
      'Ballada to gatunek synkretyczny, czyli łączący cechy trzech rodzajów literackich: epiki (fabuła, narrator opowiadający historię), liryki (wersyfikacja, rytm, rymy, emocje) i dramatu (dialogi postaci, napięcie, dynamiczna akcja). Wywodzi się z ludowych pieśni i była ulubionym gatunkiem romantyków.\n\nCechy ballady romantycznej: świat przedstawiony łączy rzeczywistość ze światem fantastycznym, pojawiają się motywy ludowe i ludowa moralność (zbrodnia musi zostać ukarana przez siły nadprzyrodzone), nastrój grozy i tajemnicy.\n\nPrzykład: „Romantyczność” Adama Mickiewicza (domena publiczna) opowiada o Karusi, która widzi zmarłego ukochanego Jasieńka. Starzec z „mędrca szkiełkiem i okiem” jej nie wierzy, a narrator staje po stronie ludu: „Czucie i wiara silniej mówi do mnie / Niż mędrca szkiełko i oko”.\n\nTypowy błąd: określanie ballady wyłącznie jako liryki – ballada ma przecież fabułę i dialogi.',
  },
  {
    slug: 'polski-czesci-mowy',
    name: 'Części mowy',
    type: 'DEFINITION',
    aliases: ['klasy gramatyczne', 'odmienne i nieodmienne części mowy', 'parts of speech'],
    description:
      'Części mowy to grupy wyrazów o wspólnym znaczeniu ogólnym i podobnych właściwościach gramatycznych. Odmienne części mowy to czasownik (odmienia się przez osoby, liczby, czasy, tryby i rodzaje), rzeczownik, przymiotnik, liczebnik i zaimek (odmieniają się przez przypadki). Nieodmienne to przysłówek, przyimek, spójnik, partykuła i wykrzyknik.\n\nJak rozpoznać część mowy: zadajemy pytanie. Rzeczownik – kto? co?, przymiotnik – jaki? który? czyj?, przysłówek – jak?, liczebnik – ile? który z kolei?, czasownik – co robi? co się z nim dzieje?\n\nPrzykład: w zdaniu „Dwaj chłopcy szybko biegli przez park” wyrazy to: „dwaj” – liczebnik, „chłopcy” – rzeczownik, „szybko” – przysłówek, „biegli” – czasownik, „przez” – przyimek, „park” – rzeczownik.\n\nTypowy błąd: mylenie przysłówka z przymiotnikiem („szybki” to przymiotnik, „szybko” to przysłówek) oraz branie liczebników porządkowych („drugi”) za przymiotniki.',
  },
  {
    slug: 'polski-zdanie-zlozone',
    name: 'Zdanie złożone',
    type: 'DEFINITION',
    aliases: ['zdanie współrzędnie złożone', 'zdanie podrzędnie złożone', 'wypowiedzenie złożone'],
    description:
      'Zdanie złożone składa się z co najmniej dwóch zdań składowych, czyli ma co najmniej dwa orzeczenia. Liczba orzeczeń (czasowników w formie osobowej i ich odpowiedników) wskazuje, ile jest zdań składowych.\n\nZdanie współrzędnie złożone łączy równorzędne zdania: łączne („i”, „oraz”), rozłączne („lub”, „albo”), przeciwstawne („ale”, „lecz”, „a”), wynikowe („więc”, „zatem”, „dlatego”). Zdanie podrzędnie złożone ma zdanie nadrzędne i podrzędne, które odpowiada na pytanie zadane od nadrzędnego: przydawkowe, dopełnieniowe, okolicznikowe (miejsca, czasu, sposobu, przyczyny, celu, warunku, przyzwolenia), podmiotowe, orzecznikowe.\n\nPrzykład: „Nie poszliśmy na spacer, bo padał deszcz.” – zdanie podrzędne „bo padał deszcz” odpowiada na pytanie: dlaczego nie poszliśmy? To zdanie podrzędnie złożone okolicznikowe przyczyny.\n\nTypowy błąd: określanie typu zdania wyłącznie po spójniku. Spójnik „a” może łączyć zdania przeciwstawne lub łączne, dlatego zawsze trzeba zadać pytanie.',
  },
  {
    slug: 'polski-slowotworstwo',
    name: 'Słowotwórstwo',
    type: 'DEFINITION',
    aliases: ['budowa słowotwórcza wyrazu', 'wyraz pochodny', 'formant', 'word formation'],
    description:
      'Słowotwórstwo bada, jak powstają nowe wyrazy. Wyraz podstawowy to ten, od którego utworzono nowy wyraz, a wyraz pochodny to wyraz utworzony. W wyrazie pochodnym wyróżniamy podstawę słowotwórczą (część wspólną z wyrazem podstawowym) i formant (element, który tworzy nowy wyraz: przedrostek, przyrostek, zmiana końcówki).\n\nFormant przedrostkowy stoi przed podstawą („pisać – przepisać”), przyrostkowy za nią („dom – domek”). Formant zerowy występuje, gdy wyraz pochodny nie ma dodatkowej cząstki („biegać – bieg”). Wyrazy złożone powstają z dwóch podstaw, np. „długopis” (długo + pisać) z łącznikiem „-o-”.\n\nPrzykład: „rybak” to wyraz pochodny od „ryba”; podstawa słowotwórcza „ryb-”, formant przyrostkowy „-ak”. Wyrazy pokrewne to wyrazy o wspólnym rdzeniu: ryba, rybak, rybny, rybka.\n\nTypowy błąd: mylenie formantu z końcówką fleksyjną. Końcówka zmienia się w odmianie („domk-u”, „domk-iem”), a formant „-ek” pozostaje.',
  },
  {
    slug: 'polski-romantyzm',
    name: 'Romantyzm',
    type: 'TAG',
    aliases: ['epoka romantyzmu', 'romanticism'],
    description:
      'Romantyzm to epoka w kulturze europejskiej od końca XVIII do połowy XIX wieku. W Polsce za jego początek uznaje się rok 1822, gdy ukazał się pierwszy tom „Poezji” Adama Mickiewicza z „Balladami i romansami”. Koniec epoki wiąże się z upadkiem powstania styczniowego (1864).\n\nRomantycy przeciwstawiali się racjonalizmowi oświecenia: cenili uczucie, intuicję i wiarę („czucie i wiara”), fascynowali się ludowością, historią, światem nadprzyrodzonym i naturą. Ważne pojęcia to bohater romantyczny (samotny, zbuntowany, nieszczęśliwie zakochany), mesjanizm (Polska jako Chrystus narodów w „Dziadach” cz. III) i prometeizm (poświęcenie się za naród w „Wielkiej Improwizacji”).\n\nNajważniejsi twórcy: Adam Mickiewicz („Dziady”, „Pan Tadeusz”, „Romantyczność”), Juliusz Słowacki („Kordian”, „Balladyna”), Zygmunt Krasiński, Cyprian Kamil Norwid.\n\nTypowy błąd: zaliczanie Norwida do pozytywizmu tylko dlatego, że tworzył dłużej – to poeta późnego romantyzmu.',
  },
];
