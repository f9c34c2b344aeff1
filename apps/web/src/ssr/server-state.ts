/** The id of the `<script type="application/json">` holding the server's query data for hydration. */
export const serverStateElementId = 'ssr-state';

/**
 * JSON that can sit inside a `<script>` element: `<` (so no `</script>` or `<!--`) and the line separators
 * JavaScript once treated as line ends are written as \u escapes, which JSON.parse reads back unchanged.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
