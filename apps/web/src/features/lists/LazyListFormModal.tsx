import { lazyUntilOpened } from '../../lib/lazy-until-opened';

/** ListFormModal, its code loaded at its first opening. */
export const LazyListFormModal = lazyUntilOpened(() =>
  import('./ListFormModal').then((module) => module.ListFormModal),
);
