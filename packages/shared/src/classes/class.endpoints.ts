import { defineEndpoints, withParams, ZEmptyBody } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZClass,
  ZClassCreate,
  ZClassIdParams,
  ZClassJoin,
  ZClassList,
  ZClassPupilMove,
  ZClassPupilUpdate,
  ZClassSummary,
  ZClassTeacherAdd,
  ZClassUpdate,
  ZClassUserParams,
} from './class.schemas';

/** Classes and their membership (issue 56, first slice); the paths are the issue's. */
export const classEndpoints = defineEndpoints({
  classes: get('/class', ZClassList),
  class: withParams(get('/class/:id', ZClass), ZClassIdParams),
  createClass: post('/class', ZClassCreate, ZClass),
  updateClass: withParams(put('/class/:id', ZClassUpdate, ZClass), ZClassIdParams),
  /** 201 with a new membership, 200 with the one the pupil already has. */
  joinClass: post('/class/join', ZClassJoin, ZClassSummary),
  leaveClass: withParams(post('/class/:id/leave', ZEmptyBody, ZMessageResponse), ZClassIdParams),
  newClassCode: withParams(post('/class/:id/code', ZEmptyBody, ZClass), ZClassIdParams),
  approveClassPupil: withParams(post('/class/:id/pupil/:userId/approve', ZEmptyBody, ZClass), ZClassUserParams),
  /** Removes an active pupil or rejects a pending one. */
  removeClassPupil: withParams(del('/class/:id/pupil/:userId', ZClass), ZClassUserParams),
  updateClassPupil: withParams(put('/class/:id/pupil/:userId', ZClassPupilUpdate, ZClass), ZClassUserParams),
  moveClassPupil: withParams(post('/class/:id/pupil/:userId/move', ZClassPupilMove, ZClass), ZClassUserParams),
  addClassTeacher: withParams(post('/class/:id/teacher', ZClassTeacherAdd, ZClass), ZClassIdParams),
  removeClassTeacher: withParams(del('/class/:id/teacher/:userId', ZMessageResponse), ZClassUserParams),
});
