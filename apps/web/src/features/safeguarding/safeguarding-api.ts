import {
  safeguardingHelpEndpoints,
  type THelpRequestCreate,
  type THelpStatusChange,
  type TUserBlockRequest,
  userBlockEndpoints,
} from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/** "Potrzebuję pomocy" and the responsible persons' tools (issue 72). Forms show their own errors. */
export const safeguardingApi = {
  askForHelp: (body: THelpRequestCreate) =>
    callEndpoint(safeguardingHelpEndpoints.askForHelp, { body, errorToast: false }),
  queue: (signal?: AbortSignal) => callEndpoint(safeguardingHelpEndpoints.helpQueue, { signal, errorToast: false }),
  openCount: (signal?: AbortSignal) => callEndpoint(safeguardingHelpEndpoints.openHelpCount, { signal }),
  setStatus: (id: string, body: THelpStatusChange) =>
    callEndpoint(safeguardingHelpEndpoints.setHelpStatus, { params: { id }, body, errorToast: false }),
  block: (id: string, body: TUserBlockRequest) =>
    callEndpoint(userBlockEndpoints.blockUser, { params: { id }, body, errorToast: false }),
};

export const safeguardingKeys = {
  all: ['safeguarding'] as const,
  queue: ['safeguarding', 'queue'] as const,
  openCount: ['safeguarding', 'open-count'] as const,
};
