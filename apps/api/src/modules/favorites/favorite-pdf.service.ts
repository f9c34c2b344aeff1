import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  favoriteDisplayName,
  favoritePdfMessages,
  type TFavoritePdfOptions,
  type TFavoritePdfQueued,
  type TRole,
} from '@zadania/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TJobData } from '../../lib/jobs/job-definition';
import type { TJobQueue } from '../../lib/jobs/job-queue';
import { PdfBrowserMissingError, PdfPageError, type TPdfRenderer } from '../../lib/pdf/pdf-renderer';
import { toSlug } from '../../lib/slug';
import type { TRateLimiter } from '../../plugins/rate-limit';
import type { TTokenSigner } from '../auth/access-token';
import { createAuthRepository } from '../auth/auth.repository';
import type { TFileService } from '../files/file.service';
import type { TNumberedDelivery } from '../realtime/numbered-delivery';
import { favoritePdfJob } from './favorite-pdf.job';
import { createFavoritePdfRepository } from './favorite-pdf.repository';

/** What PdfError says, in Polish: each names what went wrong and, where a person can, what to do. */
export const favoritePdfErrors = {
  noChromium:
    'Nie można utworzyć PDF: brak przeglądarki Chromium na serwerze (zainstaluj pakiet chromium lub ustaw CHROMIUM_PATH).',
  noWebBuild:
    'Nie można utworzyć PDF: serwer nie ma zbudowanej aplikacji WWW z widokiem do druku (uruchom npm run build).',
  unreachable: (url: string) =>
    `Nie można utworzyć PDF: przeglądarka na serwerze nie otworzyła aplikacji pod adresem ${url} (sprawdź PDF_RENDER_URL).`,
  timeout: (seconds: number) =>
    `Nie można utworzyć PDF: widok do druku nie był gotowy w ciągu ${seconds} s. Spróbuj ponownie za chwilę.`,
  pageFailed: 'Nie można utworzyć PDF: nie udało się wczytać zadań listy. Spróbuj ponownie za chwilę.',
  sessionEnded: 'Nie można utworzyć PDF: sesja, z której go zamówiono, wygasła. Zaloguj się i spróbuj ponownie.',
  listGone: 'Nie można utworzyć PDF: ta lista już nie istnieje.',
  notStored: (reason: string) => `Nie można zapisać PDF: ${reason}`,
  unexpected: 'Nie udało się utworzyć PDF. Spróbuj ponownie później.',
} as const;

/** Where the printable view waits: ready once everything is typeset, failed when it could not load. */
export const listPrintSignals = { ready: '[data-print-ready="true"]', failed: '[data-print-failed]' } as const;

/** The printable view of a list, with its options in the query (apps/web ListPrintPage reads them). */
export const listPrintPath = (favoriteId: string, options: TFavoritePdfOptions) => {
  const query = new URLSearchParams({
    theme: options.theme,
    worksheet: String(options.worksheet),
    solutions: String(options.withSolutions),
    numbered: String(options.numbered),
  });
  return `/account/lists/${encodeURIComponent(favoriteId)}/pdf?${query}`;
};

/** The file name of a list's PDF: 'Lista-{slug of its name}.pdf'. */
export const listPdfFileName = (name: string) => `Lista-${toSlug(name) || 'zadania'}.pdf`;

/** A page of many tasks gets longer: half a second per task over a minute, at most four minutes. */
const renderTimeoutMs = (tasks: number) => Math.min(240_000, 60_000 + 500 * tasks);

type TFavoritePdfJob = TJobData<typeof favoritePdfJob>;

/**
 * List PDFs made in the background (issue 16 point 5). The request checks the list is the viewer's and queues
 * a job; the job opens the list's printable view in headless Chromium signed in as the requester (a fresh
 * access token of the same session, in the page's localStorage as the web app keeps it), prints it, stores the
 * bytes as the requester's owner-only file, and tells their sockets PdfReady or PdfError (numbered, so a
 * socket that was away gets it on Resume).
 */
export function createFavoritePdfService(deps: {
  db: TDb;
  jobs: Pick<TJobQueue, 'send'>;
  limiter: TRateLimiter;
  numbered: Pick<TNumberedDelivery, 'toUsers'>;
  files: Pick<TFileService, 'ingestFile'>;
  tokens: Pick<TTokenSigner, 'signAccessToken'>;
  pdf: Pick<TPdfRenderer, 'renderPage'>;
  /** The web app's origin as this node's browser reaches it (config PDF_RENDER_URL). */
  renderUrl: string;
  log: FastifyBaseLogger;
}) {
  const repository = createFavoritePdfRepository(deps.db);
  const auth = createAuthRepository(deps.db);

  const describeFailure = (error: unknown, timeoutMs: number) => {
    if (error instanceof PdfBrowserMissingError) return favoritePdfErrors.noChromium;
    if (error instanceof PdfPageError) {
      if (error.reason === 'status') return favoritePdfErrors.noWebBuild;
      if (error.reason === 'unreachable') return favoritePdfErrors.unreachable(deps.renderUrl);
      if (error.reason === 'timeout') return favoritePdfErrors.timeout(Math.round(timeoutMs / 1000));
      return favoritePdfErrors.pageFailed;
    }
    if (error instanceof AppError) return favoritePdfErrors.notStored(error.message);
    return favoritePdfErrors.unexpected;
  };

  /** Stores the PDF under the list's name; an earlier PDF of the list keeps its own file (one name, two files). */
  const store = (owner: { id: string; role: TRole }, name: string, pdf: Buffer) =>
    deps.files.ingestFile(owner, {
      assign: 'PRIVATE',
      s3Video: false,
      fileName: listPdfFileName(name),
      source: Readable.from([pdf]),
    });

  /** Prints and stores one list; throws what PdfError will describe. */
  async function print(data: TFavoritePdfJob, timeout: { ms: number }) {
    const session = await auth.findActiveSession(data.sessionId, data.userId);
    if (!session) return { error: favoritePdfErrors.sessionEnded };
    const list = await repository.findOwned(data.favoriteId, data.userId);
    if (!list) return { error: favoritePdfErrors.listGone };
    timeout.ms = renderTimeoutMs(list.tasks);
    const token = await deps.tokens.signAccessToken({
      userId: data.userId,
      sessionId: data.sessionId,
      role: session.user.role,
    });
    const pdf = await deps.pdf.renderPage({
      url: `${deps.renderUrl}${listPrintPath(list.id, data.options)}`,
      localStorage: { token, sessionId: data.sessionId },
      readySelector: listPrintSignals.ready,
      failedSelector: listPrintSignals.failed,
      // The printout needs no socket of its own (it would count the requester online twice).
      blockedPaths: /^\/socket\.io\//,
      timeoutMs: timeout.ms,
    });
    const file = await store(session.user, favoriteDisplayName(list), pdf);
    return { url: `/api/file/${file.id}/download` };
  }

  return {
    /** POST /api/favorite/{id}/pdf: the viewer's own list only (404 otherwise); queues the job, answers at once. */
    async request(
      viewer: { id: string; sessionId: string },
      favoriteId: string,
      options: TFavoritePdfOptions,
      client: { ip: string },
    ): Promise<TFavoritePdfQueued> {
      await deps.limiter.consume('listPdf', { ip: client.ip, account: viewer.id });
      if (!(await repository.findOwned(favoriteId, viewer.id))) throw AppError.notFound();
      const pdfId = randomUUID();
      await deps.jobs.send(favoritePdfJob, {
        pdfId,
        userId: viewer.id,
        sessionId: viewer.sessionId,
        favoriteId,
        options,
      });
      return { message: favoritePdfMessages.queued, pdfId };
    },

    /** The job: PdfReady with the file's download path, or PdfError saying why not. */
    async handle(data: TFavoritePdfJob) {
      const timeout = { ms: renderTimeoutMs(0) };
      let outcome: { url: string } | { error: string };
      try {
        outcome = await print(data, timeout);
      } catch (error) {
        deps.log.warn({ err: error, pdfId: data.pdfId, favoriteId: data.favoriteId }, 'A list PDF failed');
        outcome = { error: describeFailure(error, timeout.ms) };
      }
      if ('url' in outcome) {
        await deps.numbered.toUsers(data.pdfId, [data.userId], 'PdfReady', { pdfId: data.pdfId, url: outcome.url });
      } else {
        await deps.numbered.toUsers(data.pdfId, [data.userId], 'PdfError', {
          pdfId: data.pdfId,
          message: outcome.error,
        });
      }
    },
  };
}

export type TFavoritePdfService = ReturnType<typeof createFavoritePdfService>;
