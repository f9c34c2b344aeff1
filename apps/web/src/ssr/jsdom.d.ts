// The part of jsdom the server's DOM uses (server-dom.ts); its own typings would bring Node's into the web app.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
