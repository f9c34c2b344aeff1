const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const htmlEntities: Record<string, string> = { lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);

/**
 * Readable text of stored rich HTML: math replaced by its TeX source, tags dropped, the entities
 * the sanitizer writes decoded, whitespace collapsed.
 */
export const htmlToPlainText = (html: string) =>
  html
    .replace(/<(?:span|div)[^>]*\sdata-latex="([^"]*)"[^>]*>/g, ' $1 ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(lt|gt|quot|#39|amp);/g, (_, entity: string) => htmlEntities[entity]!)
    .replace(/\s+/g, ' ')
    .trim();
