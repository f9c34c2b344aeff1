import { type TMockPaperInput, ZMockPaper } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { exams, mockAttempts, mockPapers } from '../db/schema';

/**
 * The day the demo papers are dated (the exams they belong to are fictional trial exams): before the other trial
 * exams, so that the exam list opens with those whose tasks are in the catalogue.
 */
const paperDate = '2025-11-15';

/**
 * The demo papers to solve against the clock (issue 37), each with the trial exam it belongs to. Idempotent by
 * slug: an existing database gains the papers added since. A paper already there is brought up to date (issue 57:
 * CKE's 2025 format) while nobody has attempted it; once attempted it is left as it is, because its attempts'
 * answers are stored by item position. Returns the number of papers added.
 */
export async function seedMockPapers(db: TDb, papers: readonly TMockPaperInput[]): Promise<number> {
  let added = 0;
  for (const input of papers) {
    const paper = ZMockPaper.parse(input);
    const [existing] = await db.select({ id: mockPapers.id }).from(mockPapers).where(eq(mockPapers.slug, paper.slug));
    if (existing) {
      const [attempt] = await db
        .select({ id: mockAttempts.id })
        .from(mockAttempts)
        .where(eq(mockAttempts.paperId, existing.id))
        .limit(1);
      if (!attempt)
        await db
          .update(mockPapers)
          .set({
            title: paper.title,
            durationMinutes: paper.durationMinutes,
            extendedDurationMinutes: paper.extendedDurationMinutes,
            calculatorAllowed: paper.calculatorAllowed,
            items: paper.items,
          })
          .where(eq(mockPapers.id, existing.id));
      continue;
    }
    await db.transaction(async (tx) => {
      const [exam] = await tx
        .insert(exams)
        .values({
          slug: paper.slug,
          type: paper.kind === 'E8' ? 'EIGHTH_GRADE' : 'MATURA',
          level: paper.kind === 'E8' ? null : 'BASIC',
          variant: 'TRIAL',
          date: paperDate,
          details: paper.title,
          status: 'PUBLIC',
        })
        .returning({ id: exams.id });
      await tx.insert(mockPapers).values({
        examId: exam!.id,
        slug: paper.slug,
        title: paper.title,
        kind: paper.kind,
        durationMinutes: paper.durationMinutes,
        extendedDurationMinutes: paper.extendedDurationMinutes,
        calculatorAllowed: paper.calculatorAllowed,
        items: paper.items,
      });
    });
    added += 1;
  }
  return added;
}
