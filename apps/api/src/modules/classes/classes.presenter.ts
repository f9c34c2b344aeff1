import {
  can,
  classJoinPath,
  policiesFor,
  subject,
  type TClass,
  type TClassMembership,
  type TClassResource,
  type TClassSummary,
  type TViewerIn,
} from '@zadania/shared';
import type { TClassesRepository, TClassMemberRow, TClassRow } from './classes.repository';

type TTeacherRow = Awaited<ReturnType<TClassesRepository['teachersOf']>>[number];
type TRosterRow = Awaited<ReturnType<TClassesRepository['roster']>>[number];

/** What one class's answer is built from, besides its row. */
export type TClassFacts = {
  teachers: TTeacherRow[];
  counts: { ACTIVE: number; PENDING: number };
  /** The viewer's own live membership. */
  membership: TClassMemberRow | undefined;
};

/** The class as its rules read it for this viewer. */
export const classResource = (row: TClassRow, facts: Pick<TClassFacts, 'teachers' | 'membership'>): TClassResource => ({
  ownerId: row.ownerId,
  teacherIds: facts.teachers.map((teacher) => teacher.id),
  archived: row.archivedAt !== null,
  viewerMembership: facts.membership?.status ?? null,
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

const membershipOf = (row: TClassMemberRow | undefined): TClassMembership | null =>
  row ? { status: row.status, requestedAt: row.createdAt.toISOString(), joinedAt: iso(row.joinedAt) } : null;

/** A class as lists show it: the code, the link and the pending count only for those who run it. */
export function presentClassSummary(
  viewer: TViewerIn,
  row: TClassRow,
  facts: TClassFacts,
  publicUrl: string,
): TClassSummary {
  const policies = policiesFor(viewer, 'schoolClass', classResource(row, facts));
  const runs = policies.readRoster;
  return {
    id: row.id,
    name: row.name,
    schoolYear: row.schoolYear,
    subject: row.subject,
    level: row.level,
    code: runs ? row.code : null,
    joinUrl: runs ? `${publicUrl}${classJoinPath(row.code)}` : null,
    autoAdmit: row.autoAdmit,
    archivedAt: iso(row.archivedAt),
    pupilCount: facts.counts.ACTIVE,
    pendingCount: runs ? facts.counts.PENDING : 0,
    teachers: facts.teachers.map((teacher) => ({
      id: teacher.id,
      username: teacher.username,
      name: teacher.name,
      owner: teacher.id === row.ownerId,
    })),
    membership: membershipOf(facts.membership),
    createdAt: row.createdAt.toISOString(),
    policies,
  };
}

/** One class; the roster only for those who run it. */
export function presentClass(
  viewer: TViewerIn,
  row: TClassRow,
  facts: TClassFacts,
  roster: TRosterRow[] | null,
  publicUrl: string,
): TClass {
  const summary = presentClassSummary(viewer, row, facts, publicUrl);
  if (!summary.policies.readRoster || !roster) return { ...summary, pupils: null, pending: null };
  return {
    ...summary,
    pupils: roster
      .filter((pupil) => pupil.status === 'ACTIVE')
      .map((pupil) => ({
        id: pupil.id,
        username: pupil.username,
        name: pupil.name,
        rosterName: pupil.rosterName,
        registerNumber: pupil.registerNumber,
        joinedAt: (pupil.joinedAt ?? pupil.requestedAt).toISOString(),
        withoutEmail: pupil.withoutEmail,
        loginCardUnused: pupil.loginCardUnused,
      })),
    pending: roster
      .filter((pupil) => pupil.status === 'PENDING')
      .sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime())
      .map((pupil) => ({
        id: pupil.id,
        username: pupil.username,
        name: pupil.name,
        requestedAt: pupil.requestedAt.toISOString(),
      })),
  };
}

/** The class answered to this viewer, with its roster (read through `repo`) when they run it. */
export async function presentClassWithRoster(
  viewer: TViewerIn,
  row: TClassRow,
  facts: TClassFacts,
  repo: Pick<TClassesRepository, 'roster'>,
  publicUrl: string,
): Promise<TClass> {
  const runs = can(viewer, 'readRoster', subject('schoolClass', classResource(row, facts)));
  return presentClass(viewer, row, facts, runs ? await repo.roster(row.id) : null, publicUrl);
}
