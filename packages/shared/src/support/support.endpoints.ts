import { defineEndpoints } from '../api/endpoint';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZSupportNode,
  ZSupportNodeList,
  ZSupportNodeListQuery,
  ZSupportNodeMove,
  ZSupportNodeSave,
} from './support.schemas';

/** The help centre (SUPPORT_NODE, issue 20; the spec names no paths, these are ours, documented under "Help"). */
export const supportNodeEndpoints = defineEndpoints({
  supportNodes: { method: 'GET', path: '/support-node', query: ZSupportNodeListQuery, response: ZSupportNodeList },
  supportNode: { method: 'GET', path: '/support-node/:slug', response: ZSupportNode },
  createSupportNode: { method: 'POST', path: '/support-node', body: ZSupportNodeSave, response: ZSupportNode },
  updateSupportNode: { method: 'PUT', path: '/support-node/:id', body: ZSupportNodeSave, response: ZSupportNode },
  moveSupportNode: { method: 'POST', path: '/support-node/:id/move', body: ZSupportNodeMove, response: ZSupportNode },
  deleteSupportNode: { method: 'DELETE', path: '/support-node/:id', response: ZMessageResponse },
});
