import { supportNodeEndpoints, type TSupportNodeMove, type TSupportNodeSave } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

const e = supportNodeEndpoints;

/** The help centre; pages show their own load errors and forms their own alerts, so no error toasts. */
export const supportApi = {
  list: (q: string | undefined, signal?: AbortSignal) =>
    callEndpoint(e.supportNodes, { query: q ? { q } : {}, signal, errorToast: false }),
  get: (slug: string, signal?: AbortSignal) =>
    callEndpoint(e.supportNode, { params: { slug }, signal, errorToast: false }),
  create: (body: TSupportNodeSave) => callEndpoint(e.createSupportNode, { body, errorToast: false }),
  update: (id: string, body: TSupportNodeSave) =>
    callEndpoint(e.updateSupportNode, { params: { id }, body, errorToast: false }),
  move: (id: string, body: TSupportNodeMove) =>
    callEndpoint(e.moveSupportNode, { params: { id }, body, errorToast: false }),
  remove: (id: string) => callEndpoint(e.deleteSupportNode, { params: { id }, errorToast: false }),
};

/** Query keys of the help centre; `supportKeys.all` covers them all. */
export const supportKeys = {
  all: ['support'] as const,
  list: (q: string | undefined) => ['support', 'list', q ?? ''] as const,
  node: (slug: string) => ['support', 'node', slug] as const,
};
