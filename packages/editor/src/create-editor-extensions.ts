import type { AnyExtension, Editor } from '@tiptap/core';
import { ListKeymap } from '@tiptap/extension-list';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import { StarterKit } from '@tiptap/starter-kit';
import type { SuggestionOptions } from '@tiptap/suggestion';
import { PLACEHOLDERS, REVIEW_CHARACTER_LIMIT } from './constants';
import type { TEmoji } from './emoji-data';
import { BulletList } from './extensions/BulletList';
import { Caption } from './extensions/Caption';
import { Citation } from './extensions/Citation';
import { Details, DetailsContent, DetailsSummary } from './extensions/Details';
import { Emoji } from './extensions/Emoji';
import { EquationRef } from './extensions/EquationRef';
import { Figure } from './extensions/Figure';
import { FigureGroup } from './extensions/FigureGroup';
import { Footnote } from './extensions/Footnote';
import { FormattingShortcuts } from './extensions/FormattingShortcuts';
import { Heading } from './extensions/Heading';
import { HomeworkEmbed } from './extensions/HomeworkEmbed';
import { Iframe } from './extensions/Iframe';
import { Image } from './extensions/Image';
import { Indent } from './extensions/Indent';
import { InteractiveHomework } from './extensions/InteractiveHomework';
import { MathConcept } from './extensions/MathConcept';
import { MathConceptFragment } from './extensions/MathConceptFragment';
import { MathDisplay } from './extensions/MathDisplay';
import { MathInline } from './extensions/MathInline';
import { MathPanel } from './extensions/MathPanel';
import { MathPanelBody } from './extensions/MathPanelBody';
import { MathPanelName } from './extensions/MathPanelName';
import { Mention } from './extensions/Mention';
import { Numbering } from './extensions/Numbering';
import { OrderedList } from './extensions/OrderedList';
import { SolutionMethod } from './extensions/SolutionMethod';
import { Subfigure } from './extensions/Subfigure';
import { Table, TableRow } from './extensions/Table';
import { TableCell } from './extensions/TableCell';
import { TableHeader } from './extensions/TableHeader';
import { TaskItem } from './extensions/TaskItem';
import { TaskList } from './extensions/TaskList';
import { UniqueId } from './extensions/UniqueId';
import { Video } from './extensions/Video';
import { Highlight } from './marks/Highlight';
import { Kbd } from './marks/Kbd';
import { Link } from './marks/Link';
import { TextStyle } from './marks/TextStyle';
import { Underline } from './marks/Underline';

export const EDITOR_VARIANTS = [
  'full',
  'question',
  'comment',
  'chat',
  'review',
  'demo',
  'footnote',
  'citation',
] as const;
export type TEditorVariant = (typeof EDITOR_VARIANTS)[number];

/** Groups of extensions a variant can have (beyond paragraphs, bold, italic, strike, underline, links, undo). */
export type TEditorFeature =
  | 'code'
  | 'lists'
  | 'blocks'
  | 'textStyle'
  | 'mathInline'
  | 'mathDisplay'
  | 'images'
  | 'media'
  | 'tables'
  | 'notes'
  | 'mentions'
  | 'emoji'
  | 'panels'
  | 'embeds';

const allFeatures: TEditorFeature[] = [
  'code',
  'lists',
  'blocks',
  'textStyle',
  'mathInline',
  'mathDisplay',
  'images',
  'media',
  'tables',
  'notes',
  'mentions',
  'emoji',
  'panels',
  'embeds',
];

/**
 * What each variant contains. full and demo: everything (the demo toolbar shows one tool). question:
 * everything except footnotes and citations, math panels, solution methods, concept fragments and
 * task embeds. comment: lists, code, quotes, math, images, emoji and mentions. chat: the same without
 * images and block formatting. review: plain formatting and emoji, 256 characters by default.
 * footnote and citation: inline formatting, code, inline math and links (no nested notes).
 */
export const VARIANT_FEATURES: Record<TEditorVariant, readonly TEditorFeature[]> = {
  full: allFeatures,
  demo: allFeatures,
  question: ['code', 'lists', 'blocks', 'textStyle', 'mathInline', 'mathDisplay', 'images', 'media', 'tables', 'emoji'],
  comment: ['code', 'lists', 'mathInline', 'mathDisplay', 'images', 'mentions', 'emoji'],
  chat: ['code', 'lists', 'mathInline', 'mathDisplay', 'mentions', 'emoji'],
  review: ['emoji'],
  footnote: ['code', 'textStyle', 'mathInline'],
  citation: ['code', 'textStyle', 'mathInline'],
};

export type TCreateEditorExtensionsOptions = {
  variant: TEditorVariant;
  /** The empty-editor placeholder; default 'Zacznij pisać...'. Nested fields get 'Opis', 'Nazwa', 'Treść'… */
  placeholder?: string;
  /** Character limit (CharacterCount); the review variant defaults to 256. */
  characterLimit?: number | null;
  /** Suggestion settings from the UI (items, render) for '@' mentions and ':' emoji. */
  suggestions?: {
    mention?: Partial<SuggestionOptions>;
    emoji?: Partial<SuggestionOptions<TEmoji>>;
  };
  /** UI hooks for Mod-L (link dialog) and Alt-C (text colour picker). */
  dialogs?: { openLinkDialog?: () => boolean; openColorPicker?: () => boolean };
};

const nestedPlaceholders: Record<string, string> = {
  caption: PLACEHOLDERS.caption,
  mathPanelName: PLACEHOLDERS.name,
  detailsSummary: PLACEHOLDERS.summary,
};

const containerPlaceholders: Record<string, string> = {
  mathPanelBody: PLACEHOLDERS.body,
  detailsContent: PLACEHOLDERS.content,
  solutionMethod: PLACEHOLDERS.body,
};

/**
 * The placeholder of an empty text block: by its own type (caption 'Opis', panel name 'Nazwa', summary
 * 'Podsumowanie'), else by its container (panel body 'Treść', details 'Zawartość'), else the editor's
 * placeholder when the whole editor is empty, else none.
 */
export function placeholderFor(
  editor: Editor,
  node: { type: { name: string } },
  pos: number,
  fallback: string,
): string {
  const own = nestedPlaceholders[node.type.name];
  if (own) return own;
  if (pos > 0 && pos <= editor.state.doc.content.size) {
    const parent = editor.state.doc.resolve(pos).parent.type.name;
    if (containerPlaceholders[parent]) return containerPlaceholders[parent];
  }
  return editor.isEmpty ? fallback : '';
}

/** The extension list of an editor variant; the 'full' variant has every node and mark of the schema. */
export function createEditorExtensions(options: TCreateEditorExtensionsOptions): AnyExtension[] {
  const features = new Set(VARIANT_FEATURES[options.variant]);
  const has = (feature: TEditorFeature) => features.has(feature);
  const placeholder = options.placeholder ?? PLACEHOLDERS.default;
  const limit = options.characterLimit ?? (options.variant === 'review' ? REVIEW_CHARACTER_LIMIT : null);

  const extensions: AnyExtension[] = [
    StarterKit.configure({
      heading: false,
      link: false,
      underline: false,
      bulletList: false,
      orderedList: false,
      listItem: has('lists') ? {} : false,
      listKeymap: false,
      code: has('code') ? {} : false,
      codeBlock: has('code') && options.variant !== 'footnote' && options.variant !== 'citation' ? {} : false,
      blockquote: has('blocks') || has('lists') ? {} : false,
      horizontalRule: has('blocks') ? {} : false,
      trailingNode: has('blocks') ? {} : false,
    }),
    Underline,
    Link.configure({ openLinkDialog: options.dialogs?.openLinkDialog ?? null }),
    FormattingShortcuts,
    UniqueId,
    Numbering,
    Placeholder.configure({
      includeChildren: true,
      showOnlyCurrent: false,
      placeholder: ({ editor, node, pos }) => placeholderFor(editor, node, pos, placeholder),
    }),
    CharacterCount.configure({ limit }),
  ];

  if (has('lists')) extensions.push(BulletList, OrderedList, TaskList, TaskItem, ListKeymap);
  if (has('blocks')) extensions.push(Heading, Indent, Details, DetailsSummary, DetailsContent);
  if (has('textStyle')) {
    extensions.push(TextStyle.configure({ openColorPicker: options.dialogs?.openColorPicker ?? null }), Highlight, Kbd);
  }
  if (has('mathInline')) extensions.push(MathInline);
  if (has('mathDisplay')) extensions.push(MathDisplay, EquationRef);
  if (has('images')) extensions.push(Image);
  if (has('images') && has('media')) extensions.push(Figure, Caption, FigureGroup, Subfigure);
  if (has('media')) extensions.push(Video, Iframe);
  if (has('tables')) extensions.push(Table, TableRow, TableHeader, TableCell);
  if (has('notes')) extensions.push(Footnote, Citation);
  if (has('mentions')) {
    extensions.push(
      options.suggestions?.mention
        ? Mention.configure({ suggestion: { char: '@', items: () => [], ...options.suggestions.mention } })
        : Mention,
    );
  }
  if (has('emoji')) {
    extensions.push(
      options.suggestions?.emoji
        ? Emoji.configure({ suggestion: { ...Emoji.options.suggestion, ...options.suggestions.emoji } })
        : Emoji,
    );
  }
  if (has('panels')) extensions.push(MathPanel, MathPanelName, MathPanelBody, SolutionMethod, MathConceptFragment);
  if (has('embeds')) extensions.push(HomeworkEmbed, InteractiveHomework, MathConcept);
  return extensions;
}
