import { registerDictionary } from '../../i18n/register-dictionary';

/** Polish strings around the regulamin and the privacy policy (their text is legal-documents.ts; the links, nav.*). */
export const legalPl = {
  updated: 'Obowiązuje od {{date}}',
} as const;

registerDictionary({ legal: legalPl });
