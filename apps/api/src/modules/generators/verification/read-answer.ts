import type { TAnswerKey } from '@zadania/shared';
import { readNumberLatex, type TReadNumber } from '../../answer-checking/answer-math';
import {
  normalizeSpelling,
  splitIntervalUnion,
  splitSetElements,
  stripVariablePrefix,
  toEngineLatex,
} from '../../answer-checking/answer-notation';

export function readAnswerValues(answer: TAnswerKey): TReadNumber[] | null {
  const text = normalizeSpelling(answer.value);
  const elements = answer.kind === 'SET' ? splitSetElements(text) : [stripVariablePrefix(text, 'equals')];
  if (!elements) return null;
  const values = elements.map((element) => {
    const latex = toEngineLatex(element);
    return latex === null ? null : readNumberLatex(latex);
  });
  return values.every((value) => value !== null) ? values : null;
}

type TEnd = { value: number; closed: boolean } | null;
export type TRange = { lower: TEnd; upper: TEnd };

function readIntervalEnd(text: string, closed: boolean): TEnd | 'bad' {
  const compact = text.replace(/\s+/g, '');
  if (/^[+-]?\\infty$/.test(compact)) return null;
  const latex = toEngineLatex(text);
  const value = latex === null ? null : readNumberLatex(latex);
  return value ? { value: value.approx, closed } : 'bad';
}

export function readAnswerRanges(answer: TAnswerKey): TRange[] | null {
  const pieces = splitIntervalUnion(normalizeSpelling(answer.value));
  if (!pieces) return null;
  const ranges: TRange[] = [];
  for (const piece of pieces) {
    if (piece.kind === 'all') ranges.push({ lower: null, upper: null });
    else if (piece.kind === 'interval') {
      const lower = readIntervalEnd(piece.lower, piece.lowerClosed);
      const upper = readIntervalEnd(piece.upper, piece.upperClosed);
      if (lower === 'bad' || upper === 'bad') return null;
      ranges.push({ lower, upper });
    } else if (piece.kind !== 'empty') return null;
  }
  return ranges;
}

export function isInRanges(ranges: readonly TRange[], point: number): boolean {
  return ranges.some(({ lower, upper }) => {
    const aboveLower = !lower || point > lower.value || (lower.closed && point === lower.value);
    const belowUpper = !upper || point < upper.value || (upper.closed && point === upper.value);
    return aboveLower && belowUpper;
  });
}
