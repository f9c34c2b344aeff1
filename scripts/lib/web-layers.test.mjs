import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findGroundFloorBreaches, findIndexBypasses, findTwoWayFeatures, readWebImports } from './web-layers.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** Imports of a feature that `lib/` or `components/` may still make, each with why: none today, and it only shrinks. */
const allowed = {};

describe('the web’s layers', () => {
  it('lib/ and components/ import no feature folder, but for the allowed ones', () => {
    const breaches = findGroundFloorBreaches(readWebImports(root));
    expect(breaches.filter((breach) => !(breach in allowed))).toEqual([]);
    // An entry goes once its import does, so the list cannot hide a new one.
    expect(Object.keys(allowed).filter((breach) => !breaches.includes(breach))).toEqual([]);
  });

  it('a feature reaches another only through its index.ts', () => {
    expect(findIndexBypasses(readWebImports(root))).toEqual([]);
  });

  it('every feature has an index.ts, its one way in', () => {
    const features = path.join(root, 'apps/web/src/features');
    const folders = fs.readdirSync(features, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.length).toBeGreaterThan(30);
    expect(
      folders.filter(({ name }) => !fs.existsSync(path.join(features, name, 'index.ts'))).map(({ name }) => name),
    ).toEqual([]);
  });

  it('no two features import each other', () => {
    expect(findTwoWayFeatures(readWebImports(root))).toEqual([]);
  });

  it('reports an import past an index.ts and two features importing each other', () => {
    const importsByFile = new Map([
      ['apps/web/src/features/chat/ChatPage.tsx', ['apps/web/src/features/profiles/ProfileCard.tsx']],
      ['apps/web/src/features/chat/ChatList.tsx', ['apps/web/src/features/chat/ChatRoom.tsx']],
      ['apps/web/src/features/profiles/ProfilePage.tsx', ['apps/web/src/features/chat/index.ts']],
      ['apps/web/src/features/homework/HomeworkCard.tsx', ['apps/web/src/features/lists/index.ts']],
      ['apps/web/src/features/lists/sub/Entries.tsx', ['apps/web/src/features/homework/sub/index.ts']],
    ]);
    expect(findIndexBypasses(importsByFile)).toEqual([
      'apps/web/src/features/chat/ChatPage.tsx -> apps/web/src/features/profiles/ProfileCard.tsx',
      'apps/web/src/features/lists/sub/Entries.tsx -> apps/web/src/features/homework/sub/index.ts',
    ]);
    expect(findTwoWayFeatures(importsByFile)).toEqual(['chat <-> profiles', 'homework <-> lists']);
  });

  it('reports a feature imported from lib/ or components/, and nothing else', () => {
    const importsByFile = new Map([
      ['apps/web/src/components/Stars.tsx', ['apps/web/src/features/homework/homework.pl.ts']],
      ['apps/web/src/lib/session/useMe.ts', ['apps/web/src/lib/api/query-keys.ts']],
      ['apps/web/src/features/chat/ChatPage.tsx', ['apps/web/src/features/profiles/ProfileCard.tsx']],
      ['apps/web/src/app/AppShell.tsx', ['apps/web/src/features/chat/chat-realtime.ts']],
    ]);
    expect(findGroundFloorBreaches(importsByFile)).toEqual([
      'apps/web/src/components/Stars.tsx -> apps/web/src/features/homework/homework.pl.ts',
    ]);
  });
});
