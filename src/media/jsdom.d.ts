// The part of jsdom's API the SVG sanitiser and the tests over built HTML use (it ships no types).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
