import { defineEndpoints, withParams } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZSupportNode,
  ZSupportNodeIdParams,
  ZSupportNodeList,
  ZSupportNodeListQuery,
  ZSupportNodeMove,
  ZSupportNodeSave,
  ZSupportNodeSlugParams,
} from './support.schemas';

/** The help centre (SUPPORT_NODE, issue 20; the spec names no paths, these are ours, documented under "Help"). */
export const supportNodeEndpoints = defineEndpoints({
  supportNodes: get('/support-node', ZSupportNodeListQuery, ZSupportNodeList),
  supportNode: withParams(get('/support-node/:slug', ZSupportNode), ZSupportNodeSlugParams),
  createSupportNode: post('/support-node', ZSupportNodeSave, ZSupportNode),
  updateSupportNode: withParams(put('/support-node/:id', ZSupportNodeSave, ZSupportNode), ZSupportNodeIdParams),
  moveSupportNode: withParams(post('/support-node/:id/move', ZSupportNodeMove, ZSupportNode), ZSupportNodeIdParams),
  deleteSupportNode: withParams(del('/support-node/:id', ZMessageResponse), ZSupportNodeIdParams),
});
