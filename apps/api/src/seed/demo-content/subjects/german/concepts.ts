import type { TDemoConcept } from '../../demo-content.types';

/** German concepts: three broad areas, the grammar topics of E8 and matura, and the exam skills. */
export const germanConcepts: TDemoConcept[] = [
  {
    slug: 'niemiecki-gramatyka',
    name: 'Gramatyka języka niemieckiego',
    type: 'DOMAIN',
    aliases: ['deutsche Grammatik', 'gramatyka niemiecka', 'Grammatik'],
    description:
      'Gramatyka niemiecka opiera się na kilku filarach: rodzajnikach i przypadkach (odmiana rzeczowników, zaimków i przymiotników), odmianie czasowników w czasach Präsens, Perfekt, Präteritum i Futur I, stronie biernej (Passiv), trybie przypuszczającym (Konjunktiv II) oraz ścisłym szyku zdania.\n\nNa egzaminie ósmoklasisty i na maturze gramatykę sprawdzają zadania na znajomość środków językowych: uzupełnianie luk, wybór formy, przekształcanie zdań. Zanim wybierzesz formę, ustal rodzaj rzeczownika, przypadek wymagany przez czasownik lub przyimek i typ zdania (główne czy podrzędne).\n\nPrzykład: „Ich fahre mit dem Bus.” Przyimek mit zawsze łączy się z celownikiem (Dativ), a der Bus w celowniku to dem Bus.\n\nTypowy błąd to przenoszenie polskiego szyku: po polsku powiemy „Jutro ja jadę do Berlina”, a po niemiecku orzeczenie stoi na drugim miejscu: „Morgen fahre ich nach Berlin”.',
  },
  {
    slug: 'niemiecki-slownictwo',
    name: 'Słownictwo i słowotwórstwo',
    type: 'DOMAIN',
    aliases: ['Wortschatz', 'Wortbildung', 'leksyka', 'obszary tematyczne'],
    description:
      'Słownictwo na egzaminach obejmuje obszary tematyczne podstawy programowej: człowiek, dom, szkoła, praca, życie rodzinne i towarzyskie, żywienie, zakupy, podróże, kultura, sport, zdrowie, technika, przyroda i społeczeństwo.\n\nRzeczowników uczymy się zawsze z rodzajnikiem i liczbą mnogą (der Tisch, die Tische; die Stadt, die Städte), bo od rodzaju zależy cała odmiana. Czasowniki warto znać z rekcją, czyli przypadkiem lub przyimkiem, który po nich stoi: helfen + Dativ, warten auf + Akkusativ.\n\nSłowotwórstwo: przyrostki -ung, -heit, -keit, -schaft tworzą rzeczowniki rodzaju żeńskiego (die Wohnung, die Freiheit, die Freundlichkeit, die Freundschaft), a -lich, -ig, -bar – przymiotniki (freundlich, sonnig, essbar). Rzeczowniki złożone biorą rodzaj od ostatniego członu: das Haus + die Tür → die Haustür.\n\nTypowy błąd to uczenie się gołego słowa bez rodzajnika, np. „Mädchen” bez das – a to das Mädchen, nie die.',
  },
  {
    slug: 'niemiecki-umiejetnosci-egzaminacyjne',
    name: 'Umiejętności egzaminacyjne z języka niemieckiego',
    type: 'DOMAIN',
    aliases: ['Prüfungsfertigkeiten', 'egzamin ósmoklasisty z niemieckiego', 'matura z niemieckiego'],
    description:
      'Egzamin ósmoklasisty z języka niemieckiego oraz matura na poziomie podstawowym i rozszerzonym sprawdzają rozumienie ze słuchu, rozumienie tekstów pisanych, reagowanie językowe, znajomość środków językowych i wypowiedź pisemną. Polecenia są po polsku, a teksty, dialogi i zdania z lukami – po niemiecku.\n\nW zadaniach zamkniętych porównuj znaczenie, a nie pojedyncze słowa. Błędne opcje często powtarzają wyrazy z tekstu, ale zmieniają sens, np. przez przeczenie (nicht, kein) albo inne określenie czasu.\n\nPrzykład: tekst mówi „Das Museum ist montags geschlossen”, a zdanie do oceny brzmi „Man kann das Museum jeden Tag besuchen”. Zdanie jest fałszywe, bo w poniedziałki muzeum jest zamknięte.\n\nTypowy błąd to pominięcie małych słów zmieniających sens: nicht, kein, nur, noch nicht, schon. Warto je podkreślać podczas czytania.',
  },
  {
    slug: 'niemiecki-rodzajniki-i-przypadki',
    name: 'Rodzajniki i przypadki',
    type: 'DEFINITION',
    aliases: ['Artikel', 'Kasus', 'Nominativ', 'Akkusativ', 'Dativ', 'Genitiv', 'deklinacja rodzajnika'],
    description:
      'Język niemiecki ma cztery przypadki: Nominativ (mianownik, kto? co?), Akkusativ (biernik, kogo? co?), Dativ (celownik, komu? czemu?) i Genitiv (dopełniacz, czyj?). Przypadek widać przede wszystkim po rodzajniku.\n\nRodzajnik określony: der/die/das/die (Nominativ), den/die/das/die (Akkusativ), dem/der/dem/den (Dativ), des/der/des/der (Genitiv). Nieokreślony: ein/eine/ein, w bierniku rodzaju męskiego einen, w celowniku einem/einer/einem. Przeczenie kein odmienia się jak ein.\n\nPrzypadek wyznacza czasownik (ich habe + Akkusativ, ich helfe + Dativ) lub przyimek: mit, nach, bei, seit, von, zu, aus + Dativ; für, durch, gegen, ohne, um + Akkusativ; wegen, trotz, während + Genitiv. Przyimki an, auf, in, über, unter, vor, hinter, neben, zwischen łączą się z Dativ na pytanie wo? (gdzie?) i z Akkusativ na pytanie wohin? (dokąd?).\n\nPrzykład: „Ich habe einen Bruder.” – haben wymaga biernika, a der Bruder w bierniku z rodzajnikiem nieokreślonym to einen Bruder.\n\nTypowy błąd: „Ich habe ein Bruder” – zmiana widoczna jest tylko w rodzaju męskim, więc łatwo o niej zapomnieć.',
  },
  {
    slug: 'niemiecki-perfekt',
    name: 'Czas Perfekt',
    type: 'DEFINITION',
    aliases: ['Perfekt', 'czas przeszły złożony', 'Partizip II', 'imiesłów czasu przeszłego'],
    description:
      'Perfekt to podstawowy czas przeszły w mowie potocznej. Tworzymy go z odmienionego czasownika posiłkowego haben lub sein na drugim miejscu w zdaniu oraz imiesłowu Partizip II na końcu: „Ich habe Fußball gespielt.”\n\nPartizip II czasowników regularnych ma postać ge- + temat + -t (spielen → gespielt, machen → gemacht), nieregularnych: ge- + temat (często zmieniony) + -en (sehen → gesehen, schreiben → geschrieben). Czasowniki z końcówką -ieren i nierozdzielnymi przedrostkami nie dostają ge- (studiert, besucht), a rozdzielne wstawiają je w środek (eingekauft).\n\nSein stosujemy z czasownikami ruchu i zmiany stanu oraz z sein, werden, bleiben: „Ich bin nach Hause gegangen.”, „Er ist eingeschlafen.”, „Wir sind zu Hause geblieben.” Pozostałe czasowniki łączą się z haben.\n\nPrzykład: „Gestern _____ ich ins Kino gegangen.” Gehen to czasownik ruchu, więc wpisujemy bin.\n\nTypowy błąd to „Ich habe gegangen” albo pozostawienie imiesłowu w środku zdania zamiast na końcu.',
  },
  {
    slug: 'niemiecki-prateritum',
    name: 'Czas Präteritum',
    type: 'DEFINITION',
    aliases: ['Präteritum', 'Imperfekt', 'czas przeszły prosty'],
    description:
      'Präteritum to czas przeszły prosty, typowy dla tekstów pisanych: opowiadań, baśni, relacji i artykułów. W mowie potocznej używa się go głównie z czasownikami sein, haben i czasownikami modalnymi: „Ich war müde.”, „Wir hatten keine Zeit.”, „Er musste arbeiten.”\n\nCzasowniki regularne dostają -te- między tematem a końcówką: wohnen → ich wohnte, du wohntest, wir wohnten. Nieregularne zmieniają temat i w 1. i 3. osobie liczby pojedynczej nie mają końcówki: gehen → ich ging, er ging; kommen → ich kam; sein → ich war.\n\nPrzykład: „Als Kind wohnte ich in Danzig.” Spójnik als opisuje jednorazowy okres w przeszłości (dzieciństwo) i zwykle łączy się z Präteritum.\n\nTypowy błąd to mylenie Präteritum czasownika werden (wurde) z formą trybu przypuszczającego (würde): „Er wurde Arzt” znaczy „Został lekarzem”, a „Er würde kommen” – „Przyszedłby”.',
  },
  {
    slug: 'niemiecki-szyk-zdania',
    name: 'Szyk zdania niemieckiego',
    type: 'DEFINITION',
    aliases: ['Wortstellung', 'inwersja', 'zdanie podrzędne', 'Nebensatz', 'spójniki'],
    description:
      'W zdaniu oznajmującym odmieniony czasownik stoi zawsze na drugim miejscu. Jeśli zdanie zaczyna się od okolicznika lub dopełnienia, podmiot przechodzi za czasownik (inwersja): „Heute gehe ich ins Kino.”\n\nW zdaniu podrzędnym (po dass, weil, wenn, ob, obwohl, als i zaimkach względnych) odmieniony czasownik stoi na końcu: „Ich bleibe zu Hause, weil ich krank bin.” Jeśli zdanie podrzędne stoi na początku, zdanie główne zaczyna się od czasownika: „Wenn ich Zeit habe, besuche ich dich.”\n\nSpójniki und, aber, oder, denn, sondern nie zmieniają szyku („…, denn ich bin krank”), a przysłówki deshalb, trotzdem, dann zajmują pierwsze miejsce, więc po nich czasownik stoi od razu: „Es regnete, trotzdem gingen wir spazieren.”\n\nTypowy błąd to szyk „weil ich bin krank” – po weil czasownik musi przejść na koniec.',
  },
  {
    slug: 'niemiecki-strona-bierna',
    name: 'Strona bierna (Passiv)',
    type: 'DEFINITION',
    aliases: ['Passiv', 'Vorgangspassiv', 'strona bierna w języku niemieckim'],
    description:
      'Stronę bierną tworzymy z czasownika werden i imiesłowu Partizip II na końcu zdania. Czas pokazuje forma werden: Präsens „Das Haus wird gebaut.” (Dom jest budowany), Präteritum „Das Haus wurde gebaut.” (Dom został zbudowany), Perfekt „Das Haus ist gebaut worden.”\n\nWykonawcę czynności podajemy po von + Dativ („Amerika wurde von Kolumbus entdeckt”), a przyczynę lub narzędzie po durch + Akkusativ („durch einen Sturm zerstört”).\n\nPrzekształcając zdanie czynne w bierne, dopełnienie w bierniku staje się podmiotem w mianowniku: „Man renoviert das Rathaus.” → „Das Rathaus wird renoviert.”\n\nPrzykład: „Das Rathaus _____ gerade renoviert.” Słowo gerade (właśnie) wskazuje teraźniejszość, więc wpisujemy wird.\n\nTypowy błąd to użycie sein zamiast werden („Das Haus ist gebaut” opisuje stan, a nie czynność) albo pomylenie wurde (Präteritum) z würde (Konjunktiv II).',
  },
  {
    slug: 'niemiecki-konjunktiv-ii',
    name: 'Tryb przypuszczający Konjunktiv II',
    type: 'DEFINITION',
    aliases: ['Konjunktiv II', 'tryb warunkowy', 'zdania warunkowe nierzeczywiste', 'würde'],
    description:
      'Konjunktiv II wyraża życzenia, przypuszczenia, uprzejme prośby i warunki nierzeczywiste. Większość czasowników tworzy go opisowo: würde + bezokolicznik („Ich würde gern reisen”). Czasowniki sein, haben i modalne mają własne formy: wäre, hätte, könnte, müsste, dürfte, sollte.\n\nZdanie warunkowe nierzeczywiste: „Wenn ich mehr Zeit hätte, würde ich mehr lesen.” (Gdybym miał więcej czasu, czytałbym więcej). Uprzejma prośba: „Könnten Sie mir helfen?” Rada: „An deiner Stelle würde ich zum Arzt gehen.”\n\nO przeszłości mówimy z hätte/wäre + Partizip II: „Wenn ich das gewusst hätte, wäre ich gekommen.”\n\nPrzykład: „Wenn ich reich wäre, _____ ich eine Weltreise machen.” Wenn i wäre pokazują warunek nierzeczywisty, więc potrzebne jest würde.\n\nTypowy błąd to pomylenie würde z wurde (Präteritum od werden) – różnią się tylko przegłosem, a zupełnie znaczeniem.',
  },
  {
    slug: 'niemiecki-reakcje-jezykowe',
    name: 'Reakcje językowe',
    type: 'TAG',
    aliases: ['reagowanie językowe', 'Sprachreaktionen', 'Redemittel', 'funkcje językowe'],
    description:
      'Zadania na reakcje językowe sprawdzają, czy umiemy zachować się językowo w typowej sytuacji: przywitać się i pożegnać, przeprosić, podziękować, zapytać o drogę, cenę lub godzinę, zaproponować coś, przyjąć lub odrzucić zaproszenie, złożyć reklamację.\n\nPrzydatne zwroty: „Danke!” – „Bitte!” / „Gern geschehen!”, „Entschuldigung, wie komme ich zum Bahnhof?”, „Wie viel kostet das?”, „Hast du Lust, ins Kino zu gehen?” – „Gute Idee!” / „Leider habe ich keine Zeit.”, „Könnten Sie mir bitte helfen?”\n\nWażny jest rejestr: do obcych dorosłych zwracamy się formą Sie („Können Sie…?”), do kolegów formą du.\n\nPrzykład: ktoś mówi „Danke für deine Hilfe!”. Właściwa reakcja to „Gern geschehen!” (Nie ma za co), a nie „Guten Appetit!”.\n\nTypowy błąd to wybór odpowiedzi poprawnej gramatycznie, ale nieadekwatnej do sytuacji lub zbyt poufałej wobec obcej osoby.',
  },
  {
    slug: 'niemiecki-rozumienie-tekstu-czytanego',
    name: 'Rozumienie tekstu czytanego',
    type: 'TAG',
    aliases: ['Leseverstehen', 'rozumienie tekstów pisanych', 'czytanie ze zrozumieniem'],
    description:
      'Rozumienie tekstów pisanych sprawdza się zadaniami prawda/fałsz (richtig/falsch), wyborem odpowiedzi A–D i dobieraniem. Trzeba znaleźć informację szczegółową, określić główną myśl tekstu, intencję autora albo miejsce i uczestników sytuacji.\n\nNajpierw przeczytaj polecenie i zdania do oceny, potem tekst, zaznaczając fragmenty, których dotyczą. Poprawna odpowiedź zwykle parafrazuje tekst: tekst mówi „Sie hat keine Lust mehr auf Fast Food”, a odpowiedź – „Sie möchte sich gesünder ernähren”.\n\nPrzykład: tekst mówi „Der Ausflug wurde wegen des Sturms abgesagt”. Zdanie „Der Ausflug fand trotz des schlechten Wetters statt” jest fałszywe, choć mówi o pogodzie.\n\nTypowy błąd to wybór opcji, która powtarza słowa z tekstu, ale zmienia ich sens, lub uzupełnianie tekstu własną wiedzą.',
  },
];
