// The part of jsdom the server uses (jsdom ships no types; @types/jsdom is not installed).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
