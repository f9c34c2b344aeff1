import { defaultLearningLevel, type TLearningProfileView } from '@zadania/shared';
import type { TLearningProfileRow } from './learning-level.repository';

/** The profile as GET/PUT /learn/profile answer it: nothing chosen (and the default ceiling) before any row. */
export function presentProfile(row: TLearningProfileRow | undefined): TLearningProfileView {
  return {
    level: row?.schoolLevel ?? null,
    goal: row?.goal ?? null,
    examYear: row?.examYear ?? null,
    ceiling: row?.level ?? defaultLearningLevel,
    skipped: Boolean(row?.skippedAt),
    diagnosticSessionId: row?.diagnosticSessionId ?? null,
  };
}
