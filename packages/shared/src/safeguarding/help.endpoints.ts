import { defineEndpoints, withParams } from '../api/endpoint';
import { get, post, put } from '../api/routes';
import { ZUserIdParams } from '../users/user.schemas';
import {
  ZHelpCount,
  ZHelpIdParams,
  ZHelpQueue,
  ZHelpRequestCreate,
  ZHelpRequestCreated,
  ZHelpStatusChange,
  ZHelpStatusChanged,
  ZSafeguardingResponsible,
  ZSafeguardingResponsibleChanged,
} from './help.schemas';

/** "Potrzebuję pomocy" (issue 72, docs/safeguarding.md): the child's form and the responsible persons' queue. */
export const safeguardingHelpEndpoints = defineEndpoints({
  askForHelp: post('/safeguarding/help', ZHelpRequestCreate, ZHelpRequestCreated),
  helpQueue: get('/admin/safeguarding/help', ZHelpQueue),
  openHelpCount: get('/admin/safeguarding/help/count', ZHelpCount),
  setHelpStatus: withParams(
    post('/admin/safeguarding/help/:id/status', ZHelpStatusChange, ZHelpStatusChanged),
    ZHelpIdParams,
  ),
  setSafeguardingResponsible: withParams(
    put('/admin/users/:id/safeguarding-responsible', ZSafeguardingResponsible, ZSafeguardingResponsibleChanged),
    ZUserIdParams,
  ),
});
