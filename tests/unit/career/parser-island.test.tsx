import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResumeParser } from '@/components/tools/career/ResumeParser';
import { renderResumeDocx } from '@/lib/career/resume/docx';
import { readResumeJson } from '@/lib/career/resume/schema';
import { sampleResume } from '@/lib/career/resume/sample';
import { serializeResume } from '@/lib/career/resume/serialize';
import { DRAFT_KEY } from '@/lib/career/resume/storage';

const method = ['How it works.'];

async function mount(navigate = vi.fn()) {
  const view = render(<ResumeParser method={method} navigate={navigate} />);
  await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
  return { view, navigate };
}

const status = () => document.getElementById('rp-status')!;
const fileInput = () => screen.getByLabelText(/Drop a resume here, or choose a file/) as HTMLInputElement;
const txt = (name: string, text: string) => new File([text], name, { type: 'text/plain' });

afterEach(() => window.localStorage.clear());

describe('the resume parser', () => {
  it('shows the file picker in the static HTML', () => {
    const html = renderToString(<ResumeParser method={method} />);
    expect(html).toContain('Drop a resume here, or choose a file (PDF, Word .docx or .txt, up to 10 MB)');
    expect(html).toContain('never uploaded');
  });

  it('reads a text resume into an editable form with confidence tags', async () => {
    const user = userEvent.setup();
    await mount();
    await user.upload(
      fileInput(),
      txt('priya.txt', readFileSync('tests/fixtures/career/engineer.txt', 'utf8')),
    );
    await waitFor(() => expect(status()).toHaveTextContent('Read “priya.txt”: 2 jobs, 1 school, 9 skills.'));
    expect(screen.getByLabelText('Full name')).toHaveValue('Priya Nair');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Found');
    const job = screen.getByRole('group', { name: 'Job 2' });
    expect(within(job).getByLabelText('Company')).toHaveValue('Parcel Labs');
    expect(within(job).getByLabelText('Location')).toHaveValue('Remote');
    expect(screen.getByRole('group', { name: 'Certifications' })).toHaveAccessibleDescription(
      'Not found: fill in by hand',
    );
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Priya R. Nair');
    expect(screen.getByLabelText('Full name')).toHaveValue('Priya R. Nair');
  });

  it('reads a Word file from the builder, languages included, and hands them to the builder', async () => {
    const user = userEvent.setup();
    const { navigate } = await mount();
    const bytes = await renderResumeDocx(
      sampleResume({ layout: 'technical', accent: 'navy', paper: 'letter' }),
      { date: '2026-11-22' },
    );
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    const docx = new File([buffer], 'jordan.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await user.upload(fileInput(), docx);
    await waitFor(() =>
      expect(status()).toHaveTextContent('Read “jordan.docx”: 3 jobs, 1 school, 10 skills.'),
    );
    expect(screen.getByLabelText('Languages (one per line, level in brackets)')).toHaveValue(
      'Spanish (Professional working)',
    );
    await user.click(screen.getByRole('button', { name: 'Open in resume builder' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/tools/resume-builder/'));
    const draft = readResumeJson(window.localStorage.getItem(DRAFT_KEY) ?? '');
    expect(draft.ok && draft.resume.languages.map(({ name, level }) => `${name}: ${level}`)).toEqual([
      'Spanish: Professional working',
    ]);
  });

  it('shows a hostile file name as text and refuses the type', async () => {
    await mount();
    const evil = new File(['x'], '<img src=x onerror=alert(1)>.png', { type: 'image/png' });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), evil);
    expect(status()).toHaveTextContent(
      '“<img src=x onerror=alert(1)>.png” is not a file type this tool reads. Choose a PDF, Word (.docx) or plain-text (.txt) resume.',
    );
    expect(document.querySelector('img')).toBeNull();
  });

  it('refuses a file over 10 MB and a PDF with no text', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await mount();
    const big = new File(['%PDF-'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(fileInput(), big);
    expect(status()).toHaveTextContent('“huge.pdf” is 11.0 MB; the limit is 10 MB.');
    await user.upload(fileInput(), txt('blank.txt', '   \n  '));
    await waitFor(() => expect(status()).toHaveTextContent('“blank.txt” has no text to read'));
    await user.upload(fileInput(), new File(['PK fake'], 'fake.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(status()).toHaveTextContent('“fake.pdf” is not really a PDF file'));
  });

  it('opens the result in the resume builder, asking before it replaces a draft', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(DRAFT_KEY, serializeResume(sampleResume()));
    const { navigate } = await mount();
    await user.upload(fileInput(), txt('nurse.txt', readFileSync('tests/fixtures/career/nurse.txt', 'utf8')));
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Maria Gonzalez'));
    await user.click(screen.getByRole('button', { name: 'Open in resume builder' }));
    expect(screen.getByRole('alert')).toHaveTextContent('already has a draft');
    expect(navigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Replace the draft' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/tools/resume-builder/'));
    const draft = readResumeJson(window.localStorage.getItem(DRAFT_KEY)!);
    expect(draft.ok && draft.resume.contact.name).toBe('Maria Gonzalez');
    expect(draft.ok && draft.resume.experience[0]!.company).toBe('Jackson Memorial Hospital');
  });

  it('downloads the edited result as CSV', async () => {
    const user = userEvent.setup();
    const saved: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.set('blob:1', blob as Blob);
      return 'blob:1';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    await mount();
    await user.click(screen.getByRole('button', { name: 'Try a sample resume' }));
    await user.clear(await screen.findByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+1 512 555 0100');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('jordan-ellis-parsed-resume.csv');
    const csv = await saved[0]!.blob.text();
    expect(csv).toContain(
      '"Jordan Ellis","Senior Technical Recruiter","jordan.ellis@example.com","+1 512 555 0100"',
    );
  });
});
