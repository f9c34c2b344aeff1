import {
  errorMessages,
  type TAssignmentList,
  type TChildConsent,
  type TConceptMastery,
  type TParentChild,
  type TViewerIn,
} from '@zadania/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import type { TUnitOfWork } from '../../lib/uow';
import { presentAvatar } from '../users/avatar';
import { createChildProgressRepository } from './child-progress.repository';
import { createParentConversationsRepository } from './parent-conversations.repository';
import { createParentLinksRepository } from './parent-links.repository';

/** What the parent's pages read from other modules, about the child only (wired in services.ts). */
export type TChildSources = {
  /** The child's student model (learning/student-model): every concept met, its state and when due. */
  mastery(childId: string): Promise<TConceptMastery[]>;
  /** The assignments set for the child, with the child's own progress (assignments' listForPupil). */
  assignmentsOf(childId: string): Promise<TAssignmentList>;
  /** The child's own percent and proposed mark on those assignments (assignments' ownMarksOf). */
  ownMarksOf(
    childId: string,
    assignments: { id: string; classId: string }[],
  ): Promise<Map<string, { percent: number; mark: string } | null>>;
  premiumOf(childId: string): Promise<{ active: boolean; endsAt: string | null }>;
  tokenBalanceOf(childId: string): Promise<number>;
};

export type TParentsDeps = {
  db: TDb;
  uow: TUnitOfWork;
  outbox: Pick<TEventOutbox, 'record'>;
  sources: TChildSources;
  now?: () => Date;
};

type TChildRow = Awaited<ReturnType<ReturnType<typeof createParentLinksRepository>['childrenOf']>>[number];
type TChildFigures = Pick<TParentChild, 'answersThisWeek' | 'lateAssignments' | 'pendingRequests'>;

const noFigures: TChildFigures = { answersThisWeek: 0, lateAssignments: 0, pendingRequests: 0 };

/** The consent as a parent sees it: NOT_NEEDED when the child never needed one (no row). */
export function presentConsent(consent: TChildRow['consent']): TChildConsent {
  if (!consent) return { status: 'NOT_NEEDED', requestedAt: null, confirmedAt: null, withdrawnAt: null };
  const status = consent.confirmedAt ? 'CONFIRMED' : consent.withdrawnAt ? 'WITHDRAWN' : 'AWAITING';
  return {
    status,
    requestedAt: consent.requestedAt.toISOString(),
    confirmedAt: consent.confirmedAt?.toISOString() ?? null,
    withdrawnAt: consent.withdrawnAt?.toISOString() ?? null,
  };
}

export function presentChild({ link, child, consent }: TChildRow, figures: TChildFigures): TParentChild {
  return {
    id: child.id,
    username: child.username,
    displayName: child.displayName,
    birthYear: child.birthYear,
    avatarUrl: presentAvatar(child)?.url ?? null,
    consent: presentConsent(consent),
    linkConfirmed: !!link.confirmedAt,
    linkedAt: link.linkedAt.toISOString(),
    weeklyLetter: { enabled: link.letterEnabled, pausedByChild: link.letterPausedByChild },
    // A link the child has not confirmed shows nothing of them.
    ...(link.confirmedAt ? figures : noFigures),
  };
}

export const childNotFound = () => AppError.notFound(errorMessages.userNotFound);

export function createParentsContext(deps: TParentsDeps) {
  const now = deps.now ?? (() => new Date());
  const links = createParentLinksRepository(deps.db);
  const progress = createChildProgressRepository(deps.db);
  const conversations = createParentConversationsRepository(deps.db);

  /** The parent's children as the list shows them, with this week's figures of the confirmed ones. */
  async function childrenAnswer(parentId: string, childId?: string) {
    const rows = await links.childrenOf(parentId, childId);
    const confirmedIds = rows.filter((row) => row.link.confirmedAt).map((row) => row.child.id);
    const [answers, requests] = [
      await progress.answersThisWeek(confirmedIds, now()),
      await progress.pendingRequests(confirmedIds),
    ];
    const late = new Map<string, number>();
    for (const id of confirmedIds) {
      const { items } = await deps.sources.assignmentsOf(id);
      late.set(id, items.filter((item) => item.progress?.status === 'LATE').length);
    }
    return rows.map((row) =>
      presentChild(row, {
        answersThisWeek: answers.get(row.child.id) ?? 0,
        lateAssignments: late.get(row.child.id) ?? 0,
        pendingRequests: requests.get(row.child.id) ?? 0,
      }),
    );
  }

  /** One linked child as the parent sees them; 404 unless the link is confirmed (as for a child that does not exist). */
  async function linkedChild(viewer: TViewerIn, childId: string) {
    if (!(await links.isParentOf(viewer.id, childId))) throw childNotFound();
    const [child] = await childrenAnswer(viewer.id, childId);
    if (!child) throw childNotFound();
    return child;
  }

  /** A notification to the child about their parent (the bell's text, the settings page as its link). */
  const notifyChild = (tx: TDb, actorId: string, childId: string, text: string) =>
    deps.outbox.record(
      tx,
      'notification.requested',
      {
        type: 'FAMILY_EVENT',
        recipientIds: [childId],
        text,
        href: '/account/data#rodzic-lub-opiekun',
        data: { parentId: actorId },
      },
      { actorId },
    );

  return { ...deps, now, links, progress, conversations, childrenAnswer, linkedChild, notifyChild };
}
export type TParentsContext = ReturnType<typeof createParentsContext>;
