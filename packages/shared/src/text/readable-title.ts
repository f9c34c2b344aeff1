import { texToPlainText } from './tex-to-plain-text';

const texDelimited = /\$\$([^$]+)\$\$|\$([^$]+)\$|\\\((.+?)\\\)|\\\[(.+?)\\\]/g;

/**
 * A title that may carry TeX (`\log_2(x + 2) = 3`, `4\%`, `$\frac{1}{2}$`) as readable Unicode text
 * (`log₂(x + 2) = 3`, `4%`, `1/2`), for every place a title is shown as text: headings, the results' columns, CSV
 * files, notifications. A title without TeX comes back as it is.
 */
export function readableTitle(title: string): string {
  if (!/[\\^_$]/.test(title)) return title;
  const unwrapped = title.replace(texDelimited, (_, a, b, c, d) => a ?? b ?? c ?? d ?? '');
  return texToPlainText(unwrapped).replace(/\s+/g, ' ').trim();
}
