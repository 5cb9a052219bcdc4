/**
 * The dependency audit of `npm test`: `npm audit --omit=dev` at high severity, minus the advisories
 * audit-allowlist.json explains. It fails on any other high or critical advisory in a production
 * dependency, on an allow-list entry without a reason, and on one past its review date.
 * When the registry cannot answer audits (an offline mirror answers 405 or 404), it says so and
 * passes, unless AUDIT_REQUIRED=1.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  auditUnavailable,
  judgeAudit,
  severeAdvisories,
  type AllowEntry,
  type AuditJson,
} from './audit-report';

function main() {
  const allowList = JSON.parse(readFileSync(join(process.cwd(), 'audit-allowlist.json'), 'utf8')) as {
    advisories: AllowEntry[];
  };
  const result = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  let report: AuditJson;
  try {
    report = JSON.parse(result.stdout) as AuditJson;
  } catch {
    report = {
      message: (result.stderr || result.stdout || 'npm audit printed nothing').trim().slice(0, 300),
    };
  }
  const unavailable = auditUnavailable(report);
  if (unavailable) {
    const text = `Dependency audit could not run: the registry gave no audit report (${unavailable}).`;
    if (process.env.AUDIT_REQUIRED === '1') {
      console.error(`${text} AUDIT_REQUIRED=1, so this fails.`);
      process.exit(1);
    }
    console.warn(`${text} Skipped; set AUDIT_REQUIRED=1 where the registry supports audits.`);
    return;
  }
  const verdict = judgeAudit(severeAdvisories(report), allowList.advisories, new Date());
  for (const a of verdict.allowed)
    console.log(`allowed (audit-allowlist.json): ${a.id} ${a.package} ${a.severity}`);
  for (const e of verdict.unused)
    console.warn(`audit-allowlist.json: ${e.advisory} (${e.package}) no longer applies; remove it.`);
  for (const problem of verdict.problems) console.error(problem);
  for (const a of verdict.blocking)
    console.error(`${a.severity} advisory in a production dependency: ${a.package}: ${a.title} ${a.url}`);
  if (verdict.blocking.length || verdict.problems.length) {
    console.error(
      'Update the dependency, or add the advisory to audit-allowlist.json with the reason it does not apply.',
    );
    process.exit(1);
  }
  console.log(
    `Dependency audit: no high or critical advisory in production dependencies (${verdict.allowed.length} allowed).`,
  );
}

main();
