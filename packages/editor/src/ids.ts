import { ID_PREFIX } from './constants';

/** A new element id with the spec's `id-` prefix and 12 random hex digits (as the seed data uses). */
export function createId(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return ID_PREFIX + Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Ids are kept when they look like an HTML id; anything else is replaced. */
export function isValidId(id: unknown): id is string {
  return typeof id === 'string' && /^[A-Za-z][\w:.-]{0,127}$/.test(id);
}

/**
 * The `id` attribute of the node types with generated ids: a missing or invalid id gets a new one when
 * parsed (UniqueId also fills ids of nodes created from JSON and fixes duplicates).
 */
export function idAttribute() {
  return {
    default: null,
    parseHTML: (element: HTMLElement) => {
      const id = element.getAttribute('id');
      return isValidId(id) ? id : createId();
    },
    renderHTML: (attributes: Record<string, unknown>) => (attributes.id ? { id: String(attributes.id) } : {}),
  };
}
