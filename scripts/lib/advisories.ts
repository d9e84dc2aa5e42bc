// What `npm run audit:editor` (scripts/audit-editor.ts) makes of `npm audit --json`: the known advisories against
// the packages the editor ships (the build's list, dist/admin/packages.json), or that the registry could not be
// asked. npm's report (auditReportVersion 2) names each vulnerable package under `vulnerabilities`; when the audit
// endpoint refuses or cannot be reached, npm prints the error instead (a registry that answers 405, say).

/** One vulnerable package of npm's report, as much of it as is read. */
interface Vulnerability {
  name: string;
  severity: string;
  range?: string;
  via: (string | { title?: string; url?: string })[];
}

export type AuditVerdict =
  | { checked: false; why: string }
  | { checked: true; found: { name: string; severity: string; advisories: string[] }[] };

/** The verdict on npm's `audit --json` output for the packages named `shipped`. */
export function auditVerdict(output: string, shipped: ReadonlySet<string>): AuditVerdict {
  let report: { vulnerabilities?: Record<string, Vulnerability>; message?: string; error?: { summary?: string } };
  try {
    report = JSON.parse(output) as typeof report;
  } catch {
    return { checked: false, why: `npm audit printed no report: ${output.trim().slice(0, 200) || 'nothing'}` };
  }
  if (!report.vulnerabilities)
    return {
      checked: false,
      why: `the registry's audit endpoint did not answer (${report.message ?? report.error?.summary ?? 'no report'})`,
    };
  const found = Object.values(report.vulnerabilities)
    .filter((v) => shipped.has(v.name))
    .map((v) => ({
      name: v.name,
      severity: v.severity,
      advisories: v.via.map((via) =>
        typeof via === 'string' ? `through ${via}` : `${via.title ?? 'an advisory'}${via.url ? ` (${via.url})` : ''}`,
      ),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { checked: true, found };
}
