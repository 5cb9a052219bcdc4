import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { defaultValues, withChange } from '@/lib/generators/compose/form';
import { letterDocument } from '@/lib/generators/compose/letter/document';
import { LETTER_TYPES, letterForm } from '@/lib/generators/compose/letter/form';
import { leftoverMarkers } from '@/lib/generators/compose/template';
import { renderDocx } from '@/lib/downloads/docx';
import { compose } from './helpers';

const sampleFor = (letterType: string) =>
  withChange(letterForm, defaultValues(letterForm), 'letterType', letterType);

describe('letter composer', () => {
  it('lays out the sample request: sender, date, recipient, subject, greeting, body, sign-off', async () => {
    const draft = (await compose('letter')).drafts[0]!;
    const blocks = draft.body.split('\n\n');
    expect(blocks[0]).toBe('Daniel Kim\n418 Alder Street\nPortland, OR 97205\ndaniel.kim@example.com');
    expect(blocks[1]).toBe('November 22, 2026');
    expect(blocks[2]).toBe(
      'Laura Chen\nHR Director\nCascade Logistics\n200 Harbor Way, Suite 400\nPortland, OR 97209',
    );
    expect(blocks[3]).toBe('Re: A flexible working arrangement');
    expect(blocks[4]).toBe('Dear Laura Chen,');
    expect(draft.body).toContain('I have worked as a Senior Dispatcher since March 2021.');
    expect(draft.body).toContain('permission to work from home on Tuesdays and Thursdays from January 5.');
    expect(draft.body).toContain('December 12');
    expect(draft.body).toMatch(/(Sincerely|Yours sincerely),\n\nDaniel Kim\nSenior Dispatcher$/);
    expect(draft.letter?.paragraphs).toHaveLength(4);
  });

  it.each(LETTER_TYPES.flatMap((type) => ['formal', 'warm', 'firm'].map((tone) => [type.value, tone])))(
    '%s, %s: its own sample, complete and free of markers',
    async (letterType, tone) => {
      const draft = (await compose('letter', { ...sampleFor(letterType), tone })).drafts[0]!;
      expect(leftoverMarkers(draft.body)).toEqual([]);
      expect(draft.body).not.toMatch(/\[|\s[,.]|\.\.(?!\.)/);
      expect(draft.letter!.paragraphs.length).toBeGreaterThanOrEqual(2);
    },
  );

  it('keeps requests and reply dates out of a thank-you letter', async () => {
    const draft = (await compose('letter', sampleFor('thank-you'))).drafts[0]!;
    expect(draft.body).toContain('thank you for your support during my parental leave');
    expect(draft.body).not.toMatch(/reply by|requesting/);
  });

  it('leaves blanks for a missing recipient and subject, and uses the date given', async () => {
    const draft = (
      await compose('letter', { recipientName: '', recipientTitle: '', subject: '', date: '2027-01-04' })
    ).drafts[0]!;
    expect(draft.body).toContain('Dear [Recipient name],');
    expect(draft.body).toContain('regarding [What the letter is about].');
    expect(draft.body).toContain('January 4, 2027');
    expect(draft.body).not.toContain('Re:');
  });

  it('swaps in the next type’s sample only where the visitor has not typed', () => {
    const typed = { ...defaultValues(letterForm), subject: 'my own subject' };
    const next = withChange(letterForm, typed, 'letterType', 'complaint');
    expect(next.subject).toBe('my own subject');
    expect(next.details).toContain('12 hours of approved overtime');
    expect(next.enclosures).toBe('my timesheets for those two weeks and the approval email');
  });

  it('downloads as a Word letter with the letterhead, blocks and highlighted blanks', async () => {
    const draft = (await compose('letter', { recipientName: '' })).drafts[0]!;
    const model = letterDocument(draft.letter!);
    expect(model.layout).toBe('letter');
    expect(model.letterhead?.name).toBe('Daniel Kim');
    const bytes = await renderDocx(model);
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    expect(value).toContain('Daniel Kim');
    expect(value).toContain('November 22, 2026');
    expect(value).toContain('Dear [Recipient name],');
    expect(value).toContain('I have worked as a Senior Dispatcher since March 2021.');
    expect(value).not.toContain('Quotient');
  });
});
