import { safeMessageEndpoints } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/** ADMIN: the held messages and the decisions on them. */
export const safeMessagesApi = {
  held: (signal?: AbortSignal) => callEndpoint(safeMessageEndpoints.heldMessages, { signal, errorToast: false }),
  release: (id: string) => callEndpoint(safeMessageEndpoints.releaseHeldMessage, { params: { id } }),
  reject: (id: string) => callEndpoint(safeMessageEndpoints.rejectHeldMessage, { params: { id } }),
};

export const safeMessageKeys = { held: ['safe-messages', 'held'] as const };
