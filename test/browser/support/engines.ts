// One small driver for three browser engines, so a behaviour check is written once and run in each: Chromium
// through playwright-core (the rest of the suite's path), Firefox ESR through puppeteer-core over WebDriver BiDi, and
// WebKitGTK through WebKitWebDriver and webdriverio, in a shell of our own (webkit-shell.py) under Xvfb. `BROWSERS`
// names the engines (chromium, firefox, webkit, or all; chromium when unset).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { freePort } from '../../../src/server/free-port';
import { fileURLToPath } from 'node:url';
import { launchBrowser, openPage, type Size } from '../../../scripts/lib/chromium';
import type { Page as PuppeteerPage } from 'puppeteer-core';

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** The engines `BROWSERS` names: a comma-separated list, or `all`. */
export function selectedEngines(value = process.env.BROWSERS ?? 'chromium'): EngineName[] {
  const names = value === 'all' ? [...ENGINES] : value.split(',').map((n) => n.trim().toLowerCase());
  const unknown = names.filter((n) => !(ENGINES as readonly string[]).includes(n));
  if (unknown.length || names.length === 0)
    throw new Error(`BROWSERS lists ${ENGINES.join(', ')} or all, not "${value}"`);
  return ENGINES.filter((e) => names.includes(e));
}

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const webkitDriverPath = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
export const webkitShell = fileURLToPath(new URL('./webkit-shell.py', import.meta.url));

/** Keys the checks press, by name. */
export type Key = 'Enter' | 'Escape' | 'Tab' | 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

export interface EnginePage {
  readonly engine: EngineName;
  readonly size: Size;
  /** Loads a URL and waits for its load event. */
  /** Opens `url` and waits for its load event, for at most `timeout` ms (the page's default otherwise). */
  goto(url: string, options?: { timeout?: number }): Promise<void>;
  url(): Promise<string>;
  /** Scrolls the first element `selector` matches to the middle of the viewport and clicks it (a tap on a phone, where the engine can). */
  click(selector: string): Promise<void>;
  /** Moves the pointer over the middle of the element. */
  hover(selector: string): Promise<void>;
  press(key: Key): Promise<void>;
  /**
   * Types `text` into the form field `selector` matches, after emptying it. This, `choose`, `textOf` and `valueOf`
   * work in every engine when pages run no JavaScript (EngineOptions), where `click` and `evaluate` hang in Chromium.
   */
  fill(selector: string, text: string): Promise<void>;
  /** Chooses the element `selector` matches, as a click would: a radio button, a checkbox, a submit button. */
  choose(selector: string): Promise<void>;
  /** The text the first element `selector` matches shows. */
  textOf(selector: string): Promise<string>;
  /** The value of the form field `selector` matches. */
  valueOf(selector: string): Promise<string>;
  /** Runs `fn` in the page (no named functions inside: tsx would wrap them in a helper the page lacks). */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Console errors and warnings and uncaught errors since the page opened, whatever document logged them. */
  consoleLines(): string[];
  /** A PNG of the whole page (of the viewport where the engine cannot take more). */
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

export interface EngineOptions {
  /** false: pages run none of their scripts, as for a visitor who has turned JavaScript off. */
  javaScript?: boolean;
}

export interface Engine {
  name: EngineName;
  /** The browser's own name and version. */
  version: string;
  open(size: Size): Promise<EnginePage>;
  close(): Promise<void>;
}

/** How long `centreOf` waits for a page to finish loading and its element to come out from under anything else. */
const SETTLE_MS = 30_000;

/**
 * Finds the middle of an element, scrolled into view, in viewport coordinates, once a click there would reach it: the
 * page has loaded (no font or picture left to move it) and the element, or its label, is what is at that point. A
 * click at a point read while the page still laid out landed elsewhere, and a form was never sent.
 */
async function centreOf(page: Pick<EnginePage, 'evaluate'>, selector: string): Promise<{ x: number; y: number }> {
  const end = Date.now() + SETTLE_MS;
  for (;;) {
    const point = await page.evaluate((css) => {
      const el = document.querySelector(css);
      if (!el) return undefined;
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const r = el.getBoundingClientRect();
      const x = Math.round(r.left + r.width / 2);
      const y = Math.round(r.top + r.height / 2);
      const hit = document.elementFromPoint(x, y);
      const label = hit?.closest('label');
      const reached = !!hit && (el.contains(hit) || (!!label && label === (el as HTMLInputElement).labels?.[0]));
      const loaded = document.readyState === 'complete' && document.fonts.status === 'loaded';
      return { x, y, settled: reached && loaded, at: hit ? hit.outerHTML.slice(0, 120) : 'nothing' };
    }, selector);
    if (!point) throw new Error(`nothing on the page matches ${selector}`);
    if (point.settled) return { x: point.x, y: point.y };
    if (Date.now() > end)
      throw new Error(
        `${selector} is not reachable at (${point.x}, ${point.y}) within ${SETTLE_MS / 1000} s: ${point.at}`,
      );
    await new Promise((done) => setTimeout(done, 50));
  }
}

// Chromium ---------------------------------------------------------------------------------------------------------

async function chromiumEngine({ javaScript = true }: EngineOptions): Promise<Engine> {
  const browser = await launchBrowser();
  return {
    name: 'chromium',
    version: `Chromium ${browser.version()}`,
    async open(size) {
      const { page, close } = await openPage(browser, size, { javaScript });
      const lines: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning')
          lines.push(`console.${m.type()}: ${m.text()}${m.location().url ? ` (${m.location().url})` : ''}`);
      });
      page.on('pageerror', (e) => lines.push(`uncaught ${e.name}: ${e.message}`));
      const touch = size.name === 'phone';
      const driven: EnginePage = {
        engine: 'chromium',
        size,
        goto: async (url, options) => void (await page.goto(url, { waitUntil: 'load', ...options })),
        url: async () => page.url(),
        async click(selector) {
          const { x, y } = await centreOf(driven, selector);
          if (touch) await page.touchscreen.tap(x, y);
          else await page.mouse.click(x, y);
        },
        async hover(selector) {
          const { x, y } = await centreOf(driven, selector);
          await page.mouse.move(x, y);
        },
        press: (key) => page.keyboard.press(key),
        // Playwright's locators act from a world of their own, which runs when the page's scripts do not.
        fill: (selector, text) => page.locator(selector).first().fill(text),
        choose: (selector) => page.locator(selector).first().click(),
        textOf: (selector) => page.locator(selector).first().innerText(),
        valueOf: (selector) => page.locator(selector).first().inputValue(),
        evaluate: (fn, arg) => page.evaluate(fn, arg as never),
        consoleLines: () => [...lines],
        screenshot: async (path) => void (await page.screenshot({ path, fullPage: true })),
        close,
      };
      return driven;
    },
    close: () => browser.close(),
  };
}

// Firefox ----------------------------------------------------------------------------------------------------------

/**
 * Firefox reports a CSP violation in its own console only, which WebDriver BiDi does not forward: a script that runs
 * before the page's own (outside its CSP) logs each one, so it shows as Chromium and WebKit show it.
 */
const reportCspViolations = () =>
  document.addEventListener('securitypolicyviolation', (e) =>
    console.error(`Content-Security-Policy: blocked ${e.blockedURI || 'inline'} (${e.violatedDirective})`),
  );

/**
 * Sets a Firefox page's viewport. puppeteer sends a screen-orientation override beside it, which Firefox ESR 140 (the
 * ESR Debian 12 ships) does not know: there the viewport is set with the WebDriver BiDi command alone, through the
 * page's browsing context, which puppeteer exposes on its frame but not in its types.
 */
async function setFirefoxViewport(page: PuppeteerPage, size: { width: number; height: number }): Promise<void> {
  const viewport = { width: size.width, height: size.height };
  try {
    await page.setViewport(viewport);
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('unknown command emulation.setScreenOrientationOverride')))
      throw error;
    const frame = page.mainFrame() as unknown as {
      browsingContext: { setViewport(options: { viewport: typeof viewport }): Promise<void> };
    };
    await frame.browsingContext.setViewport({ viewport });
  }
}

/**
 * Opens `url` and waits for the page to load. Firefox ESR 140 fails the navigation with NS_BINDING_ABORTED when the
 * page sends the browser on before it has loaded (dist/404.html redirecting an unknown product), where later versions
 * follow it: the caller waits for the page it went on to, as it does in every engine (the URL, then the islands).
 */
async function firefoxGoto(page: PuppeteerPage, url: string, options?: { timeout?: number }): Promise<void> {
  try {
    await page.goto(url, { waitUntil: 'load', ...options });
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('NS_BINDING_ABORTED'))) throw error;
  }
}

async function firefoxEngine({ javaScript = true }: EngineOptions): Promise<Engine> {
  if (!existsSync(firefoxPath))
    throw new Error(`No Firefox at ${firefoxPath}: apt-get install firefox-esr, or set FIREFOX_PATH.`);
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    protocol: 'webDriverBiDi',
    headless: true,
    // Headless Firefox has no pointing device and so matches `(hover: none)`, which turns off the CSS hover dropdown
    // (Tailwind's hover variants need `(hover: hover)`): tell it it has a mouse, as Firefox on a desktop does.
    // javascript.enabled stops the pages' scripts, not WebDriver BiDi's own (this ESR has no per-page switch).
    // Form history is off: a field filled before (a refused form, put back) opens Firefox's list of earlier entries
    // under it as it is typed into, and a click made while that list is open closes the list instead of landing.
    extraPrefsFirefox: {
      'ui.primaryPointerCapabilities': 6,
      'ui.allPointerCapabilities': 6,
      'browser.formfill.enable': false,
      ...(javaScript ? {} : { 'javascript.enabled': false }),
    },
  });
  return {
    name: 'firefox',
    version: `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`,
    async open(size) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      await setFirefoxViewport(page, size);
      await page.evaluateOnNewDocument(reportCspViolations);
      const lines: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warn')
          lines.push(`console.${m.type()}: ${m.text()}${m.location().url ? ` (${m.location().url})` : ''}`);
      });
      page.on('pageerror', (e) => lines.push(`uncaught ${e instanceof Error ? e.message : String(e)}`));
      /** Focuses the element `selector` matches, its text selected (so the next key replaces it). */
      const focus = async (selector: string) => {
        const found = await page.evaluate((css) => {
          const el = document.querySelector<HTMLElement>(css);
          el?.focus();
          if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) el.select();
          return !!el && document.activeElement === el;
        }, selector);
        if (!found) throw new Error(`nothing focusable on the page matches ${selector}`);
      };
      const driven: EnginePage = {
        engine: 'firefox',
        size,
        goto: (url, options) => firefoxGoto(page, url, options),
        url: async () => page.url(),
        async click(selector) {
          const { x, y } = await centreOf(driven, selector);
          await page.mouse.click(x, y);
        },
        async hover(selector) {
          const { x, y } = await centreOf(driven, selector);
          await page.mouse.move(x, y);
        },
        press: (key) => page.keyboard.press(key),
        // The keyboard, not the pointer or locators: a locator waits for the page's animation frames, which do not run
        // without JavaScript, and a point read for the pointer can go stale, as Firefox scrolls the field last typed
        // into back into view after the driver has scrolled elsewhere (a send then landed on a radio button above).
        // The driver's own scripts still run, and put the focus where the keys go.
        async fill(selector, text) {
          await focus(selector);
          await page.keyboard.press('Backspace');
          await page.keyboard.type(text);
        },
        async choose(selector) {
          await focus(selector);
          await page.keyboard.press(' ');
        },
        textOf: (selector) => page.$eval(selector, (el) => (el as HTMLElement).innerText),
        valueOf: (selector) => page.$eval(selector, (el) => (el as HTMLInputElement).value),
        evaluate: (fn, arg) => page.evaluate(fn as (a: unknown) => unknown, arg) as never,
        consoleLines: () => [...lines],
        screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png`, fullPage: true })),
        close: () => context.close(),
      };
      return driven;
    },
    close: () => browser.close(),
  };
}

// WebKit -----------------------------------------------------------------------------------------------------------

/** WebDriver's code points for the keys the checks press. */
const WEBDRIVER_KEYS: Record<Key, string> = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  Home: '\uE011',
  End: '\uE010',
};

/** An X display for WebKitGTK: $DISPLAY when set, or an Xvfb of our own, stopped with the engine. */
async function xDisplay(): Promise<{ display: string; stop(): void }> {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop() {} };
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((ok, fail) => {
    let out = '';
    xvfb.once('error', (e) => fail(new Error(`Xvfb does not start (apt-get install xvfb): ${e.message}`)));
    xvfb.once('exit', (code) => fail(new Error(`Xvfb stopped at once (exit ${code})`)));
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) ok(`:${out.trim()}`);
    });
  });
  return { display, stop: () => void xvfb.kill() };
}

/**
 * WebKitGTK writes each console message to its standard output (webkit-shell.py turns that on), which reaches us
 * through WebKitWebDriver as lines like `url:line:col: CONSOLE JS ERROR message` (`[native code]: CONSOLE ERROR
 * message` for one logged from a built-in); continuation lines belong to the message before.
 */
function consoleReader(driver: ChildProcess) {
  const lines: string[] = [];
  let partial = '';
  const read = (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      const m = /^(?:(\S+|\[native code\]): )?CONSOLE (?:(\w+) )?(LOG|INFO|DEBUG|WARN|ERROR) (.*)$/.exec(line);
      if (m) {
        const [, where, source, level, message] = m;
        if (level === 'WARN' || level === 'ERROR')
          lines.push(
            `console.${level === 'WARN' ? 'warn' : 'error'}: ${source ? `${source} ` : ''}${message}${where ? ` (${where})` : ''}`,
          );
        else lines.push('');
      } else if (line.trim() && lines.length && lines.at(-1) !== '') lines[lines.length - 1] += `\n${line}`;
    }
  };
  driver.stdout?.on('data', read);
  driver.stderr?.on('data', read);
  return { mark: () => lines.length, since: (mark: number) => lines.slice(mark).filter(Boolean) };
}

/**
 * Sizes the window so the viewport is `size`. webkit-shell.py has no toolbar, so the window is the viewport; GTK
 * applies the size a moment later, and a window manager could add a frame, which is taken off if it does.
 */
async function sizeViewport(browser: WebdriverIO.Browser, size: Size): Promise<void> {
  const inner = () => browser.execute(() => [window.innerWidth, window.innerHeight]);
  let [width, height] = [size.width, size.height];
  for (let attempt = 0; attempt < 3; attempt++) {
    await browser.setWindowRect(0, 0, width, height);
    let now = await inner();
    for (let i = 0; i < 40 && (now[0] !== size.width || now[1] !== size.height); i++) {
      await new Promise((done) => setTimeout(done, 50));
      now = await inner();
    }
    if (now[0] === size.width && now[1] === size.height) return;
    width += size.width - (now[0] ?? size.width);
    height += size.height - (now[1] ?? size.height);
  }
  throw new Error(`WebKit's viewport is not ${size.width}×${size.height}`);
}

async function webkitEngine({ javaScript = true }: EngineOptions): Promise<Engine> {
  if (!existsSync(webkitDriverPath))
    throw new Error(`No WebKitWebDriver at ${webkitDriverPath}: apt-get install webkit2gtk-driver.`);
  const { remote } = await import('webdriverio');
  const x = await xDisplay();
  const port = await freePort();
  const driver = spawn(webkitDriverPath, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: x.display },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const consoleLog = consoleReader(driver);
  // Nothing is left behind if the run is stopped before close().
  process.once('exit', () => {
    driver.kill();
    x.stop();
  });
  const capabilities = {
    browserName: 'webkit-shell',
    // WebKitWebDriver speaks WebDriver classic only.
    'wdio:enforceWebDriverClassic': true,
    // --no-javascript turns off the pages' scripts (WebKit's enable-javascript-markup), not the driver's.
    'webkitgtk:browserOptions': {
      binary: webkitShell,
      args: ['--automation', ...(javaScript ? [] : ['--no-javascript'])],
    },
  };
  const newSession = async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await remote({ hostname: '127.0.0.1', port, logLevel: 'silent', capabilities });
      } catch (error) {
        // The driver may still be starting.
        if (attempt >= 20) throw error;
        await new Promise((done) => setTimeout(done, 250));
      }
    }
  };
  const probe = await newSession();
  const version = `WebKitGTK ${probe.capabilities.browserVersion}`;
  await probe.deleteSession();

  return {
    name: 'webkit',
    version,
    async open(size) {
      const mark = consoleLog.mark();
      const browser = await newSession();
      try {
        await browser.setTimeout({ script: 10_000, pageLoad: 20_000 });
        await sizeViewport(browser, size);
      } catch (error) {
        await browser.deleteSession().catch(() => undefined);
        throw error;
      }
      const pointer = async (x: number, y: number, click: boolean) =>
        browser.performActions([
          {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: [
              { type: 'pointerMove', origin: 'viewport', x, y, duration: 0 },
              ...(click
                ? [
                    { type: 'pointerDown', button: 0 },
                    { type: 'pointerUp', button: 0 },
                  ]
                : []),
            ],
          },
        ]);
      const driven: EnginePage = {
        engine: 'webkit',
        size,
        goto: (url) => browser.url(url).then(() => undefined),
        url: () => browser.getUrl(),
        async click(selector) {
          const { x, y } = await centreOf(driven, selector);
          await pointer(x, y, true);
        },
        async hover(selector) {
          const { x, y } = await centreOf(driven, selector);
          await pointer(x, y, false);
        },
        press: async (key) =>
          browser.performActions([
            {
              type: 'key',
              id: 'keyboard',
              actions: [
                { type: 'keyDown', value: WEBDRIVER_KEYS[key] },
                { type: 'keyUp', value: WEBDRIVER_KEYS[key] },
              ],
            },
          ]),
        fill: async (selector, text) => {
          const field = browser.$(selector);
          // WebKit's driver counts a field it scrolled to itself as out of reach when the field keeps a scroll margin
          // clear of the fixed header (src/styles.css); a field already in the middle of the window is in reach.
          await field.scrollIntoView({ block: 'center' });
          await field.clearValue();
          await field.addValue(text);
        },
        choose: (selector) => browser.$(selector).click(),
        textOf: (selector) => browser.$(selector).getText(),
        valueOf: async (selector) => String(await browser.$(selector).getProperty('value')),
        evaluate: (fn, arg) =>
          browser.execute(
            `return Promise.resolve((${fn.toString()})(arguments[0]))`,
            arg === undefined ? null : arg,
          ) as never,
        consoleLines: () => consoleLog.since(mark),
        async screenshot(path) {
          // WebKitWebDriver shoots what is on screen: even the element screenshot of <html> is the viewport only.
          const html = await browser.$('html');
          await writeFile(path, Buffer.from(await browser.takeElementScreenshot(await html.elementId), 'base64'));
        },
        close: () => browser.deleteSession().catch(() => undefined),
      };
      return driven;
    },
    async close() {
      driver.kill();
      await new Promise((done) => (driver.exitCode === null ? driver.once('exit', done) : done(undefined)));
      x.stop();
    },
  };
}

export function launchEngine(name: EngineName, options: EngineOptions = {}): Promise<Engine> {
  return { chromium: chromiumEngine, firefox: firefoxEngine, webkit: webkitEngine }[name](options);
}

/** Each engine's version as the system reports it, without starting a browser (for the start of a run). */
export function installedVersion(name: EngineName): string {
  const run = (command: string, args: string[]) => {
    const r = spawnSync(command, args, { encoding: 'utf8' });
    return r.status === 0 ? r.stdout.trim().split('\n')[0] : undefined;
  };
  if (name === 'chromium') return run(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version']) ?? 'no Chromium';
  if (name === 'firefox') return run(firefoxPath, ['--version']) ?? `no Firefox at ${firefoxPath}`;
  const gtk = run('/usr/bin/python3', [
    '-c',
    'import gi; gi.require_version("WebKit2", "4.1"); from gi.repository import WebKit2 as W; print(f"WebKitGTK {W.get_major_version()}.{W.get_minor_version()}.{W.get_micro_version()}")',
  ]);
  return gtk ?? 'no WebKitGTK for Python (apt-get install python3-gi gir1.2-webkit2-4.1)';
}

/** Waits up to 15 s for `text` to show in the page's body (an app drawn by script, such as the editor). */
export function waitForText(page: EnginePage, text: string): Promise<boolean> {
  return page.evaluate(async (wanted) => {
    for (let i = 0; i < 150; i++) {
      if (document.body.innerText.includes(wanted)) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  }, text);
}
