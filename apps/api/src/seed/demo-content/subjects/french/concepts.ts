import type { TDemoConcept } from '../../demo-content.types';

/** French concepts: three broad areas, the grammar topics of E8 and matura, and the exam skills. */
export const frenchConcepts: TDemoConcept[] = [
  {
    slug: 'francuski-gramatyka',
    name: 'Gramatyka języka francuskiego',
    type: 'DOMAIN',
    aliases: ['grammaire française', 'gramatyka francuska', 'grammaire'],
    description:
      'Gramatyka francuska wymaga przede wszystkim pilnowania rodzaju i liczby (rodzajniki, uzgadnianie przymiotników i imiesłowów), odmiany czasowników przez osoby i czasy (présent, passé composé, imparfait, futur proche, futur simple), trybów (conditionnel, subjonctif) oraz zaimków zastępujących dopełnienia (le, la, lui, y, en).\n\nNa egzaminie ósmoklasisty i na maturze gramatykę sprawdzają zadania na znajomość środków językowych: wybór formy, uzupełnianie luk, przekształcanie zdań. Zanim wybierzesz formę, ustal rodzaj rzeczownika, osobę podmiotu i sygnał czasu (hier, demain, quand j’étais petit, si…).\n\nPrzykład: „Hier, nous sommes allés au musée.” Hier (wczoraj) wskazuje passé composé, a czasownik aller łączy się z être, więc imiesłów uzgadniamy z podmiotem nous (allés).\n\nTypowy błąd to przenoszenie polskich nawyków: po polsku „nie mam braci”, a po francusku po przeczeniu rodzajnik des zmienia się w de: „Je n’ai pas de frères”.',
  },
  {
    slug: 'francuski-slownictwo',
    name: 'Słownictwo i słowotwórstwo',
    type: 'DOMAIN',
    aliases: ['vocabulaire', 'formation des mots', 'leksyka', 'obszary tematyczne'],
    description:
      'Słownictwo egzaminacyjne obejmuje obszary tematyczne podstawy programowej: człowiek, dom, szkoła, praca, rodzina i przyjaciele, żywienie, zakupy i usługi, podróże, kultura, sport, zdrowie, nauka i technika, przyroda oraz życie społeczne.\n\nRzeczowników uczymy się z rodzajnikiem (le livre, la table, l’arbre – tu rodzaj trzeba zapamiętać osobno: un arbre), bo od rodzaju zależy uzgadnianie przymiotników. Czasowniki warto znać z przyimkiem: téléphoner à quelqu’un, avoir besoin de quelque chose.\n\nSłowotwórstwo: przyrostek -eur/-euse tworzy nazwy wykonawców (chanter → chanteur, chanteuse), -tion/-sion – nazwy czynności (organiser → organisation), -ment od przymiotnika rodzaju żeńskiego – przysłówki (lente → lentement), a przedrostki in-/im-/dé- – przeciwieństwa (possible → impossible, faire → défaire).\n\nTypowy błąd to fałszywi przyjaciele: la librairie to księgarnia, a nie biblioteka (la bibliothèque); le magasin to sklep, a nie magazyn (l’entrepôt).',
  },
  {
    slug: 'francuski-umiejetnosci-egzaminacyjne',
    name: 'Umiejętności egzaminacyjne z języka francuskiego',
    type: 'DOMAIN',
    aliases: ['compétences d’examen', 'egzamin ósmoklasisty z francuskiego', 'matura z francuskiego'],
    description:
      'Egzamin ósmoklasisty z języka francuskiego i matura na poziomie podstawowym i rozszerzonym sprawdzają rozumienie ze słuchu, rozumienie tekstów pisanych, reagowanie językowe, znajomość środków językowych oraz wypowiedź pisemną. Polecenia są po polsku, a materiał – teksty, dialogi i zdania z lukami – po francusku.\n\nW zadaniach zamkniętych porównuj sens, a nie pojedyncze słowa. Błędne opcje często powtarzają słowa z tekstu, ale zmieniają znaczenie przez przeczenie (ne… pas, ne… plus, ne… jamais) albo inne określenie czasu.\n\nPrzykład: tekst mówi „Le musée est fermé le lundi”, a zdanie do oceny brzmi „On peut visiter le musée tous les jours”. Zdanie jest fałszywe, bo w poniedziałki muzeum jest zamknięte.\n\nTypowy błąd to przeoczenie drugiej części przeczenia: w „Il ne travaille plus ici” słowo plus nie znaczy „więcej”, tylko „już nie” – ktoś tu już nie pracuje.',
  },
  {
    slug: 'francuski-rodzajniki',
    name: 'Rodzajniki określone, nieokreślone i cząstkowe',
    type: 'DEFINITION',
    aliases: ['articles', 'article partitif', 'rodzajnik cząstkowy', 'le la les', 'un une des'],
    description:
      'Rodzajnik określony (le, la, l’, les) wskazuje rzecz znaną lub pojęcie ogólne: „J’aime le chocolat” (lubię czekoladę w ogóle). Nieokreślony (un, une, des) wprowadza coś nowego, policzalnego: „J’ai un chien.”\n\nRodzajnik cząstkowy (du, de la, de l’, des) oznacza nieokreśloną ilość czegoś niepoliczalnego, najczęściej jedzenia i napojów: „Je bois du lait”, „Je mange de la soupe”, „Je prends de l’eau”.\n\nW przeczeniu un, une, des i rodzajniki cząstkowe zamieniają się w de (d’ przed samogłoską): „Je n’ai pas de voiture”, „Il ne boit pas d’eau”. Rodzajnik określony zostaje: „Je n’aime pas le café.” Po określeniach ilości też stoi de: beaucoup de, un kilo de, une bouteille de.\n\nPrzykład: „Le matin, je bois _____ lait.” Chodzi o nieokreśloną ilość mleka, a le lait jest rodzaju męskiego, więc wpisujemy du.\n\nTypowy błąd: „Je n’ai pas des frères” – po przeczeniu poprawnie jest „Je n’ai pas de frères”.',
  },
  {
    slug: 'francuski-passe-compose',
    name: 'Czas passé composé',
    type: 'DEFINITION',
    aliases: ['passé composé', 'czas przeszły złożony', 'participe passé', 'imiesłów czasu przeszłego'],
    description:
      'Passé composé opisuje czynności zakończone w przeszłości, kolejne wydarzenia i zdarzenia jednorazowe: „Hier, j’ai regardé un film.” Tworzymy go z czasownika posiłkowego avoir lub être w czasie teraźniejszym i imiesłowu participe passé.\n\nImiesłów czasowników na -er kończy się na -é (parler → parlé), na -ir zwykle na -i (finir → fini), a wiele czasowników nieregularnych ma własne formy: prendre → pris, faire → fait, voir → vu, avoir → eu, être → été.\n\nZ être łączą się czasowniki ruchu i zmiany stanu (aller, venir, arriver, partir, entrer, sortir, monter, descendre, naître, mourir, rester, tomber…) oraz wszystkie czasowniki zwrotne. Wtedy imiesłów uzgadniamy z podmiotem: „Elle est partie”, „Nous sommes allés”.\n\nPrzykład: „Samedi dernier, je _____ allé au cinéma.” Aller łączy się z être, więc wpisujemy suis.\n\nTypowy błąd to „J’ai allé” zamiast „Je suis allé” oraz brak uzgodnienia: „Elles sont arrivé” zamiast „Elles sont arrivées”.',
  },
  {
    slug: 'francuski-imparfait',
    name: 'Czas imparfait',
    type: 'DEFINITION',
    aliases: ['imparfait', 'czas przeszły niedokonany', 'imparfait et passé composé'],
    description:
      'Imparfait opisuje tło wydarzeń, stany, opisy i czynności powtarzające się w przeszłości: „Quand j’étais petit, nous allions souvent à la mer.” Tworzymy go od tematu pierwszej osoby liczby mnogiej czasu teraźniejszego (nous mangeons → mange-) z końcówkami -ais, -ais, -ait, -ions, -iez, -aient. Jedyny wyjątek to être: j’étais.\n\nW opowiadaniu imparfait i passé composé współpracują: imparfait maluje tło lub czynność trwającą, passé composé – wydarzenie, które ją przerywa: „Je lisais un livre quand le téléphone a sonné.”\n\nSygnały imparfait: autrefois, d’habitude, souvent, tous les jours, quand j’étais petit. Sygnały passé composé: hier, soudain, un jour, tout à coup.\n\nPrzykład: „Quand j’étais petit, nous _____ (manger) souvent chez ma grand-mère.” Czynność powtarzająca się w dzieciństwie, więc: nous mangions.\n\nTypowy błąd to opisywanie nagłego wydarzenia czasem imparfait („Soudain, il tombait”) – poprawnie: „Soudain, il est tombé.”',
  },
  {
    slug: 'francuski-czasy-przyszle',
    name: 'Czasy przyszłe: futur proche i futur simple',
    type: 'DEFINITION',
    aliases: ['futur proche', 'futur simple', 'czas przyszły prosty', 'czas przyszły bliski'],
    description:
      'Futur proche (aller w czasie teraźniejszym + bezokolicznik) opisuje bliską przyszłość i zamiary: „Ce soir, nous allons regarder un film.”, „Attention, tu vas tomber !” Jest typowy dla języka mówionego.\n\nFutur simple opisuje przyszłość dalszą, prognozy i obietnice: „Demain, il fera beau.”, „Je t’appellerai.” Tworzymy go od bezokolicznika z końcówkami -ai, -as, -a, -ons, -ez, -ont (finir → je finirai, parler → je parlerai; czasowniki na -re tracą e: prendre → je prendrai). Nieregularne tematy trzeba znać: être → ser-, avoir → aur-, aller → ir-, faire → fer-, venir → viendr-, pouvoir → pourr-.\n\nPo quand, gdy mowa o przyszłości, stoi futur simple, a nie czas teraźniejszy: „Quand je serai grand, je serai pilote.”\n\nPrzykład: „Demain, je _____ (finir) ce projet.” Demain wskazuje przyszłość: je finirai.\n\nTypowy błąd to wstawienie futur po si w zdaniu warunkowym: „S’il fera beau” – poprawnie „S’il fait beau, nous irons à la plage.”',
  },
  {
    slug: 'francuski-tryb-warunkowy',
    name: 'Tryb warunkowy i zdania z si',
    type: 'DEFINITION',
    aliases: ['conditionnel', 'conditionnel présent', 'phrases avec si', 'zdania warunkowe'],
    description:
      'Conditionnel présent wyraża przypuszczenie, życzenie i uprzejmą prośbę: „Je voudrais un café.”, „Pourriez-vous m’aider ?” Tworzymy go od tematu futur simple z końcówkami imparfait: je voyagerais, nous voyagerions, je serais, j’aurais.\n\nZdania z si mają trzy typowe układy. Warunek realny: si + présent, futur w zdaniu głównym („S’il fait beau, nous irons à la plage”). Warunek nierealny w teraźniejszości: si + imparfait, conditionnel présent („Si nous avions plus de temps, nous voyagerions en Italie”). Warunek dotyczący przeszłości: si + plus-que-parfait, conditionnel passé („Si j’avais su, je serais venu”).\n\nPrzykład: „Si nous _____ (avoir) plus d’argent, nous achèterions une maison.” Zdanie główne jest w conditionnel, więc po si stoi imparfait: nous avions.\n\nTypowy błąd to conditionnel po si: „Si j’aurais le temps” – po si nigdy nie stawiamy conditionnel ani futur; poprawnie „Si j’avais le temps…”.',
  },
  {
    slug: 'francuski-subjonctif',
    name: 'Tryb subjonctif',
    type: 'DEFINITION',
    aliases: ['subjonctif', 'subjonctif présent', 'tryb łączący'],
    description:
      'Subjonctif présent stosujemy w zdaniach podrzędnych po que, gdy zdanie główne wyraża konieczność, wolę, uczucie lub wątpliwość: il faut que, je veux que, j’aimerais que, je suis content que, je doute que, a także po spójnikach bien que, pour que, avant que.\n\nCzasowniki regularne tworzą go od tematu 3. osoby liczby mnogiej czasu teraźniejszego (ils parlent → que je parle, ils finissent → que je finisse) z końcówkami -e, -es, -e, -ions, -iez, -ent. Nieregularne trzeba znać: être → que je sois, avoir → que j’aie, faire → que je fasse, aller → que j’aille, pouvoir → que je puisse.\n\nPrzykład: „Il faut que tu _____ (faire) tes devoirs.” Il faut que wymaga subjonctif, a faire ma temat fass-, więc: que tu fasses.\n\nTypowy błąd to użycie trybu oznajmującego po wyrażeniach konieczności i woli („Il faut que tu fais…”) albo subjonctif po je pense que w zdaniu twierdzącym, gdzie stoi tryb oznajmujący („Je pense qu’il est là”).',
  },
  {
    slug: 'francuski-zaimki',
    name: 'Zaimki dopełnienia, y, en i zaimki względne',
    type: 'DEFINITION',
    aliases: ['pronoms', 'pronoms COD et COI', 'pronom en', 'pronom y', 'pronoms relatifs'],
    description:
      'Zaimki dopełnienia bliższego (COD: le, la, l’, les) zastępują rzeczownik bez przyimka: „Tu connais Marie ? – Oui, je la connais.” Zaimki dopełnienia dalszego (COI: lui, leur) zastępują osobę po przyimku à: „Je téléphone à Paul” → „Je lui téléphone.” Stoją przed czasownikiem odmienionym.\n\nZaimek en zastępuje wyrażenie z de (także rodzajniki cząstkowe i liczebniki): „Tu veux du gâteau ? – Oui, j’en veux.”, „J’en ai deux.” Zaimek y zastępuje miejsce lub wyrażenie z à: „Tu vas à Paris ? – Oui, j’y vais.”\n\nZaimki względne: qui (podmiot: „le garçon qui chante”), que (dopełnienie: „le livre que je lis”), où (miejsce lub czas: „la ville où j’habite”), dont (zastępuje de: „le livre dont je t’ai parlé” – parler de quelque chose).\n\nPrzykład: „C’est le film _____ tout le monde parle.” Parler de wymaga dont.\n\nTypowy błąd to „je lui connais” zamiast „je le connais” – connaître łączy się z dopełnieniem bez przyimka, więc potrzebny jest zaimek COD.',
  },
  {
    slug: 'francuski-reakcje-jezykowe',
    name: 'Reakcje językowe',
    type: 'TAG',
    aliases: ['reagowanie językowe', 'réactions langagières', 'actes de parole', 'funkcje językowe'],
    description:
      'Zadania na reakcje językowe sprawdzają, czy umiemy zareagować w typowej sytuacji: przywitać się, przeprosić, podziękować, zapytać o drogę lub cenę, zaprosić, przyjąć lub odrzucić propozycję, zarezerwować stolik albo pokój, złożyć reklamację.\n\nPrzydatne zwroty: „Merci beaucoup !” – „De rien !” / „Je vous en prie.”, „Pardon, où se trouve la gare, s’il vous plaît ?”, „Combien ça coûte ?”, „Ça te dit d’aller au cinéma ?” – „Avec plaisir !” / „Désolé, je ne peux pas.”, „Je voudrais réserver une table pour deux personnes.”\n\nLiczy się rejestr: do obcych dorosłych zwracamy się przez vous, do kolegów przez tu.\n\nPrzykład: ktoś mówi „Merci pour ton aide !”. Pasuje „De rien !” (Nie ma za co), a nie „Bon appétit !”.\n\nTypowy błąd to wybór odpowiedzi poprawnej gramatycznie, lecz nieadekwatnej do sytuacji albo zbyt poufałej wobec nieznajomej osoby.',
  },
  {
    slug: 'francuski-rozumienie-tekstu-czytanego',
    name: 'Rozumienie tekstu czytanego',
    type: 'TAG',
    aliases: ['compréhension écrite', 'rozumienie tekstów pisanych', 'czytanie ze zrozumieniem'],
    description:
      'Rozumienie tekstów pisanych sprawdza się zadaniami prawda/fałsz (vrai/faux), wyborem odpowiedzi A–D i dobieraniem. Trzeba znaleźć informację szczegółową, określić główną myśl, intencję autora, nadawcę lub odbiorcę tekstu.\n\nNajpierw przeczytaj polecenie i zdania do oceny, potem tekst, zaznaczając fragmenty, których dotyczą. Poprawna odpowiedź zwykle parafrazuje tekst: tekst mówi „Il ne supporte pas le bruit”, a odpowiedź – „Le bruit le dérange”.\n\nPrzykład: tekst mówi „L’excursion a été annulée à cause de la tempête”. Zdanie „L’excursion a eu lieu malgré le mauvais temps” jest fałszywe, choć mówi o pogodzie.\n\nTypowy błąd to wybór opcji, która powtarza słowa z tekstu, ale zmienia sens, albo odpowiadanie na podstawie własnej wiedzy zamiast treści tekstu.',
  },
];
