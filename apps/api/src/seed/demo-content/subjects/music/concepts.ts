import type { TDemoConcept } from '../../demo-content.types';

/** Music concept articles: notation (klasy 4–7), forms and the history of music (matura, extended level). */
export const musicConcepts: TDemoConcept[] = [
  {
    slug: 'muzyka-zapis-nutowy',
    name: 'Zapis nutowy',
    type: 'DOMAIN',
    aliases: ['notacja muzyczna', 'nuty', 'pięciolinia', 'zasady muzyki'],
    description:
      'Zapis nutowy pozwala utrwalić wysokość i czas trwania dźwięków. Nuty zapisujemy na pięciolinii: pięciu poziomych liniach, liczonych od dołu, oraz w polach między nimi. Dźwięki wyższe lub niższe zapisujemy na liniach dodanych. Na początku pięciolinii stoi klucz: klucz wiolinowy (klucz G) wyznacza na drugiej linii dźwięk g¹, klucz basowy (klucz F) wyznacza na czwartej linii dźwięk f.\n\nPolskie nazwy dźwięków gamy C-dur to c, d, e, f, g, a, h (po niemiecku, nie b jak po angielsku). Znaki chromatyczne zmieniają wysokość: krzyżyk podwyższa dźwięk o półton (c → cis), bemol obniża o półton (e → es, h → b), kasownik odwołuje ich działanie. Czas trwania określa kształt nuty (wartość rytmiczna), a podział na takty – metrum zapisane na początku utworu.\n\nPrzykład: nuta na drugiej linii w kluczu wiolinowym z krzyżykiem przed nią to gis¹.\n\nTypowy błąd to liczenie linii od góry albo mylenie nazwy b (po polsku obniżone h) z angielskim B, które po polsku nazywamy h.',
  },
  {
    slug: 'muzyka-historia-muzyki',
    name: 'Epoki w historii muzyki',
    type: 'DOMAIN',
    aliases: ['historia muzyki', 'epoki muzyczne', 'periodyzacja muzyki'],
    description:
      'Historię muzyki europejskiej dzielimy na epoki o umownych granicach. Średniowiecze (do ok. 1400): chorał gregoriański, początki wielogłosowości (organum), szkoła Notre Dame, ars nova. Renesans (ok. 1400–1600): polifonia wokalna, msza i motet (Palestrina), madrygał; w Polsce Mikołaj Gomółka i Mikołaj Zieleński. Barok (ok. 1600–1750): basso continuo, narodziny opery (Monteverdi), koncert, fuga, oratorium (J.S. Bach, G.F. Händel, A. Vivaldi). Klasycyzm (ok. 1750–1820): forma sonatowa, symfonia, kwartet smyczkowy (Haydn, Mozart, Beethoven). Romantyzm (XIX wiek): miniatura fortepianowa, poemat symfoniczny, opera narodowa, dramat muzyczny (Chopin, Schumann, Liszt, Wagner, Moniuszko). XX wiek: impresjonizm (Debussy), dodekafonia (Schönberg), neoklasycyzm, sonoryzm (Penderecki), a także twórczość Szymanowskiego i Lutosławskiego.\n\nPrzy rozpoznawaniu epoki pomaga faktura (polifonia czy melodia z akompaniamentem), obsada i forma. Przykład: utwór z basso continuo i fugą to najpewniej barok.\n\nTypowy błąd to mylenie klasycyzmu z „muzyką klasyczną” w potocznym znaczeniu – klasycyzm to konkretna epoka, a nie cała muzyka poważna.',
  },
  {
    slug: 'muzyka-formy-muzyczne',
    name: 'Formy muzyczne',
    type: 'DOMAIN',
    aliases: ['forma muzyczna', 'budowa utworu', 'gatunki muzyczne'],
    description:
      'Forma muzyczna to sposób zbudowania utworu z mniejszych części. Części oznaczamy wielkimi literami: jednakowe tą samą literą, odmienne – kolejną. Najprostsze są forma AB (dwuczęściowa) i ABA (trzyczęściowa, z powrotem pierwszej części, jak w wielu mazurkach i nokturnach). Rondo ma powracający refren i odmienne kuplety: A B A C A. Wariacje to temat i jego kolejne przekształcenia. Fuga to forma polifoniczna oparta na temacie przeprowadzanym kolejno we wszystkich głosach. Forma sonatowa ma ekspozycję, przetworzenie i repryzę. Formy cykliczne składają się z kilku części: suita, sonata, symfonia, koncert.\n\nOd formy odróżniamy gatunek, czyli rodzaj utworu określony obsadą i przeznaczeniem: opera, oratorium, pieśń, msza, symfonia.\n\nPrzykład: utwór o budowie A B A C A B A to rondo.\n\nTypowy błąd to mylenie formy sonatowej (budowy jednej części) z sonatą (utworem cyklicznym, zwykle trzyczęściowym, którego pierwsza część ma formę sonatową).',
  },
  {
    slug: 'muzyka-wartosci-rytmiczne',
    name: 'Wartości rytmiczne nut i pauz',
    type: 'DEFINITION',
    aliases: ['wartości rytmiczne', 'cała nuta', 'półnuta', 'ćwierćnuta', 'ósemka', 'szesnastka'],
    description:
      'Wartość rytmiczna określa, jak długo trwa dźwięk lub cisza (pauza). Każda kolejna wartość jest dwa razy krótsza od poprzedniej: cała nuta = 2 półnuty = 4 ćwierćnuty = 8 ósemek = 16 szesnastek. Każda nuta ma odpowiadającą jej pauzę o tym samym czasie trwania: pauzę całą, półpauzę, ćwierćpauzę, pauzę ósemkową i szesnastkową.\n\nKropka przy nucie przedłuża ją o połowę jej wartości: półnuta z kropką trwa tyle co 3 ćwierćnuty, ćwierćnuta z kropką – tyle co 3 ósemki. Łuk łączący dwie nuty o tej samej wysokości sumuje ich wartości. Triola to trzy nuty grane w czasie dwóch takich samych.\n\nPrzykład: ile ósemek trwa półnuta z kropką? Półnuta to 4 ósemki, kropka dodaje połowę, czyli 2 ósemki, razem 6 ósemek.\n\nTypowy błąd to traktowanie kropki jak dodania jednej ćwierćnuty niezależnie od nuty; kropka zawsze dodaje połowę wartości tej nuty, przy której stoi.',
  },
  {
    slug: 'muzyka-metrum',
    name: 'Metrum i takt',
    type: 'DEFINITION',
    aliases: ['metrum', 'takt', 'oznaczenie taktowe', 'kreska taktowa'],
    description:
      'Metrum to regularny układ akcentów mocnych i słabych. Zapisujemy je na początku utworu jako ułamek bez kreski: górna liczba mówi, ile jednostek mieści się w takcie, dolna – jaka to jednostka (4 – ćwierćnuta, 8 – ósemka, 2 – półnuta). Takty oddzielają kreski taktowe, a utwór kończy podwójna kreska.\n\nMetrum 2/4 jest dwudzielne (raz-dwa; marsz, polka, krakowiak), 3/4 trójdzielne (raz-dwa-trzy; walc, mazurek, polonez), 4/4 czterodzielne (często oznaczane literą C), 6/8 złożone: dwie grupy po trzy ósemki.\n\nPrzykład: w jednym takcie metrum 3/4 mieszczą się 3 ćwierćnuty, więc w czterech taktach jest ich 4 · 3 = 12.\n\nTypowy błąd to utożsamianie metrum z tempem: metrum mówi o grupowaniu akcentów, tempo – o szybkości (largo, andante, allegro, presto). Walc może być szybki lub wolny, a zawsze pozostaje w metrum trójdzielnym. W mazurku akcent pada często na drugą lub trzecią miarę taktu, co jest cechą stylu, a nie zmianą metrum.',
  },
  {
    slug: 'muzyka-interwaly',
    name: 'Interwały',
    type: 'DEFINITION',
    aliases: ['interwał', 'odległość między dźwiękami', 'tercja', 'kwinta', 'oktawa'],
    description:
      'Interwał to odległość między dwoma dźwiękami. Nazwa pochodzi od łacińskiej liczby stopni, licząc oba dźwięki: pryma (1), sekunda (2), tercja (3), kwarta (4), kwinta (5), seksta (6), septyma (7), oktawa (8). Dokładną wielkość wyrażamy w półtonach, czyli najmniejszych odległościach między sąsiednimi klawiszami fortepianu.\n\nNajważniejsze interwały: sekunda mała – 1 półton, sekunda wielka – 2, tercja mała – 3, tercja wielka – 4, kwarta czysta – 5, tryton (kwarta zwiększona) – 6, kwinta czysta – 7, seksta mała – 8, seksta wielka – 9, septyma mała – 10, septyma wielka – 11, oktawa czysta – 12.\n\nPrzykład: c–e to tercja (c, d, e – trzy stopnie) wielka, bo obejmuje 4 półtony: c–cis, cis–d, d–dis, dis–e. Tercja wielka i mała tworzą trójdźwięk durowy (c–e–g), w odwrotnej kolejności – molowy (a–c–e).\n\nTypowy błąd to liczenie stopni bez dźwięku początkowego (c–e to nie „sekunda”) albo zapominanie, że między e–f oraz h–c jest tylko półton, a nie cały ton.',
  },
  {
    slug: 'muzyka-tonacje',
    name: 'Gamy i tonacje',
    type: 'DEFINITION',
    aliases: ['tonacja', 'gama durowa', 'gama molowa', 'znaki przykluczowe', 'koło kwintowe'],
    description:
      'Gama to uporządkowany szereg dźwięków od toniki do jej oktawy. Gama durowa ma układ całych tonów (C) i półtonów (P): C C P C C C P, czyli półtony między stopniem III i IV oraz VII i VIII. Gama molowa naturalna: C P C C P C C. Tonacja to system dźwięków z toniką (centrum) i trybem (dur lub moll), np. G-dur, d-moll: nazwy durowe piszemy wielką literą, molowe małą.\n\nZnaki przykluczowe ustawione zaraz po kluczu obowiązują w całym utworze. Krzyżyki pojawiają się w kolejności fis, cis, gis, dis, ais, eis, his; bemole: b, es, as, des, ges, ces, fes. Tonacje durowe z krzyżykami idą co kwintę w górę: G-dur (1 krzyżyk), D-dur (2), A-dur (3), E-dur (4); z bemolami co kwintę w dół: F-dur (1 bemol), B-dur (2), Es-dur (3).\n\nKażda tonacja durowa ma równoległą molową o tercję małą niżej, z tymi samymi znakami: C-dur i a-moll, G-dur i e-moll.\n\nPrzykład: w G-dur śpiewamy fis zamiast f. Typowy błąd to przeoczenie znaku przykluczowego w dalszych taktach: działa on w każdym takcie i w każdej oktawie.',
  },
  {
    slug: 'muzyka-instrumenty',
    name: 'Instrumenty orkiestry symfonicznej',
    type: 'DEFINITION',
    aliases: ['instrumenty muzyczne', 'orkiestra symfoniczna', 'grupy instrumentów'],
    description:
      'Orkiestra symfoniczna skupia cztery grupy instrumentów. Smyczkowe: skrzypce, altówka, wiolonczela i kontrabas – dźwięk powstaje z drgań strun pobudzanych smyczkiem lub szarpanych (pizzicato). Dęte drewniane: flet, obój, klarnet, fagot – o przynależności decyduje sposób wydobycia dźwięku, a nie materiał, dlatego metalowy flet poprzeczny jest instrumentem dętym drewnianym. Dęte blaszane: trąbka, róg, puzon, tuba – dźwięk powstaje z drgań warg w ustniku. Perkusyjne: o określonej wysokości dźwięku (kotły, ksylofon, dzwonki) i o nieokreślonej (werbel, bęben wielki, talerze, trójkąt). Często dochodzi też harfa i fortepian lub czelesta.\n\nW partyturze grupy zapisuje się od góry: drewniane, blaszane, perkusja, smyczki. Orkiestrą kieruje dyrygent.\n\nPrzykład: instrument o najniższym brzmieniu w grupie smyczków to kontrabas, w grupie dętych drewnianych – fagot (lub kontrafagot).\n\nTypowy błąd to zaliczanie saksofonu do instrumentów blaszanych: choć jest metalowy, ma stroik, więc należy do dętych drewnianych.',
  },
  {
    slug: 'muzyka-fuga',
    name: 'Fuga',
    type: 'DEFINITION',
    aliases: ['fuga', 'forma polifoniczna', 'imitacja'],
    description:
      'Fuga to forma polifoniczna, w której wszystkie głosy (zwykle trzy lub cztery) są równorzędne i przeprowadzają kolejno jeden temat. Rozkwitła w baroku; jej mistrzem był Jan Sebastian Bach („Das wohltemperierte Klavier” – dwa tomy po 24 preludia i fugi we wszystkich tonacjach, „Die Kunst der Fuge”).\n\nBudowa: w ekspozycji temat pojawia się w pierwszym głosie w tonacji głównej, potem w drugim głosie jako odpowiedź (zwykle o kwintę wyżej, w tonacji dominanty), podczas gdy pierwszy głos gra kontrapunkt (kontratemat). Tak wchodzą wszystkie głosy. Potem następują przeprowadzenia tematu w innych tonacjach, przedzielone łącznikami (epizodami), a na końcu temat wraca w tonacji głównej. Kompozytor może stosować stretto (wejście tematu, zanim poprzedni głos go skończy), augmentację, diminucję i inwersję.\n\nPrzykład: fuga czterogłosowa ma w ekspozycji cztery wejścia tematu – kolejno temat, odpowiedź, temat, odpowiedź.\n\nTypowy błąd to mylenie fugi z kanonem: w kanonie głosy powtarzają całą melodię dokładnie, w fudze powtarza się tylko temat, a dalsza część głosów jest swobodna.',
  },
  {
    slug: 'muzyka-forma-sonatowa-i-symfonia',
    name: 'Forma sonatowa, sonata i symfonia',
    type: 'DEFINITION',
    aliases: ['allegro sonatowe', 'cykl sonatowy', 'symfonia', 'sonata'],
    description:
      'Forma sonatowa (allegro sonatowe) ukształtowała się w klasycyzmie. Ma trzy główne części. Ekspozycja przedstawia dwa kontrastujące tematy: pierwszy w tonacji głównej, drugi w tonacji pokrewnej (w utworach durowych zwykle dominanty). Przetworzenie rozwija i przekształca motywy tematów, wędrując przez różne tonacje. Repryza powtarza oba tematy, ale drugi już w tonacji głównej. Całość może poprzedzać wstęp i zamykać koda.\n\nCykl sonatowy to utwór wieloczęściowy, którego pierwsza część ma formę sonatową. Sonata (na jeden lub dwa instrumenty) ma zwykle trzy części: szybką, wolną, szybką. Symfonia to sonata na orkiestrę, najczęściej czteroczęściowa: allegro sonatowe, część wolna, menuet lub scherzo, finał (często rondo). Ojcem symfonii klasycznej nazywa się Józefa Haydna (ponad sto symfonii); Beethoven rozbudował ją, a w IX Symfonii wprowadził chór i solistów („Oda do radości”).\n\nPrzykład: Symfonia g-moll KV 550 Mozarta ma cztery części, z menuetem na trzecim miejscu.\n\nTypowy błąd to nazywanie formą sonatową całej sonaty. Forma sonatowa to budowa jednej części, najczęściej pierwszej.',
  },
  {
    slug: 'muzyka-opera',
    name: 'Opera',
    type: 'DEFINITION',
    aliases: ['opera', 'libretto', 'aria', 'recytatyw', 'dramat muzyczny'],
    description:
      'Opera to dzieło sceniczne, w którym akcja dramatyczna wyrażona jest śpiewem z towarzyszeniem orkiestry. Tekst opery to libretto. Składa się z uwertury (wstępu orkiestrowego), arii (popisowych partii solowych, w których postać wyraża uczucia), recytatywów (śpiewanej deklamacji posuwającej akcję), ansambli (duetów, tercetów) i scen chóralnych; często także z baletu.\n\nOpera narodziła się ok. 1600 roku we Florencji; pierwszym arcydziełem jest „Orfeusz” Claudia Monteverdiego (1607). W XVIII wieku rozwinęły się opera seria (poważna) i opera buffa (komiczna); Mozart pisał też singspiele z dialogami mówionymi („Czarodziejski flet”). W XIX wieku powstały opery narodowe, a Ryszard Wagner stworzył dramat muzyczny z motywami przewodnimi (lejtmotywami), np. „Pierścień Nibelunga”. Wielkim twórcą opery włoskiej był Giuseppe Verdi („Aida”, „Traviata”).\n\nPolską operę narodową stworzył Stanisław Moniuszko: „Halka” (wersja warszawska 1858) i „Straszny dwór” (1865) z tańcami narodowymi, m.in. mazurem.\n\nTypowy błąd to mylenie opery z operetką (lżejszą, z dialogami mówionymi) i z oratorium, które wykonuje się bez inscenizacji.',
  },
  {
    slug: 'muzyka-polscy-kompozytorzy',
    name: 'Polscy kompozytorzy',
    type: 'TAG',
    aliases: ['Chopin', 'Moniuszko', 'Szymanowski', 'muzyka polska'],
    description:
      'Fryderyk Chopin (1810–1849), urodzony w Żelazowej Woli, tworzył niemal wyłącznie na fortepian: mazurki i polonezy (stylizacje tańców polskich), nokturny, etiudy, preludia, ballady, scherza, walce, dwa koncerty fortepianowe i trzy sonaty fortepianowe. Od 1831 roku mieszkał w Paryżu; jego serce spoczywa w kościele Świętego Krzyża w Warszawie. Od 1927 roku odbywa się Międzynarodowy Konkurs Pianistyczny im. Fryderyka Chopina.\n\nStanisław Moniuszko (1819–1872) to ojciec polskiej opery narodowej („Halka”, „Straszny dwór”) i autor „Śpiewników domowych” z ponad 260 pieśniami. Karol Szymanowski (1882–1937) sięgał po inspiracje orientalne i antyczne, a potem po folklor Podhala: balet „Harnasie”, „Stabat Mater”, mazurki fortepianowe op. 50. W XX wieku sławę zdobyli też Witold Lutosławski i Krzysztof Penderecki.\n\nPrzykład: polonez i mazurek to tańce polskie w metrum trójdzielnym, które Chopin przeniósł do muzyki artystycznej.\n\nTypowy błąd to przypisywanie Chopinowi oper lub symfonii – takich utworów nie skomponował.',
  },
];
