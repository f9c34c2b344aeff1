import { bindUseCases } from '../../lib/use-cases';
import { createClassesContext, type TClassesDeps } from './classes.context';
import { addTeacher } from './use-cases/add-teacher';
import { approvePupil } from './use-cases/approve-pupil';
import { createClass } from './use-cases/create-class';
import { exportClassesOf } from './use-cases/export-classes-of';
import { getClass } from './use-cases/get-class';
import { getClassMastery } from './use-cases/get-class-mastery';
import { joinClass } from './use-cases/join-class';
import { leaveClass } from './use-cases/leave-class';
import { listClasses } from './use-cases/list-classes';
import { movePupil } from './use-cases/move-pupil';
import { newClassCode } from './use-cases/new-class-code';
import { removePupil } from './use-cases/remove-pupil';
import { removeTeacher } from './use-cases/remove-teacher';
import { updateClass } from './use-cases/update-class';
import { updatePupil } from './use-cases/update-pupil';

/**
 * Classes and their membership (issue 56). Its teachers and ADMIN see a class whole; a pupil member sees it without
 * the others; anyone else gets 404 as if it did not exist. Pupils are counted under the class's row lock, so the
 * limit holds when a whole class joins at once.
 */
export function createClassesService(deps: TClassesDeps) {
  const ctx = createClassesContext(deps);
  return bindUseCases(ctx, {
    listClasses,
    getClass,
    getClassMastery,
    createClass,
    updateClass,
    newClassCode,
    joinClass,
    leaveClass,
    approvePupil,
    removePupil,
    movePupil,
    updatePupil,
    addTeacher,
    removeTeacher,
    exportClassesOf,
  });
}

export type TClassesService = ReturnType<typeof createClassesService>;
