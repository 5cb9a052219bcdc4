'use client';

import { JD_LISTS } from '@/content/tools/career/jd-lists';
import { useMemo, useRef, useState } from 'react';
import { HowItWorks } from '@/components/tools/kit/Method';
import { AiEmulatedNote } from '@/components/tools/kit/AiEmulatedNote';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { isAiConfigured } from '@/lib/ai/configured';
import type { AiJdDraft } from '@/lib/career/jd/ai';
import { blocksOf, jdFileStem, toDocumentModel, toMarkdown, toPlainText } from '@/lib/career/jd/export';
import {
  generateJobDescription,
  SAMPLE_INPUT,
  salaryProblems,
  type JdInput,
  type JdSectionId,
  type JobDescription,
} from '@/lib/career/jd/generate';
import { checkLanguage } from '@/lib/career/jd/language';
import { todayIso } from '@/lib/kit/dates';
import { actionButton, primaryActionButton } from '../kit/buttons';
import { JdForm } from './JdForm';
import { LanguageFlags } from './LanguageFlags';
import styles from './career.module.css';
import { copyText } from '@/lib/kit/clipboard';

type Notice = { tone: 'info' | 'success' | 'error'; text: string };
type AiState =
  | { phase: 'idle' }
  | { phase: 'pending' }
  | { phase: 'done'; draft: AiJdDraft; emulated: boolean }
  | { phase: 'failed'; message: string };

const loadDownloads = () => import('@/lib/documents/download');
const loadAi = () => import('@/lib/career/jd/ai');

/**
 * The job description generator: the form on one side, the generated description on the other as
 * editable sections, with the inclusive-language check, copy, Word and PDF. Everything is made in
 * the browser; the optional AI rewrite is an extra the visitor chooses to apply.
 */
export function JobDescriptionGenerator({ method }: { method: readonly string[] }) {
  const hydrated = useHydrated();
  const [input, setInput] = useState<JdInput>(SAMPLE_INPUT);
  const [edits, setEdits] = useState<Partial<Record<JdSectionId, string>>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [ai, setAi] = useState<AiState>({ phase: 'idle' });
  const aiEnabled = hydrated && isAiConfigured();
  const problems = useMemo(() => salaryProblems(input), [input]);
  const generated = useMemo(() => generateJobDescription(input, JD_LISTS), [input]);
  const jd = useMemo<JobDescription>(
    () => ({
      ...generated,
      sections: generated.sections.map((section) =>
        edits[section.id] === undefined ? section : { ...section, text: edits[section.id]! },
      ),
    }),
    [generated, edits],
  );
  const flags = useMemo(
    () =>
      jd.sections
        .flatMap((section) =>
          checkLanguage(section.text).map((flag) => ({ ...flag, section: section.heading })),
        )
        .concat(checkLanguage(jd.title).map((flag) => ({ ...flag, section: 'Job title' }))),
    [jd],
  );
  const aiRequest = useRef(0);

  async function copy(kind: 'text' | 'markdown') {
    if ((await copyText(kind === 'text' ? toPlainText(jd) : toMarkdown(jd), 'jd-preview')) === 'copied') {
      setNotice({ tone: 'success', text: kind === 'text' ? 'Copied as plain text.' : 'Copied as Markdown.' });
    } else {
      setNotice({
        tone: 'error',
        text: 'Copying was blocked: the preview is selected, press Ctrl+C (⌘C on a Mac).',
      });
    }
  }

  async function download(format: 'docx' | 'pdf') {
    const label = format === 'docx' ? 'Word file' : 'PDF';
    const fileName = `${jdFileStem(jd.title)}.${format}`;
    setBusy(true);
    setNotice({ tone: 'info', text: `Preparing your ${label}…` });
    try {
      const { renderFile, saveFile } = await loadDownloads();
      const bytes = await renderFile(format, toDocumentModel(jd, input.company, todayIso()));
      saveFile(bytes, fileName, format);
      setNotice({ tone: 'success', text: `Downloaded ${fileName}.` });
    } catch {
      setNotice({
        tone: 'error',
        text: `Your ${label} could not be made. Check your connection and try again; nothing you typed is lost.`,
      });
    } finally {
      setBusy(false);
    }
  }

  async function writeWithAi() {
    const request = ++aiRequest.current;
    setAi({ phase: 'pending' });
    try {
      const { writeJdWithAi } = await loadAi();
      const result = await writeJdWithAi(input, jd);
      if (request !== aiRequest.current) return;
      setAi(
        result.ok
          ? { phase: 'done', draft: result.data, emulated: result.emulated === true }
          : { phase: 'failed', message: result.message },
      );
    } catch {
      if (request === aiRequest.current)
        setAi({
          phase: 'failed',
          message: 'The AI writer could not be loaded. Check your connection and try again.',
        });
    }
  }

  function applyAiDraft(draft: AiJdDraft) {
    setEdits((current) => ({
      ...current,
      role: draft.summary,
      responsibilities: draft.responsibilities.join('\n'),
      requirements: draft.requirements.join('\n'),
      niceToHave: draft.niceToHave.join('\n'),
    }));
    setAi({ phase: 'idle' });
    setNotice({
      tone: 'info',
      text: 'The AI draft replaced the summary and the three lists. Reset a section to go back.',
    });
  }

  return (
    <div className={styles.island} data-ready={hydrated ? 'true' : undefined}>
      <JdForm
        input={input}
        problems={problems}
        onChange={(patch) => setInput((current) => ({ ...current, ...patch }))}
      />

      <section className={styles.panel} aria-labelledby="jd-sections-title">
        <h2 id="jd-sections-title" className={styles.panelTitle}>
          Your job description
        </h2>
        <p className={styles.help}>
          Generated in your browser from the role, seniority and details above. Edit any section; list
          sections take one item per line.
        </p>
        {jd.sections.map((section) => {
          const edited = edits[section.id] !== undefined;
          return (
            <div key={section.id} className={styles.field}>
              <label htmlFor={`jd-section-${section.id}`} className={styles.label}>
                {section.heading}
                {section.kind === 'list' ? ' (one per line)' : ''}
              </label>
              <textarea
                id={`jd-section-${section.id}`}
                className={styles.textarea}
                value={section.text}
                maxLength={6000}
                rows={section.kind === 'list' ? 6 : 4}
                onChange={(event) => {
                  const value = event.target.value;
                  setEdits((current) => ({ ...current, [section.id]: value }));
                }}
              />
              {edited ? (
                <p className={styles.help}>
                  You edited this section, so changes to the form above no longer rewrite it.{' '}
                  <button
                    type="button"
                    className={actionButton}
                    onClick={() =>
                      setEdits((current) => {
                        const next = { ...current };
                        delete next[section.id];
                        return next;
                      })
                    }
                  >
                    Reset “{section.heading}”
                  </button>
                </p>
              ) : null}
            </div>
          );
        })}
        {aiEnabled ? (
          <div className={styles.entry}>
            <div className={styles.actions}>
              <button
                type="button"
                className={actionButton}
                onClick={() => void writeWithAi()}
                disabled={ai.phase === 'pending'}
              >
                {ai.phase === 'pending' ? 'Writing with AI…' : 'Write with AI'}
              </button>
              <span className={styles.help}>
                Sends the form and your sections to our AI service for a rewrite you can apply.
              </span>
            </div>
            <div role="status" aria-live="polite" className={styles.status}>
              {ai.phase === 'pending' ? 'The AI is drafting a summary and lists…' : ''}
              {ai.phase === 'failed' ? <span className={styles.error}>{ai.message}</span> : null}
            </div>
            {ai.phase === 'done' ? (
              <div className={styles.preview}>
                <h3>AI draft</h3>
                {ai.emulated ? <AiEmulatedNote className={styles.help} /> : null}
                <p>{ai.draft.summary}</p>
                <h4>What you will do</h4>
                <ul>
                  {ai.draft.responsibilities.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ul>
                <h4>What you bring</h4>
                <ul>
                  {ai.draft.requirements.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ul>
                <h4>Nice to have</h4>
                <ul>
                  {ai.draft.niceToHave.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ul>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={primaryActionButton}
                    onClick={() => applyAiDraft(ai.draft)}
                  >
                    Use the AI draft
                  </button>
                  <button type="button" className={actionButton} onClick={() => setAi({ phase: 'idle' })}>
                    Discard
                  </button>
                </div>
              </div>
            ) : null}
          </div>
        ) : null}
      </section>

      <LanguageFlags flags={flags} />

      <section className={styles.panel} aria-labelledby="jd-preview-title">
        <h2 id="jd-preview-title" className={styles.panelTitle}>
          Preview
        </h2>
        <div id="jd-preview" className={styles.preview} data-testid="jd-preview">
          <h3>{jd.title}</h3>
          {jd.meta ? (
            <p>
              <em>{jd.meta}</em>
            </p>
          ) : null}
          {jd.sections.map((section) => {
            const blocks = blocksOf(section);
            if (!blocks.length) return null;
            return (
              <div key={section.id}>
                <h4>{section.heading}</h4>
                {blocks.map((block, index) =>
                  block.kind === 'p' ? (
                    <p key={index}>{block.text}</p>
                  ) : (
                    <ul key={index}>
                      {block.items.map((item, itemIndex) => (
                        <li key={itemIndex}>{item}</li>
                      ))}
                    </ul>
                  ),
                )}
              </div>
            );
          })}
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={primaryActionButton}
            disabled={busy}
            onClick={() => void download('docx')}
          >
            Download Word (.docx)
          </button>
          <button type="button" className={actionButton} disabled={busy} onClick={() => void download('pdf')}>
            Download PDF
          </button>
          <button type="button" className={actionButton} onClick={() => void copy('text')}>
            Copy as text
          </button>
          <button type="button" className={actionButton} onClick={() => void copy('markdown')}>
            Copy as Markdown
          </button>
        </div>
        <p
          role="status"
          aria-live="polite"
          className={notice?.tone === 'error' ? styles.error : styles.status}
        >
          {notice?.text ?? ''}
        </p>
      </section>
      <HowItWorks
        method={method}
        placeholder="The description is written in your browser from a curated library of roles; the Word and PDF files are made on your device."
      />
    </div>
  );
}
