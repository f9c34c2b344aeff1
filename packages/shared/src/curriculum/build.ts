import type { TCurriculumRequirement, TCurriculumSection, TCurriculumStage } from './curriculum.types';

/** A requirement within a section: its number as published and its text (without the number). */
export type TItem = readonly [number, string];

/**
 * A section: its heading (code `<stage>.<roman>`, or `<stage>.G.<roman>` for a general requirement) and its numbered
 * requirements (`<heading code>.<number>`), with the addresses the texts were read from.
 */
export function section(
  stage: TCurriculumStage,
  roman: string,
  title: string,
  sources: readonly string[],
  items: readonly TItem[] = [],
): TCurriculumSection {
  const code = `${stage}.${roman}`;
  const heading: TCurriculumRequirement = { code, text: title, stage, parentCode: null };
  return {
    heading,
    items: items.map(([number, text]) => ({ code: `${code}.${number}`, text, stage, parentCode: code })),
    sources,
  };
}

/** The same sections under another stage: the act gives one list of general requirements for several stages. */
export const forStage = (stage: TCurriculumStage, sections: readonly TCurriculumSection[]) =>
  sections.map((s) => {
    const from = s.heading.stage;
    const move = (code: string) => `${stage}${code.slice(from.length)}`;
    return {
      heading: { ...s.heading, code: move(s.heading.code), stage },
      items: s.items.map((item) => ({ ...item, code: move(item.code), stage, parentCode: move(s.heading.code) })),
      sources: s.sources,
    };
  });

export const flatten = (sections: readonly TCurriculumSection[]): TCurriculumRequirement[] =>
  sections.flatMap((s) => [s.heading, ...s.items]);
