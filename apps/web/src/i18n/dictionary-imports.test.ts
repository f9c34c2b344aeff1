import { describe, expect, it } from 'vitest';
import { dictionarySources, plSource } from './dictionary-sources';
import { i18next } from './i18n';
import { pl } from './pl';

/**
 * A page loads only the words it uses (issue 33): the core sections come with the app (pl-core.ts), and each
 * feature's `*.pl.ts` registers its sections when it loads. So every module that uses a feature's keys imports that
 * feature's dictionary module itself (a side-effect import is enough) or, from another feature, that feature's
 * index.ts, which loads it; and nothing but this folder imports the
 * whole dictionary (pl.ts), which would bring every feature's words into the first download.
 */

/** The sources that may use keys, but this folder's own files. */
const sources = dictionarySources.filter(({ file }) => !file.startsWith('./'));

/** `features/chat/chat.pl` for each object pl.ts imports (`chatPl`), and the section each object is (`chat`). */
const moduleOfObject = new Map(
  [...plSource.matchAll(/^import \{([^}]+)\} from '\.\.\/([^']+)';$/gm)].flatMap(([, names, module]) =>
    names!.split(',').map((name) => [name.trim(), module!] as const),
  ),
);
const sections = [...plSource.matchAll(/^ {2}(\w+): (\w+Pl),$/gm)].map(([, section, object]) => ({
  section: section!,
  object: object!,
  module: moduleOfObject.get(object!)!,
}));

/** The modules a source imports, as paths relative to src without extension. */
function importedModules(file: string, text: string) {
  const folder = file.split('/').slice(0, -1);
  return new Set(
    [...text.matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']+)'/g)].map(([, specifier]) => {
      const parts = [...folder];
      for (const part of specifier!.split('/')) {
        if (part === '..') parts.pop();
        else if (part !== '.') parts.push(part);
      }
      return parts.join('/').replace(/\.(ts|tsx)$/, '');
    }),
  );
}

/** What each feature's index.ts (`features/lists`) imports: importing the index loads its dictionary too. */
const indexImports = new Map(
  sources
    .filter(({ file }) => /^features\/[^/]+\/index\.ts$/.test(file))
    .map(({ file, text }) => [file.replace(/\/index\.ts$/, ''), importedModules(file, text)] as const),
);

/** The modules a source loads: those it imports, and what the feature indexes among them import. */
function loadedModules(file: string, text: string) {
  const imported = importedModules(file, text);
  return new Set([...imported, ...[...imported].flatMap((module) => [...(indexImports.get(module) ?? [])])]);
}

describe('the dictionary loads with the modules that use it', () => {
  it('reads the sections and the sources', () => {
    expect(sections.length).toBeGreaterThan(40);
    expect(sections.find(({ section }) => section === 'chat')?.module).toBe('features/chat/chat.pl');
    expect(sources.length).toBeGreaterThan(100);
  });

  it('every module that uses a feature’s keys imports that feature’s dictionary', () => {
    const missing: string[] = [];
    for (const { file, text } of sources) {
      const imported = loadedModules(file, text);
      for (const { section, object, module } of sections) {
        const usesKeys = new RegExp(`['"\`]${section}\\.[A-Za-z$]`).test(text);
        const readsObject = new RegExp(`\\b${object}\\b`).test(text);
        if ((usesKeys || readsObject) && !imported.has(module)) missing.push(`${file}: ${section} (${module})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('no page imports the whole dictionary', () => {
    const importers = sources.filter(({ file, text }) => importedModules(file, text).has('i18n/pl'));
    expect(importers.map(({ file }) => file)).toEqual([]);
  });

  it('every feature’s dictionary module registers all its sections', () => {
    // pl.ts imported every feature module above: each registered what it holds.
    expect(i18next.getResourceBundle('pl', 'translation')).toEqual(pl);
  });
});
