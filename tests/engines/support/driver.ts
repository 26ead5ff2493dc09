export interface EngineDriver {
  readonly engine: 'firefox' | 'webkit'
  /** Navigates and resolves after the load event. */
  goto(url: string): Promise<void>
  /** Runs `source` (an expression or a function body `return …`) in the page; returns its JSON value. */
  evaluate<T = unknown>(source: string, ...args: unknown[]): Promise<T>
  /** Polls evaluate(source) until truthy; throws with `message` after timeoutMs (default 10 s). */
  waitFor(source: string, message: string, timeoutMs?: number): Promise<void>
  /** A real pointer click on the first element matching `selector`, scrolled to the centre first
   *  (instant scroll; the site scrolls smoothly and has a sticky header). */
  click(selector: string): Promise<void>
  /** A real pointer click where the element is on screen now, without scrolling to it first: a visitor's tap
   *  on a sticky header's control (scrolling one "into view" moves the page). */
  clickInPlace(selector: string): Promise<void>
  /** The browser's back button; resolves once the previous page is shown (from the back-forward cache too). */
  back(): Promise<void>
  /** The browser's reload; resolves after the load event. */
  reload(): Promise<void>
  /** Focuses `selector` and types `text` with real key events. */
  type(selector: string, text: string): Promise<void>
  /** Presses one key on the focused element: 'Enter', 'Space', 'Escape', 'Tab', 'ArrowRight', 'ArrowLeft', or
   *  'Shift+Tab' (Tab with Shift held). */
  press(key: string): Promise<void>
  /** Resizes the viewport (CSS px). */
  setViewport(width: number, height: number): Promise<void>
  /** Uncaught script errors and console.error messages since the last goto (empty array if none), or null
   *  where the engine's driver cannot observe them (WebKitWebDriver 2.50 has no BiDi and no log endpoint: the
   *  in-page watch in page-watch.ts and the islands' state are the witnesses there, docs/decisions.md §37). */
  errors(): Promise<string[] | null>
  /** Clears cookies and localStorage/sessionStorage of the current origin. */
  clearStorage(): Promise<void>
  close(): Promise<void>
}
/** How the browser is set up at launch, as a visitor's system settings would set it. */
export interface LaunchOptions {
  /** The system asks for reduced motion (`prefers-reduced-motion: reduce`). */
  reducedMotion?: boolean
}
export type LaunchDriver = (options?: LaunchOptions) => Promise<EngineDriver>

/** Page source for `clickInPlace`: the centre of the element's box where it is now, in viewport pixels. */
export const IN_PLACE_CENTRE = `const el = document.querySelector(arguments[0])
  if (!el) return null
  const r = el.getBoundingClientRect()
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 }`
