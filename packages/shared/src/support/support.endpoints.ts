import { defineEndpoints } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
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
  supportNodes: get('/support-node', ZSupportNodeListQuery, ZSupportNodeList),
  supportNode: get('/support-node/:slug', ZSupportNode),
  createSupportNode: post('/support-node', ZSupportNodeSave, ZSupportNode),
  updateSupportNode: put('/support-node/:id', ZSupportNodeSave, ZSupportNode),
  moveSupportNode: post('/support-node/:id/move', ZSupportNodeMove, ZSupportNode),
  deleteSupportNode: del('/support-node/:id', ZMessageResponse),
});
