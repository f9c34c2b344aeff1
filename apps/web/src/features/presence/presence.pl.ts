import { registerDictionary } from '../../i18n/register-dictionary';
/** Polish strings of a user's presence status. */
export const presencePl = {
  online: 'Dostępny',
  busy: 'Zajęty: na spotkaniu',
} as const;

registerDictionary({ presence: presencePl });
