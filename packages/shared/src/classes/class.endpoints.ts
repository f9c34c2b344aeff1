import { defineEndpoints, ZEmptyBody } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZClass,
  ZClassCreate,
  ZClassJoin,
  ZClassList,
  ZClassPupilMove,
  ZClassSummary,
  ZClassTeacherAdd,
  ZClassUpdate,
} from './class.schemas';

/** Classes and their membership (issue 56, first slice); the paths are the issue's. */
export const classEndpoints = defineEndpoints({
  classes: get('/class', ZClassList),
  class: get('/class/:id', ZClass),
  createClass: post('/class', ZClassCreate, ZClass),
  updateClass: put('/class/:id', ZClassUpdate, ZClass),
  /** 201 with a new membership, 200 with the one the pupil already has. */
  joinClass: post('/class/join', ZClassJoin, ZClassSummary),
  leaveClass: post('/class/:id/leave', ZEmptyBody, ZMessageResponse),
  newClassCode: post('/class/:id/code', ZEmptyBody, ZClass),
  approveClassPupil: post('/class/:id/pupil/:userId/approve', ZEmptyBody, ZClass),
  /** Removes an active pupil or rejects a pending one. */
  removeClassPupil: del('/class/:id/pupil/:userId', ZClass),
  moveClassPupil: post('/class/:id/pupil/:userId/move', ZClassPupilMove, ZClass),
  addClassTeacher: post('/class/:id/teacher', ZClassTeacherAdd, ZClass),
  removeClassTeacher: del('/class/:id/teacher/:userId', ZMessageResponse),
});
