import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComposerIsland } from '@/components/tools/generators/compose/ComposerIsland';
import { storageKey } from '@/lib/generators/compose/storage';
import type { ComposerId } from '@/lib/generators/compose/types';
import { compose } from './helpers';
import { viaGateway } from '../../ai/via-gateway';

async function mount(composer: ComposerId, slug: string) {
  const initial = await compose(composer);
  const view = render(
    <ComposerIsland
      slug={slug}
      name="Tool"
      composer={composer}
      initial={initial}
      builtOn="2026-11-22"
      aiEnabled
    />,
  );
  await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
  return view;
}

const keyPoints = () => screen.getByLabelText<HTMLTextAreaElement>(/Key points/);
const draftRegion = () => screen.getByRole('region', { name: /^Your email$/ });

/** A chat completion carrying `payload` between the markers, as the AI service answers. */
const aiAnswer = (payload: unknown) =>
  new Response(
    JSON.stringify({
      choices: [{ message: { role: 'assistant', content: `Here:\n***${JSON.stringify(payload)}***` } }],
    }),
    { status: 200 },
  );

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the composer island (email)', () => {
  it('shows the draft written at build, marked as written in the browser, then rewrites it as you type', async () => {
    const user = userEvent.setup();
    await mount('email', 'ai-email-generator');
    expect(within(draftRegion()).getByText('Written in your browser from templates')).toBeInTheDocument();
    expect(draftRegion()).toHaveTextContent(
      'Interview invitation: Senior Data Analyst at Northwind Analytics',
    );

    const recipient = screen.getByLabelText(/Recipient’s name/);
    await user.clear(recipient);
    await user.click(recipient);
    await user.paste('Priya Raman');
    await waitFor(() => expect(draftRegion()).toHaveTextContent(/(Hi|Hello) Priya,/));

    await user.selectOptions(screen.getByLabelText('What the email is for'), 'rejection');
    await waitFor(() =>
      expect(draftRegion()).toHaveTextContent('Your application for the Senior Data Analyst role'),
    );
    // The date box belongs to dated purposes only.
    expect(screen.queryByLabelText(/Date, time or deadline/)).toBeNull();
  });

  it('says what is missing beside the field, keeps a blank in the draft, and keeps what was typed', async () => {
    const user = userEvent.setup();
    await mount('email', 'ai-email-generator');
    const sender = screen.getByLabelText('Your name');
    await user.clear(sender);
    expect(await screen.findByText('Enter your name for the sign-off.')).toBeInTheDocument();
    expect(sender).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(draftRegion()).toHaveTextContent('[Your name]'));
    expect(screen.getByText(/1 blank in \[brackets\] to fill in/)).toHaveAttribute('role', 'status');

    const title = screen.getByLabelText(/Your job title/);
    await user.clear(title);
    await user.click(title);
    await user.paste('x'.repeat(81));
    expect(await screen.findByText(/Keep this under 80 characters/)).toBeInTheDocument();
    expect(title).toHaveValue('x'.repeat(81));
  });

  it('keeps a draft in the browser, restores it, and undoes a reset', async () => {
    const user = userEvent.setup();
    const first = await mount('email', 'ai-email-generator');
    await user.click(screen.getByLabelText(/Key points/));
    await user.paste('\nBring a laptop');
    await waitFor(() =>
      expect(window.localStorage.getItem(storageKey('ai-email-generator'))).toContain('Bring a laptop'),
    );
    first.unmount();

    await mount('email', 'ai-email-generator');
    expect(keyPoints().value).toContain('Bring a laptop');
    await waitFor(() => expect(draftRegion()).toHaveTextContent('Bring a laptop.'));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(keyPoints().value).not.toContain('Bring a laptop');
    expect(window.localStorage.getItem(storageKey('ai-email-generator'))).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(keyPoints().value).toContain('Bring a laptop');
  });

  it('gives another version with the same facts', async () => {
    const user = userEvent.setup();
    await mount('email', 'ai-email-generator');
    const before = draftRegion().textContent;
    await user.click(screen.getByRole('button', { name: 'Another version' }));
    await waitFor(() => expect(screen.getByText('Version 2')).toBeInTheDocument());
    await waitFor(() => expect(draftRegion().textContent).not.toBe(before));
    expect(draftRegion()).toHaveTextContent('Senior Data Analyst');
  });

  it('shows the AI draft apart, labelled as written by AI', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn<typeof fetch>(async () =>
      aiAnswer({
        subject: 'Your interview with Northwind',
        body: 'Hi Jordan,\n\nLet us meet on [date].\n\nBest,\nMaya',
      }),
    );
    vi.stubGlobal('fetch', viaGateway(fetchMock));
    await mount('email', 'ai-email-generator');
    await user.click(screen.getByRole('button', { name: 'Write with AI' }));
    const ai = await screen.findByRole('article', { name: 'AI draft 1' });
    expect(ai).toHaveTextContent('Your interview with Northwind');
    expect(ai).toHaveTextContent('Let us meet on [date].');
    expect(screen.getByText('Written by AI')).toBeInTheDocument();
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as {
      messages: { content: string }[];
    };
    expect(sent.messages.at(-1)?.content).toContain('Recipient’s name: Jordan Lee');
    // The browser draft is still there, still labelled as such.
    expect(draftRegion()).toHaveTextContent(
      'Interview invitation: Senior Data Analyst at Northwind Analytics',
    );
  });

  it('labels an answer from the emulator as test data, never as written by AI', async () => {
    const user = userEvent.setup();
    const emulator = vi.fn<typeof fetch>(async () => {
      const response = aiAnswer({ subject: 'Modern name 1', body: 'Competitive pay flexible 1' });
      return new Response(response.body, { status: 200, headers: { 'x-emulated': '1' } });
    });
    vi.stubGlobal('fetch', viaGateway(emulator));
    await mount('email', 'ai-email-generator');
    await user.click(screen.getByRole('button', { name: 'Write with AI' }));
    await screen.findByRole('article', { name: 'AI draft 1' });
    expect(screen.getAllByText('Emulated AI answer (test data)').length).toBeGreaterThan(0);
    expect(screen.queryByText('Written by AI')).not.toBeInTheDocument();
  });

  it('reports an AI failure beside the button and keeps the browser draft and the inputs', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      viaGateway(vi.fn<typeof fetch>(async () => new Response('oops', { status: 500 }))),
    );
    await mount('email', 'ai-email-generator');
    await user.click(screen.getByLabelText(/Key points/));
    await user.paste('\nParking is on level 2');
    await user.click(screen.getByRole('button', { name: 'Write with AI' }));
    expect(
      await screen.findByText(
        /The AI service could not answer just now\. Please try again in a moment\. Your draft/,
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Written by AI')).toBeNull();
    expect(draftRegion()).toHaveTextContent('Parking is on level 2');
    expect(keyPoints().value).toContain('Parking is on level 2');
  });

  it('offers no AI action when the AI service is not configured', async () => {
    const initial = await compose('email');
    render(
      <ComposerIsland
        slug="x"
        name="Tool"
        composer="email"
        initial={initial}
        builtOn="2026-11-22"
        aiEnabled={false}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Write with AI' })).toBeNull();
    expect(screen.getByText('Written in your browser from templates')).toBeInTheDocument();
  });

  it('does not send to the AI while a field needs fixing', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', viaGateway(fetchMock));
    await mount('email', 'ai-email-generator');
    await user.clear(screen.getByLabelText('Your name'));
    await user.click(screen.getByRole('button', { name: 'Write with AI' }));
    expect(await screen.findByText(/Fix the marked fields first/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {});
    expect(screen.getByLabelText('Your name')).toHaveFocus();
  });
});
