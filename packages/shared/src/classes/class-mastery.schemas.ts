import { z } from 'zod';
import { defineEndpoints, withParams } from '../api/endpoint';
import { get } from '../api/routes';
import { ZClassIdParams } from './class.schemas';

/** How many weeks back the class's mastery history reaches (never before the class was created). */
export const classMasteryWeeks = 12;

/** One requirement of the curriculum as the class masters it, now and at the end of each week shown. */
export const ZClassRequirementMastery = z.object({
  system: z.string(),
  code: z.string(),
  /** The requirement's words from the curriculum; null for a code it does not know. */
  text: z.string().nullable(),
  /** Pupils (active now) who have met some concept carrying the requirement. */
  met: z.int(),
  /** Of those, the pupils for whom every concept of the requirement they met is mastered. */
  mastered: z.int(),
  /** `mastered` at the end of each week of `weeks` (pupils counted only from their joining the class). */
  history: z.array(z.int()),
});
export type TClassRequirementMastery = z.infer<typeof ZClassRequirementMastery>;

/**
 * GET /api/class/{id}/mastery: per requirement of the class's level (an SP7 class: the SP7-8 codes), how many of the
 * class's pupils have mastered it, over time (the student model replayed from each pupil's joining to the end of
 * each week), the requirements with the smallest share mastered first.
 */
export const ZClassMastery = z.object({
  pupilCount: z.int(),
  /** The last day (Europe/Warsaw, YYYY-MM-DD) of each week of the history, oldest first; the last is today. */
  weeks: z.array(z.string()),
  requirements: z.array(ZClassRequirementMastery),
});
export type TClassMastery = z.infer<typeof ZClassMastery>;

export const classMasteryEndpoints = defineEndpoints({
  classMastery: withParams(get('/class/:id/mastery', ZClassMastery), ZClassIdParams),
});
