import type { ComponentType } from 'react';

/** The props of the button that opens a conversation with a user: on a name (compact) or on a card. */
export type TContactButtonProps = { userId: string; userName: string; compact?: boolean };

let RegisteredButton: ComponentType<TContactButtonProps> | null = null;

/** Sets the button that contacts a user; the chat provides it (app/contact-button.ts). */
export function registerContactButton(button: ComponentType<TContactButtonProps>) {
  RegisteredButton = button;
}

/**
 * A user's contact button (the chat's "Napisz"), for features that show people but do not know the chat. Registered
 * eagerly, not loaded lazily: a page rendered on the server shows the button, and a click made before hydration is
 * replayed only when the button's code is already there.
 */
export function ContactButton(props: TContactButtonProps) {
  if (!RegisteredButton) throw new Error('No contact button is registered (app/contact-button.ts).');
  return <RegisteredButton {...props} />;
}
