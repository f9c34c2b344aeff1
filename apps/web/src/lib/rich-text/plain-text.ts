const texSymbols: Record<string, string> = {
  cdot: '·',
  times: '×',
  div: ':',
  circ: '°',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  pm: '±',
  infty: '∞',
  pi: 'π',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  Delta: 'Δ',
  in: '∈',
  sqrt: '√',
  to: '→',
  quad: ' ',
  qquad: ' ',
};

/** TeX made readable as plain text: a few symbols mapped, other commands and grouping braces dropped. */
export function texToPlainText(tex: string): string {
  return tex
    .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, '($1)/($2)')
    .replace(/\\(left|right|big|Big|displaystyle|text|mathrm|operatorname)\b/g, '')
    .replace(/\\([a-zA-Z]+)/g, (_, command: string) => texSymbols[command] ?? command)
    .replace(/\\[,;:! ]/g, ' ')
    .replace(/\\([{}%$&#_])/g, '$1')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A plain-text excerpt of stored rich HTML for titles, parsed inertly: math as readable TeX, except
 * display math with environments (matrices, systems), which is left out unless there is nothing else.
 */
export function toPlainText(html: string, maxLength = 80): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const simplified = doc.cloneNode(true) as Document;
  for (const math of simplified.querySelectorAll('[data-type="block-math"]')) {
    if ((math.getAttribute('data-latex') ?? '').includes('\\begin')) math.remove();
  }
  const text = extractText(simplified) || extractText(doc);
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

function extractText(doc: Document): string {
  for (const math of doc.querySelectorAll('[data-latex]')) {
    math.textContent = texToPlainText(math.getAttribute('data-latex') ?? '');
  }
  for (const block of doc.querySelectorAll('p, div, li, h1, h2, h3, h4, br')) block.append(' ');
  return (doc.body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,:;!?])/g, '$1')
    .trim();
}
