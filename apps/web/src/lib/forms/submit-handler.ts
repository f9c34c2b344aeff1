import type { FormEvent } from 'react';

/** A form's submit handler: the page stays (no browser submit), then `submit` runs. */
export const submitHandler = (submit: () => void) => (event: FormEvent) => {
  event.preventDefault();
  submit();
};
