import { createRequire } from 'node:module';
import type QtyModule from 'js-quantities';

type TQty = typeof QtyModule;

const requireFromHere = createRequire(import.meta.url);
let qtyLibrary: TQty | undefined;

/** js-quantities, loaded by the first quantity checked: a node that never checks one never pays for it. */
function qty(): TQty {
  qtyLibrary ??= requireFromHere('js-quantities') as TQty;
  return qtyLibrary;
}

/**
 * A unit as a step or key writes it (`m/s^2`, `m/s²`, `\frac{m}{s}`, `kg·m/s`, `mol/dm^3`, `Ω`) in the plain
 * spelling js-quantities reads; the empty string is the unit of a pure number.
 */
export function plainUnit(text: string): string {
  return text
    .replace(/\\(?:text|mathrm|textrm)\{([^{}]*)\}/g, '$1')
    .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, '$1/$2')
    .replace(/\\(?:cdot|times)(?![a-zA-Z])|[·×]/g, '*')
    .replace(/\\Omega(?![a-zA-Z])|Ω/g, 'ohm')
    .replace(/\\(?:,|;|:|!| )|~/g, '')
    .replace(/[{}]/g, '')
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/°C/g, 'degC')
    .replace(/\s+/g, '')
    .replace(/(?<![A-Za-z])K(?![A-Za-z])/g, 'degK')
    .replace(/\/\(([^()]*)\)$/, '/$1')
    .trim();
}

/** Units school physics writes that js-quantities names otherwise: the dioptre (`D`) is one per metre. */
const UNIT_ALIASES: Readonly<Record<string, string>> = { D: 'm^-1' };

/** How many SI base units one of `unit` is (`km/h` → 0.2777…), and its kind; null when js-quantities cannot read it. */
export function unitScale(unit: string): { scale: number; kind: string } | null {
  const written = plainUnit(unit);
  const plain = UNIT_ALIASES[written] ?? written;
  if (plain === '') return { scale: 1, kind: 'unitless' };
  try {
    const one = qty()(`1 ${plain}`);
    return { scale: one.baseScalar, kind: one.kind() };
  } catch {
    return null;
  }
}
