import { TOOL_NAMES, TOOLS } from '@zadania/editor/ui';
import { describe, expect, it } from 'vitest';
import { describeKeys, editorToolGroups, isEditorDebug } from './editor-tool-docs';

describe('the tools documented at /editor', () => {
  const documented = editorToolGroups.flatMap((group) => group.tools.map((tool) => tool.name));

  it('are tools of the editor’s demo variant, each documented once', () => {
    for (const name of documented) expect(TOOL_NAMES).toContain(name);
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('include the task embed, the concept fragment and the interactive task, admin-only ones marked', () => {
    const tools = editorToolGroups.flatMap((group) => group.tools);
    for (const name of ['homeworkEmbed', 'mathConceptFragment', 'interactiveHomework']) {
      expect(documented).toContain(name);
    }
    for (const tool of tools) {
      expect(!!tool.admin, tool.name).toBe(!!TOOLS[tool.name as keyof typeof TOOLS].admin);
    }
    expect(tools.find((tool) => tool.name === 'homeworkEmbed')?.title).toBe(TOOLS.homeworkEmbed.label);
  });

  it('turn the playground’s HTML button on in development or with ?debug', () => {
    expect(isEditorDebug('', true)).toBe(true);
    expect(isEditorDebug('', false)).toBe(false);
    expect(isEditorDebug('?debug', false)).toBe(true);
    expect(isEditorDebug('?a=1&debug=1', false)).toBe(true);
    expect(isEditorDebug('?debugger', false)).toBe(false);
  });

  it('show Mod as Ctrl, or ⌘ on a Mac', () => {
    expect(describeKeys('Mod-Shift-S', false)).toBe('Ctrl-Shift-S');
    expect(describeKeys('Mod-Alt-H', true)).toBe('⌘-Alt-H');
  });
});
