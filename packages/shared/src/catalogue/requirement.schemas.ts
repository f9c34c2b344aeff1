import { z } from 'zod';

/** `system:code`, as the catalogue's `requirements` filter takes it (whether it exists is the server's to say). */
export const requirementKeyPattern = /^[A-Z0-9]{2,20}:[A-Za-z0-9.-]{1,40}$/;

/**
 * Requirements of the curriculum that tasks and concepts carry (issue 37): a system ('PP2017', 'KJ2026') and a
 * code within it. Stored and filtered as one key, `system:code`.
 */
export const requirementMessages = {
  unknown: 'Nieznane wymaganie podstawy programowej.',
  tooMany: 'Można wybrać najwyżej 30 wymagań.',
} as const;

export const requirementLimits = { perItem: 30 } as const;

export type TRequirementRef = { system: string; code: string };

export const requirementKey = ({ system, code }: TRequirementRef) => `${system}:${code}`;

export function parseRequirementKey(key: string): TRequirementRef | null {
  const colon = key.indexOf(':');
  return colon > 0 ? { system: key.slice(0, colon), code: key.slice(colon + 1) } : null;
}

export const ZRequirementRef = z
  .object({
    system: z.string({ error: requirementMessages.unknown }).regex(/^[A-Z0-9]{2,20}$/, requirementMessages.unknown),
    code: z.string({ error: requirementMessages.unknown }).regex(/^[A-Za-z0-9.-]{1,40}$/, requirementMessages.unknown),
  })
  .describe('A requirement of GET /api/curriculum: its system and code');

/** PUT /api/homework/{id}/requirements and /api/math-concept/{id}/requirements. */
export const ZRequirementsInput = z.object({
  requirements: z
    .array(ZRequirementRef, { error: requirementMessages.unknown })
    .max(requirementLimits.perItem, requirementMessages.tooMany),
});
export type TRequirementsInput = z.input<typeof ZRequirementsInput>;

export const ZRequirementsOutput = z.object({
  requirements: z.array(z.object({ system: z.string(), code: z.string() })),
});

export const ZCurriculumRequirement = z.object({
  code: z.string(),
  text: z.string(),
  stage: z.string(),
  parentCode: z.string().nullable(),
});

/** GET /api/curriculum: both systems as trees (parentCode) and the crosswalk between them. */
export const ZCurriculum = z.object({
  version: z.string(),
  systems: z.array(z.object({ code: z.string(), name: z.string(), requirements: z.array(ZCurriculumRequirement) })),
  crosswalk: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type TCurriculum = z.infer<typeof ZCurriculum>;

/** GET /api/curriculum/coverage: per requirement, what the platform has to practise it. */
export const ZCurriculumCoverage = z.object({
  results: z.array(
    z.object({
      system: z.string(),
      code: z.string(),
      tasks: z.number().int().describe('Public tasks carrying it or a requirement below it'),
      concepts: z.array(z.object({ id: z.uuid(), slug: z.string(), name: z.string() })),
      generators: z.number().int().describe('Task generators tagged with it or a requirement below it'),
    }),
  ),
});
export type TCurriculumCoverage = z.infer<typeof ZCurriculumCoverage>;
