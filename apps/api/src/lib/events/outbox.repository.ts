import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { domainEvents } from '../../db/schema';

export function createOutboxRepository(db: TDb) {
  return {
    async insert(values: { id: string; type: string; payload: Record<string, unknown>; actorId: string | null }) {
      await db.insert(domainEvents).values(values);
    },
    async find(id: string) {
      const [row] = await db.select().from(domainEvents).where(eq(domainEvents.id, id));
      return row;
    },
  };
}
