// Paths written in backticks in the documentation must exist, so that a moved or renamed file cannot leave a doc
// pointing at nothing. A "path" is a backticked token that looks like a repository file or folder; everything else
// in backticks (commands, routes, identifiers, settings, values) is left alone.
import fs from 'node:fs';
import path from 'node:path';

/** The documents checked, relative to the repository root. */
export function listDocs(root) {
  const docs = fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs.sort(), 'bench/README.md'].filter((doc) => fs.existsSync(path.join(root, doc)));
}

const fileExtensions =
  /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx|md|json|jsonc|yml|yaml|sql|conf|css|html|toml|sh|csv|txt|svg|png|d\.ts|d\.mts)$/;
/** Characters of a repository path; anything else (spaces, `|`, `{`, `:`, non-ASCII) means it is not one. */
const pathCharacters = /^[A-Za-z0-9._\-/+~@]+$/;
const mimeType = /^(application|audio|font|image|message|multipart|text|video)\/[a-z0-9.+-]+$/;

/**
 * Each inline code span of a Markdown text outside fenced blocks, with the 1-based line it starts on. A span may run
 * over a line break inside a paragraph, as Markdown allows, but not over a blank line.
 */
export function codeSpans(markdown) {
  const spans = [];
  let fenced = false;
  let block = [];
  const scan = () => {
    const text = block.map(({ line }) => line).join('\n');
    const lineAt = (offset) => block[text.slice(0, offset).split('\n').length - 1].number;
    let at = 0;
    while (at < text.length) {
      const open = text.indexOf('`', at);
      if (open < 0) break;
      let ticks = 1;
      while (text[open + ticks] === '`') ticks += 1;
      const fence = '`'.repeat(ticks);
      let close = text.indexOf(fence, open + ticks);
      // A closing run must be exactly as long as the opening one.
      while (close >= 0 && text[close + ticks] === '`') close = text.indexOf(fence, close + ticks + 1);
      if (close < 0) {
        at = open + ticks; // an unmatched run is literal text
        continue;
      }
      spans.push({
        line: lineAt(open),
        text: text
          .slice(open + ticks, close)
          .replace(/\n/g, ' ')
          .trim(),
      });
      at = close + ticks;
    }
    block = [];
  };
  markdown.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      scan();
      fenced = !fenced;
    } else if (fenced) {
      // code blocks hold commands and sample output, not references
    } else if (line.trim() === '') scan();
    else block.push({ line, number: index + 1 });
  });
  scan();
  return spans;
}

/**
 * Whether a backticked token names a file or folder of the repository: no spaces, a `/` or a file extension, not a
 * URL, not a route (`/api/…`, `/homeworks`: every absolute path), not a package (`@zadania/shared`), not a MIME type,
 * not an environment variable's value (`DATA_DIR/files`, `$PORT`), no `<placeholder>`, `{param}` or glob.
 */
export function isPathLike(token) {
  if (!pathCharacters.test(token)) return false; // spaces, globs, <placeholders>, {params}, `a|b`, URLs (`:`)
  if (!token.includes('/') && !fileExtensions.test(token)) return false;
  if (token.startsWith('/') || token.startsWith('@')) return false;
  if (mimeType.test(token)) return false;
  if (/^[A-Z][A-Z0-9_]*\//.test(token)) return false; // an environment variable's folder: `DATA_DIR/outbox`
  if (!/[A-Za-z]/.test(token)) return false; // `3/2`, `1/2`
  if (/^\.[A-Za-z0-9]+$/.test(token)) return false; // a bare extension: `.png`
  return true;
}

const moduleSuffixes = ['', '.ts', '.tsx', '.mts', '.mjs', '.js'];

/** Whether `token` names something that exists, from the repository root or from the document's folder. */
export function pathExists(root, doc, token) {
  const bases = [root, path.dirname(path.join(root, doc))];
  // A module named without its extension (`lib/rich-text/LazyRichContent`) is found as the import would be.
  return bases.some((base) => moduleSuffixes.some((suffix) => fs.existsSync(path.join(base, token + suffix))));
}

/** `doc:line path` for every backticked path of the documents that exists nowhere, but for the allowed ones. */
export function findMissingDocPaths(root, docs, allowed = {}) {
  return docs.flatMap((doc) =>
    codeSpans(fs.readFileSync(path.join(root, doc), 'utf8'))
      .filter(({ text }) => isPathLike(text) && !isAllowed(text, allowed) && !pathExists(root, doc, text))
      .map(({ line, text }) => `${doc}:${line} ${text}`),
  );
}

/** An allowed entry covers the token itself and, when it ends in `/`, everything under it. */
function isAllowed(token, allowed) {
  return Object.keys(allowed).some((entry) => token === entry || (entry.endsWith('/') && token.startsWith(entry)));
}
