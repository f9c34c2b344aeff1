import { describe, expect, it } from 'vitest';
import { formatExamTitle } from './exam-title';

describe('formatExamTitle', () => {
  it('joins type with month and year, level, variant and details', () => {
    expect(
      formatExamTitle({ type: 'MATURA', date: '2026-05-06', level: 'ADVANCED', variant: 'MAIN', details: null }),
    ).toBe('Matura (maj 2026), poziom rozszerzony');
    expect(
      formatExamTitle({
        type: 'EIGHTH_GRADE',
        date: '2025-12-01',
        level: null,
        variant: 'TRIAL',
        details: 'Arkusz Zadania',
      }),
    ).toBe('Egzamin ósmoklasisty (grudzień 2025), arkusz próbny, Arkusz Zadania');
  });
});
