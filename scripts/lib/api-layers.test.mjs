import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findApiGroundFloorBreaches, findTwoWayModules, readApiImports } from './api-layers.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** Module pairs that still import each other, each with what is left to move: the list only shrinks. */
const allowedTwoWay = {};

describe('the API’s layers', () => {
  const importsByFile = readApiImports(root);

  it('lib/ and db/ import no module', () => {
    expect(findApiGroundFloorBreaches(importsByFile)).toEqual([]);
  });

  it('no two modules import each other, but for the allowed ones', () => {
    const pairs = findTwoWayModules(importsByFile);
    expect(pairs.filter((pair) => !(pair in allowedTwoWay))).toEqual([]);
    // An entry goes once its pair does, so the list cannot hide a new one.
    expect(Object.keys(allowedTwoWay).filter((pair) => !pairs.includes(pair))).toEqual([]);
  });

  it('reports a module imported from lib/ or db/, and modules importing each other', () => {
    const sample = new Map([
      ['apps/api/src/lib/uow.ts', ['apps/api/src/modules/chat/chat.repository.ts']],
      ['apps/api/src/db/schema/index.ts', ['apps/api/src/db/schema/users.ts']],
      ['apps/api/src/modules/chat/chat.service.ts', ['apps/api/src/modules/users/users.repository.ts']],
      ['apps/api/src/modules/users/users.service.ts', ['apps/api/src/modules/chat/chat.repository.ts']],
      ['apps/api/src/modules/ratings/ratings.service.ts', ['apps/api/src/modules/users/avatar.ts']],
    ]);
    expect(findApiGroundFloorBreaches(sample)).toEqual([
      'apps/api/src/lib/uow.ts -> apps/api/src/modules/chat/chat.repository.ts',
    ]);
    expect(findTwoWayModules(sample)).toEqual(['chat <-> users']);
  });
});
