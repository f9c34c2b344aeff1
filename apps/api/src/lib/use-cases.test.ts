import { describe, expect, it } from 'vitest';
import { bindUseCases } from './use-cases';

describe('bindUseCases', () => {
  it('applies the context to every use case and keeps the other arguments', async () => {
    const ctx = { greeting: 'Cześć' };
    const service = bindUseCases(ctx, {
      greet: (c: typeof ctx, name: string) => `${c.greeting}, ${name}!`,
      count: async (_c: typeof ctx, a: number, b: number) => a + b,
    });
    expect(service.greet('Zosia')).toBe('Cześć, Zosia!');
    expect(await service.count(2, 3)).toBe(5);
  });
});
