'use client';

import { useRef, useState, type DragEvent } from 'react';
import { HowItWorks } from '@/components/tools/kit/Method';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import type { ConfidenceKey, Confidence, ParsedResume } from '@/lib/career/parser/model';
import {
  ACCEPT,
  checkFile,
  matchesSignature,
  NoTextError,
  type FileKind,
} from '@/lib/career/parser/read-file';
import type { ReadText } from '@/lib/career/parser/read-text';
import { SAMPLE_RESUME_TEXT } from '@/lib/career/parser/sample';
import { BUILDER_PATH } from '@/lib/career/resume/design-url';
import { MIME, saveCsv, saveFile } from '@/lib/kit/save-file';
import { readDraft, writeDraft } from '@/lib/career/resume/storage';
import { actionButton, primaryActionButton } from '../kit/buttons';
import { ParsedForm } from './ParsedForm';
import styles from './career.module.css';

type Status = { tone: 'info' | 'success' | 'error'; text: string } | null;
type Result = {
  fileName: string;
  parsed: Omit<ParsedResume, 'confidence'>;
  confidence: Record<ConfidenceKey, Confidence>;
};

const loadParser = () => import('@/lib/career/parser/parse');
const loadPdf = () => import('@/lib/career/parser/read-pdf');
const loadDocx = () => import('@/lib/career/parser/read-docx');
const loadExport = () => import('@/lib/career/parser/export');
const loadToResume = () => import('@/lib/career/parser/to-resume');

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The resume parser: a file is read on this device (pdf.js for PDFs, mammoth for Word, both loaded
 * on first use), its text split into parts by heuristics, and shown as an editable form that can
 * open in the resume builder or download as JSON or CSV. Nothing is uploaded.
 */
export function ResumeParser({
  method,
  navigate = (url) => window.location.assign(url),
}: {
  method: readonly string[];
  /** Where "Open in resume builder" goes; replaced in tests, where jsdom cannot navigate. */
  navigate?: (url: string) => void;
}) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function textOf(file: File, kind: FileKind): Promise<ReadText> {
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!matchesSignature(kind, bytes)) throw new TypeError('signature');
    if (kind === 'txt') return { text: new TextDecoder().decode(bytes), headings: [] };
    if (kind === 'docx') {
      setStatus({ tone: 'info', text: 'Loading the Word reader…' });
      const { readDocx } = await loadDocx();
      return readDocx(bytes.buffer);
    }
    setStatus({ tone: 'info', text: 'Loading the PDF reader…' });
    const { readPdf } = await loadPdf();
    return readPdf(bytes, (page, pages) =>
      setStatus({ tone: 'info', text: `Reading page ${page} of ${pages}…` }),
    );
  }

  async function show(fileName: string, { text, headings }: ReadText) {
    const { parseResumeText } = await loadParser();
    const { confidence, ...parsed } = parseResumeText(text, { headings });
    setResult({ fileName, parsed, confidence: { ...confidence } });
    setConfirming(false);
    setStatus({
      tone: 'success',
      text: `Read “${fileName}”: ${count(parsed.experience.length, 'job', 'jobs')}, ${count(parsed.education.length, 'school', 'schools')}, ${count(parsed.skills.split('\n').filter(Boolean).length, 'skill', 'skills')}. Check the form below.`,
    });
  }

  async function read(file: File) {
    const check = checkFile(file);
    if (!check.ok) {
      setStatus({ tone: 'error', text: check.message });
      return;
    }
    setBusy(true);
    setStatus({ tone: 'info', text: `Reading “${file.name}”…` });
    try {
      const read = await textOf(file, check.kind);
      if (read.text.replace(/\s/g, '').length < 20) throw new NoTextError('empty');
      await show(file.name, read);
    } catch (error) {
      setStatus({
        tone: 'error',
        text:
          error instanceof NoTextError
            ? `“${file.name}” has no text to read: it looks like a scanned or image-only ${check.kind === 'pdf' ? 'PDF' : 'file'}. Export the resume again from Word or Google Docs as a PDF, or upload the .docx.`
            : error instanceof TypeError && error.message === 'signature'
              ? `“${file.name}” is not really a ${check.kind.toUpperCase()} file: its contents do not match its name. Open and save it again, then try once more.`
              : `“${file.name}” could not be read. It may be damaged or password-protected; save it again without a password and try once more.`,
      });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void read(file);
  }

  async function download(kind: 'json' | 'csv') {
    if (!result) return;
    const { toJson, toCsv, parsedFileStem } = await loadExport();
    const full = { ...result.parsed, confidence: result.confidence };
    const name = `${parsedFileStem(result.parsed.name)}.${kind}`;
    if (kind === 'json') saveFile(toJson(full), name, MIME.json);
    // A byte-order mark, so Excel reads the UTF-8 (accents, dashes) correctly.
    else saveCsv(toCsv(full), name);
    setStatus({ tone: 'success', text: `Downloaded ${name}.` });
  }

  async function openInBuilder(confirmed: boolean) {
    if (!result) return;
    if (!confirmed && readDraft()) {
      setConfirming(true);
      return;
    }
    const { toBuilderResume } = await loadToResume();
    if (!writeDraft(toBuilderResume({ ...result.parsed, confidence: result.confidence }))) {
      setStatus({
        tone: 'error',
        text: 'This browser would not let us save the resume for the builder (storage is full or blocked). Download the JSON instead.',
      });
      return;
    }
    navigate(BUILDER_PATH);
  }

  return (
    <div className={styles.island} data-ready={hydrated ? 'true' : undefined}>
      <section className={styles.panel} aria-labelledby="rp-pick-title">
        <h2 id="rp-pick-title" className={styles.panelTitle}>
          Choose a resume
        </h2>
        <div
          className={`${styles.drop} ${dragging ? styles.dropActive : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="resume-drop"
        >
          <label htmlFor="rp-file" className={styles.label}>
            Drop a resume here, or choose a file (PDF, Word .docx or .txt, up to 10 MB)
          </label>
          <input
            ref={input}
            id="rp-file"
            type="file"
            accept={ACCEPT}
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void read(file);
            }}
          />
          <p className={styles.help}>Your file is read on this device and never uploaded.</p>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={actionButton}
            disabled={busy}
            onClick={() => void show('Sample resume', { text: SAMPLE_RESUME_TEXT, headings: [] })}
          >
            Try a sample resume
          </button>
        </div>
        <p
          role="status"
          aria-live="polite"
          className={status?.tone === 'error' ? styles.alert : status ? styles.notice : styles.status}
          id="rp-status"
        >
          {status?.text ?? ''}
        </p>
      </section>

      {result ? (
        <>
          <p className={styles.muted}>
            File: <span className={styles.fileName}>{result.fileName}</span>
          </p>
          <ParsedForm
            parsed={result.parsed}
            confidence={result.confidence}
            onChange={(parsed) => setResult((current) => (current ? { ...current, parsed } : current))}
          />
          <section className={styles.panel} aria-labelledby="rp-use-title">
            <h2 id="rp-use-title" className={styles.panelTitle}>
              Use the result
            </h2>
            <div className={styles.actions}>
              <button type="button" className={primaryActionButton} onClick={() => void openInBuilder(false)}>
                Open in resume builder
              </button>
              <button type="button" className={actionButton} onClick={() => void download('json')}>
                Download JSON
              </button>
              <button type="button" className={actionButton} onClick={() => void download('csv')}>
                Download CSV
              </button>
            </div>
            {confirming ? (
              <div className={styles.notice} role="alert">
                <p>The resume builder already has a draft in this browser. Replace it with this resume?</p>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={primaryActionButton}
                    onClick={() => void openInBuilder(true)}
                  >
                    Replace the draft
                  </button>
                  <button type="button" className={actionButton} onClick={() => setConfirming(false)}>
                    Keep the draft
                  </button>
                </div>
              </div>
            ) : null}
          </section>
        </>
      ) : null}
      <HowItWorks
        method={method}
        placeholder="Your resume is read in this browser: PDF text with pdf.js, Word files with mammoth. Nothing is uploaded."
      />
    </div>
  );
}
