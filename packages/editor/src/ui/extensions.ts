import { type AnyExtension, Extension, type Node } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { type ReactNodeViewProps, ReactNodeViewRenderer } from '@tiptap/react';
import type { ComponentType } from 'react';
import { createEditorExtensions, type TEditorVariant } from '../create-editor-extensions';
import { HomeworkEmbedView, InteractiveHomeworkView } from './EmbedViews';
import { EquationRefView, MathNodeView } from './MathViews';
import { emojiSuggestion, mentionSuggestion } from './Suggestions';
import { transformPastedMath } from './tex';
import type { TSearchUsers } from './types';

const nodeViews: Record<string, ComponentType<ReactNodeViewProps<HTMLElement>>> = {
  mathInline: MathNodeView,
  mathDisplay: MathNodeView,
  equationRef: EquationRefView,
  homeworkEmbed: HomeworkEmbedView,
  interactiveHomework: InteractiveHomeworkView,
};

/** Pasted rendered math (KaTeX, MathML) becomes math nodes; unreadable math a red '(paste error)'. */
export const MathPaste = Extension.create({
  name: 'mathPaste',
  addProseMirrorPlugins() {
    return [new Plugin({ key: new PluginKey('mathPaste'), props: { transformPastedHTML: transformPastedMath } })];
  },
});

export type TUiExtensionsOptions = {
  variant: TEditorVariant;
  placeholder?: string;
  characterLimit?: number | null;
  searchUsers: TSearchUsers;
  openLinkDialog: () => boolean;
  openColorPicker: () => boolean;
};

/**
 * The schema's extensions for a variant with the UI attached: React node views for math, equation
 * references and embeds, the suggestion popups, the dialog shortcuts and math paste. Stored HTML is unchanged:
 * node views only change how nodes are drawn while editing.
 */
export function createUiExtensions(options: TUiExtensionsOptions): AnyExtension[] {
  const base = createEditorExtensions({
    variant: options.variant,
    placeholder: options.placeholder,
    characterLimit: options.characterLimit,
    suggestions: { mention: mentionSuggestion(options.searchUsers), emoji: emojiSuggestion() },
    dialogs: { openLinkDialog: options.openLinkDialog, openColorPicker: options.openColorPicker },
  });
  const withViews = base.map((extension) => {
    const view = nodeViews[extension.name];
    return view
      ? (extension as Node).extend({ addNodeView: () => ReactNodeViewRenderer<HTMLElement>(view) })
      : extension;
  });
  return [...withViews, MathPaste];
}
