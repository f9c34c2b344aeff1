import {
  blackboard,
  contentCommands,
  delimiters,
  functionNames,
  matrixBrackets,
  silentCommands,
  spacingSymbols,
  subscripts,
  superscripts,
  texSymbols,
} from './tex-symbols';

/** Nesting deeper than this is read flat, so hostile input cannot exhaust the stack. */
const maxDepth = 40;

type TStop = '}' | '&' | '\\\\' | 'end' | 'right';

/** Text that needs no brackets as a fraction's part or a script: one word, number or symbol run. */
const isAtomic = (text: string) => /^[\p{L}\p{N}\p{M}.,′°√∞]+$/u.test(text) || /^\((?:[^()]|\([^()]*\))*\)$/.test(text);

const bracketed = (text: string) => (isAtomic(text) ? text : `(${text})`);

function script(text: string, table: Record<string, string>, marker: string) {
  if (!text) return '';
  if (text === '∘') return marker === '^' ? '°' : '∘';
  if (/^′+$/.test(text)) return text;
  const chars = [...text];
  if (chars.every((char) => table[char])) return chars.map((char) => table[char]).join('');
  return `${marker}${chars.length === 1 ? text : `(${text})`}`;
}

function root(index: string, radicand: string) {
  const sign = index === '3' ? '∛' : index === '4' ? '∜' : `${index ? script(index, superscripts, '^') : ''}√`;
  return `${sign}${bracketed(radicand)}`;
}

/** A reader over TeX source that writes its plain-text reading. */
class TexReader {
  private position = 0;

  constructor(private readonly source: string) {}

  readAll() {
    return this.readSequence(new Set(), 0);
  }

  /** Reads until one of `stops` (left unread) or the end. */
  private readSequence(stops: ReadonlySet<TStop>, depth: number): string {
    let text = '';
    let wordAfter = false;
    const append = (piece: string, isScript = false) => {
      if (!isScript && wordAfter && /^[\p{L}\p{N}]/u.test(piece) && !/\s$/.test(text)) text += ' ';
      if (!isScript && piece) wordAfter = false;
      text += piece;
    };
    while (this.position < this.source.length) {
      const stop = this.peekStop();
      if (stop && stops.has(stop)) break;
      const char = this.source[this.position]!;
      if (stop) {
        // A stray closing brace, `&`, `\\`, `\end` or `\right` reads as a space.
        this.skipStop();
        append(' ');
      } else if (char === '\\') {
        const name = this.readCommandName();
        append(this.readCommand(name, depth));
        if (functionNames.has(name)) wordAfter = true;
      } else if (char === '{') {
        this.position += 1;
        append(depth < maxDepth ? this.readGroupRest(depth + 1) : '');
      } else if (char === '^' || char === '_') {
        this.position += 1;
        const argument = depth < maxDepth ? this.readArgument(depth + 1) : '';
        append(char === '^' ? script(argument, superscripts, '^') : script(argument, subscripts, '_'), true);
      } else if (char === '%') {
        const lineEnd = this.source.indexOf('\n', this.position);
        this.position = lineEnd < 0 ? this.source.length : lineEnd;
      } else {
        this.position += 1;
        append(char === '~' ? ' ' : char);
      }
    }
    return text;
  }

  private peekStop(): TStop | null {
    const at = this.position;
    const char = this.source[at];
    if (char === '}' || char === '&') return char;
    if (char !== '\\') return null;
    const isCommand = (name: string) =>
      this.source.startsWith(name, at) && !/[a-zA-Z]/.test(this.source[at + name.length] ?? '');
    if (this.source.startsWith('\\\\', at)) return '\\\\';
    if (isCommand('\\end')) return 'end';
    if (isCommand('\\right')) return 'right';
    return null;
  }

  private skipStop() {
    const stop = this.peekStop();
    if (stop === 'end') {
      this.position += 4;
      this.readRawArgument();
    } else if (stop === 'right') {
      this.position += 6;
      this.readDelimiter();
    } else if (stop === '\\\\') {
      this.position += 2;
      this.skipOptionalArgument();
    } else {
      this.position += 1;
    }
  }

  private readCommandName() {
    this.position += 1;
    const match = /^[a-zA-Z]+/.exec(this.source.slice(this.position, this.position + 64));
    if (match) {
      this.position += match[0].length;
      return match[0];
    }
    const symbol = this.source[this.position] ?? '';
    this.position += symbol.length;
    return symbol;
  }

  private readCommand(name: string, depth: number): string {
    if (name in spacingSymbols) return spacingSymbols[name]!;
    if (name === '|') return '‖';
    if (!/^[a-zA-Z]/.test(name)) return name;
    if (name in texSymbols) return texSymbols[name]!;
    if (functionNames.has(name)) return name;
    const next = depth + 1;
    if (next > maxDepth) return '';
    if (name === 'frac' || name === 'dfrac' || name === 'tfrac' || name === 'cfrac') {
      const numerator = this.readArgument(next);
      const denominator = this.readArgument(next);
      return `${bracketed(numerator)}/${bracketed(denominator)}`;
    }
    if (name === 'sqrt') {
      const index = this.readOptionalArgument(next);
      return root(index, this.readArgument(next));
    }
    if (name === 'binom' || name === 'dbinom' || name === 'tbinom') {
      const n = this.readArgument(next);
      return `C(${n}, ${this.readArgument(next)})`;
    }
    if (name === 'pmod') return ` (mod ${this.readArgument(next)})`;
    if (name === 'mathbb' || name === 'mathbbm') {
      const letters = this.readArgument(next);
      return [...letters].map((letter) => blackboard[letter] ?? letter).join('');
    }
    if (name === 'vec' || name === 'overrightarrow') {
      const vector = this.readArgument(next);
      return [...vector].length === 1 ? `${vector}\u20d7` : `→${vector}`;
    }
    if (name === 'not') {
      const negated = this.readArgument(next);
      return negated === '=' ? '≠' : negated === '∈' ? '∉' : `${negated}\u0338`;
    }
    if (name === 'textcolor' || name === 'stackrel' || name === 'overset' || name === 'underset') {
      this.readArgument(next);
      return this.readArgument(next);
    }
    if (name === 'left' || name === 'middle' || /^[bB]igg?[lrm]?$/.test(name)) {
      const opening = this.readDelimiter();
      if (name !== 'left') return opening;
      const inner = this.readSequence(new Set(['right', '}', '&', '\\\\', 'end']), next);
      if (this.peekStop() !== 'right') return `${opening}${inner.trim()}`;
      this.position += 6;
      const closing = this.readDelimiter();
      return `${opening}${inner.trim()}${closing || (opening === '{' ? '}' : '')}`;
    }
    if (name === 'begin') return this.readEnvironment(next);
    if (name in silentCommands) {
      for (let i = 0; i < silentCommands[name]!; i += 1) this.readArgument(next);
      return '';
    }
    if (contentCommands.has(name)) {
      if (this.source[this.position] === '*') this.position += 1;
      return this.readArgument(next);
    }
    // Unknown commands are dropped; what follows them is read as usual.
    return '';
  }

  private readEnvironment(depth: number) {
    const name = this.readRawArgument().replace(/\*$/, '');
    if (name === 'array' || name === 'tabular' || name === 'alignat') this.readRawArgument();
    const rows: string[][] = [[]];
    const cellStops = new Set<TStop>(['&', '\\\\', 'end']);
    while (this.position < this.source.length) {
      rows.at(-1)!.push(this.readSequence(cellStops, depth).replace(/\s+/g, ' ').trim());
      const stop = this.peekStop();
      if (stop === '&') this.position += 1;
      else if (stop === '\\\\') {
        this.skipStop();
        rows.push([]);
      } else {
        if (stop === 'end') this.skipStop();
        break;
      }
    }
    const filled = rows.filter((cells) => cells.some(Boolean));
    if (name in matrixBrackets) {
      const [open, close] = matrixBrackets[name]!;
      return `${open}${filled.map((cells) => cells.join(' ')).join('; ')}${close}`;
    }
    if (name === 'cases' || name === 'dcases' || name === 'rcases') {
      return `{${filled.map((cells) => cells.filter(Boolean).join(', ')).join('; ')}}`;
    }
    return filled.map((cells) => cells.join(' ')).join('; ');
  }

  /** A group `{…}`, one command or one character: a command's argument or a script. */
  private readArgument(depth: number): string {
    this.skipSpaces();
    const char = this.source[this.position];
    if (char === undefined || char === '}' || char === '&') return '';
    if (char === '{') {
      this.position += 1;
      return this.readGroupRest(depth);
    }
    if (char === '\\') {
      if (this.peekStop()) return '';
      return this.readCommand(this.readCommandName(), depth);
    }
    const codePoint = String.fromCodePoint(this.source.codePointAt(this.position)!);
    this.position += codePoint.length;
    return codePoint;
  }

  private readGroupRest(depth: number) {
    const text = this.readSequence(new Set(['}']), depth);
    if (this.source[this.position] === '}') this.position += 1;
    return text;
  }

  private readOptionalArgument(depth: number) {
    this.skipSpaces();
    if (this.source[this.position] !== '[') return '';
    this.position += 1;
    let text = '';
    while (this.position < this.source.length && this.source[this.position] !== ']') {
      const before = this.position;
      text += this.readArgument(depth);
      if (this.position === before) this.position += 1;
    }
    this.position += 1;
    return text.trim();
  }

  private skipOptionalArgument() {
    this.skipSpaces();
    if (this.source[this.position] !== '[') return;
    const close = this.source.indexOf(']', this.position);
    this.position = close < 0 ? this.source.length : close + 1;
  }

  /** `{name}` as written, for environment names and column specifications. */
  private readRawArgument() {
    this.skipSpaces();
    if (this.source[this.position] !== '{') return '';
    const close = this.source.indexOf('}', this.position);
    const end = close < 0 ? this.source.length : close;
    const raw = this.source.slice(this.position + 1, end);
    this.position = end + 1;
    return raw.trim();
  }

  private readDelimiter() {
    this.skipSpaces();
    const char = this.source[this.position];
    if (char === undefined) return '';
    if (char !== '\\') {
      this.position += 1;
      return delimiters[char] ?? char;
    }
    const start = this.position;
    const name = this.readCommandName();
    const written = this.source.slice(start, this.position);
    return delimiters[written] ?? texSymbols[name] ?? '';
  }

  private skipSpaces() {
    while (/\s/.test(this.source[this.position] ?? '')) this.position += 1;
  }
}

/**
 * TeX read as plain text, for titles and descriptions: `45^\circ` → `45°`, `\frac{a}{b}` → `a/b`,
 * `\sqrt{x}` → `√x`, `x^2` → `x²`, Greek letters and relations as their symbols, matrices as
 * `[1 2; 3 4]`, systems as `{x + y = 2; x - y = 0}`. Unknown commands are dropped, never shown raw.
 */
export function texToPlainText(tex: string): string {
  return new TexReader(tex).readAll().replace(/\s+/g, ' ').trim();
}
