import { registerDictionary } from '../../i18n/register-dictionary';

/** Polish strings of the held messages page (issue 72); the markers and reasons come from the shared texts. */
export const safeMessagesPl = {
  title: 'Wstrzymane wiadomości',
  intro:
    'Wiadomości dorosłych do niepełnoletnich uczniów z numerem telefonu, adresem e-mail, innym komunikatorem albo prośbą o rozmowę poza platformą. Uczeń ich nie widzi, dopóki ich nie dostarczysz. Najstarsze pierwsze.',
  empty: 'Nie ma wstrzymanych wiadomości.',
  loadError: 'Nie udało się wczytać wstrzymanych wiadomości.',
  sender: 'Nadawca',
  room: 'Rozmowa',
  directRoom: 'rozmowa prywatna',
  minors: 'Małoletni w rozmowie',
  reason: 'Powód',
  heldAt: 'Wstrzymana',
  release: 'Dostarcz',
  reject: 'Odrzuć',
  releaseLabel: 'Dostarcz wiadomość od: {{name}}',
  rejectLabel: 'Odrzuć wiadomość od: {{name}}',
  deletedUser: 'Konto usunięte',
} as const;

registerDictionary({ safeMessages: safeMessagesPl });
