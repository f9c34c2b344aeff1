import { answerVerdictHints, type TAnswerKey } from '@zadania/shared';
import { areCompatible, convertValue, isSameUnit, quantityNameOf, readUnit, type TUnit } from './answer-quantities';
import {
  readWrittenNumber,
  roundToSignificantFigures,
  significantFiguresOf,
  splitQuantity,
} from './answer-quantity-number';
import { rightVerdict, type TAnswerVerdict, wrongVerdict } from './answer-verdict';

/** Relative slack when a value is converted between units (floating point), and for keys asking significant figures. */
const RELATIVE_SLACK = 1e-9;

/** What the number readers of answer-equality.ts give this check (passed in, so the two files need not import each other). */
export type TNumberReaders = {
  /** The check of issue 57: a number, in the key's unit or without one. */
  isNumberCorrect: (key: TAnswerKey, given: string) => boolean;
  /** The value of a number as written (`1,5`, `3/2`), or null. */
  valueOf: (text: string) => number | null;
  /** Whether a number is written in the form the key's value is (a number, not `39+1`). */
  isWrittenAsAsked: (keyValue: string, given: string) => boolean;
};

function isClose(expected: number, value: number, tolerance: number | null): boolean {
  if (tolerance !== null) return Math.abs(expected - value) <= tolerance + 1e-12;
  return Math.abs(expected - value) <= RELATIVE_SLACK * Math.max(Math.abs(expected), Math.abs(value), 1e-300);
}

/** The key's value, given with exactly the significant figures it asks for (`1,2·10³` for 1234 and 2 figures). */
function checkSignificantFigures(key: TAnswerKey, mantissa: string, value: number | null, readers: TNumberReaders) {
  const figures = key.significantFigures!;
  const counted = significantFiguresOf(mantissa);
  if (!counted || figures < counted.min || figures > counted.max)
    return { correct: false, hint: answerVerdictHints.significantFigures(figures) };
  const keyValue = readers.valueOf(key.value);
  if (keyValue === null || value === null) return wrongVerdict;
  const expected = roundToSignificantFigures(keyValue, figures);
  return isClose(expected, value, key.tolerance) ? rightVerdict : wrongVerdict;
}

/** A number without a unit: the check of issue 57, or its significant figures when the key asks for them. */
function checkBareNumber(key: TAnswerKey, given: string, readers: TNumberReaders): TAnswerVerdict {
  const written = readWrittenNumber(given);
  if (key.significantFigures == null) {
    // A power of ten (`1,2·10³`) is how a value with a unit is written; a key without one keeps issue 55's forms.
    const text = key.unit ? written.text : given;
    return readers.isNumberCorrect(key, text) ? rightVerdict : wrongVerdict;
  }
  return checkSignificantFigures(key, written.mantissa, readers.valueOf(written.text), readers);
}

/** An answer in a unit of the key's quantity: converted to the key's unit unless the key demands its own. */
function checkInUnit(key: TAnswerKey, number: string, given: TUnit, asked: TUnit, readers: TNumberReaders) {
  if (!areCompatible(given, asked)) {
    const hint = answerVerdictHints.otherQuantity(quantityNameOf(asked), quantityNameOf(given));
    return { correct: false, hint };
  }
  const same = isSameUnit(given, asked);
  if (key.unitRequired && !same) return { correct: false, hint: answerVerdictHints.unitRequired(key.unit!.trim()) };
  const written = readWrittenNumber(number);
  if (same && key.significantFigures == null)
    return readers.isNumberCorrect({ ...key, unit: null }, written.text) ? rightVerdict : wrongVerdict;
  const value = readers.valueOf(written.text);
  if (value === null || !readers.isWrittenAsAsked(key.value, written.text)) return wrongVerdict;
  const converted = same ? value : convertValue(value, given, asked);
  if (key.significantFigures != null) return checkSignificantFigures(key, written.mantissa, converted, readers);
  const expected = readers.valueOf(key.value);
  return expected !== null && isClose(expected, converted, key.tolerance) ? rightVerdict : wrongVerdict;
}

/**
 * A NUMBER or FRACTION answer, with or without a unit (issues 57 and 73):
 * - the answer in the key's unit or without one, as issue 57 reads it (`144 cm²`, `144`, `12,50 zł`);
 * - in another unit of the same quantity, converted (`20 m/s` for `72 km/h`, `0,5 kg` for `500 g`, `1,2 kJ` for
 *   `1200 J`, `293,15 K` for `20 °C`), unless the key demands its unit ("Podaj wynik w km/h.");
 * - in a unit of another quantity, wrong with a hint naming both ("Wynik to prędkość, a podana jednostka to
 *   jednostka masy.");
 * - a key asking for significant figures wants the value rounded to exactly that many (`1,2·10³ J` for 1234 J and 2).
 * Money (`zł`, `gr`) is not converted: another money unit than the key's is wrong.
 */
export function checkNumberWithUnit(key: TAnswerKey, given: string, readers: TNumberReaders): TAnswerVerdict {
  if (key.significantFigures == null && readers.isNumberCorrect(key, given)) return rightVerdict;
  // A key with no unit and no significant figures: issue 57's verdict stands.
  if (!key.unit && key.significantFigures == null) return wrongVerdict;
  const split = splitQuantity(given);
  if (!split) {
    // Without a unit only a power of ten or significant figures can change the verdict of issue 57.
    const changed = key.significantFigures != null || (key.unit && readWrittenNumber(given).text !== given);
    return changed ? checkBareNumber(key, given, readers) : wrongVerdict;
  }
  const asked = key.unit ? readUnit(key.unit) : null;
  if (split.unit === 'money' || asked === 'money' || asked === null) {
    if (!key.unit || key.significantFigures == null) return wrongVerdict;
    return readers.isNumberCorrect({ ...key, significantFigures: null }, given)
      ? checkBareNumber({ ...key, unit: null }, split.number, readers)
      : wrongVerdict;
  }
  return checkInUnit(key, split.number, split.unit, asked, readers);
}
