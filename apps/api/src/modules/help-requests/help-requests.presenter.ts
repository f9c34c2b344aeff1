import { mayBeMinor, type THelpPerson, type THelpRequest, type THelpTranscriptMessage } from '@zadania/shared';
import type { THelpPersonRow, THelpRequestRow, THelpRequestsRepository } from './help-requests.repository';

/** A USER whose birth year is unknown or may be under 18 counts as a minor (as contacts' `minorIds`). */
export const isMinorRow = (row: Pick<THelpPersonRow, 'role' | 'birthYear'>, now: Date) =>
  row.role === 'USER' && (row.birthYear === null || mayBeMinor(row.birthYear, now));

export const presentHelpPerson = (row: THelpPersonRow, now: Date): THelpPerson => ({
  id: row.id,
  username: row.username,
  displayName: row.displayName,
  role: row.role,
  minor: isMinorRow(row, now),
  blocked: !!row.blockedAt,
});

/** The requests as the responsible persons read them: the child with their age, the room with its members. */
export async function presentHelpRequests(
  repository: THelpRequestsRepository,
  rows: THelpRequestRow[],
  now: Date,
): Promise<THelpRequest[]> {
  const personIds = new Set<string>();
  for (const row of rows) {
    if (row.childId) personIds.add(row.childId);
    if (row.handledById) personIds.add(row.handledById);
  }
  const roomIds = [...new Set(rows.flatMap((row) => (row.roomId ? [row.roomId] : [])))];
  const [people, rooms, members] = [
    new Map((await repository.people([...personIds])).map((person) => [person.id, person])),
    new Map((await repository.rooms(roomIds)).map((room) => [room.id, room])),
    await repository.roomMembers(roomIds),
  ];
  return rows.map((row) => {
    const child = row.childId ? people.get(row.childId) : undefined;
    const handler = row.handledById ? people.get(row.handledById) : undefined;
    const room = row.roomId ? rooms.get(row.roomId) : undefined;
    return {
      id: row.id,
      status: row.status,
      text: row.text,
      withWhom: row.withWhom,
      createdAt: row.createdAt.toISOString(),
      child: child
        ? {
            ...presentHelpPerson(child, now),
            age: child.birthYear === null ? null : now.getUTCFullYear() - child.birthYear,
          }
        : null,
      room: room
        ? {
            id: room.id,
            name: room.name,
            kind: room.kind,
            members: members
              .filter((member) => member.roomId === room.id)
              .map(({ roomId: _roomId, ...person }) => presentHelpPerson(person, now)),
          }
        : null,
      transcript: row.transcript as THelpTranscriptMessage[],
      handledBy: handler ? { id: handler.id, displayName: handler.displayName } : null,
      handledAt: row.handledAt?.toISOString() ?? null,
      note: row.note,
    };
  });
}
