import { bindUseCases } from '../../lib/use-cases';
import { createCoursebooksContext, type TCoursebooksDeps } from './coursebooks.context';
import { createBook } from './use-cases/create-book';
import { createBookNode } from './use-cases/create-book-node';
import { getBook } from './use-cases/get-book';
import { importConcept } from './use-cases/import-concept';
import { listBooks } from './use-cases/list-books';
import { listNodeHomeworks } from './use-cases/list-node-homeworks';
import { removeBook } from './use-cases/remove-book';
import { removeBookNode } from './use-cases/remove-book-node';
import { setHomeworkBookNode } from './use-cases/set-homework-book-node';
import { setNodeConcept } from './use-cases/set-node-concept';
import { updateBook } from './use-cases/update-book';
import { updateBookNode } from './use-cases/update-book-node';

export { orderTree } from './coursebooks.presenter';

/**
 * Coursebooks (issue 20): books with a tree of chapters, pages and exercises. Reading is public; ADMIN edits
 * books and nodes, links nodes to concepts and imports a concept's content; a task's author or ADMIN attaches
 * the task to a page or exercise.
 */
export function createCoursebooksService(deps: TCoursebooksDeps) {
  const ctx = createCoursebooksContext(deps);
  return bindUseCases(ctx, {
    listBooks,
    getBook,
    createBook,
    updateBook,
    removeBook,
    createBookNode,
    updateBookNode,
    removeBookNode,
    setNodeConcept,
    importConcept,
    listNodeHomeworks,
    setHomeworkBookNode,
  });
}

export type TCoursebooksService = ReturnType<typeof createCoursebooksService>;
