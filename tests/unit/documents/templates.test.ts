// @vitest-environment node
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { documentTools } from '@/content/tools/documents';
import { assertValidDocument } from '@/lib/downloads/document';
import { renderDocx } from '@/lib/downloads/docx';
import { renderPdf } from '@/lib/downloads/pdf';
import { allFields } from '@/lib/documents/spec';
import type { FormValues } from '@/lib/tools/fields';
import { build, sample } from './helpers';

/** What must never appear in a finished letter: leftovers of missing values and of sloppy joins. */
function expectClean(text: string) {
  expect(text).not.toMatch(/undefined|NaN|null|\[object/);
  expect(text).not.toMatch(/ {2}| [,.;:](?!\d)|,,|\.\.|,\.|\( /);
}

const slugs = documentTools.map((tool) => [tool.slug] as const);

describe.each(slugs)('%s', (slug) => {
  const { document } = documentTools.find((tool) => tool.slug === slug)!;
  const fields = allFields(document);

  it('renders its sample as a complete, valid document', async () => {
    const { model, errors, text } = await build(slug);
    expect(errors).toEqual({});
    expect(() => assertValidDocument(model)).not.toThrow();
    expect(model.layout).toBe('letter');
    expect(text).not.toContain('[');
    expectClean(text);
  });

  it('drops every optional field left empty without a trace', async () => {
    const empty: FormValues = {};
    for (const field of fields) {
      if (!field.optional) continue;
      empty[field.key] = field.type === 'rows' ? [] : '';
    }
    const { errors, text } = await build(slug, empty);
    expect(errors).toEqual({});
    expect(text).not.toContain('[');
    expectClean(text);
  });

  it('marks every required field left empty as a blank, with a message, never as text', async () => {
    const values = sample(slug);
    const cleared: FormValues = {};
    for (const field of fields) {
      if (field.optional || field.type === 'toggle' || field.type === 'select') continue;
      cleared[field.key] = field.type === 'rows' ? [] : '';
    }
    const { errors, text } = await build(slug, cleared);
    const visibleRequired = fields.filter(
      (field) =>
        !field.optional &&
        field.type !== 'toggle' &&
        field.type !== 'select' &&
        (!field.showWhen || field.showWhen.is.includes(values[field.showWhen.field] as string | boolean)),
    );
    for (const field of visibleRequired) expect(errors[field.key], field.key).toMatch(/^(Enter|Add) /);
    expect(text).toMatch(/\[[^\]]+\]/);
    expect(text).not.toMatch(/undefined|NaN/);
  });

  it('stays clean with every choice and switch turned', async () => {
    for (const field of fields) {
      const options =
        field.type === 'select'
          ? field.options.map((option) => option.value)
          : field.type === 'toggle'
            ? [!field.default]
            : [];
      for (const value of options) {
        const { errors, text } = await build(slug, { [field.key]: value });
        expect(errors, `${field.key}=${String(value)}`).toEqual({});
        expect(text, `${field.key}=${String(value)}`).not.toContain('[');
        expectClean(text);
      }
    }
  });

  it('writes the sample to Word and PDF', async () => {
    const { model, text } = await build(slug);
    const docx = await renderDocx(model);
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(docx) });
    const firstLine = text.split('\n')[0]!;
    expect(value).toContain(firstLine);
    expect(value).not.toContain('Quotient');
    const pdf = await renderPdf(model);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });
});
