import {
  policiesFor,
  type THomeworkRequest,
  type THomeworkRequestDispute,
  type THomeworkRequestDisputeListItem,
  type THomeworkRequestFile,
  type THomeworkRequestOffer,
  type THomeworkRequestPerson,
  type THomeworkRequestSummary,
  type TViewerIn,
} from '@zadania/shared';
import { fileContentPath } from '../files/file.presenter';
import { personAmong, personOrDeleted } from '../users/person.presenter';
import { href, type THomeworkRequestsContext } from './homework-requests.context';
import type { TDisputeRow, TOfferRow, TPersonRow, TRequestFileRow, TRequestRow } from './homework-requests.repository';

export const presentDispute = (row: TDisputeRow): THomeworkRequestDispute => ({
  id: row.id,
  status: row.status,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

export const person = (row: TPersonRow | undefined, id: string | null): THomeworkRequestPerson =>
  personOrDeleted(row, id);

export const presentFiles = (ctx: THomeworkRequestsContext, rows: TRequestFileRow[]): Promise<THomeworkRequestFile[]> =>
  Promise.all(
    rows.map(async (file) => ({
      id: file.id,
      name: file.name,
      size: file.size,
      url: `${fileContentPath(file.id)}?token=${await ctx.fileTokens.sign(file.id)}`,
    })),
  );

export async function summaries(
  ctx: THomeworkRequestsContext,
  rows: TRequestRow[],
): Promise<THomeworkRequestSummary[]> {
  const { repository } = ctx;
  const [people, counts] = await Promise.all([
    repository.people([...new Set(rows.map((row) => row.ownerId))]),
    repository.offerCounts(rows.map((row) => row.id)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subject: row.subject,
    level: row.level,
    deadline: row.deadline.toISOString(),
    budgetGross: row.budgetGross,
    status: row.status,
    owner: personAmong(people, row.ownerId),
    offerCount: counts.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function present(
  ctx: THomeworkRequestsContext,
  viewer: TViewerIn,
  row: TRequestRow,
): Promise<THomeworkRequest> {
  const { repository } = ctx;
  const chosen = await ctx.chosenOffer(row);
  const [[summary], fileRows, timeline, teachers, dispute] = await Promise.all([
    summaries(ctx, [row]),
    repository.filesOf(row.id),
    repository.timelineOf(row.id),
    repository.people(chosen?.teacherId ? [chosen.teacherId] : []),
    ctx.latestDispute(row),
  ]);
  const party =
    viewer?.role === 'ADMIN' || viewer?.id === row.ownerId || (!!chosen?.teacherId && viewer?.id === chosen.teacherId);
  return {
    ...(summary as THomeworkRequestSummary),
    description: row.description,
    files: await presentFiles(
      ctx,
      fileRows.filter((file) => file.role === 'REQUEST'),
    ),
    teacher: chosen ? person(teachers[0], chosen.teacherId) : null,
    acceptedOfferId: row.acceptedOfferId,
    timeline: timeline.map((entry) => ({ kind: entry.kind, at: entry.at.toISOString() })),
    dispute: dispute && party ? presentDispute(dispute) : null,
    policies: policiesFor(viewer, 'homeworkRequest', ctx.resourceOf(row, chosen, dispute)),
  };
}

export async function presentOffers(
  ctx: THomeworkRequestsContext,
  viewer: TViewerIn,
  request: TRequestRow,
  rows: TOfferRow[],
) {
  const people = await ctx.repository.people([
    ...new Set(rows.map((row) => row.teacherId).filter((id): id is string => !!id)),
  ]);
  return rows.map(
    (row): THomeworkRequestOffer => ({
      id: row.id,
      requestId: row.requestId,
      teacher: personAmong(people, row.teacherId),
      priceGross: row.priceGross,
      deadline: row.deadline.toISOString(),
      message: row.message,
      status: row.status,
      paymentId: row.paymentId,
      createdAt: row.createdAt.toISOString(),
      policies: policiesFor(viewer, 'homeworkRequestOffer', ctx.offerResourceOf(row, request)),
    }),
  );
}
export const presentOffer = async (
  ctx: THomeworkRequestsContext,
  viewer: TViewerIn,
  request: TRequestRow,
  row: TOfferRow,
) => (await presentOffers(ctx, viewer, request, [row]))[0] as THomeworkRequestOffer;

export async function presentDisputes(
  ctx: THomeworkRequestsContext,
  rows: { dispute: TDisputeRow; request: TRequestRow; offer: TOfferRow | null }[],
): Promise<THomeworkRequestDisputeListItem[]> {
  const people = await ctx.repository.people(
    [...new Set(rows.flatMap(({ request, offer }) => [request.ownerId, offer?.teacherId ?? null]))].filter(
      (id): id is string => !!id,
    ),
  );
  return rows.map(({ dispute, request, offer }) => ({
    ...presentDispute(dispute),
    request: { id: request.id, title: request.title, href: href(request.id) },
    owner: personAmong(people, request.ownerId),
    teacher: personAmong(people, offer?.teacherId ?? null),
    amountGross: offer?.priceGross ?? 0,
    openedById: dispute.openedById,
    deliveredAt: request.deliveredAt?.toISOString() ?? null,
  }));
}
