import type { TLegalDocument, TLegalLink } from './legal-documents';

/**
 * The Standardy Ochrony Małoletnich (ustawa z 13 maja 2016 r. o przeciwdziałaniu zagrożeniom przestępczością na tle
 * seksualnym i ochronie małoletnich, art. 22b–22c) and their shortened version for children (art. 22c). What they
 * say the service does is what the code does (docs/safeguarding.md maps each element to it); what is not built yet
 * is said to be introduced ("wprowadzamy"), never described as working. A change is a change of `updated`.
 */

export const standardsPath = '/standardy-ochrony-maloletnich';
export const standardsForChildrenPath = '/standardy-ochrony-maloletnich/dla-dzieci';

const childHelpline: TLegalLink = { label: 'Telefon zaufania dla dzieci i młodzieży: 116 111', href: 'tel:116111' };
const emergency: TLegalLink = { label: 'Numer alarmowy: 112', href: 'tel:112' };
const parentHelpline: TLegalLink = {
  label: 'Telefon dla rodziców i nauczycieli w sprawie bezpieczeństwa dzieci: 800 100 100',
  href: 'tel:800100100',
};

export const childProtectionStandards: TLegalDocument = {
  title: 'Standardy Ochrony Małoletnich',
  updated: '29 listopada 2026',
  intro:
    'Większość osób, które uczą się w serwisie Zadania, to dzieci. Te standardy, przyjęte na podstawie art. 22b ustawy z 13 maja 2016 r. o przeciwdziałaniu zagrożeniom przestępczością na tle seksualnym i ochronie małoletnich, opisują, jak dbamy o ich bezpieczeństwo: czego dorosłym w serwisie nie wolno, co robimy, gdy dziecku może dziać się krzywda, kto za to odpowiada i jak to dokumentujemy. Piszemy wprost, co serwis robi już dziś, a co dopiero wprowadzamy.',
  links: [
    { label: 'Wersja dla dzieci', href: standardsForChildrenPath },
    { label: 'Regulamin serwisu', href: '/regulamin' },
  ],
  sections: [
    {
      heading: 'Kogo dotyczą standardy',
      paragraphs: [
        'Małoletni to każda osoba, która nie ukończyła 18 lat. W serwisie to przede wszystkim uczniowie z kontem ucznia.',
        'Personel to administratorzy platformy – osoby działające w imieniu operatora serwisu, które moderują treści, rozpatrują zgłoszenia i mają wgląd w rozmowy na czacie – oraz nauczyciele i korepetytorzy korzystający z platformy: prowadzą klasy, zadają prace, udzielają korepetycji, prowadzą kursy i rozwiązują zadania na zamówienie.',
        'Osoba odpowiedzialna za ochronę małoletnich to administrator platformy wyznaczony przez operatora serwisu i oznaczony w serwisie jako osoba odpowiedzialna – do niej trafiają prośby dzieci o pomoc; operator wyznacza też jej zastępcę na czas nieobecności. Przyjmuje zgłoszenia, prowadzi interwencje, składa zawiadomienia, przygotowuje personel do stosowania standardów i odpowiada za ich przegląd.',
        'Standardy obowiązują nauczyciela od założenia konta nauczyciela (akceptuje je razem z Regulaminem), a administratora od nadania mu uprawnień. Nauczyciel, który uczy ucznia także w szkole, przestrzega w szkole jej własnych standardów.',
      ],
    },
    {
      heading: 'Bezpieczne relacje między małoletnim a personelem',
      paragraphs: [
        'Z uczniem rozmawiamy tylko w serwisie: na czacie, w klasie, w komentarzach do prac i na lekcji online przez spotkanie uruchamiane z czatu. Dzięki temu rozmowa zostaje w serwisie i po zgłoszeniu można ją sprawdzić.',
        'Nauczyciel może zacząć rozmowę tylko z uczniem, z którym łączy go nauka: zaproszenie do grona uczniów przyjęte przez ucznia, rezerwacja korepetycji, oferta na zlecenie ucznia, zapis na kurs nauczyciela albo wykupione sprawdzenie rozwiązania. Serwis nie pozwoli założyć rozmowy z innym uczniem, a wyszukiwarka osób nie podpowiada nauczycielowi obcych uczniów. Uczeń pisze tylko do nauczycieli, z którymi ma zajęcia, zlecenie lub kurs.',
        'Uczeń poniżej 16 lat może pisać wiadomości i publikować dopiero wtedy, gdy rodzic lub opiekun potwierdzi zgodę na jego konto; wcześniej może tylko ćwiczyć i wykonywać prace swojej klasy.',
        'Za osobę niepełnoletnią płaci rodzic lub opiekun: uczeń poniżej 18 lat nie kupi sam lekcji, kursu ani innej usługi, więc nauczyciel nie rozlicza się z dzieckiem. Konto rodzica nie pisze na czacie i nie może działać w serwisie jako dziecko.',
        'Personel zwraca się do ucznia z szacunkiem, językiem odpowiednim do jego wieku, szanuje jego prywatność i granice, a w sprawach nauki postępuje jawnie: to, co pisze uczniowi, mógłby napisać przy jego rodzicu. Lekcje umawia w ciągu dnia, zgodnie z ofertą opisaną w serwisie.',
        'Rodzic lub opiekun połączony z kontem dziecka poniżej 16 lat (także dziecka, którego rok urodzenia nie jest znany) czyta rozmowy dziecka z dorosłymi w serwisie, bez możliwości pisania w nich. Dziecko i dorosły widzą w takiej rozmowie napis „Rodzic ucznia może czytać tę rozmowę”. Rodzic dziecka w wieku 16–17 lat widzi, z kim i kiedy dziecko rozmawia, ale nie treść rozmów.',
        'W rozmowie dorosłego z niepełnoletnim uczniem dorosły niczego nie usuwa: ani wiadomości, ani rozmowy, ani ucznia z rozmowy. Poprawiona wiadomość zachowuje wcześniejszą treść, którą widzi rodzic. Usunąć wiadomość może tylko administrator, gdy wymaga tego moderacja.',
        'Płatną lekcję ucznia niepełnoletniego zatwierdza i opłaca połączony z jego kontem rodzic lub opiekun: rezerwacja czeka na jego decyzję do 48 godzin, a odmowa zwalnia termin. Rodzic widzi też link do lekcji online dziecka.',
      ],
    },
    {
      heading: 'Zachowania niedozwolone wobec małoletnich',
      paragraphs: [
        'Proponowanie kontaktu poza serwisem – przez komunikatory, media społecznościowe, gry, telefon, SMS lub prywatny e-mail – i przenoszenie tam rozmowy.',
        'Proponowanie spotkania na żywo; zajęcia umówione w serwisie odbywają się wyłącznie online.',
        'Proszenie o zdjęcia lub nagrania ucznia, a tym bardziej o zdjęcia prywatne lub intymne, oraz wysyłanie uczniowi takich materiałów.',
        'Wypytywanie o dane osobowe i sprawy prywatne niepotrzebne do nauki: adres, numer telefonu, hasła, plan dnia, to, kiedy uczeń jest sam w domu, sytuację w rodzinie.',
        'Rozmowy i treści o charakterze seksualnym, komentarze o wyglądzie i ciele ucznia, dwuznaczne żarty, pokazywanie lub udostępnianie treści pornograficznych.',
        'Dawanie uczniowi prezentów, pieniędzy lub innych korzyści poza tym, co obejmuje oferta w serwisie, i przyjmowanie prezentów od ucznia.',
        'Namawianie do zachowania tajemnicy („nie mów rodzicom”, „to zostanie między nami”) i proszenie o usuwanie wiadomości.',
        'Pisanie do ucznia w nocy, między 21:00 a 7:00, i umawianie lekcji w tych godzinach.',
        'Budowanie relacji wyłączności lub zależności: szczególne wyróżnianie jednego ucznia, zwierzanie mu się ze spraw prywatnych, wzbudzanie w uczniu poczucia winy lub długu wdzięczności.',
        'Przemoc w każdej postaci: krzyk, wyzwiska, poniżanie, ośmieszanie przy innych, straszenie, szantaż, groźby.',
        'Nagrywanie lekcji lub rozmów z uczniem bez wiedzy ucznia i rodzica, publikowanie wizerunku lub danych ucznia.',
        'Kontakt z uczniem pod wpływem alkoholu lub środków odurzających i proponowanie ich uczniowi.',
        'Obchodzenie zasad serwisu: zakładanie kolejnych kont, podszywanie się pod inne osoby, kontakt z uczniem przez cudze konto.',
      ],
    },
    {
      heading: 'Bezpieczne relacje między małoletnimi',
      paragraphs: [
        'Uczniowie nie mogą zaczynać rozmów między sobą; spotykają się w klasach, które prowadzi nauczyciel – on też odpowiada za to, co się w nich dzieje. Nauczyciel nie może dodać niepełnoletniego ucznia do rozmowy grupowej.',
        'Niedozwolone są obrażanie, wyśmiewanie, wykluczanie, groźby, rozsyłanie cudzych zdjęć i danych, plotki, namawianie do niebezpiecznych zachowań oraz treści o charakterze seksualnym.',
        'Nauczyciel, który zauważy przemoc rówieśniczą, reaguje od razu: upomina, zgłasza wiadomość przyciskiem „Zgłoś” i opisuje w zgłoszeniu sytuację, aby osoba odpowiedzialna za ochronę małoletnich mogła zareagować.',
      ],
    },
    {
      heading: 'Bezpieczne korzystanie z internetu i mediów elektronicznych',
      paragraphs: [
        'Serwis nie pokazuje reklam i nie używa plików śledzących. Wyszukiwarka osób nie jest katalogiem dzieci: nauczyciel znajdzie w niej ucznia spoza swoich zajęć tylko po jego dokładnym loginie, aby zaprosić go do grona uczniów, a adresów e-mail nie pokazuje nikomu.',
        'Zadania dodane przez nauczycieli przechodzą przegląd przed publikacją. Każde zadanie, kurs, opinię, wiadomość na czacie i profil można zgłosić przyciskiem „Zgłoś”; pliki wysłane na czacie widzą tylko osoby z tej rozmowy.',
        'Wiadomość dorosłego do niepełnoletniego ucznia, w której jest numer telefonu, adres e-mail, nazwa lub link innego komunikatora albo prośba o przeniesienie rozmowy poza serwis lub o zachowanie tajemnicy przed rodzicami, jest wstrzymywana: uczeń jej nie dostaje, nadawca widzi, dlaczego, a osoba odpowiedzialna za ochronę małoletnich sprawdza ją i dopiero wtedy dostarcza albo odrzuca. Zmiany wiadomości, która dodaje takie dane, serwis nie zapisuje.',
        'Wiadomości dorosłych do niepełnoletnich uczniów wysłane między 22:00 a 7:00 docierają do ucznia o 7:00 rano. Zdjęcia od dorosłych niepełnoletni uczeń widzi na czacie rozmyte, dopóki sam nie wybierze „Pokaż obraz”; obok ma przycisk „Zgłoś”.',
        'Uczymy dzieci i prosimy rodziców o przypominanie: nie podawaj nikomu hasła, adresu, numeru telefonu ani nazwy szkoły; nie otwieraj linków od nieznajomych; nie wysyłaj swoich zdjęć; gdy coś cię niepokoi, powiedz dorosłemu, któremu ufasz, i użyj „Zgłoś”. Konto można dodatkowo chronić weryfikacją dwuetapową.',
        'Treści przedstawiające seksualne wykorzystywanie dziecka zgłaszamy policji i zespołowi Dyżurnet.pl (NASK); nie kopiujemy ich ani nie przesyłamy dalej, a w serwisie usuwamy je po zabezpieczeniu informacji potrzebnych organom.',
      ],
    },
    {
      heading: 'Interwencja przy podejrzeniu krzywdzenia',
      paragraphs: [
        'Gdy zagrożone jest życie lub zdrowie dziecka, najpierw dzwonimy pod numer alarmowy 112.',
        'Każdy, kto zauważy, że uczeń może być krzywdzony – w serwisie lub poza nim – albo dostanie o tym informację, niezwłocznie powiadamia osobę odpowiedzialną za ochronę małoletnich: przyciskiem „Zgłoś” przy wiadomości, profilu lub treści albo formularzem „Zgłoś problem” w stopce, opisując, co się stało i kiedy. Nie prowadzi własnego śledztwa, nie konfrontuje dziecka z podejrzewaną osobą i nie obiecuje dziecku tajemnicy.',
        'Osoba odpowiedzialna zajmuje się zgłoszeniem dotyczącym dziecka bez zwłoki i przed innymi sprawami: sprawdza zgłoszoną treść i rozmowę, której dotyczy, zabezpiecza dowody (treść wiadomości, daty, loginy) i ocenia, czy potrzebne jest zawiadomienie policji, prokuratury lub sądu opiekuńczego.',
        'Gdy dziecko może krzywdzić osoba z personelu lub inny użytkownik, osoba odpowiedzialna – po zabezpieczeniu dowodów – usuwa szkodliwe treści, a gdy trzeba odciąć tę osobę od dziecka – blokuje jej konto. Blokada działa od razu: osoba nie może się zalogować, wszystkie jej rozmowy zostają zamknięte, jej oferty ukryte, a jej rezerwacje anulowane ze zwrotem pieniędzy; blokada i jej powód zostają zapisane. Gdy krzywda dzieje się poza serwisem, kontaktuje się z rodzicem lub opiekunem, który nie jest podejrzewany o krzywdzenie.',
        'Dziecko dostaje wsparcie: spokojną rozmowę bez obwiniania, informację, co będzie się działo dalej, i numer telefonu zaufania 116 111. Rodzicowi wskazujemy telefon 800 100 100 i dalsze miejsca pomocy.',
        'Zgłaszający dostaje w serwisie powiadomienie o rozpatrzeniu zgłoszenia; swoje zgłoszenia i decyzje widzi w zakładce „Moje zgłoszenia”.',
      ],
      links: [emergency, childHelpline, parentHelpline],
    },
    {
      heading: 'Zawiadomienia do policji, prokuratury i sądu opiekuńczego',
      paragraphs: [
        'Zawiadomienie o podejrzeniu przestępstwa na szkodę małoletniego – np. wykorzystania seksualnego, uwodzenia dziecka przez internet (art. 200a Kodeksu karnego), rozpowszechniania nagich zdjęć dziecka, znęcania się – składa niezwłocznie na policji lub w prokuraturze osoba odpowiedzialna za ochronę małoletnich (art. 304 Kodeksu postępowania karnego). O niektórych przestępstwach, m.in. seksualnych wobec dziecka, zawiadomienie jest prawnym obowiązkiem każdego, kto ma o nich wiarygodną wiadomość (art. 240 Kodeksu karnego).',
        'Osoba odpowiedzialna zawiadamia sąd opiekuńczy – wydział rodzinny i nieletnich sądu rejonowego właściwego dla miejsca zamieszkania dziecka – gdy dobro dziecka jest zagrożone, a rodzice nie mogą lub nie chcą go ochronić; składa wtedy wniosek o wgląd w sytuację rodziny (art. 572 Kodeksu postępowania cywilnego).',
        'Gdy zawiadomienie dotyczy osoby z personelu, osoba odpowiedzialna nie uprzedza jej o nim. Dane potrzebne do zawiadomienia (dane konta, treść wiadomości, daty) przekazujemy organom razem z zawiadomieniem lub na ich żądanie.',
        'Serwis nie wszczyna procedury „Niebieskie Karty”; przy podejrzeniu przemocy domowej zawiadamia policję.',
      ],
    },
    {
      heading: 'Kto przyjmuje zgłoszenia i udziela wsparcia',
      paragraphs: [
        'Zgłoszenia przyjmuje osoba odpowiedzialna za ochronę małoletnich, a pod jej nieobecność zastępca; oboje widzą kolejkę zgłoszeń w panelu administracji serwisu. Oni też udzielają dziecku wsparcia i wskazują mu oraz rodzicom miejsca pomocy.',
        'Zgłoszenie wysyła każdy zalogowany – także uczeń poniżej 16 lat, zanim rodzic potwierdzi zgodę, i rodzic z kontem rodzica – przyciskiem „Zgłoś” przy wiadomości na czacie, profilu, opinii, zadaniu lub kursie. Bez konta można napisać formularzem „Zgłoś problem” w stopce każdej strony.',
        'Uczeń ma na każdej stronie i w każdej rozmowie przycisk „Potrzebuję pomocy”. Krótki formularz (co się stało, z kim) trafia od razu do osób odpowiedzialnych, na początek ich kolejki, przed innymi zgłoszeniami; wysłany z rozmowy – razem z kopią tej rozmowy. Uczeń od razu widzi numery 116 111 i 112.',
      ],
    },
    {
      heading: 'Dokumentowanie i przechowywanie zgłoszeń',
      paragraphs: [
        'Każde zgłoszenie jest zapisane w serwisie: kto i kiedy zgłosił, czego dotyczy (przy wiadomości na czacie – jej treść z chwili zgłoszenia, która zostaje w zapisie także po usunięciu wiadomości), powód, opis i dołączone pliki, a po rozpatrzeniu – decyzja, jej uzasadnienie, kto ją podjął i kiedy. Zapis zostaje także po usunięciu konta zgłaszającego lub zgłoszonej osoby, ale już bez powiązania z tym kontem – dlatego osoba odpowiedzialna zabezpiecza dowody, zanim usunie czyjekolwiek konto.',
        'Prośba o pomoc, każda zmiana jej stanu, wyznaczenie osoby odpowiedzialnej i blokada konta trafiają też do rejestru, którego nikt nie może zmienić ani usunąć.',
        'Zgłoszenie widzą tylko administratorzy platformy i sam zgłaszający. Uzasadnienie decyzji trafia do zgłaszającego, dlatego przebieg interwencji (ustalenia, rozmowy, złożone zawiadomienia, daty) osoba odpowiedzialna opisuje w karcie interwencji, do której dostęp ma tylko ona, jej zastępca i operator serwisu.',
        'Karty interwencji i zabezpieczone dowody przechowujemy chronione przed dostępem osób nieuprawnionych tak długo, jak to potrzebne do ochrony dziecka i prowadzonych postępowań.',
      ],
    },
    {
      heading: 'Przygotowanie personelu do stosowania standardów',
      paragraphs: [
        'Za przygotowanie personelu odpowiada osoba odpowiedzialna za ochronę małoletnich. Zapoznaje każdego nowego administratora ze standardami i procedurą interwencji, zanim dostanie uprawnienia, informuje personel o zmianach standardów i odpowiada na pytania nauczycieli.',
        'Przed nadaniem uprawnień administratora operator sprawdza kandydata w Rejestrze Sprawców Przestępstw na Tle Seksualnym i uzyskuje informację z Krajowego Rejestru Karnego. Administrator potwierdza na piśmie zapoznanie się ze standardami; potwierdzenia z datami przechowuje operator.',
        'Nauczyciele i korepetytorzy poznają standardy przy rejestracji i z Regulaminu, który je przywołuje.',
        'Nauczyciel, który chce pracować z osobami niepełnoletnimi, przechodzi weryfikację: składa w serwisie oświadczenie, o którym mowa w art. 21 ustawy (zapisujemy jego treść, datę i adres, z którego je złożono), podaje państwa zamieszkania z ostatnich 20 lat i przesyła informację z Krajowego Rejestru Karnego. Administrator sprawdza nauczyciela w Rejestrze Sprawców Przestępstw na Tle Seksualnym i ocenia zaświadczenie, a decyzję z listą sprawdzonych punktów zapisujemy z datą. Zaświadczenie widzi tylko administrator; usuwamy je 30 dni po decyzji.',
        'Do czasu weryfikacji serwis nie opublikuje oferty korepetycji nauczyciela, nie przyjmie rezerwacji lekcji osoby niepełnoletniej, nie pozwoli nauczycielowi zacząć rozmowy z osobą niepełnoletnią poza klasą ani wysłać jej oferty na zlecenie. Weryfikacja jest ważna 2 lata; 30 dni przed jej końcem przypominamy o nowym wniosku. Zweryfikowany nauczyciel ma na profilu oznaczenie „Zweryfikowany”.',
      ],
    },
    {
      heading: 'Udostępnianie standardów rodzicom i dzieciom',
      paragraphs: [
        'Standardy są dostępne bez logowania na tej stronie, z odnośnikiem w stopce każdej strony serwisu, a ich wersja dla dzieci – pod adresem /standardy-ochrony-maloletnich/dla-dzieci.',
        'Odnośnik do standardów jest w formularzu rejestracji, obok zgody na Regulamin, i na stronie, na której rodzic potwierdza zgodę na konto dziecka; Regulamin je przywołuje.',
        'Pytania o standardy i uwagi do nich można wysłać formularzem „Zgłoś problem”.',
      ],
    },
    {
      heading: 'Przegląd i aktualizacja standardów',
      paragraphs: [
        'Osoba odpowiedzialna za ochronę małoletnich przegląda standardy co najmniej raz na dwa lata, a także po każdym incydencie, po zmianie przepisów i po wprowadzeniu w serwisie funkcji, która zmienia sposób kontaktu z dziećmi. Może przy tym zasięgać opinii personelu, rodziców i uczniów.',
        'Wnioski z przeglądu zapisuje z datą. Zmienione standardy mają nową datę „Obowiązuje od” na tej stronie, a personel dostaje informację o zmianie.',
      ],
    },
    {
      heading: 'Co wprowadzamy',
      paragraphs: [
        'Osobny powód zgłoszenia „krzywdzenie dziecka” w formularzu „Zgłoś”, rozpatrywany przed innymi. Do tego czasu dziecko ma przycisk „Potrzebuję pomocy”, którego zgłoszenia osoba odpowiedzialna widzi jako pierwsze.',
      ],
    },
  ],
};

export const childProtectionForChildren: TLegalDocument = {
  title: 'Standardy Ochrony Małoletnich – wersja dla dzieci',
  updated: childProtectionStandards.updated,
  intro:
    'Zadania to miejsce do nauki. Dorośli, których tu spotykasz – nauczyciele, korepetytorzy i osoby, które pilnują porządku w serwisie – muszą przestrzegać zasad, które chronią dzieci. Oto najważniejsze z nich.',
  links: [{ label: 'Pełna wersja standardów', href: standardsPath }],
  sections: [
    {
      heading: 'Czego dorosłym tutaj nie wolno',
      paragraphs: [
        'Namawiać Cię, żebyście pisali gdzie indziej: na komunikatorze, w grze, przez SMS albo w mediach społecznościowych.',
        'Prosić o Twoje zdjęcia albo filmiki ani wysyłać Ci swoich.',
        'Pytać o Twój adres, numer telefonu, hasło albo o to, kiedy jesteś sam albo sama w domu.',
        'Proponować spotkania na żywo.',
        'Dawać Ci prezentów ani pieniędzy.',
        'Mówić, że coś ma zostać Waszą tajemnicą.',
        'Pisać do Ciebie w nocy.',
        'Mówić o Twoim ciele, wysyłać Ci rzeczy dla dorosłych, krzyczeć na Ciebie, wyśmiewać Cię albo straszyć.',
      ],
    },
    {
      heading: 'Co możesz zrobić, gdy coś Cię niepokoi',
      paragraphs: [
        'Powiedz o tym rodzicowi, opiekunowi albo innemu dorosłemu, któremu ufasz.',
        'Kliknij „Potrzebuję pomocy” – ten przycisk jest na każdej stronie i w każdej rozmowie. Napisz, co się stało. Od razu przeczyta to dorosły, który w serwisie dba o bezpieczeństwo dzieci.',
        'Kliknij „Zgłoś” przy wiadomości albo na profilu tej osoby. Przeczyta to dorosły, który w serwisie dba o bezpieczeństwo dzieci.',
        'Zadzwoń pod numer 116 111. To bezpłatny telefon zaufania dla dzieci i młodzieży – możesz tam porozmawiać o wszystkim, co Cię martwi.',
        'Jeśli jesteś w niebezpieczeństwie, dzwoń pod 112.',
        'Nie usuwaj wiadomości – dzięki nim dorośli łatwiej Ci pomogą.',
      ],
      links: [childHelpline, emergency],
    },
    {
      heading: 'To nigdy nie jest Twoja wina',
      paragraphs: [
        'Jeśli ktoś zrobił coś, co Cię zawstydziło, wystraszyło albo zabolało, to nie jest Twoja wina. Nawet jeśli wcześniej z tą osobą pisałeś albo pisałaś czy zrobiłeś albo zrobiłaś coś, o co prosiła – winna jest ta osoba, nie Ty. Dobrze, że o tym mówisz. Nikt nie będzie na Ciebie zły.',
      ],
    },
    {
      heading: 'Inne dzieci w serwisie',
      paragraphs: [
        'Uczniowie nie mogą tu pisać do siebie prywatnie. W klasie traktujemy się z szacunkiem: bez wyzwisk, wyśmiewania i wysyłania cudzych zdjęć. Jeśli ktoś Ci dokucza, też możesz to zgłosić.',
      ],
    },
    {
      heading: 'Bezpiecznie w internecie',
      paragraphs: [
        'Nie podawaj nikomu hasła. Nie wysyłaj swoich zdjęć osobom, których nie znasz. Nie otwieraj linków od nieznajomych. Jeśli coś w internecie Cię wystraszy, powiedz o tym dorosłemu.',
      ],
    },
    {
      heading: 'Co widzi Twój rodzic',
      paragraphs: [
        'Rodzic albo opiekun połączony z Twoim kontem widzi, jak idzie Ci nauka, Twoje prace domowe i płatności.',
        'Jeśli masz mniej niż 16 lat, Twój rodzic może też czytać Twoje rozmowy z dorosłymi w serwisie (ale nie może w nich pisać). Widzisz to w rozmowie: „Rodzic ucznia może czytać tę rozmowę”. Jeśli masz 16 lub 17 lat, rodzic widzi tylko, z kim i kiedy rozmawiasz. Dorosły nie może usunąć niczego, co Ci napisał.',
      ],
    },
  ],
};
