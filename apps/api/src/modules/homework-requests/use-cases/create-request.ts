import { homeworkRequestMessages as m, type TViewerIn, type ZHomeworkRequestCreate } from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { cleanHtml, type THomeworkRequestsContext, type TRequestKeys } from '../homework-requests.context';
import { present } from '../homework-requests.presenter';
import { createHomeworkRequestsRepository } from '../homework-requests.repository';

type TRequestInput = z.output<typeof ZHomeworkRequestCreate>;

/** POST /homework-request. */
export async function createRequest(
  ctx: THomeworkRequestsContext,
  viewer: TViewerIn,
  input: TRequestInput,
  keys: TRequestKeys,
) {
  const { uow, now } = ctx;
  await ctx.limiter.consume('homeworkRequest', { ip: keys.ip, account: viewer.id });
  if (new Date(input.deadline) <= now()) throw AppError.badRequest(m.deadlineInPast);
  const description = cleanHtml(input.description, m.descriptionRequired);
  const fileIds = await ctx.checkFiles(viewer.id, input.fileIds);
  const row = await uow.run(async (tx) => {
    const repo = createHomeworkRequestsRepository(tx);
    const request = await repo.insertRequest({
      ownerId: viewer.id,
      title: input.title,
      description,
      subject: input.subject,
      level: input.level,
      deadline: new Date(input.deadline),
      budgetGross: input.budgetGross,
    });
    await repo.attachFiles(request.id, 'REQUEST', fileIds);
    await repo.addTimeline({ requestId: request.id, kind: 'REQUEST_CREATED', actorId: viewer.id });
    return request;
  });
  return { message: m.created, request: await present(ctx, viewer, row) };
}
