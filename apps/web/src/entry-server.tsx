// The server bundle of the reading pages, loaded by the API. First the DOM the rich-text renderer needs when its
// modules load; then the renderer, as a chunk of its own: its shared chunks are then the very modules the pages'
// chunks import, whatever URL the API loads this entry by (a new build is loaded beside the old one).
import './ssr/server-dom';

const pages = await import('./ssr/render-page');

export const isServerRendered: typeof pages.isServerRendered = (pathname) => pages.isServerRendered(pathname);
export const renderPage: typeof pages.renderPage = (options) => pages.renderPage(options);
export const isKnownPage: typeof pages.isKnownPage = (pathname) => pages.isKnownPage(pathname);
