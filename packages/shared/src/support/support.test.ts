import { describe, expect, it } from 'vitest';
import { ZNoteFileAttach, ZNoteSave } from '../notes/notes.schemas';
import { noteMessages } from '../notes/notes-messages';
import { can, subject } from '../policies';
import { ZSupportNodeListQuery, ZSupportNodeMove, ZSupportNodeSave } from './support.schemas';
import { supportNodeMessages as m } from './support-messages';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the help centre and notes policies', () => {
  const admin = { id: 'a', role: 'ADMIN' as const };
  const user = { id: 'u', role: 'USER' as const };

  it('lets everyone read published help nodes and ADMIN alone read drafts and write', () => {
    expect(can(null, 'read', subject('supportNode', { published: true }))).toBe(true);
    expect(can(user, 'read', subject('supportNode', { published: false }))).toBe(false);
    expect(can(admin, 'read', subject('supportNode', { published: false }))).toBe(true);
    for (const action of ['create', 'update', 'move', 'delete'] as const) {
      expect(can(user, action, subject('supportNode', { published: true }))).toBe(false);
      expect(can({ id: 't', role: 'TEACHER' }, action, subject('supportNode', { published: true }))).toBe(false);
      expect(can(admin, action, subject('supportNode', { published: true }))).toBe(true);
    }
  });

  it('keeps a note to its owner, not even ADMIN', () => {
    for (const action of ['read', 'update', 'delete'] as const) {
      expect(can(user, action, subject('note', { ownerId: 'u' }))).toBe(true);
      expect(can(admin, action, subject('note', { ownerId: 'u' }))).toBe(false);
      expect(can(null, action, subject('note', { ownerId: 'u' }))).toBe(false);
    }
  });
});

describe('the help centre and notes schemas', () => {
  const valid = { slug: 'jak-zaplacic', title: 'Jak zapłacić?' };

  it('refuses bad help nodes with Polish messages', () => {
    expect(ZSupportNodeSave.parse(valid)).toMatchObject({ parentId: null, published: false, description: '' });
    expect(firstMessage(ZSupportNodeSave.safeParse({ ...valid, slug: 'Jak-Zapłacić' }))).toBe(m.slugInvalid);
    expect(firstMessage(ZSupportNodeSave.safeParse({ ...valid, slug: 'a--b' }))).toBe(m.slugInvalid);
    expect(firstMessage(ZSupportNodeSave.safeParse({ ...valid, title: ' ' }))).toBe(m.titleRequired);
    expect(firstMessage(ZSupportNodeMove.safeParse({ parentId: null, position: -1 }))).toBe(m.position);
    expect(firstMessage(ZSupportNodeListQuery.safeParse({ q: 'a' }))).toBe(m.queryTooShort);
    expect(ZSupportNodeListQuery.parse({ q: '' })).toEqual({ q: undefined });
    expect(ZSupportNodeListQuery.parse({ q: '  ' })).toEqual({ q: undefined });
    expect(ZSupportNodeListQuery.parse({ q: ' hasło ' })).toEqual({ q: 'hasło' });
  });

  it('refuses bad notes with Polish messages', () => {
    expect(ZNoteSave.parse({ title: 'Całki' })).toEqual({ title: 'Całki', content: '' });
    expect(firstMessage(ZNoteSave.safeParse({ title: '' }))).toBe(noteMessages.titleRequired);
    expect(firstMessage(ZNoteFileAttach.safeParse({ fileId: 'x' }))).toBe(noteMessages.fileRequired);
  });
});
