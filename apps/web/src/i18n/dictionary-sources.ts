/**
 * What the dictionary tests read (dictionary-keys.test.ts, dictionary-imports.test.ts): pl.ts as text, and the web
 * sources that may use keys, by path relative to src: no tests, test kits or fixtures, and not the dictionary files.
 */
export const plSource = Object.values(
  import.meta.glob<string>('./pl.ts', { query: '?raw', import: 'default', eager: true }),
)[0]!;

export const dictionarySources = Object.entries(
  import.meta.glob<string>(
    [
      '../**/*.{ts,tsx}',
      '!../**/*.test.{ts,tsx}',
      '!../test/**',
      '!../**/*-test-kit.{ts,tsx}',
      '!../**/*-test-utils.{ts,tsx}',
      '!../**/*-fixtures.{ts,tsx}',
      '!../**/*.pl.ts',
      '!./pl.ts',
      '!./pl-core.ts',
      '!./dictionary-sources.ts',
    ],
    { query: '?raw', import: 'default', eager: true },
  ),
).map(([file, text]) => ({ file: file.replace(/^\.\.\//, ''), text }));
