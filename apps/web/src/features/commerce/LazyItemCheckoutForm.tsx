import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import type { ItemCheckoutForm } from './ItemCheckoutForm';

// The form (its payment methods, złoty formatting and dictionary) loads where it is shown, not with every page that
// imports this feature: a task page reads only the query keys and paid for the form's code on a slow phone (issue 59).
const Form = lazy(() => import('./ItemCheckoutForm').then((module) => ({ default: module.ItemCheckoutForm })));

/** ItemCheckoutForm, its code loaded when it is first shown (a skeleton of its height meanwhile). */
export function LazyItemCheckoutForm(props: ComponentProps<typeof ItemCheckoutForm>) {
  return (
    <Suspense fallback={<Skeleton height={120} radius="sm" aria-hidden />}>
      <Form {...props} />
    </Suspense>
  );
}
