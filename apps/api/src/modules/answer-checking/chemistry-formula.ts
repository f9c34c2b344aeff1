/**
 * Chemical formulas as pupils type them (issue 73): `H2SO4`, `H₂SO₄`, `H_2SO_4`, `\mathrm{H_2SO_4}`, `Ca(OH)2`,
 * `[Cu(NH3)4]^{2+}`, `CuSO4·5H2O`, ions `SO4^{2-}`, `Fe^{3+}`, `Na+`, `SO42-`, the electron `e^-`. A formula is read
 * into its composition: how many atoms of each element and the charge. No maintained npm package reads ions,
 * hydrates and equations together (`chemical-formula` counts atoms of a neutral formula only), hence this reader.
 */

/** The elements' symbols, so that `Co` (cobalt) and `CO` (carbon and oxygen) are told apart and `Xy` is refused. */
const ELEMENTS = new Set(
  (
    'H He Li Be B C N O F Ne Na Mg Al Si P S Cl Ar K Ca Sc Ti V Cr Mn Fe Co Ni Cu Zn Ga Ge As Se Br Kr Rb Sr Y Zr ' +
    'Nb Mo Tc Ru Rh Pd Ag Cd In Sn Sb Te I Xe Cs Ba La Ce Pr Nd Pm Sm Eu Gd Tb Dy Ho Er Tm Yb Lu Hf Ta W Re Os Ir ' +
    'Pt Au Hg Tl Pb Bi Po At Rn Fr Ra Ac Th Pa U Np Pu Am Cm Bk Cf Es Fm Md No Lr Rf Db Sg Bh Hs Mt Ds Rg Cn Nh ' +
    'Fl Mc Lv Ts Og D'
  ).split(' '),
);

/** Longest formula read (no school formula comes close); larger multipliers are refused too. */
const MAX_FORMULA_LENGTH = 80;
const MAX_MULTIPLIER = 999;

/** A species: atoms of each element and its charge (`SO4^{2-}`: S 1, O 4, charge −2). */
export type TComposition = { atoms: ReadonlyMap<string, number>; charge: number };

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';
const SUPERSCRIPTS: Readonly<Record<string, string>> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁺': '+',
  '⁻': '-',
};

/** `\mathrm{…}` and the like removed with their own braces, whatever is nested inside (`\mathrm{SO_4^{2-}}`). */
export function unwrapTextCommands(text: string): string {
  const command = /\\(?:ce|mathrm|text|textrm|mathit|textit|mathbf|operatorname|rm)\s*\{/g;
  let result = text;
  for (let match = command.exec(result); match; match = command.exec(result)) {
    let depth = 1;
    let end = match.index + match[0].length;
    for (; end < result.length && depth > 0; end += 1) {
      if (result[end] === '{') depth += 1;
      else if (result[end] === '}') depth -= 1;
    }
    if (depth > 0) return result;
    const inner = result.slice(match.index + match[0].length, end - 1);
    result = result.slice(0, match.index) + inner + result.slice(end);
    command.lastIndex = match.index;
  }
  return result;
}

/** `\mathrm{…}`, `\text{…}`, `\ce{…}` unwrapped, subscripts as plain digits, charges as `^{2-}`, spaces dropped. */
export function plainChemistry(text: string): string {
  const result = unwrapTextCommands(text);
  return (
    result
      .replace(/[₀-₉]/g, (digit) => String(SUBSCRIPT_DIGITS.indexOf(digit)))
      .replace(/[⁰¹²³⁴-⁹⁺⁻]+/g, (run) => `^{${[...run].map((char) => SUPERSCRIPTS[char]).join('')}}`)
      .replace(/_\s*\{\s*(\d+)\s*\}|_\s*(\d+)/g, '$1$2')
      .replace(/\\left|\\right/g, '')
      // State of matter and gas or precipitate marks say nothing about the composition: `(aq)`, `(g)`, `↑`, `\downarrow`.
      .replace(/\((?:aq|g|s|l|c|st|ciecz|gaz)\)|[↑↓]|\\(?:uparrow|downarrow)(?![a-zA-Z])/g, '')
      .replace(/\\lbrack|\\\[/g, '[')
      .replace(/\\rbrack|\\\]/g, ']')
      .replace(/[\u2212\u2013\u2014]/g, '-')
      .replace(/\\(?:cdot|cdotp|bullet|times)(?![a-zA-Z])|[·⋅∙•×*]/g, '·')
      .replace(/\\(?:[,;:! ]|quad|qquad)|~|\s+/g, ' ')
      .trim()
  );
}

/** A charge written after `^` (`2-`, `+`, `-2`, `3+`) as a number, or null. */
function readCharge(written: string): number | null {
  const match = /^(?:(\d*)([+-])|([+-])(\d+))$/.exec(written.replace(/\s+/g, ''));
  if (!match) return null;
  const sign = (match[2] ?? match[3]) === '-' ? -1 : 1;
  const magnitude = Number(match[1] || match[4] || '1');
  return magnitude > 0 && magnitude <= 9 ? sign * magnitude : null;
}

/**
 * The formula and its charge written plainly at its end: `Na+`, `Cl-`, `Fe3+` (a lone element: `Fe^{3+}`),
 * `SO42-` (two digits: the last is the charge), `NH4+` and `NO3-` (one digit after a group: an index).
 */
function splitPlainCharge(text: string): { formula: string; charge: number } {
  const match = /^(.*?)(\d*)([+-])$/.exec(text);
  if (!match || match[1] === '') return { formula: text, charge: 0 };
  const [, body, digits, sign] = match as unknown as [string, string, string, '+' | '-'];
  const direction = sign === '-' ? -1 : 1;
  const loneElement = /^[A-Z][a-z]?$/.test(body) && ELEMENTS.has(body);
  if (digits.length >= 2 || (digits.length === 1 && loneElement))
    return { formula: body + digits.slice(0, -1), charge: direction * Number(digits.at(-1)) };
  return { formula: body + digits, charge: direction };
}

type TCounts = Map<string, number>;

function addCounts(into: TCounts, from: ReadonlyMap<string, number>, times: number): void {
  for (const [element, count] of from) into.set(element, (into.get(element) ?? 0) + count * times);
}

/** Reads groups, elements and indices of a neutral formula without `·` (`Ca(OH)2`, `[Cu(NH3)4]SO4`), or null. */
function readGroups(text: string): TCounts | null {
  const stack: TCounts[] = [new Map()];
  const closers: string[] = [];
  let index = 0;
  const readNumber = (): number => {
    const digits = /^\d+/.exec(text.slice(index))?.[0] ?? '';
    index += digits.length;
    return digits === '' ? 1 : Number(digits);
  };
  while (index < text.length) {
    const char = text[index]!;
    if (char === '(' || char === '[') {
      stack.push(new Map());
      closers.push(char === '(' ? ')' : ']');
      index += 1;
    } else if (char === ')' || char === ']') {
      if (closers.pop() !== char || stack.length < 2) return null;
      index += 1;
      const group = stack.pop()!;
      const times = readNumber();
      if (group.size === 0 || times > MAX_MULTIPLIER) return null;
      addCounts(stack.at(-1)!, group, times);
    } else if (/[A-Z]/.test(char)) {
      const pair = text.slice(index, index + 2);
      const symbol = /^[A-Z][a-z]$/.test(pair) && ELEMENTS.has(pair) ? pair : char;
      if (!ELEMENTS.has(symbol)) return null;
      index += symbol.length;
      const times = readNumber();
      if (times === 0 || times > MAX_MULTIPLIER) return null;
      addCounts(stack.at(-1)!, new Map([[symbol, 1]]), times);
    } else return null;
  }
  return stack.length === 1 && stack[0]!.size > 0 ? stack[0]! : null;
}

/** One species without a coefficient: a formula, a hydrate (`CuSO4·5H2O`), an ion, or the electron, or null. */
export function readFormula(written: string): TComposition | null {
  const text = plainChemistry(written).replace(/\s+/g, '');
  if (text === '' || text.length > MAX_FORMULA_LENGTH) return null;
  if (/^e(?:\^\{?-\}?|-)$/.test(text)) return { atoms: new Map(), charge: -1 };
  let body = text;
  let charge = 0;
  const explicit = /^(.*?)\^\{?([^{}^]*)\}?$/.exec(text);
  if (explicit) {
    const read = readCharge(explicit[2]!);
    if (read === null) return null;
    [body, charge] = [explicit[1]!, read];
  } else ({ formula: body, charge } = splitPlainCharge(text));
  body = body.replace(/[{}]/g, '');
  const atoms: TCounts = new Map();
  for (const part of body.split('·')) {
    const match = /^(\d*)(.+)$/.exec(part);
    if (!match) return null;
    const times = match[1] === '' ? 1 : Number(match[1]);
    const counts = readGroups(match[2]!);
    if (!counts || times === 0 || times > MAX_MULTIPLIER) return null;
    addCounts(atoms, counts, times);
  }
  return { atoms, charge };
}

/** A composition in one spelling (`H2 O1 q0`), so that equal compositions are equal strings. */
export function compositionKey(composition: TComposition): string {
  const atoms = [...composition.atoms].filter(([, count]) => count !== 0).sort(([a], [b]) => a.localeCompare(b));
  return `${atoms.map(([element, count]) => `${element}${count}`).join(' ')} q${composition.charge}`;
}

export function areCompositionsEqual(a: TComposition, b: TComposition): boolean {
  return compositionKey(a) === compositionKey(b);
}
