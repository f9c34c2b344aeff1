import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TDictionary } from './pl';
import { corePl } from './pl-core';
import { takeWaitingDictionaries } from './register-dictionary';

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
  // The core sections; each feature's sections come with the modules that use them (register-dictionary.ts).
  resources: { pl: { translation: corePl } },
  interpolation: { escapeValue: false },
  // One namespace: a ':' in a key is part of the key ('courses.sorts.createdAt:DESC'), never a namespace's end.
  nsSeparator: false,
  initAsync: false,
  returnNull: false,
});
for (const sections of takeWaitingDictionaries()) i18next.addResourceBundle('pl', 'translation', sections, true, true);

export { i18next };
