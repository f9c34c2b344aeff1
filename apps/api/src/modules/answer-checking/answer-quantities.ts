import { createRequire } from 'node:module';
import { quantityNames, type TQuantityName } from '@zadania/shared';
import { canonicalUnit } from './answer-units';
import { unwrapTextCommands } from './chemistry-formula';

/**
 * Physical quantities in answers (issue 73): a unit as pupils write it (`km/h`, `\frac{m}{s}`, `m/s^2`, `dm³`,
 * `\mathrm{J}`, `°C`, `Ω`, `metrów`, `niutonów`) read by js-quantities, so that an answer in another unit of the same
 * quantity is converted (`20 m/s` for `72 km/h`). js-quantities is small (no dependencies) and loaded by the first
 * answer with a unit, as the compute engine is (math-engine.ts). Money (`zł`, `gr`) is not a physical quantity: it
 * stays with answer-units.ts.
 */

type TQtyLibrary = typeof import('js-quantities');
type TQty = ReturnType<TQtyLibrary>;

const requireFromHere = createRequire(import.meta.url);
let library: TQtyLibrary | undefined;

function quantities(): TQtyLibrary {
  library ??= requireFromHere('js-quantities') as TQtyLibrary;
  return library;
}

/** A unit: js-quantities' spelling and a factor for the units it lacks (an ar is 100 m²). */
export type TUnit = { units: string; scale: number };
export type TReadUnit = TUnit | 'money' | null;

/** Units of answer-units.ts (canonical spellings) js-quantities lacks or spells otherwise. */
const LEGACY_UNITS: Readonly<Record<string, TUnit | 'money'>> = {
  zł: 'money',
  gr: 'money',
  a: { units: 'm^2', scale: 100 },
  ha: { units: 'hectare', scale: 1 },
};

/** Polish names of physics units (any case ending), read as their symbols. */
const UNIT_WORDS: readonly (readonly [RegExp, string])[] = [
  [/^dżul\p{L}*$/u, 'J'],
  [/^kilodżul\p{L}*$/u, 'kJ'],
  [/^niuton\p{L}*$/u, 'N'],
  [/^kilowatogodzin\p{L}*$/u, 'kWh'],
  [/^kilowat\p{L}*$/u, 'kW'],
  [/^wat\p{L}*$/u, 'W'],
  [/^paskal\p{L}*$/u, 'Pa'],
  [/^hektopaskal\p{L}*$/u, 'hPa'],
  [/^wolt\p{L}*$/u, 'V'],
  [/^amper\p{L}*$/u, 'A'],
  [/^om(?:y|ów|ach)?$/u, 'Ohm'],
  [/^kulomb\p{L}*$/u, 'C'],
  [/^kelwin\p{L}*$/u, 'tempK'],
  [/^stop\p{L}* celsjusza$/u, 'tempC'],
  [/^mol(?:e|i|ach)?$/u, 'mol'],
  [/^elektronowolt\p{L}*$/u, 'eV'],
];

/** The unit's text in one plain spelling: `\mathrm{…}` unwrapped, `²` as `^2`, `·` as `*`, `°C` kept together. */
export function plainUnit(text: string): string {
  return unwrapTextCommands(text)
    .replace(/\^\s*\{\s*([-−]?\d+)\s*\}/g, '^$1')
    .replace(/\\frac\s*\{([^{}]*\p{L}[^{}]*)\}\s*\{([^{}]*)\}/gu, '$1/($2)')
    .replace(/\\Omega(?![a-zA-Z])/g, 'Ω')
    .replace(/\\(?:mu|micro)(?![a-zA-Z])/g, 'µ')
    .replace(/\^\s*(?:\{\s*\\circ\s*\}|\\circ)|\\degree(?![a-zA-Z])|\\textdegree(?![a-zA-Z])/g, '°')
    .replace(/℃/g, '°C')
    .replace(/\\%/g, '%')
    .replace(/\\(?:[,;:! ]|quad(?![a-zA-Z]))|~/g, ' ')
    .replace(/\\(?:cdot|cdotp|times)(?![a-zA-Z])|[·⋅∙×*]/g, '*')
    .replace(/⁻¹/g, '^-1')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/\^\s*\{\s*([-−]?\d+)\s*\}/g, '^$1')
    .replace(/−/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The unit in js-quantities' spelling: symbols, powers glued (`cm3`), `K` as a temperature, words as symbols. */
function quantitySpelling(plain: string): string | null {
  const lower = plain.toLowerCase();
  for (const [pattern, symbol] of UNIT_WORDS) if (pattern.test(lower)) return symbol;
  if (/^K$/.test(plain)) return 'tempK';
  if (/^°[CF]$/.test(plain)) return `temp${plain[1]}`;
  return plain
    .replace(/°C/g, 'degC')
    .replace(/°F/g, 'degF')
    .replace(/°/g, 'deg')
    .replace(/Ω/g, 'Ohm')
    .replace(/[µμ]/g, 'u')
    .replace(/(?<![a-zA-Z])K(?![a-zA-Z])/g, 'degK')
    .replace(/\/\s*\(([^()]*)\)/g, '/$1')
    .replace(/([a-zA-Z])(\d)/g, '$1^$2')
    .replace(/\s*([*/^])\s*/g, '$1')
    .replace(/ /g, '*');
}

/** A unit as written, `'money'` for złote and grosze, or null when it is no unit js-quantities knows. */
export function readUnit(written: string): TReadUnit {
  const plain = plainUnit(written);
  if (plain === '' || plain.length > 40) return null;
  // `a` (ar) is no unit of answer-units.ts: there a lone letter is a variable more often than an area.
  const legacy = plain === 'a' ? 'a' : canonicalUnit(plain);
  if (legacy && LEGACY_UNITS[legacy]) return LEGACY_UNITS[legacy]!;
  const units = legacy ?? quantitySpelling(plain);
  if (!units || /^\d/.test(units)) return null;
  try {
    quantities()(1, units);
    return { units, scale: 1 };
  } catch {
    return null;
  }
}

function quantityOf(value: number, unit: TUnit): TQty {
  return quantities()(value * unit.scale, unit.units);
}

/** js-quantities' kind of a unit, with molar mass (`g/mol`), which it does not name. */
function kindOf(unit: TUnit): string | null {
  const quantity = quantityOf(1, unit);
  const kind = quantity.kind();
  if (kind) return kind;
  return quantity.toBase().units() === 'kg/mol' ? 'molar_mass' : null;
}

/** The Polish name of the quantity a unit measures, or null for one a school task does not name. */
export function quantityNameOf(unit: TUnit): TQuantityName | null {
  const kind = kindOf(unit);
  return kind ? (quantityNames[kind] ?? null) : null;
}

export function areCompatible(a: TUnit, b: TUnit): boolean {
  return quantityOf(1, a).isCompatible(quantityOf(1, b));
}

/** A value in one unit given in another compatible one (`20` m/s is `72` km/h; `293,15` K is `20` °C). */
export function convertValue(value: number, from: TUnit, to: TUnit): number {
  return quantityOf(value, from).to(to.units).scalar / to.scale;
}

/** Whether two units are the same unit (`km/h` and `\frac{km}{h}`), not only of the same quantity. */
export function isSameUnit(a: TUnit, b: TUnit): boolean {
  if (!areCompatible(a, b)) return false;
  return Math.abs(convertValue(1, a, b) - 1) < 1e-12 && Math.abs(convertValue(0, a, b)) < 1e-12;
}
