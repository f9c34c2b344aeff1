import { registerDictionary } from '../../i18n/register-dictionary';

/** Polish strings of the card shown over a user's name. */
export const userCardPl = {
  loading: 'Wczytywanie profilu…',
  error: 'Nie udało się wczytać profilu.',
  openProfile: 'Zobacz profil',
  roles: { USER: 'Uczeń', TEACHER: 'Nauczyciel', ADMIN: 'Administrator', PARENT: 'Rodzic lub opiekun' },
} as const;

registerDictionary({ userCard: userCardPl });
