import type { TDemoConcept } from '../../demo-content.types';

/** Concept articles of civics (wiedza o społeczeństwie): the state, human rights, law, self-government, the EU. */
export const civicsConcepts: TDemoConcept[] = [
  {
    slug: 'wos-ustroj-rzeczypospolitej',
    name: 'Ustrój Rzeczypospolitej Polskiej',
    type: 'DOMAIN',
    aliases: ['organy władzy publicznej', 'trójpodział władzy', 'ustrój polityczny Polski'],
    description:
      'Ustrój Rzeczypospolitej Polskiej opiera się na zasadzie podziału i równowagi władz (art. 10 Konstytucji): władzę ustawodawczą sprawują Sejm i Senat, wykonawczą – Prezydent RP i Rada Ministrów, a sądowniczą – sądy i trybunały (Trybunał Konstytucyjny i Trybunał Stanu). Polska jest republiką parlamentarną z elementami systemu semiprezydenckiego: prezydent pochodzi z wyborów powszechnych, ale rząd odpowiada politycznie przed Sejmem.\n\nInne zasady ustroju to m.in. suwerenność narodu, demokratyczne państwo prawne, pluralizm polityczny, decentralizacja władzy publicznej i społeczna gospodarka rynkowa.\n\nPrzykład: ustawę uchwala Sejm, Senat może wnieść poprawki, a prezydent ją podpisuje, kieruje do Trybunału Konstytucyjnego lub wetuje. Każda władza ma więc sposób, by hamować pozostałe.\n\nTypowy błąd: zaliczanie prezydenta do władzy ustawodawczej tylko dlatego, że podpisuje ustawy. Prezydent jest organem władzy wykonawczej, który uczestniczy w procesie ustawodawczym.',
  },
  {
    slug: 'wos-prawa-czlowieka',
    name: 'Prawa człowieka',
    type: 'DOMAIN',
    aliases: ['prawa i wolności', 'wolności obywatelskie', 'human rights'],
    description:
      'Prawa człowieka to prawa przysługujące każdemu ze względu na jego godność. Są przyrodzone (nie nadaje ich państwo), niezbywalne (nie można się ich zrzec), powszechne (przysługują wszystkim) i nienaruszalne. Źródłem wszystkich praw jest godność człowieka (art. 30 Konstytucji RP).\n\nTradycyjnie wyróżnia się trzy generacje praw: I – osobiste i polityczne (prawo do życia, wolność słowa, prawo wyborcze), II – ekonomiczne, socjalne i kulturalne (prawo do nauki, pracy, ochrony zdrowia), III – solidarnościowe (prawo do pokoju, rozwoju, czystego środowiska). Najważniejsze dokumenty to Powszechna Deklaracja Praw Człowieka ONZ (1948) i Europejska Konwencja Praw Człowieka Rady Europy (1950).\n\nPrzykład: prawa i wolności mogą być ograniczane tylko ustawą i tylko wtedy, gdy jest to konieczne w demokratycznym państwie, np. dla bezpieczeństwa lub ochrony zdrowia (art. 31 ust. 3), bez naruszania istoty wolności.\n\nTypowy błąd: mylenie praw człowieka z prawami obywatela – prawo wyborcze przysługuje obywatelom, a wolność sumienia każdemu.',
  },
  {
    slug: 'wos-prawo-w-polsce',
    name: 'Prawo w Polsce',
    type: 'DOMAIN',
    aliases: ['system prawa', 'źródła prawa', 'prawo karne i cywilne'],
    description:
      'System prawa w Polsce tworzą źródła prawa powszechnie obowiązującego (art. 87 Konstytucji): Konstytucja, ratyfikowane umowy międzynarodowe, ustawy, rozporządzenia oraz – na obszarze działania organów, które je ustanowiły – akty prawa miejscowego. Obowiązuje hierarchia: akt niższy nie może być sprzeczny z wyższym.\n\nGałęzie prawa to m.in. prawo konstytucyjne, cywilne (stosunki majątkowe i niemajątkowe równorzędnych stron, np. umowy, spadki), karne (czyny zabronione i kary), administracyjne (relacje obywatel – urząd) oraz prawo pracy i rodzinne.\n\nPrzykład: spór o zwrot pożyczonych pieniędzy między sąsiadami rozpatruje sąd cywilny w procesie, w którym strony to powód i pozwany. Kradzież to sprawa karna: oskarża prokurator, a sprawcą jest oskarżony.\n\nTypowy błąd: nazywanie uchwały Sejmu ustawą. Uchwały nie są źródłem prawa powszechnie obowiązującego.',
  },
  {
    slug: 'wos-konstytucja-rp',
    name: 'Konstytucja RP',
    type: 'DEFINITION',
    aliases: ['ustawa zasadnicza', 'Konstytucja z 1997 roku'],
    description:
      'Konstytucja Rzeczypospolitej Polskiej z 2 kwietnia 1997 roku to najwyższe prawo w państwie. Uchwaliło ją Zgromadzenie Narodowe, przyjęto ją w referendum 25 maja 1997 r., a w życie weszła 17 października 1997 r. Składa się z preambuły i 13 rozdziałów liczących 243 artykuły.\n\nKonstytucja ma szczególną moc prawną i szczególny tryb zmiany. Projekt zmiany może złożyć co najmniej 1/5 ustawowej liczby posłów, Senat lub prezydent. Sejm uchwala zmianę większością 2/3 głosów w obecności co najmniej połowy ustawowej liczby posłów, a Senat – bezwzględną większością głosów w obecności co najmniej połowy ustawowej liczby senatorów. Przy zmianie rozdziałów I, II lub XII można zażądać referendum zatwierdzającego.\n\nPrzykład: ile głosów trzeba w Sejmie do zmiany konstytucji, gdy obecnych jest 450 posłów? 2/3 z 450 to 300 głosów.\n\nTypowy błąd: liczenie 2/3 od ustawowej liczby posłów (460). Większość kwalifikowaną liczy się od głosujących, przy wymaganym kworum.',
  },
  {
    slug: 'wos-sejm-i-senat',
    name: 'Sejm i Senat',
    type: 'DEFINITION',
    aliases: ['parlament', 'władza ustawodawcza', 'Zgromadzenie Narodowe'],
    description:
      'Sejm i Senat sprawują władzę ustawodawczą. Sejm liczy 460 posłów, a Senat 100 senatorów; kadencja obu izb trwa 4 lata. Wybory do Sejmu są proporcjonalne (metoda D’Hondta, próg 5% dla komitetu partii i 8% dla koalicji), a do Senatu – większościowe, w jednomandatowych okręgach. Posłem może zostać obywatel, który ukończył 21 lat, senatorem – 30 lat.\n\nSejm uchwala ustawy, kontroluje rząd (wotum zaufania, interpelacje, komisje śledcze) i wybiera wiele organów państwa. Senat rozpatruje ustawy uchwalone przez Sejm i może je przyjąć, odrzucić lub wprowadzić poprawki w ciągu 30 dni. Sejm odrzuca uchwałę Senatu bezwzględną większością głosów. Obie izby obradujące wspólnie tworzą Zgromadzenie Narodowe.\n\nPrzykład: bezwzględna większość przy 420 obecnych to więcej głosów „za” niż łącznie „przeciw” i wstrzymujących się.\n\nTypowy błąd: mylenie większości ustawowej (231 posłów) z bezwzględną (zależy od liczby głosujących).',
  },
  {
    slug: 'wos-prezydent-rp',
    name: 'Prezydent RP',
    type: 'DEFINITION',
    aliases: ['głowa państwa', 'Prezydent Rzeczypospolitej Polskiej'],
    description:
      'Prezydent RP jest najwyższym przedstawicielem państwa i gwarantem ciągłości władzy. Wybierany jest w wyborach powszechnych na 5 lat i może być ponownie wybrany tylko raz. Kandydat musi mieć ukończone 35 lat, pełnię praw wyborczych i poparcie co najmniej 100 tysięcy obywateli. Wygrywa ten, kto uzyska ponad połowę ważnie oddanych głosów; jeśli nikt jej nie zdobędzie, odbywa się druga tura.\n\nPrezydent m.in. podpisuje ustawy lub je wetuje, powołuje premiera, jest zwierzchnikiem Sił Zbrojnych, stosuje prawo łaski, ratyfikuje umowy międzynarodowe. Większość jego aktów wymaga kontrasygnaty premiera; wyjątki to prerogatywy (np. weto, prawo łaski, skierowanie ustawy do Trybunału Konstytucyjnego).\n\nPrzykład: weto ustawodawcze Sejm może odrzucić większością 3/5 głosów w obecności co najmniej połowy ustawowej liczby posłów. Przy 460 obecnych to 276 głosów.\n\nTypowy błąd: twierdzenie, że prezydent odpowiada politycznie przed Sejmem. Odpowiada konstytucyjnie przed Trybunałem Stanu.',
  },
  {
    slug: 'wos-rada-ministrow',
    name: 'Rada Ministrów',
    type: 'DEFINITION',
    aliases: ['rząd', 'premier', 'prezes Rady Ministrów', 'wotum nieufności'],
    description:
      'Rada Ministrów (rząd) prowadzi politykę wewnętrzną i zagraniczną państwa. W jej skład wchodzą prezes Rady Ministrów (premier), ministrowie, a także mogą wchodzić wiceprezesi i przewodniczący określonych w ustawach komitetów.\n\nRząd powstaje w trzech krokach: prezydent desygnuje premiera i powołuje rząd, który w ciągu 14 dni musi uzyskać wotum zaufania Sejmu (bezwzględną większością głosów w obecności co najmniej połowy ustawowej liczby posłów). Gdy się nie uda, rząd wybiera Sejm, a w razie kolejnej porażki znów prezydent, przy łagodniejszym progu (zwykła większość).\n\nSejm może odwołać rząd konstruktywnym wotum nieufności: wniosek podpisuje co najmniej 46 posłów i musi on wskazywać nowego premiera, a uchwałę podejmuje się większością ustawowej liczby posłów, czyli 231 głosami.\n\nTypowy błąd: sądzenie, że prezydent może sam odwołać premiera. Konstytucja RP mu tego nie umożliwia.',
  },
  {
    slug: 'wos-samorzad-terytorialny',
    name: 'Samorząd terytorialny',
    type: 'DEFINITION',
    aliases: ['gmina powiat województwo', 'samorząd lokalny', 'local government'],
    description:
      'Samorząd terytorialny to wspólnota mieszkańców danego obszaru, która wykonuje część zadań publicznych we własnym imieniu i na własną odpowiedzialność. W Polsce ma trzy szczeble: gminę (podstawowa jednostka), powiat i województwo.\n\nOrgany stanowiące i kontrolne to rada gminy (w mieście: rada miasta), rada powiatu i sejmik województwa. Organy wykonawcze to wójt, burmistrz lub prezydent miasta (wybierani bezpośrednio), zarząd powiatu ze starostą oraz zarząd województwa z marszałkiem. Kadencja organów samorządu trwa 5 lat. Nadzór nad samorządem sprawuje m.in. wojewoda – przedstawiciel rządu w województwie, który nie jest organem samorządu.\n\nPrzykład: remont szkoły podstawowej i lokalnych dróg to zadanie gminy, szkoły ponadpodstawowe i szpitale powiatowe – powiatu, a strategia rozwoju regionu – województwa.\n\nTypowy błąd: mylenie wojewody (administracja rządowa) z marszałkiem województwa (samorząd).',
  },
  {
    slug: 'wos-unia-europejska',
    name: 'Unia Europejska',
    type: 'DEFINITION',
    aliases: ['UE', 'instytucje Unii Europejskiej', 'European Union'],
    description:
      'Unia Europejska to organizacja integracyjna 27 państw (po wyjściu Wielkiej Brytanii w 2020 r.). Powstała na mocy traktatu z Maastricht (1993), a obecnie działa na podstawie traktatu lizbońskiego (2009). Polska jest jej członkiem od 1 maja 2004 r.\n\nNajważniejsze instytucje: Rada Europejska (szefowie państw i rządów, wyznacza kierunki polityki), Rada Unii Europejskiej (ministrowie państw, współstanowi prawo), Komisja Europejska (po jednym komisarzu z państwa, inicjatywa ustawodawcza, „strażniczka traktatów”), Parlament Europejski (wybierany na 5 lat; w kadencji 2024–2029 liczy 720 posłów, w tym 53 z Polski), Trybunał Sprawiedliwości UE w Luksemburgu oraz Europejski Bank Centralny.\n\nPrzykład: rozporządzenie UE obowiązuje bezpośrednio we wszystkich państwach, a dyrektywa wiąże co do celu i wymaga wdrożenia ustawą krajową.\n\nTypowy błąd: mylenie Rady Europejskiej i Rady UE z Radą Europy – ta ostatnia to odrębna organizacja, przy której działa Europejski Trybunał Praw Człowieka w Strasburgu.',
  },
  {
    slug: 'wos-odpowiedzialnosc-prawna',
    name: 'Odpowiedzialność karna i cywilna',
    type: 'DEFINITION',
    aliases: ['zdolność do czynności prawnych', 'przestępstwo i wykroczenie', 'odpowiedzialność prawna'],
    description:
      'Odpowiedzialność karna dotyczy czynów zabronionych: przestępstw (zbrodni i występków, określonych w Kodeksie karnym) oraz wykroczeń (czynów o mniejszej szkodliwości, np. drobnych naruszeń przepisów ruchu drogowego). Co do zasady odpowiada karnie ten, kto ukończył 17 lat; za najcięższe czyny (np. zabójstwo) wyjątkowo już osoba powyżej 15 lat. Obowiązuje domniemanie niewinności: każdego uważa się za niewinnego, dopóki jego wina nie zostanie stwierdzona prawomocnym wyrokiem sądu.\n\nW prawie cywilnym ważna jest zdolność do czynności prawnych. Dziecko do 13 lat jej nie ma (może zawierać tylko drobne umowy życia codziennego), osoba między 13 a 18 rokiem życia ma ograniczoną zdolność, a pełną uzyskuje się z pełnoletnością (18 lat).\n\nPrzykład: 15-latek może sam kupić zeszyt i dysponować swoim zarobkiem, ale na zakup drogiego telefonu na raty potrzebuje zgody przedstawiciela ustawowego.\n\nTypowy błąd: mylenie zdolności prawnej (ma ją każdy od urodzenia) ze zdolnością do czynności prawnych.',
  },
];
