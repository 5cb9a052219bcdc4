import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResumeBuilder } from '@/components/tools/career/resume/ResumeBuilder';
import { blankResume } from '@/lib/career/resume/model';
import { sampleResume } from '@/lib/career/resume/sample';
import { serializeResume } from '@/lib/career/resume/serialize';
import { DRAFT_KEY } from '@/lib/career/resume/storage';

const method = ['How it works, first paragraph.'];

async function mount() {
  const view = render(<ResumeBuilder method={method} />);
  await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
  return view;
}

const preview = () => screen.getByRole('region', { name: 'Resume preview' });
const status = () => document.getElementById('rb-status')!;

/** Captures what saveFile hands the browser. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let counter = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    counter += 1;
    blobs.set(`blob:test/${counter}`, blob as Blob);
    return `blob:test/${counter}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe('the resume builder', () => {
  it('renders the sample resume into the static HTML, before any script runs', () => {
    const html = renderToString(<ResumeBuilder method={method} />);
    expect(html).toContain('value="Jordan Ellis"');
    expect(html).toContain('Cut time to fill for senior engineering roles from 52 to 34 days');
    expect(html).toContain('Mar 2021 – Present');
    expect(html).toContain('1 page · US Letter');
    expect(html).not.toContain('data-ready');
  });

  it('opens on the sample resume, in the editor and the preview', async () => {
    await mount();
    expect(screen.getByLabelText('Full name')).toHaveValue('Jordan Ellis');
    expect(within(preview()).getByText('Jordan Ellis')).toBeInTheDocument();
    expect(within(preview()).getByText('Mar 2021 – Present')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Resume check' })).toBeInTheDocument();
  });

  it('updates the preview as the name and a bullet are edited', async () => {
    const user = userEvent.setup();
    await mount();
    const name = screen.getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Jane Q. Doe');
    expect(within(preview()).getByText('Jane Q. Doe')).toBeInTheDocument();
    const bullets = screen.getAllByLabelText('Achievements, one per line')[0]!;
    await user.type(bullets, '\nDoubled referral hires to 60 a year');
    expect(within(preview()).getByText('Doubled referral hires to 60 a year')).toBeInTheDocument();
  });

  it('puts messages beside bad fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    await mount();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'jordan@example');
    expect(email).toHaveValue('jordan@example');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeInTheDocument();

    const endYears = screen.getAllByLabelText('Year');
    // Role 2's end date (role 1 is current, so its end boxes are disabled): start 2017, end typed as 2016.
    const role2End = document.getElementById('rb-experience-exp-2-end-year') as HTMLInputElement;
    expect(endYears).toContain(role2End);
    await user.clear(role2End);
    await user.type(role2End, '2016');
    expect(role2End).toHaveValue('2016');
    expect(role2End).toHaveAccessibleDescription('The end date is before the start date.');
  });

  it('adds, moves, removes and restores roles, keeping focus where the visitor is', async () => {
    const user = userEvent.setup();
    await mount();
    await user.click(screen.getByRole('button', { name: '+ Add role' }));
    const role = document.getElementById(document.activeElement!.id) as HTMLInputElement;
    expect(role.id).toMatch(/^rb-experience-exp-.+-role$/);
    await user.type(role, 'Sourcer');
    expect(within(preview()).getByText('Sourcer')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move up: Sourcer' }));
    expect(document.activeElement).toHaveAccessibleName('Move up: Sourcer');
    const titles = () =>
      [...preview().querySelectorAll('[class*="entryTitle"]')].map((node) => node.textContent);
    expect(titles().slice(0, 4)).toEqual([
      'Senior Technical Recruiter',
      'Technical Recruiter',
      'Sourcer',
      'Recruiting Coordinator',
    ]);

    await user.click(
      screen.getByRole('button', { name: 'Remove: Technical Recruiter at Northwind Software' }),
    );
    expect(within(preview()).queryByText('Northwind Software')).toBeNull();
    expect(document.activeElement).toHaveTextContent('Undo');
    await user.click(document.activeElement as HTMLElement);
    expect(within(preview()).getByText('Northwind Software')).toBeInTheDocument();
  });

  it('shows an optional section only once it is filled', async () => {
    const user = userEvent.setup();
    await mount();
    expect(within(preview()).queryByText('Projects')).toBeNull();
    await user.click(screen.getByRole('button', { name: '+ Add project' }));
    expect(within(preview()).queryByText('Projects')).toBeNull();
    await user.type(document.activeElement as HTMLElement, 'Interview kit');
    expect(within(preview()).getByText('Projects')).toBeInTheDocument();
    expect(within(preview()).getByText('Interview kit')).toBeInTheDocument();
  });

  it('adds skills as chips from Enter, commas and leaving the box', async () => {
    const user = userEvent.setup();
    await mount();
    const input = screen.getByLabelText('Add skills');
    await user.type(input, 'Python, SQL{Enter}Looker');
    await user.tab();
    const chips = screen.getByRole('list', { name: 'Your skills' });
    expect(within(chips).getByText('Python')).toBeInTheDocument();
    expect(within(chips).getByText('SQL')).toBeInTheDocument();
    expect(within(chips).getByText('Looker')).toBeInTheDocument();
    expect(input).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove skill: SQL' }));
    expect(within(chips).queryByText('SQL')).toBeNull();
  });

  it('lists problems in the resume check and takes the visitor to the field', async () => {
    const user = userEvent.setup();
    await mount();
    const bullets = document.getElementById('rb-experience-exp-3-highlights') as HTMLTextAreaElement;
    await user.type(bullets, '\nResponsible for scheduling');
    const item = screen.getByRole('button', { name: /with “Responsible for”/ });
    expect(item).toHaveTextContent('Improve');
    await user.click(item);
    expect(document.activeElement).toBe(bullets);
  });

  it('switches layout, colour and paper', async () => {
    const user = userEvent.setup();
    await mount();
    await user.click(screen.getByLabelText('Technical'));
    await user.click(screen.getByLabelText('Burgundy'));
    await user.click(screen.getByLabelText('A4'));
    const paper = preview().querySelector('[data-layout]')!;
    expect(paper).toHaveAttribute('data-layout', 'technical');
    expect(paper).toHaveAttribute('data-paper', 'a4');
    expect((paper as HTMLElement).style.getPropertyValue('--accent')).toBe('#9F1239');
    expect(screen.getByText(/Two columns under an accent band/)).toBeInTheDocument();
    // The check's note on two columns opens the preview pane (on phones) at the layout choice.
    await user.click(screen.getByRole('button', { name: /read two columns out of order/ }));
    expect(document.querySelector('[data-mode]')).toHaveAttribute('data-mode', 'preview');
    expect(document.activeElement).toBe(screen.getByLabelText('Technical'));
  });

  it('clears everything only after confirming, and can undo it', async () => {
    const user = userEvent.setup();
    await mount();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Jordan Ellis');
    expect(document.activeElement).toHaveTextContent('Cancel');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Jordan Ellis');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.click(screen.getByRole('button', { name: 'Clear everything' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(within(preview()).getByText('Your resume appears here as you type.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Jordan Ellis');
  });

  it('autosaves the draft and restores it on the next visit', async () => {
    const user = userEvent.setup();
    const first = await mount();
    const name = screen.getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Riley Chen');
    await waitFor(() => expect(window.localStorage.getItem(DRAFT_KEY)).toContain('"name": "Riley Chen"'));
    expect(screen.getByText('Draft saved in this browser.')).toBeInTheDocument();
    first.unmount();

    await mount();
    // The draft's reader loads on demand (the first import is slow under the test transformer).
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Riley Chen'), {
      timeout: 5000,
    });
    expect(status()).toHaveTextContent('Welcome back: your draft from this browser is restored.');
  });

  it('does not overwrite an unreadable draft with the sample', async () => {
    window.localStorage.setItem(DRAFT_KEY, '{"format":"something-else"}');
    await mount();
    await waitFor(() => expect(status()).toHaveTextContent('could not be read, so the sample is shown'));
    expect(window.localStorage.getItem(DRAFT_KEY)).toBe('{"format":"something-else"}');
  });

  it('saves the resume as a JSON file named after the person, and opens it again', async () => {
    const saved = captureDownloads();
    const user = userEvent.setup();
    await mount();
    await user.click(screen.getByRole('button', { name: 'Save as file' }));
    expect(saved[0]?.name).toBe('jordan-ellis-resume.json');
    expect(await saved[0]!.blob.text()).toBe(serializeResume(sampleResume()));

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.click(screen.getByRole('button', { name: 'Clear everything' }));
    const jane = { ...sampleResume(), contact: { ...sampleResume().contact, name: 'Jane Smith' } };
    const file = new File([serializeResume(jane)], 'jane-resume.json', { type: 'application/json' });
    await user.upload(screen.getByLabelText('Open a resume saved as a file'), file);
    await waitFor(() => expect(status()).toHaveTextContent('Opened jane-resume.json'));
    expect(screen.getByLabelText('Full name')).toHaveValue('Jane Smith');
  });

  it('refuses a file that is not a resume and shows its name as text only', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup({ applyAccept: false });
    await mount();
    const name = '<img src=x onerror=alert(1)>.json';
    await user.upload(
      screen.getByLabelText('Open a resume saved as a file'),
      new File(['{"hello": "world"}'], name),
    );
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        `Could not open “${name}”. This file is not a resume saved by this builder.`,
      ),
    );
    expect(document.querySelector('img')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Full name')).toHaveValue('Jordan Ellis');
  });

  it('downloads a PDF and a Word file made in the browser, saying when it is preparing', async () => {
    const saved = captureDownloads();
    const user = userEvent.setup();
    await mount();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(status()).toHaveTextContent('Downloaded jordan-ellis-resume.pdf.'));
    const pdf = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    expect(saved[0]!.blob.type).toBe('application/pdf');

    await user.click(screen.getByRole('button', { name: 'Download Word' }));
    await waitFor(() => expect(status()).toHaveTextContent('Downloaded jordan-ellis-resume.docx.'));
    const docx = new Uint8Array(await saved[1]!.blob.arrayBuffer());
    expect([...docx.subarray(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it('reports a download that fails, and stays usable', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      throw new Error('blocked by the browser');
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/x');
    const user = userEvent.setup();
    await mount();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(status()).toHaveTextContent(
        'Your PDF could not be made (blocked by the browser). Try again, or try the other format.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  it('starts from the sample again after confirming', async () => {
    const user = userEvent.setup();
    await mount();
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Start from sample' }));
    await user.click(screen.getByRole('button', { name: 'Replace with sample' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Jordan Ellis');
    await act(async () => undefined);
    expect(blankResume().contact.name).toBe('');
  });
});
