/** Multi-line environments whose rows are revealed one by one (split at `\\`). */
const multiLineEnvironments = /\\begin\{(aligned|align\*?|gathered|gather\*?|split)\}/;

type TToken = { kind: 'newline' | 'equals' | 'comma' | 'other'; start: number; end: number };

/**
 * Splits TeX into tokens, marking `\\` row breaks and `=` signs that sit at the top level: outside
 * braces, nested environments and `\left … \right` pairs. Escaped braces (`\{`) do not nest.
 */
function scanTopLevel(tex: string): TToken[] {
  const tokens: TToken[] = [];
  let depth = 0;
  let index = 0;
  while (index < tex.length) {
    const char = tex[index];
    const start = index;
    if (char === '\\') {
      const next = tex[index + 1];
      if (next === '\\') {
        index += 2;
        // An optional row spacing `\\[4pt]` belongs to the break.
        const spacing = /^\s*\[[^\]]*\]/.exec(tex.slice(index));
        if (spacing) index += spacing[0].length;
        tokens.push({ kind: depth === 0 ? 'newline' : 'other', start, end: index });
        continue;
      }
      const word = /^[a-zA-Z]+/.exec(tex.slice(index + 1));
      if (word) {
        index += 1 + word[0].length;
        if (word[0] === 'begin' || word[0] === 'left') depth += 1;
        if (word[0] === 'end' || word[0] === 'right') depth = Math.max(0, depth - 1);
      } else {
        index += 2;
      }
      tokens.push({ kind: 'other', start, end: index });
      continue;
    }
    if (char === '{') depth += 1;
    if (char === '}') depth = Math.max(0, depth - 1);
    index += 1;
    const kind = depth > 0 ? 'other' : char === '=' ? 'equals' : char === ',' || char === ';' ? 'comma' : 'other';
    tokens.push({ kind, start, end: index });
  }
  return tokens;
}

/** Cuts `tex` at the tokens of one kind, returning the pieces between them and the separators. */
function cutAt(tex: string, kind: TToken['kind']): { parts: string[]; separators: string[] } {
  const parts: string[] = [];
  const separators: string[] = [];
  let from = 0;
  for (const token of scanTopLevel(tex)) {
    if (token.kind !== kind) continue;
    parts.push(tex.slice(from, token.start));
    separators.push(tex.slice(token.start, token.end));
    from = token.end;
  }
  parts.push(tex.slice(from));
  return { parts, separators };
}

/** Finds the `\end{env}` matching the `\begin{env}` that ends at `bodyStart`. */
function findEnvironmentEnd(tex: string, env: string, bodyStart: number): number {
  const begin = `\\begin{${env}}`;
  const end = `\\end{${env}}`;
  let depth = 1;
  let index = bodyStart;
  while (index < tex.length) {
    if (tex.startsWith(begin, index)) {
      depth += 1;
      index += begin.length;
    } else if (tex.startsWith(end, index)) {
      depth -= 1;
      if (depth === 0) return index;
      index += end.length;
    } else {
      index += 1;
    }
  }
  return -1;
}

function splitEnvironmentRows(tex: string): string[] | null {
  const match = multiLineEnvironments.exec(tex);
  if (!match) return null;
  const env = match[1] as string;
  const bodyStart = match.index + match[0].length;
  const bodyEnd = findEnvironmentEnd(tex, env, bodyStart);
  if (bodyEnd < 0) return null;
  const prefix = tex.slice(0, bodyStart);
  const suffix = tex.slice(bodyEnd);
  const { parts, separators } = cutAt(tex.slice(bodyStart, bodyEnd), 'newline');
  const rows = parts
    .map((row, index) => ({ row, separator: separators[index - 1] ?? '' }))
    .filter(({ row }) => row.trim() !== '');
  if (rows.length < 2) return null;
  return rows.map((_, count) => {
    const body = rows
      .slice(0, count + 1)
      .map(({ row, separator }, index) => (index === 0 ? row : `${separator}${row}`))
      .join('');
    return `${prefix}${body}${suffix}`;
  });
}

/** True when some comma-separated segment holds two or more top-level '=' signs. */
function hasEqualityChain(tex: string): boolean {
  let signs = 0;
  for (const token of scanTopLevel(tex)) {
    if (token.kind === 'comma') signs = 0;
    if (token.kind === 'equals') signs += 1;
    if (signs >= 2) return true;
  }
  return false;
}

function splitEqualityChain(tex: string): string[] | null {
  // A single equality is one idea, and so is a list of them ('a = 2, b = 3'): a chain needs two signs in a row.
  if (!hasEqualityChain(tex)) return null;
  const { parts } = cutAt(tex, 'equals');
  return parts.slice(1).map((_, index) => parts.slice(0, index + 2).join('='));
}

/**
 * The stages of revealing a formula piece by piece: one more row of an aligned/align environment, or
 * one more link of a chain of equalities, per stage. The last stage is the whole formula; a formula
 * that cannot be split gives a single stage.
 */
export function splitTexSteps(tex: string): string[] {
  return splitEnvironmentRows(tex) ?? splitEqualityChain(tex) ?? [tex];
}
