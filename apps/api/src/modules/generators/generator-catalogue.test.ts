import { describe, expect, it } from 'vitest';
import { demoConcepts } from '../../db/seed/demo-content/concepts';
import { listGenerators } from './generator-catalogue';

describe('the generator catalogue', () => {
  it('names only concepts that exist, so practice links every variant to what it practises', () => {
    const known = new Set(demoConcepts.map((concept) => concept.slug));
    const unknown = listGenerators().flatMap((generator) =>
      generator.conceptSlugs.filter((slug) => !known.has(slug)).map((slug) => `${generator.id}: ${slug}`),
    );
    expect(unknown).toEqual([]);
  });

  it('gives every generator an id of its own', () => {
    const ids = listGenerators().map((generator) => generator.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
