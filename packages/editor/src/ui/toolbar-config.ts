import type { Schema } from '@tiptap/pm/model';
import type { TEditorVariant } from '../create-editor-extensions';
import { uiMessages } from './messages';
import type { TEditorCallbacks } from './types';

/** The blocks of a structured document (notes, panels, concepts, embeds): the question variant leaves them out. */
const DOCUMENT_TOOL_NAMES = [
  'footnote',
  'citation',
  'mathPanel',
  'solutionMethod',
  'mathConcept',
  'mathConceptFragment',
  'homeworkEmbed',
  'interactiveHomework',
] as const;

/**
 * The toolbar's tools in their groups, each group named for screen readers ('Historia', 'Formatowanie', …): the
 * order here is the toolbar's order (`TOOL_NAMES`).
 */
export const TOOL_GROUPS = {
  history: { label: 'Historia', tools: ['undo', 'redo'] },
  text: { label: 'Formatowanie', tools: ['bold', 'italic', 'underline', 'strike', 'code', 'kbd', 'clearFormatting'] },
  headings: { label: 'Nagłówki', tools: ['h2', 'h3', 'h4'] },
  fonts: { label: 'Czcionka i kolory', tools: ['fontFamily', 'fontSize', 'textColor', 'highlight', 'underlineColor'] },
  blocks: {
    label: 'Listy i bloki',
    tools: [
      'bulletList',
      'orderedList',
      'taskList',
      'blockquote',
      'codeBlock',
      'horizontalRule',
      'details',
      'outdent',
      'indent',
    ],
  },
  insert: {
    label: 'Wstaw',
    tools: ['link', 'mathInline', 'mathDisplay', 'image', 'figureGroup', 'video', 'table'],
  },
  document: { label: 'Elementy dokumentu', tools: [...DOCUMENT_TOOL_NAMES] },
  emoji: { label: 'Emoji', tools: ['emoji'] },
  view: { label: 'Widok', tools: ['fullscreen'] },
} as const satisfies Record<string, { label: string; tools: readonly string[] }>;

export const TOOL_NAMES = Object.values(TOOL_GROUPS).flatMap((group) => group.tools);
export type TToolName = (typeof TOOL_GROUPS)[keyof typeof TOOL_GROUPS]['tools'][number];

type TToolSpec = {
  /** Polish aria-label and tooltip. */
  label: string;
  /** Node or mark types the editor's schema must have. */
  needs?: string[];
  /** A callback that must be configured. */
  callback?: keyof TEditorCallbacks;
  admin?: boolean;
};

export const TOOLS: Record<TToolName, TToolSpec> = {
  undo: { label: 'Cofnij' },
  redo: { label: 'Ponów' },
  bold: { label: 'Pogrubienie', needs: ['bold'] },
  italic: { label: 'Kursywa', needs: ['italic'] },
  underline: { label: 'Podkreślenie', needs: ['underline'] },
  strike: { label: 'Przekreślenie', needs: ['strike'] },
  code: { label: 'Kod', needs: ['code'] },
  kbd: { label: 'Klawisz', needs: ['kbd'] },
  clearFormatting: { label: 'Wyczyść formatowanie' },
  h2: { label: 'Nagłówek 2', needs: ['heading'] },
  h3: { label: 'Nagłówek 3', needs: ['heading'] },
  h4: { label: 'Nagłówek 4', needs: ['heading'] },
  fontFamily: { label: 'Czcionka', needs: ['textStyle'] },
  fontSize: { label: 'Rozmiar czcionki', needs: ['textStyle'] },
  textColor: { label: 'Kolor tekstu', needs: ['textStyle'] },
  highlight: { label: 'Wyróżnienie', needs: ['highlight'] },
  underlineColor: { label: 'Kolor podkreślenia', needs: ['underline', 'textStyle'] },
  bulletList: { label: 'Lista punktowana', needs: ['bulletList'] },
  orderedList: { label: 'Lista numerowana', needs: ['orderedList'] },
  taskList: { label: 'Lista zadań', needs: ['taskList'] },
  blockquote: { label: 'Cytat', needs: ['blockquote'] },
  codeBlock: { label: 'Blok kodu', needs: ['codeBlock'] },
  horizontalRule: { label: 'Linia pozioma', needs: ['horizontalRule'] },
  details: { label: 'Sekcja rozwijana', needs: ['details'] },
  outdent: { label: 'Zmniejsz wcięcie', needs: ['heading'] },
  indent: { label: 'Zwiększ wcięcie', needs: ['heading'] },
  link: { label: 'Link', needs: ['link'] },
  mathInline: { label: 'Wzór w tekście', needs: ['mathInline'] },
  mathDisplay: { label: 'Wzór wyświetlany', needs: ['mathDisplay'] },
  image: { label: 'Obraz', needs: ['image'], callback: 'uploadFile' },
  figureGroup: { label: 'Grupa rysunków', needs: ['figureGroup'], callback: 'uploadFile' },
  video: { label: 'Film', needs: ['video', 'iframe'], callback: 'uploadFile' },
  table: { label: 'Tabela', needs: ['table'] },
  footnote: { label: 'Przypis', needs: ['footnote'] },
  citation: { label: 'Cytowanie', needs: ['citation'] },
  mathPanel: { label: 'Panel matematyczny', needs: ['mathPanel'] },
  solutionMethod: { label: 'Sposób rozwiązania', needs: ['solutionMethod'] },
  mathConcept: { label: 'Pojęcie matematyczne', needs: ['mathConcept'], callback: 'searchConcepts' },
  mathConceptFragment: {
    label: 'Fragment pojęcia',
    needs: ['mathConceptFragment'],
    callback: 'searchConcepts',
    admin: true,
  },
  homeworkEmbed: { label: 'Zadanie', needs: ['homeworkEmbed'], callback: 'searchHomeworks' },
  interactiveHomework: {
    label: 'Zadanie interaktywne',
    needs: ['interactiveHomework'],
    callback: 'searchGames',
    admin: true,
  },
  emoji: { label: 'Emoji', needs: ['emoji'] },
  fullscreen: { label: 'Pełny ekran' },
};

const groupOfTool = new Map<TToolName, keyof typeof TOOL_GROUPS>(
  Object.entries(TOOL_GROUPS).flatMap(([group, { tools }]) =>
    tools.map((tool) => [tool, group as keyof typeof TOOL_GROUPS] as const),
  ),
);

/** The tools in their order, cut into runs of one group each (a variant's order is kept as it is). */
export function groupTools(tools: readonly TToolName[]) {
  const runs: { group: keyof typeof TOOL_GROUPS; label: string; tools: TToolName[] }[] = [];
  for (const tool of tools) {
    const group = groupOfTool.get(tool) ?? 'insert';
    const last = runs[runs.length - 1];
    if (last?.group === group) last.tools.push(tool);
    else runs.push({ group, label: TOOL_GROUPS[group].label, tools: [tool] });
  }
  return runs;
}

const inlineTools: TToolName[] = ['bold', 'italic', 'underline', 'strike'];
/** What a comment and a chat message share: inline marks, lists, quotes, code, links and formulas. */
const messageTools: TToolName[] = [
  ...inlineTools,
  'code',
  'bulletList',
  'orderedList',
  'blockquote',
  'codeBlock',
  'link',
  'mathInline',
  'mathDisplay',
];
/** A footnote's and a citation's text: inline formatting only. */
const noteTools: TToolName[] = [
  ...inlineTools,
  'code',
  'kbd',
  'fontFamily',
  'fontSize',
  'textColor',
  'highlight',
  'link',
  'mathInline',
  'clearFormatting',
];

/** The tools of each toolbar variant, in toolbar order (the demo variant is handled apart). */
export const VARIANT_TOOLS: Record<Exclude<TEditorVariant, 'demo'>, readonly TToolName[]> = {
  full: TOOL_NAMES,
  question: TOOL_NAMES.filter((name) => !(DOCUMENT_TOOL_NAMES as readonly TToolName[]).includes(name)),
  comment: ['undo', 'redo', ...messageTools, 'image', 'emoji'],
  chat: [...messageTools, 'emoji'],
  review: [...inlineTools, 'emoji'],
  footnote: noteTools,
  citation: noteTools,
};

/**
 * The tool names a variant asks for. The demo variant shows exactly one tool, named by `demo`:
 * without it 'Specify demo version!', with an unknown name 'MenuBar is not defined for demo'.
 */
export function variantToolNames(variant: TEditorVariant, demo?: string): readonly TToolName[] {
  if (variant !== 'demo') return VARIANT_TOOLS[variant];
  if (!demo) throw new Error(uiMessages.demoMissing);
  if (!(TOOL_NAMES as readonly string[]).includes(demo)) throw new Error(uiMessages.demoUndefined);
  return [demo as TToolName];
}

/** The tools to show: the variant's, limited to what the schema has and what the callbacks configure. */
export function resolveTools(
  variant: TEditorVariant,
  options: { demo?: string; schema: Schema; callbacks: TEditorCallbacks; admin?: boolean },
): TToolName[] {
  const { schema, callbacks } = options;
  return variantToolNames(variant, options.demo).filter((name) => {
    const spec = TOOLS[name];
    if (spec.admin && !options.admin) return false;
    if (spec.callback && !callbacks[spec.callback]) return false;
    return (spec.needs ?? []).every((type) => !!schema.nodes[type] || !!schema.marks[type]);
  });
}
