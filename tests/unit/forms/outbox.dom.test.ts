import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  OUTBOX_KEY,
  OUTBOX_LIMIT,
  OUTBOX_MAX_AGE_MS,
  enqueue,
  flushOutbox,
  list,
  remove,
  withdraw,
  type OutboxEntry,
} from '@/lib/leads/outbox';

const lead = (email: string) => ({
  formName: 'contactUs',
  fields: { Name: ' Jane Park ', Email: email, Phone: '' },
  utmSource: 'newsletter',
});

beforeEach(() => localStorage.clear());

describe('the lead outbox', () => {
  it('keeps a lead with its own id and time, trimmed, empty fields left out, until removed', () => {
    const first = enqueue(localStorage, lead('a@acme.com'), 1_000)!;
    const second = enqueue(localStorage, lead('b@acme.com'), 2_000)!;
    expect(first.id).not.toBe(second.id);
    expect(list(localStorage, 3_000)).toEqual([
      expect.objectContaining({
        id: first.id,
        createdAt: 1_000,
        formName: 'contactUs',
        fields: { Name: 'Jane Park', Email: 'a@acme.com' },
        utmSource: 'newsletter',
      }),
      expect.objectContaining({ id: second.id, createdAt: 2_000 }),
    ]);
    expect(remove(localStorage, first.id)).toBe(true);
    expect(remove(localStorage, first.id)).toBe(false);
    expect(list(localStorage, 3_000).map((entry) => entry.id)).toEqual([second.id]);
    remove(localStorage, second.id);
    // Empty leaves no key, so the layout loads nothing on the next visit.
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it(`keeps at most ${OUTBOX_LIMIT}, dropping the oldest, and forgets entries after 30 days`, () => {
    for (let i = 0; i < OUTBOX_LIMIT + 3; i += 1) enqueue(localStorage, lead(`p${i}@acme.com`), 1_000 + i);
    const kept = list(localStorage, 2_000);
    expect(kept).toHaveLength(OUTBOX_LIMIT);
    expect(kept[0]!.fields.Email).toBe('p3@acme.com');

    expect(list(localStorage, 1_000 + OUTBOX_MAX_AGE_MS - 1)).toHaveLength(OUTBOX_LIMIT);
    expect(list(localStorage, 1_000 + OUTBOX_LIMIT + 3 + OUTBOX_MAX_AGE_MS)).toEqual([]);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('sends what waits, removes each entry once sent, and keeps what fails for the next time', async () => {
    enqueue(localStorage, lead('a@acme.com'));
    enqueue(localStorage, lead('b@acme.com'));
    const send = vi.fn<(entry: OutboxEntry) => Promise<void>>();
    send.mockRejectedValueOnce(new Error('offline'));
    expect(await flushOutbox(localStorage, { send })).toEqual([]);
    // Still offline: it stops at the first failure rather than failing every entry.
    expect(send).toHaveBeenCalledTimes(1);
    expect(list(localStorage)).toHaveLength(2);

    send.mockResolvedValue();
    const onSent = vi.fn();
    const sent = await flushOutbox(localStorage, { send, onSent });
    expect(sent.map((entry) => entry.fields.Email)).toEqual(['a@acme.com', 'b@acme.com']);
    expect(onSent).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
    expect(await flushOutbox(localStorage, { send })).toEqual([]);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('a form sending again takes its kept copy back, unless another tab already has it in flight', async () => {
    const kept = enqueue(localStorage, lead('a@acme.com'))!;
    expect(withdraw(localStorage, kept.id)).toBe('withdrawn');
    expect(withdraw(localStorage, kept.id)).toBe('sent');

    const inFlight = enqueue(localStorage, lead('b@acme.com'))!;
    let finish!: () => void;
    const flushing = flushOutbox(localStorage, {
      send: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    await Promise.resolve();
    expect(withdraw(localStorage, inFlight.id)).toBe('sent');
    finish();
    expect((await flushing).map((entry) => entry.id)).toEqual([inFlight.id]);
  });

  it('skips expired entries instead of sending them', async () => {
    enqueue(localStorage, lead('old@acme.com'), Date.now() - OUTBOX_MAX_AGE_MS - 1);
    const send = vi.fn(async () => {});
    expect(await flushOutbox(localStorage, { send })).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it('writes what the entry asks to be remembered only after it is sent', async () => {
    enqueue(localStorage, { ...lead('v@acme.com'), remember: { key: 'quotient-vote:x', value: '{"n":1}' } });
    await flushOutbox(localStorage, { send: () => Promise.reject(new Error('offline')) });
    expect(localStorage.getItem('quotient-vote:x')).toBeNull();
    await flushOutbox(localStorage, { send: async () => {} });
    expect(localStorage.getItem('quotient-vote:x')).toBe('{"n":1}');
  });

  it('two tabs (two copies of the module, one localStorage) send each entry exactly once', async () => {
    vi.resetModules();
    const tabA = await import('@/lib/leads/outbox');
    vi.resetModules();
    const tabB = await import('@/lib/leads/outbox');
    expect(tabA).not.toBe(tabB);
    tabA.enqueue(localStorage, lead('a@acme.com'));
    tabB.enqueue(localStorage, lead('b@acme.com'));

    const arrived: string[] = [];
    const slowSend = async (entry: OutboxEntry) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      arrived.push(entry.fields.Email!);
    };
    // Both tabs see the connection return at the same moment, and again a little later.
    await Promise.all([
      tabA.flushOutbox(localStorage, { send: slowSend }),
      tabB.flushOutbox(localStorage, { send: slowSend }),
      new Promise((resolve) => setTimeout(resolve, 10)).then(() =>
        tabB.flushOutbox(localStorage, { send: slowSend }),
      ),
    ]);
    await tabB.flushOutbox(localStorage, { send: slowSend });
    expect(arrived.sort()).toEqual(['a@acme.com', 'b@acme.com']);
    expect(localStorage.getItem(OUTBOX_KEY)).toBeNull();
  });

  it('with Web Locks, a tab that cannot get the lock leaves the sending to the one that has it', async () => {
    enqueue(localStorage, lead('a@acme.com'));
    let held = false;
    const locks = {
      async request<T>(_name: string, _options: { ifAvailable: true }, run: (lock: unknown) => Promise<T>) {
        if (held) return run(null);
        held = true;
        try {
          return await run({});
        } finally {
          held = false;
        }
      },
    };
    const arrived: string[] = [];
    const send = async (entry: OutboxEntry) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      arrived.push(entry.fields.Email!);
    };
    await Promise.all([
      flushOutbox(localStorage, { send, locks }),
      flushOutbox(localStorage, { send, locks }),
    ]);
    expect(arrived).toEqual(['a@acme.com']);
  });
});
