import {
  can,
  checkGameLevel,
  gameMessages,
  policiesFor,
  subject,
  successMessages,
  type TGame,
  type TGameCheckInput,
  type TGameCheckResult,
  type TGameDefinition,
  type TGameList,
  type TGameListQuery,
  type TGameSave,
  type TViewer,
  type TViewerIn,
  toPlayLevel,
} from '@zadania/shared';
import { AppError } from '../../lib/app-error';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import type { TStudentModelService } from '../learning/student-model/student-model.service';
import { createGamesRepository, type TGameRow, type TGamesRepository } from './games.repository';

type TRequestKeys = { ip: string };

const definitionOf = (row: TGameRow): TGameDefinition =>
  ({ type: row.type, name: row.name, premiumFromLevel: row.premiumFromLevel, levels: row.levels }) as TGameDefinition;

const mayPlay = (viewer: TViewer, row: TGameRow, levelIndex: number) =>
  can(viewer, 'play', subject('gameLevel', { premiumFromLevel: row.premiumFromLevel, levelIndex }));

/**
 * Interactive exercises (issue 18). ADMIN manages games; anyone plays the free levels, and levels from the game's
 * `premiumFromLevel` on need Premium (section 4), which the server enforces: a locked level is sent without its
 * content and its answers are not checked. Answers are checked here, never in the browser, and a signed-in
 * player's completed levels are saved so the game resumes.
 */
export function createGamesService(deps: {
  uow: TUnitOfWork;
  repository: TGamesRepository;
  limiter: Pick<TRateLimiter, 'consume'>;
  /** A signed-in player's level checks go to the attempt log (issue 36: kind EXERCISE_LEVEL). */
  learning?: Pick<TStudentModelService, 'record'>;
}) {
  const { uow, repository, limiter, learning } = deps;

  const findGame = async (id: string) => {
    const row = await repository.findById(id);
    if (!row) throw AppError.notFound(gameMessages.notFound);
    return row;
  };

  const present = (viewer: TViewer, row: TGameRow, completedLevels: number[] | null): TGame => {
    const definition = definitionOf(row);
    const policies = policiesFor(viewer, 'game', {});
    return {
      id: row.id,
      type: row.type,
      name: row.name,
      premiumFromLevel: row.premiumFromLevel,
      levelCount: row.levels.length,
      levels: row.levels.map((_, index) => toPlayLevel(definition, index, !mayPlay(viewer, row, index))),
      progress: completedLevels ? { completedLevels } : null,
      definition: policies.update ? definition : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      policies,
    };
  };

  const assertMay = (viewer: TViewer, action: 'create' | 'update' | 'delete') => {
    if (!can(viewer, action, subject('game', {}))) throw AppError.forbidden(undefined);
  };

  return {
    async list(viewer: TViewer, query: TGameListQuery): Promise<TGameList> {
      const { rows, total } = await repository.list(query);
      const completed = viewer
        ? await repository.completedCounts(
            viewer.id,
            rows.map((row) => row.id),
          )
        : null;
      return {
        results: rows.map((row) => ({
          id: row.id,
          type: row.type,
          name: row.name,
          levelCount: row.levels.length,
          premiumFromLevel: row.premiumFromLevel,
          completedLevels: completed ? (completed.get(row.id) ?? 0) : null,
          createdAt: row.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        pageCount: Math.ceil(total / query.pageSize),
        policies: { create: can(viewer, 'create', subject('game', {})) },
      };
    },

    async get(viewer: TViewer, id: string): Promise<TGame> {
      const row = await findGame(id);
      return present(viewer, row, viewer ? await repository.completedLevels(viewer.id, row.id) : null);
    },

    async create(viewer: TViewerIn, input: TGameSave): Promise<TGame> {
      assertMay(viewer, 'create');
      const row = await repository.insert(input, viewer.id);
      return present(viewer, row, []);
    },

    async update(viewer: TViewerIn, id: string, input: TGameSave): Promise<TGame> {
      assertMay(viewer, 'update');
      const row = await uow.run(async (tx) => {
        const games = createGamesRepository(tx);
        const updated = await games.update(id, input);
        if (!updated) throw AppError.notFound(gameMessages.notFound);
        await games.forgetLevelsFrom(id, input.levels.length);
        return updated;
      });
      return present(viewer, row, await repository.completedLevels(viewer.id, row.id));
    },

    async remove(viewer: TViewerIn, id: string) {
      assertMay(viewer, 'delete');
      if (!(await repository.deleteById(id))) throw AppError.notFound(gameMessages.notFound);
      return { message: successMessages.deleted };
    },

    /**
     * Checks one level's answers (section 5: a comparison is right when its symbol is the expected one, a number
     * line when each slot holds its own number). A level the viewer may not play answers 403 with the notice's
     * text; answers that do not fit the level 400. A signed-in player's completed level is saved.
     */
    async check(viewer: TViewer, id: string, input: TGameCheckInput, keys: TRequestKeys): Promise<TGameCheckResult> {
      await limiter.consume('gameCheck', { ip: keys.ip, account: viewer ? viewer.id : `ip:${keys.ip}` });
      const row = await findGame(id);
      if (input.level >= row.levels.length) throw AppError.badRequest(gameMessages.levelNotFound);
      if (!mayPlay(viewer, row, input.level)) throw AppError.forbidden(gameMessages.subscriptionRequired);
      const items = checkGameLevel(definitionOf(row), input.level, input.answers);
      if (!items) throw AppError.badRequest(gameMessages.invalidAnswer);
      const correct = items.every(Boolean);
      if (!viewer) return { correct, items, completedLevels: null };
      await learning?.record({
        userId: viewer.id,
        kind: 'EXERCISE_LEVEL',
        itemId: row.id,
        conceptIds: [],
        answer: `Poziom ${input.level + 1}: ${JSON.stringify(input.answers)}`.slice(0, 500),
        correct,
        timeTakenMs: null,
      });
      if (correct) await repository.markCompleted(viewer.id, row.id, input.level);
      return { correct, items, completedLevels: await repository.completedLevels(viewer.id, row.id) };
    },
  };
}
export type TGamesService = ReturnType<typeof createGamesService>;
