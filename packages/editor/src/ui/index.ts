/**
 * @zadania/editor/ui: the React editing UI (toolbar variants, math node views, floating menus, dialogs).
 * Browser only; the root export `@zadania/editor` stays server-safe.
 */
export {
  PALETTE_HUES,
  PALETTE_LEVELS,
  paletteFor,
  pushRecentColor,
  RECENT_COLORS_LIMIT,
  readRecentColors,
  type TColorType,
} from './colors';
export { createUiExtensions } from './extensions';
export { formatCharacterCount, uiMessages } from './messages';
export { CHAT_MAX_HEIGHT, DEFAULT_EDITOR_HEIGHT, FULLSCREEN_MAX_WIDTH, RichTextEditor } from './RichTextEditor';
export { resolveTools, TOOL_NAMES, TOOLS, type TToolName, VARIANT_TOOLS, variantToolNames } from './toolbar-config';
export type * from './types';
