/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Mantine's stylesheets are imported one by one (app/mantine-styles.ts for the shell, and the lazy pages' own style
 * files), so a component whose stylesheet is not loaded with its page renders unstyled: the notification count
 * floating over the bell, the request tabs running together (issue 38). For the shell and for every module loaded
 * with `import()` (a page, a lazy section), this check follows its static imports and fails when a Mantine component
 * used there has a stylesheet imported neither there nor by the shell.
 */
const sourceRoot = path.resolve(import.meta.dirname, '..');
const stylesRoot = path.resolve(import.meta.dirname, '../../../../node_modules/@mantine/core/styles');
const shellEntries = ['main.tsx', 'entry-server.tsx', 'ssr/render-page.tsx'].map((file) => path.join(sourceRoot, file));

/** Components whose look also comes from other components' stylesheets. */
const alsoNeeds: Record<string, string[]> = {
  Select: ['Combobox', 'Input'],
  Autocomplete: ['Combobox', 'Input'],
  MultiSelect: ['Combobox', 'Pill', 'PillsInput', 'Input'],
  TagsInput: ['Combobox', 'Pill', 'PillsInput', 'Input'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  NativeSelect: ['Input'],
  NumberInput: ['Input'],
  FileInput: ['Input'],
  PasswordInput: ['Input'],
  Checkbox: ['CheckboxIndicator', 'InlineInput'],
  Radio: ['RadioIndicator', 'InlineInput'],
  Switch: ['InlineInput'],
  Modal: ['ModalBase', 'Overlay'],
  Drawer: ['ModalBase', 'Overlay'],
  HoverCard: ['Popover'],
  Menu: ['Popover'],
  Tooltip: ['Popover'],
};

type TModule = { components: string[]; sheets: string[]; imports: string[]; lazyImports: string[] };

const modules = new Map<string, TModule | null>();

function resolveLocal(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function readModule(file: string): TModule | null {
  if (modules.has(file)) return modules.get(file)!;
  if (!/\.tsx?$/.test(file)) {
    modules.set(file, null);
    return null;
  }
  const text = fs.readFileSync(file, 'utf8');
  const components = [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((raw) =>
        raw
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
      .filter((name) => /^[A-Z]/.test(name)),
  );
  const sheets = [...text.matchAll(/@mantine\/core\/styles\/([A-Za-z]+)\.css/g)].map((match) => match[1]!);
  const local = (pattern: RegExp) =>
    [...text.matchAll(pattern)].flatMap((match) => resolveLocal(file, match[1]!) ?? []);
  const module = {
    components,
    sheets,
    imports: local(/(?:import|export)\s+(?:[^'"]*?\s+from\s+)?'([^']+)'/g),
    lazyImports: local(/import\(\s*'([^']+)'\s*\)/g),
  };
  modules.set(file, module);
  return module;
}

/** The modules a module loads with it (its static imports, transitively), and the lazy modules they reach. */
function closure(entry: string) {
  const members = new Set<string>();
  const lazy = new Set<string>();
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop()!;
    if (members.has(file)) continue;
    const module = readModule(file);
    if (!module) continue;
    members.add(file);
    pending.push(...module.imports);
    for (const target of module.lazyImports) lazy.add(target);
  }
  return { members, lazy };
}

describe("Mantine's stylesheets", () => {
  it('load with every page and lazy section that uses their components', () => {
    const shell = new Set<string>();
    const entries = new Set<string>();
    for (const entry of shellEntries) {
      const { members, lazy } = closure(entry);
      for (const file of members) for (const sheet of readModule(file)!.sheets) shell.add(sheet);
      for (const target of lazy) entries.add(target);
    }
    const missing = new Set<string>();
    const checked = new Set<string>();
    const pending = [...shellEntries, ...entries];
    while (pending.length) {
      const entry = pending.pop()!;
      if (checked.has(entry)) continue;
      checked.add(entry);
      const { members, lazy } = closure(entry);
      pending.push(...lazy);
      const loaded = new Set(shell);
      for (const file of members) for (const sheet of readModule(file)!.sheets) loaded.add(sheet);
      for (const file of members) {
        for (const component of readModule(file)!.components) {
          for (const sheet of [component, ...(alsoNeeds[component] ?? [])]) {
            if (fs.existsSync(path.join(stylesRoot, `${sheet}.css`)) && !loaded.has(sheet)) {
              missing.add(`${sheet}.css: ${component} in ${path.relative(sourceRoot, file)}`);
            }
          }
        }
      }
    }
    expect(checked.size).toBeGreaterThan(20);
    expect([...missing].sort()).toEqual([]);
  });
});
