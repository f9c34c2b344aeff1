import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pl, type TDictionary } from './pl';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TDictionary };
  }
}

void i18next.use(initReactI18next).init({
  lng: 'pl',
  fallbackLng: 'pl',
  supportedLngs: ['pl'],
  resources: { pl: { translation: pl } },
  interpolation: { escapeValue: false },
  // One namespace: a ':' in a key is part of the key ('courses.sorts.createdAt:DESC'), never a namespace's end.
  nsSeparator: false,
  initAsync: false,
  returnNull: false,
});

export { i18next };
