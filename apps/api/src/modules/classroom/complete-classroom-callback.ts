import { classroomMessages as cm } from '@zadania/shared';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/secrets';
import { ClassroomAuthError } from './classroom-client';
import { requireClient, type TClassroomDeps } from './classroom-context';

type TCallbackQuery = { code?: string; state?: string; error?: string };

/**
 * GET /classroom/callback, where Google sends the teacher back: the `state` is taken once (a forged, expired or
 * replayed one is refused with 400 and nothing is stored), the code exchanged for a refresh token, kept encrypted
 * as the teacher's one connection. Answers the web page to redirect to, with `classroom=connected|denied|failed`.
 */
export async function completeClassroomCallback(deps: TClassroomDeps, query: TCallbackQuery) {
  const client = requireClient(deps);
  const state = query.state ? await deps.repository.takeState(hashToken(query.state), deps.now()) : undefined;
  if (!state) throw AppError.badRequest(cm.stateInvalid);
  const back = (outcome: 'connected' | 'denied' | 'failed') => {
    const url = new URL(state.returnTo, `${deps.publicUrl}/`);
    url.searchParams.set('classroom', outcome);
    return url.toString();
  };
  if (query.error || !query.code) return back('denied');
  try {
    const { refreshToken, scope } = await client.exchangeCode(query.code);
    if (!refreshToken) return back('failed');
    await deps.repository.saveConnection(state.teacherId, deps.cipher.seal(refreshToken), scope);
    return back('connected');
  } catch (error) {
    if (!(error instanceof ClassroomAuthError)) deps.log?.warn({ err: error }, 'Exchanging a Google code failed');
    return back('failed');
  }
}
