import { coursebookPolicy, type TBookDetail, type TViewer } from '@zadania/shared';
import { bookNotFound, type TCoursebooksContext } from '../coursebooks.context';
import { orderTree, presentBook } from '../coursebooks.presenter';

export async function getBook(ctx: TCoursebooksContext, viewer: TViewer, slug: string): Promise<TBookDetail> {
  const { repository } = ctx;
  const book = await repository.findBookBySlug(slug);
  if (!book) throw bookNotFound();
  const [rows, counts] = await Promise.all([
    repository.findNodesOfBook(book.id),
    repository.countPublicHomeworksByNode(book.id),
  ]);
  return {
    ...presentBook(book),
    nodes: orderTree(rows, counts),
    policies: { manage: coursebookPolicy.manage(viewer) },
  };
}
