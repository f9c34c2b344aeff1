import type { TChatMessage, TChatRoom, TChatUser } from '@zadania/shared';
import type { ReactNode } from 'react';
import '../../i18n/i18n';
import { buildMe } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';

export const viewer = buildMe('USER', { username: 'uczen', displayName: 'Uczeń Ula' });

export const teacher: TChatUser = {
  id: '3b9c1d2e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  username: 'nauczyciel',
  displayName: 'Nauczyciel Nowak',
  role: 'TEACHER',
  avatar: null,
};

const viewerAsMember: TChatUser = {
  id: viewer.id,
  username: viewer.username,
  displayName: viewer.displayName,
  role: viewer.role,
  avatar: null,
};

let sequence = 0;
const nextUuid = () => {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
};

export function buildRoom(overrides: Partial<TChatRoom> = {}): TChatRoom {
  return {
    id: nextUuid(),
    kind: 'DIRECT',
    name: null,
    users: [viewerAsMember, teacher],
    createdById: viewer.id,
    favorite: false,
    unreadCount: 0,
    lastActivityAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildMessage(roomId: string, overrides: Partial<TChatMessage> = {}): TChatMessage {
  return {
    id: nextUuid(),
    roomId,
    kind: 'TEXT',
    author: teacher,
    message: '<p>Dzień dobry</p>',
    files: [],
    replyTo: null,
    threadMessageId: null,
    threadRepliesCount: 0,
    pinned: false,
    meeting: null,
    editedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const paged = <T,>(results: T[]) => ({ results, total: results.length, page: 1, pageCount: 1 });

/** Renders `ui` at `path` (route `/chat` and a catch-all) with Mantine, toasts and a fresh query cache. */
export const renderChat = (ui: ReactNode, { path = '/chat' }: { path?: string } = {}) =>
  renderRoutes(
    [
      { path: '/chat', element: ui },
      { path: '*', element: ui },
    ],
    { path, toasts: true },
  );
