import { describe, expect, it } from 'vitest';
import { classLevelStages, requirementFitsLevel, requirementText } from './requirement-words';

describe('requirement words', () => {
  it('gives the words of a known code and null for an unknown one', () => {
    expect(requirementText('PP2017', 'SP7-8.V')).toEqual(expect.any(String));
    expect(requirementText('PP2017', 'SP7-8.V')!.length).toBeGreaterThan(3);
    expect(requirementText('PP2017', 'SP7-8.XXX.99')).toBeNull();
    expect(requirementText('XX', 'SP7-8.V')).toBeNull();
  });

  it("keeps a class to its level's stages", () => {
    expect(classLevelStages('SP7')).toEqual(['SP7-8']);
    expect(classLevelStages('SP5')).toEqual(['SP4-6']);
    expect(classLevelStages('LO2')).toEqual(['LO-P', 'LO-R']);
    expect(requirementFitsLevel('SP7-8.VIII.8', 'SP7')).toBe(true);
    expect(requirementFitsLevel('LO-R.XIII.1', 'SP7')).toBe(false);
    expect(requirementFitsLevel('SP7-8.G.I', 'SP8')).toBe(true);
    expect(requirementFitsLevel('LO-P.I', 'LO1')).toBe(true);
  });
});
