import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BLOCKED_DOMAINS, BLOCKED_DOMAIN_COUNT } from '@/lib/email/data/blocked-domains.generated';
import { decodeDomains, encodeDomains } from '@/lib/email/domain-codec';
import { ALLOWED_DOMAINS, EXTRA_BLOCKED_DOMAINS } from '@/lib/email/domain-overrides';
import { DOMAIN_SOURCES, mergeDomainLists } from '@/lib/email/domain-sources';
import { loadBlockedDomains } from '@/lib/email/blocked-domains';

const require = createRequire(import.meta.url);
const domains = decodeDomains(BLOCKED_DOMAINS);

describe('the generated domain list', () => {
  it('holds thousands of domains, as its header says', () => {
    expect(domains.size).toBe(BLOCKED_DOMAIN_COUNT);
    expect(domains.size).toBeGreaterThan(10_000);
  });

  it('is current: regenerating it from the installed packages gives the same list', () => {
    const lists = DOMAIN_SOURCES.map((source) => require(source.file) as string[]);
    // If this fails after a package upgrade, run `npx tsx scripts/build-email-domains.ts`.
    expect(encodeDomains(mergeDomainLists(lists))).toBe(BLOCKED_DOMAINS);
  });

  it('applies the reviewed overrides', () => {
    for (const domain of EXTRA_BLOCKED_DOMAINS) expect(domains.has(domain), domain).toBe(true);
    for (const domain of ALLOWED_DOMAINS) expect(domains.has(domain), domain).toBe(false);
  });

  it('stores only lower-case ASCII host names', () => {
    for (const domain of domains) expect(domain).toMatch(/^[a-z0-9.-]+\.[a-z0-9-]+$/);
  });

  it('loads lazily into the same set, once', async () => {
    const first = await loadBlockedDomains();
    expect(first.size).toBe(BLOCKED_DOMAIN_COUNT);
    expect(await loadBlockedDomains()).toBe(first);
  });
});

describe('the domain codec', () => {
  it('round-trips and groups by top-level domain', () => {
    const encoded = encodeDomains(['b.com', 'a.com', 'x.co.uk', 'a.com', 'nodot']);
    expect(encoded).toBe('com:a,b;uk:x.co');
    expect([...decodeDomains(encoded)].sort()).toEqual(['a.com', 'b.com', 'x.co.uk']);
  });
});
