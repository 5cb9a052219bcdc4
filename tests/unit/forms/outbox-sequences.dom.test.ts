import { beforeEach, describe, expect, it } from 'vitest';
import { createRandom } from '@/lib/kit/random';
import { OUTBOX_CLAIM_MS, enqueue, flushOutbox, list, type OutboxEntry } from '@/lib/leads/outbox';
import { LEAD_TIMEOUT_MS } from '@/lib/leads/submit';

/**
 * Property: whatever a visitor does (forms failing offline, the connection coming and going,
 * resends from several tabs, pages left while a resend is on the wire), every kept lead reaches
 * the service, and reaches it more than once only when a page was left while it was on the wire
 * (the repeat carries its submission id, which the endpoint records once). Tabs share one
 * localStorage, as a browser's do; the network is a list of requests in flight that land.
 */
type InFlight = { tab: number; entry: OutboxEntry; sentAt: number; resolve: () => void; reject: () => void };

function runSequence(seed: number) {
  const random = createRandom(seed);
  let clock = 1_000_000;
  let online = false;
  const received: string[] = [];
  const kept: string[] = [];
  let inFlight: InFlight[] = [];
  const leaveHandlers = new Map<number, Set<() => void>>();
  const tabs = [0, 1, 2];
  const steps: string[] = [];
  const leftMidSend = new Set<string>();

  const land = (request: InFlight) => {
    received.push(request.entry.id);
    inFlight = inFlight.filter((other) => other !== request);
  };

  const flush = (tab: number) =>
    void flushOutbox(localStorage, {
      now: () => clock,
      send: (entry) =>
        new Promise<void>((resolve, reject) => {
          if (!online) return reject(new Error('offline'));
          inFlight.push({ tab, entry, sentAt: clock, resolve, reject: () => reject(new Error('timeout')) });
        }),
      onLeave: (callback) => {
        const handlers = leaveHandlers.get(tab) ?? new Set();
        leaveHandlers.set(tab, handlers);
        handlers.add(callback);
        return () => handlers.delete(callback);
      },
    });

  // Lets every flush run up to its next request in flight (a few awaits deep).
  const settle = async () => {
    for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
  };

  return (async () => {
    for (let step = 0; step < 40; step += 1) {
      const tab = random.pick(tabs);
      const action = random.pick([
        'keep',
        'keep',
        'online',
        'offline',
        'flush',
        'flush',
        'land',
        'land',
        'leave',
      ]);
      steps.push(`${action}@${tab}`);
      clock += Math.floor(random.next() * 5_000);
      // A request with no answer by the deadline is abandoned (sendLead's LEAD_TIMEOUT_MS); here
      // it never reached the service, as when the connection drops under it.
      for (const request of inFlight.filter((candidate) => clock - candidate.sentAt >= LEAD_TIMEOUT_MS)) {
        inFlight = inFlight.filter((other) => other !== request);
        request.reject();
      }
      // The abandoned sends' handlers run before the next thing the visitor does, as a task apart.
      await settle();
      if (action === 'keep') {
        const entry = enqueue(localStorage, {
          formName: 'contactUs',
          fields: { Email: `v${step}@acme.com` },
          utmSource: 'direct',
        });
        if (entry) kept.push(entry.id);
      } else if (action === 'online') online = true;
      else if (action === 'offline') online = false;
      else if (action === 'flush') flush(tab);
      else if (action === 'land' && inFlight.length) {
        const request = random.pick(inFlight);
        land(request);
        request.resolve();
      } else if (action === 'leave') {
        // The tab goes to another page: its requests carry on (keepalive), its script does not.
        for (const request of inFlight.filter((candidate) => candidate.tab === tab))
          leftMidSend.add(request.entry.id);
        for (const handler of [...(leaveHandlers.get(tab) ?? [])]) handler();
        leaveHandlers.delete(tab);
        for (const request of inFlight.filter((candidate) => candidate.tab === tab)) land(request);
      }
      await settle();
    }
    // Later the connection is back for good: whatever is still on the wire lands, claims and locks
    // of pages long gone have lapsed, and a fresh page resends what waits.
    online = true;
    for (let round = 0; round < 50 && (inFlight.length || list(localStorage, clock).length); round += 1) {
      if (inFlight.length) {
        for (const request of [...inFlight]) {
          land(request);
          request.resolve();
        }
      } else {
        clock += OUTBOX_CLAIM_MS + 1;
        flush(9);
      }
      await settle();
    }
    return { kept, received, steps, leftMidSend };
  })();
}

beforeEach(() => localStorage.clear());

describe('the lead outbox over random visits', () => {
  it('loses no kept lead in 300 random sequences, and sends one again only after its page was left', async () => {
    const failures: string[] = [];
    let repeats = 0;
    for (let seed = 1; seed <= 300; seed += 1) {
      localStorage.clear();
      const { kept, received, steps, leftMidSend } = await runSequence(seed);
      const lost = kept.filter((id) => !received.includes(id));
      // A repeat is only ever a send cut off by leaving its page: it carries the lead's submission
      // id, which the endpoint records once (tests/unit/emulator/idempotency.test.ts).
      const needless = kept.filter(
        (id) => received.filter((other) => other === id).length > 1 && !leftMidSend.has(id),
      );
      repeats += received.length - new Set(received).size;
      if (lost.length || needless.length)
        failures.push(
          `seed ${seed}: ${lost.length} lost, ${needless.length} sent twice needlessly after ${steps.join(' ')}`,
        );
    }
    expect(failures).toEqual([]);
    expect(repeats, 'some sequences leave a page mid-send').toBeGreaterThan(0);
  });
});
