// Opens built HTML in a happy-dom window and exposes it as the global DOM, so React can hydrate the islands.
import { Window } from 'happy-dom';

/** The browser globals react-dom touches while hydrating and handling events. */
const GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'Node',
  'Element',
  'HTMLElement',
  'HTMLIFrameElement',
  'HTMLDetailsElement',
  'Event',
  'KeyboardEvent',
  'MouseEvent',
  'PointerEvent',
  'FocusEvent',
  'CustomEvent',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'matchMedia',
  'MutationObserver',
  'scrollTo',
] as const;

export interface OpenPage {
  window: Window;
  document: Window['document'];
  /** console.error and console.warn calls made while the page was open. */
  problems: string[];
  close(): Promise<void>;
}

export function openPage(html: string, url = 'http://localhost:4173/'): OpenPage {
  const window = new Window({
    url,
    width: 1366,
    height: 900,
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  window.document.write(html);
  const saved = new Map<string, unknown>();
  for (const key of GLOBALS) {
    saved.set(key, Reflect.get(globalThis, key));
    const value = Reflect.get(window, key);
    // Functions such as getComputedStyle must keep the window as `this`; constructors are copied as they are.
    const bound =
      typeof value === 'function' && /^[a-z]/.test(key) ? (value as (...a: unknown[]) => unknown).bind(window) : value;
    Reflect.set(globalThis, key, bound);
  }
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
  const problems: string[] = [];
  const { error, warn } = console;
  console.error = (...args: unknown[]) => void problems.push(args.map(String).join(' '));
  console.warn = (...args: unknown[]) => void problems.push(args.map(String).join(' '));
  return {
    window,
    document: window.document,
    problems,
    async close() {
      console.error = error;
      console.warn = warn;
      for (const [key, value] of saved) Reflect.set(globalThis, key, value);
      await window.happyDOM.close();
    },
  };
}
