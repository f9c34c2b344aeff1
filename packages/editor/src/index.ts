/**
 * @zadania/editor: the TipTap schema of the platform's rich text (nodes, marks, extensions), the variant
 * presets, numbering shared with the renderer and the server, and the HTML allowlist. Server-safe: no
 * React and no DOM at import time.
 */

export { ALLOWED_URL_SCHEMES, deriveHtmlAllowlist, getHtmlAllowlist, type THtmlAllowlist } from './allowlist';
export * from './constants';
export {
  createEditorExtensions,
  EDITOR_VARIANTS,
  placeholderFor,
  type TCreateEditorExtensionsOptions,
  type TEditorFeature,
  type TEditorVariant,
  VARIANT_FEATURES,
} from './create-editor-extensions';
export {
  borderCss,
  normalizeBorder,
  parseBorder,
  parseStyle,
  sanitizeColor,
  sanitizeFontFamily,
  sanitizeFontSize,
  type TBorder,
} from './css-values';
export { EMOJIS, findEmoji, searchEmojis, type TEmoji } from './emoji-data';
export { BulletList } from './extensions/BulletList';
export { Caption } from './extensions/Caption';
export { Citation, isValidCitation, type TCitation } from './extensions/Citation';
export { Details, DetailsContent, DetailsSummary } from './extensions/Details';
export { Emoji, emojiSuggestionKey } from './extensions/Emoji';
export { EquationRef } from './extensions/EquationRef';
export { Figure, figureKind } from './extensions/Figure';
export { FigureGroup, type TFigureGroupColumns } from './extensions/FigureGroup';
export { Footnote } from './extensions/Footnote';
export { FormattingShortcuts } from './extensions/FormattingShortcuts';
export { Heading, type THeadingLevel } from './extensions/Heading';
export { HomeworkEmbed } from './extensions/HomeworkEmbed';
export { Iframe } from './extensions/Iframe';
export { Image, type TImageAttributes } from './extensions/Image';
export { clampIndent, Indent } from './extensions/Indent';
export { InteractiveHomework } from './extensions/InteractiveHomework';
export { MathConcept } from './extensions/MathConcept';
export { MathConceptFragment } from './extensions/MathConceptFragment';
export { MathDisplay } from './extensions/MathDisplay';
export { MathInline } from './extensions/MathInline';
export { linkedPanelEditKey, MATH_PANEL_VARIANT_NAMES, MathPanel } from './extensions/MathPanel';
export { MathPanelBody } from './extensions/MathPanelBody';
export { MathPanelName } from './extensions/MathPanelName';
export { Mention } from './extensions/Mention';
export {
  collectNumberingItems,
  getNumbering,
  getNumberingLabel,
  Numbering,
  numberingKey,
} from './extensions/Numbering';
export { OrderedList, toListStyle } from './extensions/OrderedList';
export { SolutionMethod } from './extensions/SolutionMethod';
export { Subfigure } from './extensions/Subfigure';
export { Table, TableRow } from './extensions/Table';
export { TableCell } from './extensions/TableCell';
export { TableHeader } from './extensions/TableHeader';
export { TaskItem } from './extensions/TaskItem';
export { TaskList } from './extensions/TaskList';
export { assignUniqueIds, ID_NODE_TYPES, UniqueId, uniqueIdKey } from './extensions/UniqueId';
export { Video } from './extensions/Video';
export { HTML_ALLOWLIST } from './html-allowlist';
export { createId, isValidId } from './ids';
export { Highlight } from './marks/Highlight';
export { Kbd } from './marks/Kbd';
export { Link } from './marks/Link';
export { TextStyle } from './marks/TextStyle';
export { Underline } from './marks/Underline';
export {
  applyNumbering,
  classifyElement,
  computeNumbering,
  numberHtml,
  type TNumberedKind,
  type TNumbering,
  type TNumberingEntry,
  type TNumberingItem,
} from './numbering';
export { renderTex } from './render-tex';
export { BORDER_SIDES, type TBorderSide, type TCellBorderInput } from './table-cell-attributes';
export { isAllowedHref, isAllowedMediaSrc, opensInNewTab, toEmbedUrl } from './url-policy';
