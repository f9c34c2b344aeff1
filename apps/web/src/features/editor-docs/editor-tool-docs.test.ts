import { TOOL_NAMES } from '@zadania/editor/ui';
import { describe, expect, it } from 'vitest';
import { describeKeys, editorToolGroups } from './editor-tool-docs';

describe('the tools documented at /editor', () => {
  const documented = editorToolGroups.flatMap((group) => group.tools.map((tool) => tool.name));

  it('are tools of the editor’s demo variant, each documented once', () => {
    for (const name of documented) expect(TOOL_NAMES).toContain(name);
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('show Mod as Ctrl, or ⌘ on a Mac', () => {
    expect(describeKeys('Mod-Shift-S', false)).toBe('Ctrl-Shift-S');
    expect(describeKeys('Mod-Alt-H', true)).toBe('⌘-Alt-H');
  });
});
