import { nameBasedUuid } from '../../lib/ids';

/**
 * A generator's stable item id: what the attempt log, the difficulty model and practice sessions name a generated
 * item by, as they name a task by its id.
 */
export const generatorItemId = (generatorId: string) => nameBasedUuid(`generator:${generatorId}`);
