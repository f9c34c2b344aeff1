import { registerDictionary } from '../../i18n/register-dictionary';

/** Polish strings of pupils' accounts without e-mail (issue 56): the teacher's form, the login cards, new passwords. */
export const managedPupilsPl = {
  title: 'Dodaj uczniów bez e-maila',
  intro:
    'Wpisz imiona i nazwiska uczniów, każde w osobnym wierszu. Każdy dostanie login i jednorazowe hasło na kartce; przy pierwszym logowaniu ustawi własne hasło.',
  namesLabel: 'Uczniowie (jeden w wierszu)',
  namesPlaceholder: 'Zofia Kowalska\nJan Nowak',
  namesCount_one: '{{count}} uczeń',
  namesCount_few: '{{count}} uczniów',
  namesCount_many: '{{count}} uczniów',
  submit: 'Utwórz konta',
  created_one: 'Utworzono {{count}} konto.',
  created_few: 'Utworzono {{count}} konta.',
  created_many: 'Utworzono {{count}} kont.',
  cardsTitle: 'Kartki z loginami',
  cardsOnce:
    'Hasła widać tylko teraz: wydrukuj kartki przed zamknięciem. Zgubione hasło zmienisz przyciskiem „Nowe hasło” przy uczniu.',
  print: 'Drukuj kartki',
  close: 'Gotowe, zamknij',
  closeTitle: 'Zamknąć kartki?',
  closeText: 'Haseł nie da się potem wyświetlić ponownie. Wydrukowałeś kartki?',
  closeConfirm: 'Tak, zamknij',
  card: {
    className: 'Klasa {{name}}',
    login: 'Login',
    password: 'Hasło jednorazowe',
    address: 'Zaloguj się na',
    hint: 'Po zalogowaniu ustaw własne hasło.',
  },
  reset: {
    button: 'Nowe hasło',
    label: 'Nowe hasło dla: {{name}}',
    title: 'Nadać nowe hasło uczniowi {{name}}?',
    text: 'Dotychczasowe hasło przestanie działać, a uczeń zostanie wylogowany. Dostaniesz nowe hasło jednorazowe do przekazania.',
    confirm: 'Nadaj nowe hasło',
    done: 'Nowe hasło dla: {{name}}',
  },
} as const;

registerDictionary({ managedPupils: managedPupilsPl });
