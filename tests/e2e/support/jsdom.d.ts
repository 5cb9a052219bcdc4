// jsdom ships no types and the end-to-end Node checks use one constructor of it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
