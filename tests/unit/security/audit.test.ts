// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  auditUnavailable,
  judgeAudit,
  severeAdvisories,
  type AllowEntry,
  type AuditJson,
} from '../../../scripts/security/audit-report';

// The shape `npm audit --json` (npm 7 to 11) prints: a vulnerable package lists the advisories
// it has directly, and the names of the packages it is vulnerable through.
const report: AuditJson = {
  vulnerabilities: {
    'sanitize-html': {
      name: 'sanitize-html',
      via: [
        {
          source: 1,
          name: 'sanitize-html',
          title: 'Bypass of allowedTags',
          url: 'https://github.com/advisories/GHSA-aaaa-bbbb-cccc',
          severity: 'high',
        },
        {
          source: 2,
          name: 'sanitize-html',
          title: 'Slow regexp',
          url: 'https://github.com/advisories/GHSA-dddd-eeee-ffff',
          severity: 'moderate',
        },
      ],
    },
    postcss: {
      name: 'postcss',
      via: [
        {
          source: 3,
          name: 'postcss',
          title: 'Line return parsing',
          url: 'https://github.com/advisories/GHSA-7fh5-64p2-3v2j',
          severity: 'critical',
        },
      ],
    },
    next: { name: 'next', via: ['postcss'] },
  },
};

const entry = (over: Partial<AllowEntry> = {}): AllowEntry => ({
  advisory: 'GHSA-7fh5-64p2-3v2j',
  package: 'postcss',
  reason: 'Build-time CSS parsing of our own files only.',
  review: '2099-01-01',
  ...over,
});

describe('the dependency audit', () => {
  it('keeps high and critical advisories, once each', () => {
    expect(severeAdvisories(report).map((a) => `${a.id} ${a.package} ${a.severity}`)).toEqual([
      'GHSA-AAAA-BBBB-CCCC sanitize-html high',
      'GHSA-7FH5-64P2-3V2J postcss critical',
    ]);
  });

  it('blocks what the allow-list does not explain', () => {
    const verdict = judgeAudit(severeAdvisories(report), [entry()], new Date('2026-11-22'));
    expect(verdict.blocking.map((a) => a.package)).toEqual(['sanitize-html']);
    expect(verdict.allowed.map((a) => a.package)).toEqual(['postcss']);
    expect(verdict.problems).toEqual([]);
  });

  it('fails an entry without a reason or past its review date, and notices stale ones', () => {
    const verdict = judgeAudit(
      [],
      [
        entry({ reason: ' ' }),
        entry({ advisory: 'https://github.com/advisories/GHSA-1111-2222-3333', review: '2026-01-01' }),
      ],
      new Date('2026-11-22'),
    );
    expect(verdict.problems).toEqual([
      'audit-allowlist.json: GHSA-7fh5-64p2-3v2j has no reason',
      'audit-allowlist.json: https://github.com/advisories/GHSA-1111-2222-3333 (postcss) was due for review on 2026-01-01',
    ]);
    expect(verdict.unused).toHaveLength(2);
  });

  it('tells a registry without an audit service from a clean report', () => {
    expect(
      auditUnavailable({ statusCode: 405, message: '405 Method Not Allowed - POST …/advisories/bulk' }),
    ).toMatch(/405/);
    expect(auditUnavailable({ error: { code: 'ENOTFOUND', summary: 'no network' } })).toBe(
      'ENOTFOUND no network',
    );
    expect(auditUnavailable({ vulnerabilities: {} })).toBeUndefined();
  });

  it('ships an allow-list whose every entry has a reason and a review date', () => {
    const file = JSON.parse(readFileSync(join(process.cwd(), 'audit-allowlist.json'), 'utf8')) as {
      about: string;
      advisories: AllowEntry[];
    };
    expect(file.about.length).toBeGreaterThan(50);
    expect(judgeAudit([], file.advisories, new Date()).problems).toEqual([]);
  });
});
