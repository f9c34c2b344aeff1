import type { TDemoConcept } from '../../demo-content.types';

/** English concepts: three broad areas, the grammar topics of E8 and matura, and the exam skills. */
export const englishConcepts: TDemoConcept[] = [
  {
    slug: 'angielski-gramatyka',
    name: 'Gramatyka języka angielskiego',
    type: 'DOMAIN',
    aliases: ['English grammar', 'gramatyka angielska', 'struktury gramatyczne'],
    description:
      'Gramatyka to zbiór reguł, według których budujemy zdania: czasy, tryby warunkowe, stronę bierną, mowę zależną, przedimki, stopniowanie przymiotników i szyk zdania. Na egzaminie ósmoklasisty i na maturze gramatykę sprawdzają zadania „znajomość środków językowych”: uzupełnianie luk, wybór właściwej formy i przekształcanie zdań.\n\nNajważniejsza zasada pracy z takim zadaniem: zanim wybierzesz formę, poszukaj w zdaniu sygnału. Określenia czasu (yesterday, already, since, now), spójniki (if, when, unless) i konstrukcje (It was built…, She said that…) prawie zawsze wskazują właściwą odpowiedź.\n\nPrzykład: „She has lived in York since 2019.” Słowo since oznacza początek trwającego do dziś okresu, więc potrzebny jest Present Perfect (has lived), a nie Past Simple.\n\nTypowy błąd to tłumaczenie zdania słowo w słowo z polskiego: „Mieszkam tu od dwóch lat” to „I have lived here for two years”, a nie „I live here since two years”.',
  },
  {
    slug: 'angielski-slownictwo',
    name: 'Słownictwo i słowotwórstwo',
    type: 'DOMAIN',
    aliases: ['English vocabulary', 'leksyka', 'word formation', 'obszary tematyczne'],
    description:
      'Podstawa programowa dzieli słownictwo na obszary tematyczne: człowiek, miejsce zamieszkania, edukacja, praca, życie prywatne, żywienie, zakupy i usługi, podróżowanie i turystyka, kultura, sport, zdrowie, nauka i technika, świat przyrody, państwo i społeczeństwo. Na każdym z tych obszarów egzamin może osadzić tekst lub zadanie.\n\nSłówek warto uczyć się w kolokacjach, czyli w typowych połączeniach: make a mistake, do homework, take a photo, catch a bus. Na maturze rozszerzonej dochodzi słowotwórstwo: od podanego wyrazu tworzy się inną część mowy za pomocą przyrostków i przedrostków, np. decide → decision, happy → unhappiness, care → careless.\n\nPrzykład: „The _____ (decide) was difficult.” Po przedimku the i przed czasownikiem was potrzebny jest rzeczownik, więc wpisujemy decision.\n\nTypowy błąd to pomylenie części mowy, np. wpisanie przymiotnika tam, gdzie zdanie wymaga przysłówka: „She sings beautiful” zamiast poprawnego „She sings beautifully”.',
  },
  {
    slug: 'angielski-umiejetnosci-egzaminacyjne',
    name: 'Umiejętności egzaminacyjne z języka angielskiego',
    type: 'DOMAIN',
    aliases: ['exam skills', 'egzamin ósmoklasisty z angielskiego', 'matura z angielskiego'],
    description:
      'Egzamin ósmoklasisty z języka obcego nowożytnego i matura na poziomie podstawowym oraz rozszerzonym sprawdzają te same grupy umiejętności: rozumienie ze słuchu, rozumienie tekstów pisanych, reagowanie językowe, znajomość środków językowych (gramatyka i słownictwo) oraz wypowiedź pisemną. Polecenia są po polsku, a materiał – teksty, dialogi, zdania z lukami – po angielsku.\n\nW zadaniach zamkniętych (wybór A–D, prawda/fałsz, dobieranie) liczy się dokładne porównanie tekstu z odpowiedzią: poprawna opcja zwykle wyraża tę samą myśl innymi słowami, a błędne opcje powtarzają słowa z tekstu, ale zmieniają sens.\n\nPrzykład: tekst mówi „The museum is closed on Mondays”, a zdanie do oceny brzmi „You can visit the museum every day”. Zdanie jest fałszywe, choć zawiera słowo museum.\n\nTypowy błąd to odpowiadanie na podstawie własnej wiedzy o świecie zamiast tego, co naprawdę napisano w tekście.',
  },
  {
    slug: 'angielski-present-simple-i-present-continuous',
    name: 'Czasy Present Simple i Present Continuous',
    type: 'DEFINITION',
    aliases: ['Present Simple', 'Present Continuous', 'czas teraźniejszy prosty', 'czas teraźniejszy ciągły'],
    description:
      'Present Simple opisuje czynności powtarzające się, zwyczaje, fakty i rozkłady jazdy: „I get up at seven.”, „Water boils at 100 degrees.” W trzeciej osobie liczby pojedynczej dodajemy końcówkę -s lub -es (she works, he watches), a pytania i przeczenia tworzymy z do/does: „Does he work here?”, „He doesn’t work here.”\n\nPresent Continuous (am/is/are + czasownik z końcówką -ing) opisuje to, co dzieje się teraz lub w tym okresie, a także ustalone plany na bliską przyszłość: „She is reading now.”, „We are meeting Tom tomorrow.”\n\nSygnały: always, usually, often, every day, on Mondays wskazują Present Simple; now, right now, at the moment, Look!, Listen! wskazują Present Continuous.\n\nPrzykład: „Look! It _____ (rain).” Wykrzyknik Look! pokazuje, że deszcz pada w tej chwili: It is raining.\n\nTypowy błąd: czasowniki stanu (know, like, want, believe) zwykle nie występują w formie ciągłej – mówimy „I know the answer”, a nie „I am knowing the answer”.',
  },
  {
    slug: 'angielski-past-simple',
    name: 'Czas Past Simple',
    type: 'DEFINITION',
    aliases: ['Past Simple', 'czas przeszły prosty', 'czasowniki nieregularne', 'irregular verbs'],
    description:
      'Past Simple opisuje czynności zakończone w konkretnym momencie przeszłości: „I visited my grandparents last weekend.” Czasowniki regularne dostają końcówkę -ed (play → played, stop → stopped), a nieregularne mają własną drugą formę, której trzeba się nauczyć (go → went, see → saw, buy → bought).\n\nPytania i przeczenia tworzymy z did i czasownikiem w formie podstawowej: „Did you see Tom?”, „I didn’t see Tom.” Po did nie odmieniamy już czasownika.\n\nSygnały czasu: yesterday, last week/month/year, ago (two days ago), in 2020, when I was a child.\n\nPrzykład: „Last Saturday we _____ (go) to the cinema.” Określenie last Saturday wskazuje zakończony moment w przeszłości, a go jest nieregularny, więc wpisujemy went.\n\nTypowy błąd to podwójne oznaczenie przeszłości: „Did you went?” zamiast „Did you go?” – informację o przeszłości niesie już did.',
  },
  {
    slug: 'angielski-present-perfect',
    name: 'Czas Present Perfect',
    type: 'DEFINITION',
    aliases: ['Present Perfect', 'Present Perfect Simple', 'czas teraźniejszy dokonany'],
    description:
      'Present Perfect (have/has + trzecia forma czasownika) łączy przeszłość z teraźniejszością. Używamy go, gdy liczy się skutek teraz („I have lost my keys” – nie mam ich teraz), gdy mówimy o doświadczeniach bez podania czasu („Have you ever been to London?”) i gdy stan trwa od przeszłości do dziś („She has lived here for ten years”).\n\nSygnały: already, yet, just, ever, never, since (od punktu w czasie: since 2019, since Monday), for (przez okres: for two years), so far, recently.\n\nPrzykład: „I have already _____ (do) my homework.” Słowo already wskazuje Present Perfect, po have potrzebna jest trzecia forma, więc wpisujemy done.\n\nTypowy błąd to łączenie Present Perfect z określeniem zakończonego czasu: „I have seen him yesterday” jest niepoprawne; przy yesterday, last week czy ago używamy Past Simple: „I saw him yesterday”.',
  },
  {
    slug: 'angielski-tryby-warunkowe',
    name: 'Zdania warunkowe (tryby warunkowe)',
    type: 'DEFINITION',
    aliases: ['conditionals', 'first conditional', 'second conditional', 'third conditional', 'zdania z if'],
    description:
      'Zdania warunkowe składają się z części z if (warunek) i części głównej (skutek). Typ zerowy opisuje prawdy ogólne: „If you heat ice, it melts.” Pierwszy typ – realną przyszłość: if + Present Simple, will + bezokolicznik: „If it rains, we will stay at home.”\n\nDrugi typ opisuje sytuację nierealną lub mało prawdopodobną teraz: if + Past Simple, would + bezokolicznik: „If I had more time, I would learn Spanish.” Trzeci typ dotyczy przeszłości, której nie da się zmienić: if + Past Perfect, would have + trzecia forma: „If she had studied harder, she would have passed the exam.”\n\nPrzykład: w zdaniu „If I _____ (be) you, I would apologise” udzielamy rady w sytuacji nierealnej, więc to drugi typ: If I were you.\n\nTypowy błąd to wstawianie will lub would do części z if: „If it will rain” zamiast „If it rains”.',
  },
  {
    slug: 'angielski-strona-bierna',
    name: 'Strona bierna',
    type: 'DEFINITION',
    aliases: ['Passive Voice', 'the passive', 'strona bierna w języku angielskim'],
    description:
      'Stronę bierną stosujemy, gdy ważniejsze jest to, co się dzieje z przedmiotem, niż to, kto działa. Tworzymy ją z odpowiedniej formy czasownika be i trzeciej formy czasownika głównego: „English is spoken all over the world.” Czas pokazuje forma be: is built (Present Simple), was built (Past Simple), has been built (Present Perfect), is being built (Present Continuous), will be built (przyszłość).\n\nWykonawcę czynności dodajemy po by tylko wtedy, gdy jest istotny: „The novel was written by Charles Dickens.”\n\nPrzykład przekształcenia: „They are repairing my car.” Czas Present Continuous zostaje, dopełnienie my car staje się podmiotem: „My car is being repaired.”\n\nTypowy błąd to pominięcie be („The bridge built in 1890”) albo użycie drugiej formy zamiast trzeciej („The letter was wrote”). Poprawnie: „The bridge was built in 1890.”, „The letter was written.”',
  },
  {
    slug: 'angielski-mowa-zalezna',
    name: 'Mowa zależna',
    type: 'DEFINITION',
    aliases: ['Reported Speech', 'Indirect Speech', 'mowa pośrednia', 'następstwo czasów'],
    description:
      'Mowa zależna służy do relacjonowania cudzych słów. Gdy czasownik wprowadzający stoi w czasie przeszłym (said, told, asked), czas wypowiedzi zwykle cofamy o jeden stopień: Present Simple → Past Simple, Present Continuous → Past Continuous, Present Perfect i Past Simple → Past Perfect, will → would, can → could.\n\nZmieniają się też zaimki i określenia czasu i miejsca: now → then, today → that day, tomorrow → the next day, here → there.\n\nW pytaniach zależnych szyk jest taki jak w zdaniu oznajmującym i nie ma do/does/did: „Where do you live?” → „He asked me where I lived.” Pytania bez zaimka pytającego wprowadzamy przez if lub whether: „Are you tired?” → „She asked if I was tired.”\n\nPrzykład: „I am tired,” she said. → She said (that) she was tired.\n\nTypowy błąd to zostawienie szyku pytającego: „He asked me where did I live” zamiast „He asked me where I lived”.',
  },
  {
    slug: 'angielski-przedimki',
    name: 'Przedimki a, an, the',
    type: 'DEFINITION',
    aliases: ['articles', 'przedimek nieokreślony', 'przedimek określony', 'zero article'],
    description:
      'Przedimek nieokreślony a/an stawiamy przed policzalnym rzeczownikiem w liczbie pojedynczej, gdy mówimy o czymś po raz pierwszy lub o dowolnym egzemplarzu: „I saw a dog.” Forma an występuje przed samogłoską w wymowie: an apple, an hour (h nieme), ale a university (wymawiane /ju:/).\n\nPrzedimek określony the oznacza coś znanego z kontekstu lub jedynego w swoim rodzaju: „The dog was black.”, „the sun”, „the Vistula”. Używamy go też z instrumentami muzycznymi (play the piano), stopniem najwyższym (the best) i nazwami oceanów, rzek, gór w łańcuchach.\n\nBez przedimka (zero article) mówimy ogólnie o rzeczownikach niepoliczalnych i w liczbie mnogiej („Life is beautiful.”, „Cats like milk.”), a także o posiłkach, językach i sportach: have breakfast, speak English, play football.\n\nTypowy błąd to „The life is beautiful” – w znaczeniu ogólnym life stoi bez przedimka.',
  },
  {
    slug: 'angielski-reakcje-jezykowe',
    name: 'Reakcje językowe',
    type: 'TAG',
    aliases: ['reagowanie językowe', 'funkcje językowe', 'language functions', 'situational English'],
    description:
      'Zadania na reakcje językowe sprawdzają, czy potrafimy zareagować w typowej sytuacji: przywitać się, przeprosić, podziękować, poprosić o pomoc, zapytać o drogę, złożyć propozycję, przyjąć ją lub odrzucić, wyrazić opinię. Polecenie po polsku opisuje sytuację, a my wybieramy właściwą wypowiedź po angielsku albo odpowiedź na wypowiedź rozmówcy.\n\nWarto znać gotowe zwroty: przeprosiny i odpowiedź („I’m sorry I’m late.” – „No problem.”), podziękowanie („Thank you.” – „You’re welcome.”), podawanie czegoś („Here you are.”), propozycja („Why don’t we…?”, „How about…?”), uprzejma prośba („Could you…?”, „Would you mind…?”).\n\nPrzykład: ktoś mówi „Thanks a lot for your help!”. Pasuje „You’re welcome.”, a nie „No, thanks.”, które jest odmową.\n\nTypowy błąd to wybór odpowiedzi poprawnej gramatycznie, ale niepasującej do sytuacji albo do rejestru: w liście do dyrektora nie piszemy „Hi, what’s up?”.',
  },
  {
    slug: 'angielski-rozumienie-tekstu-czytanego',
    name: 'Rozumienie tekstu czytanego',
    type: 'TAG',
    aliases: ['reading comprehension', 'rozumienie tekstów pisanych', 'czytanie ze zrozumieniem'],
    description:
      'Rozumienie tekstów pisanych sprawdza się zadaniami prawda/fałsz, wyborem odpowiedzi A–D, dobieraniem nagłówków lub zdań do luk w tekście. Trzeba znaleźć informację szczegółową, określić główną myśl, intencję autora albo kontekst sytuacji.\n\nSkuteczna kolejność pracy: najpierw przeczytaj polecenie i pytania, potem tekst, zaznaczając fragmenty, których dotyczą pytania. Porównuj znaczenie, nie pojedyncze słowa: poprawna odpowiedź zwykle parafrazuje tekst (tekst: „she couldn’t stand the noise” – odpowiedź: „the noise annoyed her”).\n\nPrzykład: tekst mówi „The trip was cancelled because of the storm”. Zdanie „The trip took place despite the bad weather” jest fałszywe, choć wspomina o pogodzie.\n\nTypowy błąd to wybór opcji, która powtarza słowa z tekstu, ale zmienia sens, albo uzupełnianie tekstu własną wiedzą.',
  },
];
