import { uiMessages } from './messages';

/** Copies `text` to the clipboard and says so; a refused clipboard shows nothing. */
export async function copyText(text: string, notify: (message: string) => void) {
  try {
    await navigator.clipboard.writeText(text);
    notify(uiMessages.copied);
  } catch {
    // Clipboard refused (permissions): nothing to report beyond not showing the toast.
  }
}
