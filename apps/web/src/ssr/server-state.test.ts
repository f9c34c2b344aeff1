import { describe, expect, it } from 'vitest';
import { serializeForScript } from './server-state';

describe('the server data embedded in the page', () => {
  const hostile = {
    description: '</script><script>alert(1)</script>',
    comment: '<!-- <script>',
    entities: '&lt;b&gt; & \u2028 \u2029',
  };

  it('cannot end its <script> element or open a comment, and reads back unchanged', () => {
    const serialized = serializeForScript(hostile);
    expect(serialized).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(serialized)).toEqual(hostile);
  });

  it('stays inert in a parsed page: one JSON script, no script of the text', () => {
    document.body.innerHTML = `<script type="application/json" id="ssr-state">${serializeForScript(hostile)}</script>`;
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(hostile);
  });
});
