import { registerDictionary } from '../../i18n/register-dictionary';

/** Polish strings of "Potrzebuję pomocy" and the responsible persons' queue (issue 72). */
export const safeguardingPl = {
  help: {
    button: 'Potrzebuję pomocy',
    buttonShort: 'Pomoc',
    shortSuffix: ': potrzebuję pomocy',
    title: 'Potrzebuję pomocy',
    intro: 'Napisz, co się stało. Przeczyta to osoba odpowiedzialna za ochronę dzieci w serwisie. To nie twoja wina.',
    what: 'Co się stało?',
    withWhom: 'Z kim?',
    withWhomHint: 'Imię, nazwa konta albo kto to był (jeśli wiesz).',
    roomAttached: 'Dołączymy tę rozmowę, żeby osoba odpowiedzialna mogła ją przeczytać.',
    send: 'Wyślij',
    cancel: 'Anuluj',
    close: 'Zamknij',
    sentTitle: 'Wiadomość wysłana',
    callNow: 'Możesz zadzwonić od razu:',
    forChildren: 'Jak możemy ci pomóc — przeczytaj',
  },
  admin: {
    title: 'Prośby o pomoc',
    menu: 'Prośby o pomoc',
    intro:
      'Prośby dzieci o pomoc. Otwarte są na górze, najdłużej czekające pierwsze. Każda zmiana jest zapisywana w rejestrze, którego nie można edytować.',
    empty: 'Nie ma żadnych próśb o pomoc.',
    waiting: 'czeka od {{time}}',
    sentAt: 'Wysłano {{date}}',
    child: 'Dziecko',
    childAge: '{{name}}, {{age}} lat',
    childUnknownAge: '{{name}}, wiek nieznany',
    withWhom: 'Z kim',
    room: 'Rozmowa',
    roomMembers: 'Uczestnicy: {{names}}',
    transcript: 'Rozmowa dołączona przy wysłaniu ({{count}})',
    noTranscript: 'Prośba wysłana spoza rozmowy: nie dołączono wiadomości.',
    files: 'Pliki: {{names}}',
    open: 'Otwórz',
    hide: 'Zwiń',
    note: 'Notatka',
    take: 'Zajmuję się tym',
    close: 'Zamknij prośbę',
    handled: 'Zajmuje się: {{name}}',
    block: 'Zablokuj konto: {{name}}',
    blockTitle: 'Zablokuj konto',
    blockIntro:
      'Konto zostanie zablokowane od razu: wszystkie jego rozmowy zamknięte, oferta ukryta, rezerwacje anulowane i zwrócone, sesje zakończone.',
    reason: 'Powód blokady',
    blockConfirm: 'Zablokuj',
    blockDone:
      'Zamknięte rozmowy: {{rooms}}. Anulowane rezerwacje: {{cancelled}} (zwroty: {{refunded}}). Do wyjaśnienia: {{left}}.',
    blocked: 'zablokowane',
    minor: 'małoletni',
    loadError: 'Nie udało się wczytać próśb o pomoc.',
    retry: 'Spróbuj ponownie',
    bannerOne: 'Otwarte prośby dzieci o pomoc: {{count}}. Zajmij się nimi najpierw.',
    bannerLink: 'Przejdź do próśb o pomoc',
  },
  statuses: { OPEN: 'Otwarta', IN_PROGRESS: 'W toku', CLOSED: 'Zamknięta' },
} as const;

registerDictionary({ safeguarding: safeguardingPl });
