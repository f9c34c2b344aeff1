import { randomBytes } from 'node:crypto';
import { ltiMessages as m } from '@zadania/shared';
import { escapeHtml } from '../../lib/html';

/** A server-rendered page of the LTI flow: its HTML and the Content-Security-Policy it needs. */
export type TLtiPage = { status: number; html: string; csp: string };

type TPageOptions = {
  title: string;
  body: string;
  /** An inline script allowed by a fresh nonce (the only script of the page). */
  script?: string;
  /** Origins that may frame the page (the platform), or '*' for a page with nothing to click; none by default. */
  frameAncestors?: string[] | '*';
  /** Origins forms may post to besides our own. */
  formAction?: string[];
  status?: number;
};

const originOf = (url: string) => new URL(url).origin;
const frameAncestorsOf = (allowed: TPageOptions['frameAncestors']) =>
  allowed === '*' ? '*' : allowed?.length ? allowed.map(originOf).join(' ') : "'none'";

/**
 * Every value written into a page is escaped (`escapeHtml`); scripts run only with the page's nonce, so nothing a
 * platform or a person sent can run as script.
 */
export function renderPage(options: TPageOptions): TLtiPage {
  const nonce = randomBytes(16).toString('base64');
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    "style-src 'unsafe-inline'",
    `form-action 'self' ${(options.formAction ?? []).map(originOf).join(' ')}`.trim(),
    `frame-ancestors ${frameAncestorsOf(options.frameAncestors)}`,
    "base-uri 'none'",
  ].join('; ');
  const script = options.script ? `<script nonce="${nonce}">${options.script}</script>` : '';
  const html = `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
button,a.button{font:inherit;padding:.5rem 1rem;cursor:pointer}li{margin:.5rem 0}</style></head>
<body><h1>${escapeHtml(options.title)}</h1>
${options.body}
${script}</body></html>`;
  return { status: options.status ?? 200, html, csp };
}

/**
 * A refusal shown in the platform's window (the status and the Polish message). It holds nothing to click, so any
 * page may frame it: Moodle shows launches in an iframe, and the refusal must be readable there.
 */
export const errorPage = (status: number, message: string, frameAncestors: string[] | '*' = '*') =>
  renderPage({ title: m.launchTitle, body: `<p role="alert">${escapeHtml(message)}</p>`, status, frameAncestors });

/** A form posted by itself to `action` (with a button when scripts are off). */
export function autoPostPage(options: {
  title: string;
  text: string;
  action: string;
  fields: Record<string, string>;
  frameAncestors?: string[];
}) {
  const inputs = Object.entries(options.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return renderPage({
    title: options.title,
    body: `<p>${escapeHtml(options.text)}</p><form method="post" action="${escapeHtml(options.action)}">${inputs}<button type="submit">${escapeHtml(m.continue)}</button></form>`,
    script: 'document.forms[0].submit();',
    formAction: [options.action],
    frameAncestors: options.frameAncestors,
  });
}
