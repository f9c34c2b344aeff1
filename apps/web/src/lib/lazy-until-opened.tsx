import { type ComponentType, type JSX, lazy, Suspense, useState } from 'react';

/**
 * A dialog whose code (its form, its zod schemas, its modal) loads when it is first opened, not with every page that
 * offers it: evaluated with the page, such code cost a task page tens of milliseconds on a slow phone (issue 59, total
 * blocking time). Once opened it stays mounted, so that it closes as a modal does.
 */
export function lazyUntilOpened<TProps extends { opened: boolean }>(load: () => Promise<ComponentType<TProps>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyUntilOpened(props: TProps) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...(props as TProps & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}
