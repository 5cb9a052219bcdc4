import { decodeDomains } from './domain-codec';

let loading: Promise<ReadonlySet<string>> | undefined;

/**
 * The built-in list of free, disposable and consumer-ISP domains (thousands of them).
 * Imported on first use only, so pages without an email form never download it; a failed load
 * is forgotten so the next check tries again.
 */
export function loadBlockedDomains(): Promise<ReadonlySet<string>> {
  loading ??= import('./data/blocked-domains.generated')
    .then(({ BLOCKED_DOMAINS }) => decodeDomains(BLOCKED_DOMAINS))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
