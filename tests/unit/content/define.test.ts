import { describe, expect, it } from 'vitest';
import { ContentError, defineContent, defineEntries } from '@/content/define';
import { planCardSchema } from '@/content/schema/marketing';
import { siteConfigSchema } from '@/content/schema/site';

const plan = {
  id: 'lightning',
  name: 'Lightning',
  bgColor: '#eef2ff',
  color: '#312e81',
  img: '/images/plans/lightning.svg',
  price: '$20',
  desc: 'For small teams',
  points: ['Unlimited interviews'],
  btnText: 'Buy now',
  link: 'https://checkout.example/lightning',
};

describe('content validation', () => {
  it('passes valid entries through', () => {
    expect(defineEntries('content/plans.ts', planCardSchema, [plan], 'id')).toHaveLength(1);
  });

  it('names the file, the entry and the field of a marketer mistake', () => {
    const bad = { ...plan, id: 'power', points: [] };
    let error: unknown;
    try {
      defineEntries('content/plans.ts', planCardSchema, [plan, bad], 'id');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toBe(
      'Invalid content in content/plans.ts:\n  - entry "power" (#2), field "points": needs at least one point',
    );
  });

  it('names nested fields and entries without a key', () => {
    expect(() =>
      defineEntries('content/plans.ts', planCardSchema, [{ ...plan, points: ['ok', ''] }]),
    ).toThrow('entry #1, field "points[1]": must not be empty');
  });

  it('rejects duplicate keys', () => {
    expect(() => defineEntries('content/plans.ts', planCardSchema, [plan, plan], 'id')).toThrow(
      'entry "lightning" (#2), field "id": duplicates entry #1',
    );
  });

  it('reports every field of a single content object', () => {
    expect(() => defineContent('content/site.ts', siteConfigSchema, { brand: '' } as never)).toThrow(
      /Invalid content in content\/site\.ts:\n {2}- field "brand": must not be empty/,
    );
  });
});
