/** Reading `npm audit --json` and judging it against the allow-list (see audit.ts). */

export interface AllowEntry {
  /** The advisory: GHSA id (`GHSA-xxxx-xxxx-xxxx`) or its URL. */
  advisory: string;
  package: string;
  reason: string;
  /** ISO date by which someone looks at it again. */
  review: string;
}

export interface Advisory {
  id: string;
  package: string;
  severity: string;
  title: string;
  url: string;
}

interface AuditVia {
  source?: number;
  name?: string;
  title?: string;
  url?: string;
  severity?: string;
}

export interface AuditJson {
  vulnerabilities?: Record<string, { name: string; via: (string | AuditVia)[] }>;
  error?: { code?: string; summary?: string; detail?: string };
  message?: string;
  statusCode?: number;
}

const SEVERE = new Set(['high', 'critical']);

export const advisoryId = (urlOrId: string) =>
  /GHSA(?:-[a-z0-9]{4}){3}/i.exec(urlOrId)?.[0].toUpperCase() ?? urlOrId;

/** High and critical advisories of an `npm audit --json` report, one per advisory and package. */
export function severeAdvisories(report: AuditJson): Advisory[] {
  const found = new Map<string, Advisory>();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via) {
      if (typeof via === 'string' || !via.severity || !SEVERE.has(via.severity)) continue;
      const id = advisoryId(via.url ?? String(via.source));
      const pkg = via.name ?? vulnerability.name;
      found.set(`${id} ${pkg}`, {
        id,
        package: pkg,
        severity: via.severity,
        title: via.title ?? '',
        url: via.url ?? '',
      });
    }
  }
  return [...found.values()];
}

export interface AuditVerdict {
  blocking: Advisory[];
  allowed: Advisory[];
  problems: string[];
  unused: AllowEntry[];
}

export function judgeAudit(advisories: Advisory[], allowList: AllowEntry[], today: Date): AuditVerdict {
  const problems: string[] = [];
  for (const entry of allowList) {
    if (!entry.reason?.trim()) problems.push(`audit-allowlist.json: ${entry.advisory} has no reason`);
    const review = new Date(entry.review);
    if (Number.isNaN(review.getTime()))
      problems.push(`audit-allowlist.json: ${entry.advisory} needs a review date`);
    else if (review < today)
      problems.push(
        `audit-allowlist.json: ${entry.advisory} (${entry.package}) was due for review on ${entry.review}`,
      );
  }
  const matches = (a: Advisory, e: AllowEntry) => advisoryId(e.advisory) === a.id && e.package === a.package;
  return {
    blocking: advisories.filter((a) => !allowList.some((e) => matches(a, e))),
    allowed: advisories.filter((a) => allowList.some((e) => matches(a, e))),
    problems,
    unused: allowList.filter((e) => !advisories.some((a) => matches(a, e))),
  };
}

/** Whether npm's answer means the registry offers no audit service, rather than a real result. */
export function auditUnavailable(report: AuditJson): string | undefined {
  if (report.vulnerabilities) return undefined;
  if (report.statusCode && report.statusCode >= 400) return report.message || `HTTP ${report.statusCode}`;
  if (report.error)
    return `${report.error.code ?? ''} ${report.error.summary ?? ''}`.trim() || 'unknown error';
  return report.message ?? 'no report';
}
