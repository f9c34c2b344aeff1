import type { TChatMessage, TChatRoom, TStudentTeacherStatus } from '@zadania/shared';
import { studentTeacherLinks } from '../src/db/schema';
import type { TTestApp } from './build-test-app';
import { loginAs } from './factories';

export type THeaders = Record<string, string>;
export type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** app.inject with an optional JSON payload. */
export const callApi = (app: TTestApp, method: TMethod, url: string, headers: THeaders = {}, payload?: object) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/**
 * A student–teacher link of the two (ACCEPTED unless told): with it a student and a teacher may start a
 * conversation (the contact rule, src/modules/contacts).
 */
export async function linkStudent(
  app: TTestApp,
  studentId: string,
  teacherId: string,
  status: TStudentTeacherStatus = 'ACCEPTED',
) {
  await app.db
    .insert(studentTeacherLinks)
    .values({ studentId, teacherId, status })
    .onConflictDoUpdate({ target: [studentTeacherLinks.studentId, studentTeacherLinks.teacherId], set: { status } });
}

/**
 * A group room of an owner (TEACHER) and a member (an adult student linked to them: a teacher never puts a minor
 * into a group room), plus an outsider (a student linked to nobody) and an ADMIN outside the room, all signed in.
 */
export async function buildChatRoom(app: TTestApp, name = 'Kółko matematyczne') {
  const owner = await loginAs(app, 'TEACHER');
  const member = await loginAs(app, 'USER');
  const outsider = await loginAs(app, 'USER');
  const admin = await loginAs(app, 'ADMIN');
  await linkStudent(app, member.user.id, owner.user.id);
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
