import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { TViewer } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../../app/rich-text-players';
import { buildGame, comparisonGame, gameId } from '../../features/games/games-test-kit';
import { RichContent, type TRichContentProps } from './RichContent';

vi.setConfig({ testTimeout: 20_000 });

const toast = vi.hoisted(() => vi.fn());
vi.mock('../toasts', () => ({ showToast: toast }));

let viewer: TViewer = null;
vi.mock('../session/useViewer', () => ({ useViewer: () => ({ viewer, ready: true }) }));

/** Every node type of packages/editor/README.md, in its stored HTML. */
const documentHtml = [
  '<h2 id="id-aaaaaaaaaaaa" style="margin-left: 24px">Wstęp</h2>',
  '<p style="margin-left: 48px">Akapit z <a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">linkiem</a>, ',
  '<a href="/resources/concepts/funkcja">artykułem</a>, <a href="#id-eq1">kotwicą</a>, ',
  'wzmianką <span data-type="mention" data-id="u1" data-label="ania">@ania</span> ',
  'i emoji <span data-type="emoji" data-name="kciuk_w_gore">👍</span>.</p>',
  '<p>Wzór <span data-type="inline-math" data-latex="x^2"></span>, odwołania ',
  '<span data-type="equation-ref" data-target-id="id-eq2"></span> i ',
  '<span data-type="equation-ref" data-target-id="id-gone"></span>.</p>',
  '<div data-type="block-math" id="id-eq1" data-latex="a+b" data-numbered="true"></div>',
  '<div data-type="block-math" id="id-eqn" data-latex="c" data-numbered="false"></div>',
  '<div data-type="block-math" id="id-eq2" data-latex="f: A \\to B"></div>',
  '<figure data-type="figure" id="id-fig1" data-kind="image"><img src="/api/file/f1/content" alt="Wykres" title="Wykres paraboli" data-file-id="f1" data-width="100%" style="width: 100%"><figcaption>Wykres funkcji</figcaption></figure>',
  '<figure data-type="figure" id="id-tab1" data-kind="table"><table style="min-width: 50px"><colgroup><col style="width: 120px"></colgroup><tbody><tr>',
  '<th colspan="1" rowspan="1"><p>x</p></th>',
  '<td colspan="2" rowspan="1" colwidth="120" style="background-color: #fff3bf; border-top: 2px dashed #e03131"><p>komórka</p></td>',
  '</tr></tbody></table><figcaption>Dane</figcaption></figure>',
  '<div data-type="figure-group" id="id-grp" data-ncols="2">',
  '<figure data-type="subfigure" id="id-s1"><img src="https://example.com/a.png" alt="A"><figcaption>Pierwszy</figcaption></figure>',
  '<figure data-type="subfigure" id="id-s2"><img src="/b.png" alt="B" data-width="auto" style="width: auto"><figcaption>Drugi</figcaption></figure>',
  '</div>',
  '<div data-type="math-panel" id="id-panel" data-variant="theorem" data-math-concept-id="c-1" data-import="true" data-imported="true">',
  '<div data-type="math-panel-name">Pitagorasa</div><div data-type="math-panel-body"><p>Treść twierdzenia.</p></div></div>',
  '<details open=""><summary>Podpowiedź</summary><div data-type="detailsContent"><p>Ukryta treść</p></div></details>',
  '<video data-type="video" src="/api/file/v1/content" controls="true"></video>',
  '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" frameborder="0" allowfullscreen="true"></iframe>',
  '<p>Przypis<sup data-type="footnote" id="id-fn1" data-content="&lt;p&gt;Treść &lt;strong&gt;przypisu&lt;/strong&gt; ',
  '&lt;span data-type=&quot;inline-math&quot; data-latex=&quot;y_1&quot;&gt;&lt;/span&gt;',
  '&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;&lt;/p&gt;"></sup> i źródło ',
  '<span data-type="citation" data-variant="template" data-title="Matematyka: zakres rozszerzony" data-author="Jan Kowalski" ',
  'data-publisher="Nowa Era" data-publish-place="Warszawa" data-publish-date="2020" data-pages="12-14"></span>.</p>',
  '<div data-type="solution-method"><p>Pierwszy sposób</p></div>',
  '<div data-type="solution-method"><p>Drugi sposób</p></div>',
  '<div data-type="math-concept-fragment" id="id-frag" data-math-concept-id="c-2"><p>Fragment pojęcia</p></div>',
  '<div data-type="homework-embed" data-homework-id="hw-1"></div>',
  '<div data-type="interactive-homework" data-value="NumberLine" data-label="Oś liczbowa"></div>',
  '<p>Pojęcie <span data-type="math-concept" data-value="c-3" data-label="Funkcja kwadratowa">Funkcja kwadratowa</span>.</p>',
  '<ol start="3" data-list-style="lower-greek" style="list-style-type: lower-greek"><li><p>alfa</p></li></ol>',
  '<ul data-type="taskList"><li data-checked="true" data-type="taskItem"><label><input type="checkbox" checked="checked"><span></span></label><div><p>zrobione</p></div></li></ul>',
  '<p><mark data-color="#ffec99" style="background-color: #ffec99; color: inherit">zaznaczenie</mark> ',
  '<u data-color="#e03131" style="text-decoration-color: #e03131">podkreślenie</u> ',
  '<span style="color: #1971c2; font-size: 18px; font-family: Georgia">styl</span> <kbd>Ctrl</kbd> <s>skreślenie</s> <code>kod</code></p>',
  '<blockquote><p>cytat</p></blockquote><pre><code class="language-js">blok</code></pre><hr>',
].join('');

const concept = {
  id: 'c-3',
  slug: 'funkcja-kwadratowa',
  name: 'Funkcja kwadratowa',
  type: 'DEFINITION',
  aliases: [],
  count: 3,
  description: '<p>Funkcja postaci <span data-type="inline-math" data-latex="ax^2+bx+c"></span>.</p>',
};

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const path = new URL(String(input), 'http://localhost').pathname;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  if (path === '/api/math-concept/c-3') return json(200, concept);
  if (path === `/api/game/${gameId}`) return json(200, buildGame(comparisonGame));
  if (path === '/api/homework/hw-1') {
    return json(200, { id: 'hw-1', slug: 'rownanie-kwadratowe', description: '<p>Rozwiąż równanie kwadratowe.</p>' });
  }
  return json(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono.' });
});

beforeEach(() => {
  viewer = null;
  toast.mockClear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderRich(props: TRichContentProps) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <RichContent data-testid="rich" {...props} /> }], {
    initialEntries: ['/homeworks/zadanie'],
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return screen.getByTestId('rich');
}

const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent?.trim());

describe('RichContent: node types from their stored HTML', () => {
  it('renders headings with anchors, links, mentions, emoji, lists, marks and blocks', () => {
    const root = renderRich({ html: documentHtml });
    const heading = within(root).getByRole('heading', { level: 2, name: /Wstęp/ });
    expect(heading.id).toBe('id-aaaaaaaaaaaa');
    expect(heading.style.marginLeft).toBe('24px');
    expect(within(heading).getByRole('link', { name: 'Link do tego miejsca' })).toHaveProperty(
      'hash',
      '#id-aaaaaaaaaaaa',
    );

    const external = within(root).getByRole('link', { name: 'linkiem' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    const conceptLink = within(root).getByRole('link', { name: 'artykułem' });
    expect(conceptLink.getAttribute('target')).toBe('_blank');
    expect(conceptLink.getAttribute('rel')).toBe('noopener noreferrer');
    const anchor = within(root).getByRole('link', { name: 'kotwicą' });
    expect(anchor.getAttribute('href')).toBe('#id-eq1');
    expect(anchor.hasAttribute('target')).toBe(false);

    const mention = root.querySelector('[data-type="mention"]');
    expect(mention?.textContent).toBe('@ania');
    expect(mention?.className).toBe('rich-mention');
    expect(root.querySelector('[data-type="emoji"]')?.textContent).toBe('👍');

    const list = root.querySelector('ol');
    expect(list?.getAttribute('start')).toBe('3');
    expect(list?.style.listStyleType).toBe('lower-greek');
    const checkbox = within(root).getByRole('checkbox');
    expect(checkbox).toHaveProperty('checked', true);
    expect(checkbox).toHaveProperty('disabled', true);

    expect(root.querySelector('mark[data-color]')?.getAttribute('style')).toContain('background-color');
    expect((root.querySelector('u') as HTMLElement).style.textDecorationColor).toBe('rgb(224, 49, 49)');
    const styled = [...root.querySelectorAll('span')].find((span) => span.textContent === 'styl') as HTMLElement;
    expect(styled.style.fontSize).toBe('18px');
    expect(styled.style.fontFamily).toBe('Georgia');
    expect(root.querySelector('kbd')?.textContent).toBe('Ctrl');
    expect(root.querySelector('s')?.textContent).toBe('skreślenie');
    expect(root.querySelector('pre code.language-js')?.textContent).toBe('blok');
    expect(root.querySelector('blockquote')?.textContent).toBe('cytat');
    expect(root.querySelector('hr')).not.toBeNull();
  });

  it('renders inline and display math with KaTeX and MathML, numbering display equations and references', () => {
    const root = renderRich({ html: documentHtml });
    const inline = root.querySelector('[data-type="inline-math"]');
    expect(inline?.querySelector('.katex math annotation')?.textContent).toBe('x^2');
    expect(inline?.querySelector('.katex-display')).toBeNull();

    const displays = root.querySelectorAll('.rich-math-display');
    expect([...displays].map((element) => element.id)).toEqual(['id-eq1', 'id-eqn', 'id-eq2']);
    expect(displays[0]?.querySelector('.katex-display math')).not.toBeNull();
    // 'f: A \to B' looks like a URL scheme to DOMPurify's defaults; the TeX must survive.
    expect(displays[2]?.querySelector('annotation')?.textContent).toBe('f: A \\to B');
    expect(texts(root.querySelectorAll('.rich-math-number'))).toEqual(['(1)', '(2)']);
    expect(displays[1]?.querySelector('.rich-math-number')).toBeNull();

    const references = root.querySelectorAll('.rich-equation-ref');
    expect(texts(references)).toEqual(['(2)', '(?)']);
    expect(references[0]?.getAttribute('href')).toBe('#id-eq2');
    expect(references[1]?.tagName).toBe('SPAN');
  });

  it('shows a formula that does not parse as red source with the error as its tooltip', () => {
    const root = renderRich({
      html: '<p><span data-type="inline-math" data-latex="\\frac{1}{"></span></p><div data-type="block-math" id="id-x" data-latex="\\def\\a{\\a\\a}\\a"></div>',
    });
    const errors = root.querySelectorAll('.katex-error');
    expect(errors[0]?.textContent).toBe('\\frac{1}{');
    expect(errors[0]?.getAttribute('title')).toMatch(/ParseError/);
    expect(errors[0]?.getAttribute('style')).toMatch(/color:\s*#cc0000/);
    expect(errors[1]?.getAttribute('title')).toMatch(/Too many expansions/);
  });

  it('captions figures Rys. n / Tab. n, lays out figure groups and keeps table styles', () => {
    const root = renderRich({ html: documentHtml });
    expect(texts(root.querySelectorAll('figcaption'))).toEqual([
      'Rys. 1 Wykres funkcji',
      'Tab. 1 Dane',
      'Rys. 2 Pierwszy',
      'Rys. 3 Drugi',
    ]);
    expect(texts(root.querySelectorAll('.rich-caption-label'))).toEqual(['Rys. 1', 'Tab. 1', 'Rys. 2', 'Rys. 3']);
    const group = root.querySelector('#id-grp');
    expect(group?.getAttribute('data-ncols')).toBe('2');
    expect(group?.querySelectorAll('figure[data-type="subfigure"]')).toHaveLength(2);

    const cell = root.querySelector('td') as HTMLTableCellElement;
    expect(cell.colSpan).toBe(2);
    expect(cell.getAttribute('colwidth')).toBe('120');
    expect(cell.style.backgroundColor).toBe('rgb(255, 243, 191)');
    expect(cell.style.borderTop).toContain('dashed');
    expect((root.querySelector('col') as HTMLElement).style.width).toBe('120px');
    expect(root.querySelector('#id-tab1 .rich-table-wrapper > table')).not.toBeNull();
  });

  it('renders math panels with their Polish label, solution methods, details, fragments and embeds', async () => {
    const root = renderRich({ html: documentHtml });
    const panel = root.querySelector('#id-panel') as HTMLElement;
    expect(panel.querySelector('.rich-math-panel-label')?.textContent).toBe('Twierdzenie');
    expect(panel.querySelector('[data-type="math-panel-name"]')?.textContent).toBe('Pitagorasa');
    expect(within(panel).getByRole('link', { name: 'Przejdź do pojęcia' }).getAttribute('href')).toBe(
      '/resources/concepts/c-1',
    );
    expect(texts(root.querySelectorAll('.rich-solution-method-label'))).toEqual(['Sposób 1', 'Sposób 2']);

    const details = root.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(true);
    expect(details.querySelector('summary')?.textContent).toBe('Podpowiedź');

    expect(root.querySelector('#id-frag')?.textContent).toContain('Fragment pojęcia');

    // Old content kept the game's type instead of its id: its label and the way to the exercises.
    const interactive = root.querySelector('[data-type="interactive-homework"]') as HTMLElement;
    expect(interactive.textContent).toContain('Ćwiczenie interaktywne');
    expect(interactive.textContent).toContain('Oś liczbowa');
    expect(within(interactive).getByRole('link', { name: 'Przejdź do ćwiczeń' }).getAttribute('href')).toBe(
      '/exercises',
    );

    const embed = root.querySelector('[data-type="homework-embed"]') as HTMLElement;
    const open = await within(embed).findByRole('link', { name: 'Otwórz zadanie' });
    await vi.waitFor(() => expect(open.getAttribute('href')).toBe('/homeworks/rownanie-kwadratowe'));
    expect(embed.textContent).toContain('Rozwiąż równanie kwadratowe.');
  });

  it('plays an embedded exercise in place', async () => {
    const root = renderRich({
      html: `<p>Zagraj:</p><div data-type="interactive-homework" data-value="${gameId}" data-label="Porównywanie liczb"></div>`,
    });
    const embed = root.querySelector('[data-type="interactive-homework"]') as HTMLElement;
    expect(embed.textContent).toContain('Ćwiczenie interaktywne');
    expect(await within(embed).findByRole('heading', { level: 3, name: 'Porównywanie liczb' })).toBeInstanceOf(Element);
    expect(within(embed).getByRole('heading', { level: 4, name: 'Poziom 1 z 1' })).toBeInstanceOf(Element);
    expect(within(embed).getByRole('group', { name: 'Porównaj 3 i 5' })).toBeInstanceOf(Element);
    expect(within(embed).getByRole('button', { name: 'Sprawdź' })).toBeInstanceOf(Element);
    expect(within(embed).queryByRole('link', { name: 'Przejdź do ćwiczeń' })).toBeNull();
  });

  it('plays our videos in the browser player and embeds YouTube in a sandboxed frame', () => {
    const root = renderRich({ html: documentHtml });
    const video = root.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/api/file/v1/content');
    expect(video.controls).toBe(true);
    const frame = root.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  });
});

describe('RichContent: tooltips and previews', () => {
  it('shows footnote content, sanitized and with math, after the open delay', async () => {
    const root = renderRich({ html: documentHtml });
    const footnote = root.querySelector('sup[data-type="footnote"]') as HTMLElement;
    expect(footnote.textContent).toBe('[1]');
    expect(footnote.id).toBe('id-fn1');
    fireEvent.mouseEnter(within(footnote).getByRole('button', { name: 'Przypis [1]' }));
    // Not at once: the tooltip waits 500 ms.
    expect(screen.queryByRole('tooltip')).toBeNull();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toContain('Treść przypisu');
    expect(tooltip.querySelector('strong')?.textContent).toBe('przypisu');
    expect(tooltip.querySelector('.katex annotation')?.textContent).toBe('y_1');
    expect(tooltip.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('numbers citations [n] and shows the formatted source', async () => {
    const root = renderRich({ html: documentHtml });
    const citation = within(root).getByRole('button', { name: 'Źródło [1]' });
    expect(citation.textContent).toBe('[1]');
    fireEvent.focus(citation);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe(
      'Jan Kowalski, Matematyka: zakres rozszerzony, Nowa Era, Warszawa 2020, s. 12-14.',
    );
  });

  it('previews a concept on hover from GET /api/math-concept/{id} and links to its article', async () => {
    const root = renderRich({ html: documentHtml });
    const link = within(root).getByRole('link', { name: 'Funkcja kwadratowa' });
    expect(link.getAttribute('href')).toBe('/resources/concepts/c-3');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('math-concept'), expect.anything());
    fireEvent.mouseEnter(link);
    const preview = await screen.findByTestId('concept-preview');
    expect(preview.textContent).toContain('Funkcja kwadratowa');
    expect(preview.textContent).toContain('Definicja');
    expect(preview.querySelector('.katex annotation')?.textContent).toBe('ax^2+bx+c');
    expect(fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname)).toContain(
      '/api/math-concept/c-3',
    );
  });
});

describe('RichContent: images', () => {
  it('opens the full-screen viewer on click and moves between the document images with the arrows', async () => {
    const root = renderRich({ html: documentHtml });
    const buttons = within(root).getAllByRole('button', { name: /^Powiększ obraz/ });
    expect(buttons).toHaveLength(3);
    expect(buttons[0]?.style.width).toBe('100%');
    fireEvent.click(buttons[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2 z 3')).toBeInstanceOf(Element);
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('https://example.com/a.png');
    expect(within(dialog).getByText('Rys. 2 Pierwszy')).toBeInstanceOf(Element);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await vi.waitFor(() => expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/b.png'));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await vi.waitFor(() => expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/api/file/f1/content'));
  });
});

describe('RichContent: hostile HTML', () => {
  it('renders scripts, handlers, script URLs, foreign frames and CSS URLs inert', () => {
    const calls = vi.fn();
    (window as unknown as { pwned: () => void }).pwned = calls;
    const root = renderRich({
      html: [
        '<img src="x" onerror="window.pwned()">',
        '<script>window.pwned()</script>',
        '<a href="javascript:window.pwned()">klik</a>',
        '<a href="JaVaScRiPt&colon;window.pwned()">klik2</a>',
        '<a href=" &#14; javascript:window.pwned()">klik3</a>',
        '<svg><a xlink:href="javascript:window.pwned()"><text>t</text></a></svg>',
        '<iframe src="https://evil.example/embed/x"></iframe>',
        '<iframe src="javascript:window.pwned()"></iframe>',
        '<iframe srcdoc="<script>parent.pwned()</script>" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
        '<p onclick="window.pwned()" style="position:fixed;inset:0;color:red;background-image:url(javascript:x)">tekst</p>',
        '<span style="color: expression(alert(1)); background-color: url(x)">css</span>',
        '<style>body{background:url(https://evil.example/x)}</style>',
        '<form action="javascript:window.pwned()"><input type="text" value="x"><button>b</button></form>',
        '<object data="x.swf"></object><embed src="x"><math><mi xlink:href="javascript:1">m</mi></math>',
        '<video src="javascript:window.pwned()" onplay="window.pwned()"></video>',
        '<span data-type="citation" data-title="abc" data-url="javascript:window.pwned()"></span>',
        '<div data-type="block-math" id="id-k" data-latex="\\href{javascript:alert(1)}{x}\\htmlId{evil}{y}\\url{javascript:alert(2)}"></div>',
        '<span data-type="inline-math" data-latex="&quot;&gt;&lt;img src=x onerror=window.pwned()&gt;"></span>',
        '<div id="cookie" data-evil="1" data-type="math-panel" data-variant="x" onmouseover="window.pwned()">panel</div>',
      ].join(''),
    });
    expect(
      root.querySelector(
        'script, style, object, embed, form, svg, button:not(.rich-reference-button), math:not(.katex math)',
      ),
    ).toBeNull();
    expect(root.querySelectorAll('iframe')).toHaveLength(1);
    expect(root.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(root.querySelector('iframe')?.hasAttribute('srcdoc')).toBe(false);
    expect(root.querySelector('input')).toBeNull();
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
        expect(attribute.value, `${element.tagName} ${attribute.name}`).not.toMatch(/^\s*(javascript|vbscript|data):/i);
        expect(attribute.value).not.toMatch(/url\(|expression\(/i);
      }
    }
    for (const link of root.querySelectorAll('a')) expect(link.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(root.querySelector('p')?.getAttribute('style')).toBe('color: red;');
    expect(root.querySelector('.katex a, #evil')).toBeNull();
    expect(root.querySelector('[data-evil]')).toBeNull();
    expect(root.textContent).toContain('tekst');
    expect(calls).not.toHaveBeenCalled();
  });
});

describe('RichContent: search highlighting', () => {
  it('marks the search words ignoring case and Polish diacritics, not inside math', () => {
    const root = renderRich({
      html: '<p>Rozwiąż RÓWNANIE i równania; łódź, Lodz.</p><p><span data-type="inline-math" data-latex="rownanie"></span></p>',
      highlight: ['rownan', 'lodz'],
    });
    expect(texts(root.querySelectorAll('mark.rich-search-mark'))).toEqual(['RÓWNAN', 'równan', 'łódź', 'Lodz']);
    expect(root.querySelector('p')?.textContent).toBe('Rozwiąż RÓWNANIE i równania; łódź, Lodz.');
    expect(root.querySelector('.katex mark')).toBeNull();
  });
});

describe('RichContent: copyable fragments', () => {
  const clipboard = { write: vi.fn(async () => {}), writeText: vi.fn(async () => {}) };

  class FakeClipboardItem {
    items: Record<string, Blob>;
    constructor(items: Record<string, Blob>) {
      this.items = items;
    }
  }

  beforeEach(() => {
    clipboard.write.mockClear();
    clipboard.writeText.mockClear();
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    vi.stubGlobal('ClipboardItem', FakeClipboardItem);
  });

  it("'Kopiuj #ID' copies the page URL with the nearest id as hash", async () => {
    const root = renderRich({ html: documentHtml });
    const body = root.querySelector('#id-panel [data-type="math-panel-body"] p') as HTMLElement;
    fireEvent.contextMenu(body, { clientX: 20, clientY: 30 });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Kopiuj #ID' }));
    await vi.waitFor(() => expect(clipboard.writeText).toHaveBeenCalledWith('http://localhost:3000/#id-panel'));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success', message: 'Skopiowano!' })),
    );
  });

  it("'Kopiuj fragment' is Premium: others get the 'Funkcja Premium' toast", async () => {
    const root = renderRich({ html: documentHtml });
    fireEvent.contextMenu(root.querySelector('#id-eq1') as HTMLElement);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Kopiuj fragment' }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'warning', title: 'Funkcja Premium' }));
    expect(root.hasAttribute('data-picking')).toBe(false);
  });

  it("'Kopiuj fragment' highlights hovered blocks, and a click copies the block's HTML and #id link", async () => {
    viewer = { id: 'u-1', role: 'USER', hasActiveSubscription: true };
    const root = renderRich({ html: documentHtml });
    fireEvent.contextMenu(root.querySelector('#id-eq2') as HTMLElement);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Kopiuj fragment' }));
    await vi.waitFor(() => expect(root.getAttribute('data-picking')).toBe('true'));

    const panelText = root.querySelector('#id-panel p') as HTMLElement;
    fireEvent.mouseOver(panelText);
    expect(root.querySelector('[data-rich-hover]')?.id).toBe('id-panel');
    const paragraph = within(root).getByText('Pierwszy sposób');
    fireEvent.mouseOver(paragraph);
    expect(root.querySelectorAll('[data-rich-hover]')).toHaveLength(1);
    expect(root.querySelector('[data-rich-hover]')?.getAttribute('data-type')).toBe('solution-method');

    const link = within(root.querySelector('#id-panel') as HTMLElement).getByRole('link', {
      name: 'Przejdź do pojęcia',
    });
    fireEvent.mouseOver(panelText);
    const clickEvent = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      link.dispatchEvent(clickEvent);
    });
    // The click copies instead of following the link.
    expect(clickEvent.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(clipboard.write).toHaveBeenCalledTimes(1));
    const item = (clipboard.write.mock.calls[0] as unknown as [FakeClipboardItem[]])[0][0] as FakeClipboardItem;
    const html = await item.items['text/html']?.text();
    const text = await item.items['text/plain']?.text();
    expect(html).toBe(
      '<div data-type="math-panel" id="id-panel" data-variant="theorem" data-math-concept-id="c-1" data-import="true" data-imported="true">' +
        '<div data-type="math-panel-name">Pitagorasa</div><div data-type="math-panel-body"><p>Treść twierdzenia.</p></div></div>',
    );
    expect(text).toBe('http://localhost:3000/#id-panel');
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ variant: 'success', title: 'Skopiowano!', message: expect.stringMatching(/wklej/) }),
      ),
    );
    expect(root.hasAttribute('data-picking')).toBe(false);
    expect(root.querySelector('[data-rich-hover]')).toBeNull();
  });

  it('Escape leaves the fragment mode without copying', async () => {
    viewer = { id: 'u-2', role: 'ADMIN', hasActiveSubscription: false };
    const root = renderRich({ html: documentHtml });
    fireEvent.contextMenu(root.querySelector('#id-eq1') as HTMLElement);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Kopiuj fragment' }));
    await vi.waitFor(() => expect(root.getAttribute('data-picking')).toBe('true'));
    fireEvent.keyDown(window, { key: 'Escape' });
    await vi.waitFor(() => expect(root.hasAttribute('data-picking')).toBe(false));
    fireEvent.click(root.querySelector('#id-eq1') as HTMLElement);
    expect(clipboard.write).not.toHaveBeenCalled();
  });
});
