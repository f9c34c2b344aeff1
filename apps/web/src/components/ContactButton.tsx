import { type ComponentType, lazy, Suspense } from 'react';

/** The props of the button that opens a conversation with a user: on a name (compact) or on a card. */
export type TContactButtonProps = { userId: string; userName: string; compact?: boolean };

let loadButton: (() => Promise<ComponentType<TContactButtonProps>>) | null = null;

/** Sets the button that contacts a user; the chat provides it (app/contact-button.ts). */
export function registerContactButton(load: () => Promise<ComponentType<TContactButtonProps>>) {
  loadButton = load;
}

const RegisteredButton = lazy(async () => {
  if (!loadButton) throw new Error('No contact button is registered (app/contact-button.ts).');
  return { default: await loadButton() };
});

/** A user's contact button (the chat's "Napisz"), for features that show people but do not know the chat. */
export function ContactButton(props: TContactButtonProps) {
  return (
    <Suspense fallback={null}>
      <RegisteredButton {...props} />
    </Suspense>
  );
}
