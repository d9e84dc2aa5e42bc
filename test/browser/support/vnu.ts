// Runs the W3C Nu HTML checker (vnu-jar) once over a list of files and groups its errors by file.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * The checker predates parts of HTML and CSS that the standards define: CSS that every current browser supports and
 * that Tailwind 4 emits in the inlined stylesheet, and `blocking` on `<link rel="expect">`, which the checker allows on
 * stylesheets only. These messages are about valid code, so they are set aside (and counted); any other error still
 * fails, and `extract`, where given, must match the code the message points at as well.
 */
export const UNKNOWN_TO_VNU: { why: string; pattern: RegExp; extract?: RegExp }[] = [
  {
    why: '@property (CSS Properties and Values API, https://drafts.css-houdini.org/css-properties-values-api/#at-property-rule)',
    pattern: /^CSS: Unrecognized at-rule “@property”\.?$/,
  },
  {
    why: 'a custom property in transition-property, which takes any <custom-ident> (https://drafts.csswg.org/css-transitions/#transition-property-property)',
    pattern: /^CSS: “transition-property”: “--[\w-]+” is not a “transition-property” value\.?$/,
  },
  {
    why: 'margin-trim inside @supports (CSS Box Model 4, https://drafts.csswg.org/css-box-4/#margin-trim)',
    pattern: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/,
  },
  {
    why: 'blocking="render" on <link rel="expect"> (HTML Living Standard, https://html.spec.whatwg.org/multipage/links.html#link-type-expect)',
    pattern:
      /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.?$/,
    extract: /<link rel="expect" href="#[\w-]+" blocking="render"\/>/,
  },
];

export interface VnuResult {
  /** Errors by absolute file path. */
  errors: Map<string, VnuMessage[]>;
  /** How many messages about valid code the checker does not know were set aside. */
  setAside: number;
}

export async function validate(files: readonly string[]): Promise<VnuResult> {
  const stderr = await new Promise<string>((done, fail) => {
    // --errors-only: warnings are advice, not validity. The JSON report goes to stderr.
    const child = spawn('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let text = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'ENOENT'
          ? new Error('No `java` on PATH: the W3C Nu checker needs Java 11+ (`apt-get install default-jre-headless`).')
          : error,
      ),
    );
    // Exit status 1 only means errors were found; the report says which.
    child.on('close', () => done(text));
  });
  let report: { messages: VnuMessage[] };
  try {
    report = JSON.parse(stderr) as { messages: VnuMessage[] };
  } catch {
    throw new Error(`The W3C Nu checker did not report JSON:\n${stderr.slice(0, 2000)}`);
  }
  const errors = new Map<string, VnuMessage[]>();
  let setAside = 0;
  for (const message of report.messages) {
    if (message.type !== 'error' && message.subType !== 'fatal') continue;
    if (
      UNKNOWN_TO_VNU.some(
        (u) => u.pattern.test(message.message) && (!u.extract || u.extract.test(message.extract ?? '')),
      )
    ) {
      setAside++;
      continue;
    }
    const file = message.url.startsWith('file:') ? fileURLToPath(message.url) : message.url;
    errors.set(file, [...(errors.get(file) ?? []), message]);
  }
  return { errors, setAside };
}
