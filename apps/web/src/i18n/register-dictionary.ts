import i18next from 'i18next';

type TSections = Record<string, unknown>;

const waiting: TSections[] = [];

/**
 * Adds a feature's sections of the Polish dictionary (its `*.pl.ts` calls this when it loads): a page brings the
 * words of the features it uses, never the whole dictionary. Before i18n.ts has set i18next up, they wait for it.
 */
export function registerDictionary(sections: TSections) {
  if (i18next.isInitialized) i18next.addResourceBundle('pl', 'translation', sections, true, true);
  else waiting.push(sections);
}

/** The sections registered before i18next was set up (i18n.ts adds them once it is). */
export const takeWaitingDictionaries = () => waiting.splice(0);
