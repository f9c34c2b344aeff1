import { defineEndpoints, withParams, ZEmptyBody } from '../api/endpoint';
import { post } from '../api/routes';
import { ZEmailRequest } from '../auth/auth.schemas';
import { ZMessageResponse } from '../errors/error.schemas';
import { ZClassIdParams, ZClassUserParams } from './class.schemas';
import { ZManagedPupilPassword, ZManagedPupilsCreate, ZManagedPupilsCreated } from './managed-pupil.schemas';

/** Pupils' accounts without e-mail, created and reset by the class's teachers (issue 56, part 1). */
export const managedPupilEndpoints = defineEndpoints({
  /** 201: the logins and one-time passwords, shown once. */
  createClassPupils: withParams(post('/class/:id/pupils', ZManagedPupilsCreate, ZManagedPupilsCreated), ZClassIdParams),
  resetClassPupilPassword: withParams(
    post('/class/:id/pupil/:userId/password', ZEmptyBody, ZManagedPupilPassword),
    ZClassUserParams,
  ),
  /** An account without e-mail adds one: the usual confirmation link, and the address is set when it is followed. */
  addEmail: post('/user/me/email', ZEmailRequest, ZMessageResponse),
});
