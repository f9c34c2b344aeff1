import type { TChatMessage, TChatRoom } from '@zadania/shared';
import type { TTestApp } from './build-test-app';
import { loginAs } from './factories';

export type THeaders = Record<string, string>;
export type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** app.inject with an optional JSON payload. */
export const callApi = (app: TTestApp, method: TMethod, url: string, headers: THeaders = {}, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A group room of an owner and a member, plus an outsider and an ADMIN outside the room, all signed in. */
export async function buildChatRoom(app: TTestApp, name = 'Kółko matematyczne') {
  const owner = await loginAs(app, 'TEACHER');
  const member = await loginAs(app, 'USER');
  const outsider = await loginAs(app, 'USER');
  const admin = await loginAs(app, 'ADMIN');
  const response = await callApi(app, 'POST', '/api/chat', owner.headers, { name, usersIds: [member.user.id] });
  if (response.statusCode !== 200) throw new Error(`room not created: ${response.body}`);
  const room: TChatRoom = response.json();
  return { owner, member, outsider, admin, room };
}

/** Sends a text message as the signed-in user; fails the test when refused. */
export async function sendText(
  app: TTestApp,
  headers: THeaders,
  roomId: string,
  message: string,
  extra: { replyTo?: string; threadMessageId?: string; files?: string[] } = {},
): Promise<TChatMessage> {
  const response = await callApi(app, 'POST', `/api/chat/${roomId}/message`, headers, { message, ...extra });
  if (response.statusCode !== 200) throw new Error(`message not sent: ${response.body}`);
  return response.json();
}

/** The smallest WAV a magic-byte check recognises: a RIFF/WAVE header and a little silence. */
export function createWav() {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(136, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(100, 40);
  return Buffer.concat([header, Buffer.alloc(100, 128)]);
}
