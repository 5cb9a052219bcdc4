import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mammoth from 'mammoth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuestionsIsland } from '@/components/tools/surveys/QuestionsIsland';
import { draftKey } from '@/lib/surveys/storage';
import { tool } from './helpers';

const saved: { bytes: Uint8Array; name: string; format: string }[] = [];
vi.mock('@/lib/documents/download', async (original) => {
  const real = await original<typeof import('@/lib/documents/download')>();
  return {
    ...real,
    saveFile: (bytes: Uint8Array, name: string, format: string) => saved.push({ bytes, name, format }),
  };
});

let aiAnswer: () => Promise<unknown> = async () => ({
  ok: false,
  reason: 'network',
  message: 'We could not reach the AI service.',
});
vi.mock('@/lib/surveys/ai', () => ({ suggestQuestions: () => aiAnswer() }));

async function mount(slug: string, aiEnabled = false) {
  const definition = tool(slug);
  const view = render(
    <QuestionsIsland
      slug={definition.slug}
      spec={definition.questions}
      updated={definition.updated}
      aiEnabled={aiEnabled}
    />,
  );
  await waitFor(() => expect(view.container.querySelector('[data-ready="true"]')).not.toBeNull());
  return view;
}

const sheet = () => screen.getByTestId('question-sheet');
const questions = () => within(sheet()).getAllByTestId('question');
const questionText = (index: number) => questions()[index]?.querySelector('p')?.textContent ?? '';
const ENGAGEMENT = 'employee-engagement-survey-generator';

beforeEach(() => {
  window.localStorage.clear();
  saved.length = 0;
});
afterEach(() => window.localStorage.clear());

describe('the survey island', () => {
  it('opens on the default survey, numbered, with the company in the wording', async () => {
    await mount(ENGAGEMENT);
    expect(
      within(sheet()).getByRole('heading', { level: 3, name: 'Northwind Labs employee engagement survey' }),
    ).toBeInTheDocument();
    expect(questions()).toHaveLength(25);
    expect(questionText(0)).toBe('1. I am proud to work for Northwind Labs.');
    expect(screen.getByText('25 questions in 9 sections.')).toHaveAttribute('role', 'status');
    expect(within(questions()[0]!).getByText(/Scale: Strongly disagree · Disagree/)).toBeInTheDocument();
  });

  it('rebuilds the survey from the choices: company, topics, count, scale, eNPS and anonymity', async () => {
    const user = userEvent.setup();
    await mount(ENGAGEMENT);
    const company = screen.getByLabelText('Company name');
    await user.clear(company);
    await user.type(company, 'Acme Corp');
    expect(questionText(0)).toBe('1. I am proud to work for Acme Corp.');

    await user.click(screen.getByRole('checkbox', { name: /Commitment and pride/ }));
    expect(within(sheet()).queryByRole('heading', { name: 'Commitment and pride' })).toBeNull();
    const count = screen.getByLabelText('Number of questions');
    await user.clear(count);
    await user.type(count, '10');
    expect(questions()).toHaveLength(10);

    await user.selectOptions(screen.getByLabelText('Rating scale'), 'frequency');
    expect(
      within(questions()[0]!).getByText(/Scale: Never · Rarely · Sometimes · Often · Always/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Include the eNPS question/ }));
    expect(within(sheet()).queryByRole('heading', { name: 'Overall' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Anonymous (no names collected)' }));
    expect(within(sheet()).getByText('Your answers are confidential, not anonymous')).toBeInTheDocument();
  });

  it('puts a message beside a question count out of range, keeps what was typed and the last good survey', async () => {
    const user = userEvent.setup();
    await mount(ENGAGEMENT);
    const count = screen.getByLabelText('Number of questions');
    await user.clear(count);
    // Pasted at once: typed key by key it would pass through a valid 50 on the way.
    await user.paste('500');
    expect(count).toHaveValue('500');
    expect(count).toHaveAttribute('aria-invalid', 'true');
    const message = screen.getByText('Enter a whole number from 5 to 50.');
    expect(count.getAttribute('aria-describedby')).toContain(message.id);
    expect(questions()).toHaveLength(25);
    expect(screen.getByText(/One choice needs attention/)).toBeInTheDocument();
    await user.clear(count);
    await user.type(count, '12');
    expect(screen.queryByText('Enter a whole number from 5 to 50.')).toBeNull();
    expect(questions()).toHaveLength(12);
  });

  it('rewords, moves and removes questions with the keyboard, and undoes a removal', async () => {
    const user = userEvent.setup();
    await mount(ENGAGEMENT);
    const second = questionText(1).replace(/^2\. /, '');

    screen.getByRole('button', { name: 'Move question 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(questionText(0)).toBe(`1. ${second}`);
    // The focus follows the question: now first in its section, so onto its "Move down" button.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Move question 1 down'));
    expect(screen.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();

    screen.getByRole('button', { name: 'Edit question 1' }).focus();
    await user.keyboard('{Enter}');
    const box = await screen.findByLabelText('Wording of question 1');
    await waitFor(() => expect(box).toHaveFocus());
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Save wording' }));
    expect(screen.getByText('Enter the wording, or remove the question instead.')).toBeInTheDocument();
    await user.type(box, 'I plan to stay at Northwind Labs for the next two years.');
    await user.click(screen.getByRole('button', { name: 'Save wording' }));
    expect(questionText(0)).toBe('1. I plan to stay at Northwind Labs for the next two years.');
    // Saving hands the focus back to the question's Edit button on the next frame.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit question 1' })).toHaveFocus());

    screen.getByRole('button', { name: 'Remove question 1' }).focus();
    await user.keyboard('{Enter}');
    // The removal and its undo settle in React's next render; under load that can trail the key.
    await waitFor(() => expect(questions()).toHaveLength(24));
    expect(questionText(0)).not.toContain('I plan to stay');
    expect(screen.getByText('Question 1 removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(questions()).toHaveLength(25));
    expect(questionText(0)).toBe('1. I plan to stay at Northwind Labs for the next two years.');
  });

  it('adds the visitor’s own question, refusing an empty one and a choice without options', async () => {
    const user = userEvent.setup();
    await mount(ENGAGEMENT);
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(screen.getByText('Write the question first.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your question'), 'How do you usually commute?');
    await user.selectOptions(screen.getByLabelText('Answer type'), 'choice');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(screen.getByText('Enter at least two options, one per line.')).toBeInTheDocument();
    await user.type(
      screen.getByLabelText('Options, one per line'),
      'Car{Enter}Public transport{Enter}Bike or walk',
    );
    await user.selectOptions(screen.getByLabelText('Section'), 'wellbeing');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const wellbeing = within(sheet()).getByRole('region', { name: 'Wellbeing and workload' });
    expect(within(wellbeing).getByText(/How do you usually commute\?/)).toBeInTheDocument();
    expect(
      within(wellbeing).getByText('Choose one: Car · Public transport · Bike or walk'),
    ).toBeInTheDocument();
    expect(questions()).toHaveLength(26);
  });

  it('restores the draft after a reload, and resets with an undo', async () => {
    const user = userEvent.setup();
    const first = await mount(ENGAGEMENT);
    const company = screen.getByLabelText('Company name');
    await user.clear(company);
    await user.type(company, 'Globex');
    await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    expect(JSON.parse(window.localStorage.getItem(draftKey(ENGAGEMENT)) ?? '{}').choices.company).toBe(
      'Globex',
    );
    first.unmount();

    await mount(ENGAGEMENT);
    expect(screen.getByLabelText('Company name')).toHaveValue('Globex');
    expect(questions()).toHaveLength(24);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Company name')).toHaveValue('Northwind Labs');
    expect(questions()).toHaveLength(25);
    expect(window.localStorage.getItem(draftKey(ENGAGEMENT))).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo reset' }));
    expect(screen.getByLabelText('Company name')).toHaveValue('Globex');
    expect(questions()).toHaveLength(24);
  });

  it('keeps the usable parts of a broken draft and drops the rest', async () => {
    window.localStorage.setItem(
      draftKey(ENGAGEMENT),
      JSON.stringify({
        v: 1,
        choices: { company: 42, topics: 'x', scale: 'bogus', count: '12' },
        edits: { added: [{ id: 1 }] },
      }),
    );
    await mount(ENGAGEMENT);
    expect(screen.getByLabelText('Company name')).toHaveValue('Northwind Labs');
    expect(screen.getByLabelText('Rating scale')).toHaveValue('agreement');
    // The count was fine and is kept; the topics were not a list, so the default topics are back.
    expect(screen.getByLabelText('Number of questions')).toHaveValue('12');
    expect(screen.getByRole('checkbox', { name: 'Recognition' })).toBeChecked();
    expect(questions()).toHaveLength(12);
    expect(within(questions()[0]!).getByText(/Scale: Strongly disagree/)).toBeInTheDocument();
  });

  it('downloads a Word file and a CSV with the edited questions', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:questions';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await mount(ENGAGEMENT);
    await user.click(screen.getByRole('button', { name: 'Edit question 1' }));
    const box = screen.getByLabelText('Wording of question 1');
    await user.clear(box);
    await user.type(box, 'I am proud, and "happy", to work here.');
    await user.click(screen.getByRole('button', { name: 'Save wording' }));

    await user.click(screen.getByRole('button', { name: 'Download Word (.docx)' }));
    await screen.findByText(
      'Downloaded northwind-labs-employee-engagement-survey.docx.',
      {},
      { timeout: 10000 },
    );
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(saved[0]!.bytes) });
    expect(value).toContain('1. I am proud, and "happy", to work here.');
    expect(value).toContain('Your answers are anonymous');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await screen.findByText('Downloaded northwind-labs-employee-engagement-survey.csv.');
    const csv = await blobs.at(-1)!.text();
    expect(csv.split('\r\n')[1]).toBe(
      '1,Commitment and pride,"I am proud, and ""happy"", to work here.",Rating scale,Strongly disagree | Disagree | Neither agree nor disagree | Agree | Strongly agree,',
    );
    expect(click).toHaveBeenCalled();
  });

  it('offers AI suggestions only when switched on, adds checked ones, and keeps everything on failure', async () => {
    const user = userEvent.setup();
    const off = await mount(ENGAGEMENT);
    expect(screen.queryByRole('button', { name: 'Suggest more questions with AI' })).toBeNull();
    off.unmount();

    await mount(ENGAGEMENT, true);
    await user.click(screen.getByRole('button', { name: 'Suggest more questions with AI' }));
    expect(await screen.findByText('We could not reach the AI service.')).toBeInTheDocument();
    expect(questions()).toHaveLength(25);

    aiAnswer = async () => ({ ok: true, data: [{ text: 'I have a good friend at work.' }] });
    await user.click(screen.getByRole('button', { name: 'Suggest more questions with AI' }));
    await screen.findByText(/Added 1 AI-suggested question/);
    const own = within(sheet()).getByRole('region', { name: 'Your own questions' });
    expect(within(own).getByText(/I have a good friend at work\./)).toBeInTheDocument();
    expect(within(own).getByText('AI suggestion')).toBeInTheDocument();
    expect(questions()).toHaveLength(26);
  });
});

describe('the interview island', () => {
  it('builds a guide for the role with probes, what good looks like and a rubric, and follows the choices', async () => {
    const user = userEvent.setup();
    await mount('behavioral-interview-questions-generator');
    expect(
      within(sheet()).getByRole('heading', {
        level: 3,
        name: 'Customer Success Manager: behavioral interview guide',
      }),
    ).toBeInTheDocument();
    // 45 minutes: 2 opening + 6 competency + 2 closing.
    expect(questions()).toHaveLength(10);
    expect(within(sheet()).getAllByRole('heading', { name: 'What good looks like' }).length).toBe(4);
    const rubric = within(sheet()).getByRole('table', { name: 'Scoring communication (1-5)' });
    expect(
      within(rubric).getByRole('row', { name: /^5 Several specific examples of adapting the message/ }),
    ).toBeInTheDocument();
    expect(
      within(questions()[2]!).getByRole('list', { name: 'Follow-up probes for question 3' }),
    ).toHaveTextContent('How did you know they had understood?');
    expect(within(sheet()).getByText('Fair, legal interviewing')).toBeInTheDocument();

    const role = screen.getByLabelText('Job title');
    await user.clear(role);
    await user.type(role, 'Backend Engineer');
    expect(questionText(0)).toBe(
      '1. Walk me through your background and what led you to apply for the Backend Engineer role.',
    );
    await user.selectOptions(screen.getByLabelText('Interview length'), '90');
    // 90 minutes fits 12 competency questions; the four competencies hold 12 at mid level.
    expect(questions()).toHaveLength(2 + 12 + 2);

    await user.clear(role);
    expect(screen.getByText('Enter the job title the guide is for.')).toBeInTheDocument();
    expect(questionText(0)).toContain('Backend Engineer');

    for (const name of [
      /Communication/,
      /Problem solving/,
      /Customer focus/,
      /Ownership and accountability/,
    ]) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    expect(screen.getByText('Choose at least one of the competencies.')).toBeInTheDocument();
  });
});
