'use client';

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { HowItWorks } from '@/components/tools/kit/Method';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { runChecks } from '@/lib/career/resume/checklist';
import { yearMonthOf } from '@/lib/career/resume/dates';
import { designFromSearch } from '@/lib/career/resume/design-url';
import { addItem, moveItem, removeItem, setDesign } from '@/lib/career/resume/edit';
import {
  BLANK_ITEMS,
  blankResume,
  LIMITS,
  type Design,
  type ListKey,
  type Resume,
} from '@/lib/career/resume/model';
import { sampleResume } from '@/lib/career/resume/sample';
import { todayIso } from '@/lib/kit/dates';
import { MIME, saveFile } from '@/lib/kit/save-file';
import { serializeResume } from '@/lib/career/resume/serialize';
import { readDraft, writeDraft } from '@/lib/career/resume/storage';
import { resumeFileName } from '@/lib/career/resume/text';
import { fieldDomId, validateResume, type FieldErrors } from '@/lib/career/resume/validate';
import { buildView } from '@/lib/career/resume/view';
import { Checklist } from './Checklist';
import { ContactEditor } from './ContactEditor';
import { addButtonId, entryDomId, type EditorActions, type Undo } from './editor-api';
import { EducationEditor } from './EducationEditor';
import { ExperienceEditor } from './ExperienceEditor';
import { CertificationsEditor, LanguagesEditor, ProjectsEditor } from './OptionalEditors';
import { PreviewPane } from './PreviewPane';
import { SkillsEditor } from './SkillsEditor';
import { Toolbar, type Busy, type Confirming, type DraftState, type Notice } from './Toolbar';
import styles from './builder.module.css';

/** The box to focus in a new entry. */
const FIRST_FIELD: Record<ListKey, string> = {
  experience: 'role',
  education: 'school',
  certifications: 'name',
  projects: 'name',
  languages: 'name',
};

const ENTRY_NAME: Record<ListKey, string> = {
  experience: 'roles',
  education: 'schools',
  certifications: 'certifications',
  projects: 'projects',
  languages: 'languages',
};

/** Files larger than this cannot be a resume from this builder (its limits keep one under 300 KB). */
const MAX_FILE_BYTES = 1_000_000;

const loadPdf = () => import('@/lib/career/resume/pdf');
const loadDocx = () => import('@/lib/career/resume/docx');
const loadSchema = () => import('@/lib/career/resume/schema');

/**
 * The resume builder: a sectioned editor beside a page-proportioned preview, the checklist under
 * them, and downloads made in the browser on demand (PDF and Word writers load on first click).
 * The draft autosaves to localStorage and comes back on the next visit.
 */
export function ResumeBuilder({ method }: { method: readonly string[] }) {
  const hydrated = useHydrated();
  const [resume, setResume] = useState<Resume>(() => sampleResume());
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const [pages, setPages] = useState<number | undefined>(undefined);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [undo, setUndo] = useState<Undo | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [draft, setDraft] = useState<DraftState>('idle');
  // Which resume opens is unknown until this browser's draft has been read; until then neither the
  // sample nor the draft shows, so a returning visitor never sees the sample flash before their own.
  const [opening, setOpening] = useState<'unknown' | 'reading' | 'open'>('unknown');
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  // Set once the visitor changes anything: from then on the draft is theirs to save.
  const touched = useRef(false);
  // False until the saved draft (if any) has been read, so the sample never overwrites it.
  const restored = useRef(false);

  const today = useMemo(() => yearMonthOf(new Date()), []);
  const view = useMemo(() => buildView(resume, today), [resume, today]);
  const errors = useMemo(() => validateResume(resume, today), [resume, today]);
  const report = useMemo(
    () => runChecks({ resume, view, errors, pages, today }),
    [resume, view, errors, pages, today],
  );

  const focusLater = useCallback((id: string) => setFocusTarget({ id }), []);
  useLayoutEffect(() => {
    if (!focusTarget) return;
    const element = document.getElementById(focusTarget.id);
    if (element instanceof HTMLElement) {
      element.focus();
      element.scrollIntoView?.({ block: 'nearest' });
    }
  }, [focusTarget]);

  const replace = useCallback((next: Resume) => {
    touched.current = true;
    setResume(next);
  }, []);

  const edit = useCallback((change: (current: Resume) => Resume) => {
    touched.current = true;
    setUndo(null);
    setResume(change);
  }, []);

  // Restore the draft saved in this browser; its reader (zod) loads only when there is one.
  useLayoutEffect(() => {
    // A template link (?layout=…&accent=…, from the template gallery) picks the design, over the draft's.
    const chosen = designFromSearch(window.location.search);
    const saved = readDraft();
    let cancelled = false;
    // State changes wait for the microtask after this effect; until then the island is still
    // 'unknown', which the stylesheet keeps out of sight, so no frame shows the wrong resume.
    const soon = (change: () => void) => void Promise.resolve().then(() => cancelled || change());
    if (!saved) {
      restored.current = true;
      soon(() => {
        if (Object.keys(chosen).length) setResume((current) => setDesign(current, chosen));
        setOpening('open');
      });
      return () => {
        cancelled = true;
      };
    }
    soon(() => {
      setOpening('reading');
      setNotice({ tone: 'info', text: 'Opening the resume saved in this browser…' });
    });
    loadSchema()
      .then(({ readResumeJson }) => {
        if (cancelled) return;
        restored.current = true;
        setOpening('open');
        if (touched.current) return;
        const result = readResumeJson(saved);
        if (result.ok) {
          setResume(setDesign(result.resume, chosen));
          setNotice({ tone: 'info', text: 'Welcome back: your draft from this browser is restored.' });
        } else {
          setResume((current) => setDesign(current, chosen));
          setNotice({
            tone: 'error',
            text: 'The draft saved in this browser could not be read, so the sample is shown.',
          });
        }
      })
      .catch(() => {
        if (cancelled) return;
        // Autosave stays off, so the draft that could not be read now is still there after a reload.
        setDraft('paused');
        setOpening('open');
        setNotice({
          tone: 'error',
          text: 'Your saved draft could not be loaded. Check your connection and reload the page.',
        });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  // Autosave on every change: a resume is a few kilobytes, and a save held back for a pause in typing
  // is lost when the visitor reloads or closes the tab inside that pause.
  useEffect(() => {
    if (!touched.current || !restored.current) return;
    setDraft(writeDraft(resume) ? 'saved' : 'failed');
  }, [resume]);

  // Event handlers read the latest state through refs, so the actions keep one identity.
  const latest = useRef(resume);
  const latestUndo = useRef(undo);
  useLayoutEffect(() => {
    latest.current = resume;
    latestUndo.current = undo;
  });

  const actions = useMemo<EditorActions>(
    () => ({
      edit,
      focusLater,
      add: (key) => {
        const item = BLANK_ITEMS[key]();
        if (!addItem(latest.current, key, item).id) {
          setNotice({
            tone: 'error',
            text: `This builder keeps at most ${LIMITS.items} ${ENTRY_NAME[key]}.`,
          });
          return;
        }
        edit((current) => addItem(current, key, item).resume);
        focusLater(fieldDomId(`${key}.${item.id}.${FIRST_FIELD[key]}`));
      },
      remove: (key, id, label) => {
        const before = latest.current;
        const next = removeItem(before, key, id);
        if (!next.removed) return;
        edit(() => next.resume);
        setUndo({ snapshot: before, place: key, text: `Removed ${label}.` });
        setNotice({ tone: 'info', text: `Removed ${label}.` });
        focusLater(`rb-undo-${key}`);
      },
      move: (key, id, delta) => {
        const items = latest.current[key];
        const index = items.findIndex((item) => item.id === id);
        const target = index + delta;
        if (index < 0 || target < 0 || target >= items.length) return;
        edit((current) => moveItem(current, key, id, delta));
        setNotice({ tone: 'info', text: `Moved to position ${target + 1} of ${items.length}.` });
        // At either end the button pressed is disabled: focus its partner instead.
        const atEdge = target === 0 || target === items.length - 1;
        const direction = atEdge ? (delta < 0 ? 'down' : 'up') : delta < 0 ? 'up' : 'down';
        focusLater(`${entryDomId(key, id)}-${direction}`);
      },
      restore: () => {
        const held = latestUndo.current;
        if (!held) return;
        replace(held.snapshot);
        setUndo(null);
        setNotice({ tone: 'info', text: 'Undone.' });
        if (held.place !== 'toolbar') focusLater(addButtonId(held.place));
      },
    }),
    [edit, focusLater, replace],
  );

  // The same messages keep the same object, so sections without changes skip re-rendering.
  const errorsJson = JSON.stringify(errors);
  const stableErrors = useMemo(() => JSON.parse(errorsJson) as FieldErrors, [errorsJson]);

  const prefetch = useCallback((kind: 'pdf' | 'docx') => {
    void (kind === 'pdf' ? loadPdf() : loadDocx()).catch(() => undefined);
  }, []);

  async function download(kind: 'pdf' | 'docx') {
    const label = kind === 'pdf' ? 'PDF' : 'Word file';
    const fileName = resumeFileName(resume.contact.name, kind);
    setBusy(kind);
    setNotice({ tone: 'info', text: `Preparing your ${label}…` });
    let writer: Awaited<ReturnType<typeof loadPdf>> | Awaited<ReturnType<typeof loadDocx>>;
    try {
      writer = kind === 'pdf' ? await loadPdf() : await loadDocx();
    } catch {
      setBusy(null);
      setNotice({
        tone: 'error',
        text: `The ${label} maker could not be loaded. Check your connection and try again; your resume is kept in this browser.`,
      });
      return;
    }
    try {
      const options = { date: todayIso() };
      const bytes =
        'renderResumePdf' in writer
          ? writer.renderResumePdf(resume, options)
          : await writer.renderResumeDocx(resume, options);
      saveFile(bytes as BlobPart, fileName, MIME[kind]);
      setNotice({ tone: 'success', text: `Downloaded ${fileName}.` });
    } catch (error) {
      const reason = error instanceof Error && error.message ? ` (${error.message})` : '';
      setNotice({
        tone: 'error',
        text: `Your ${label} could not be made${reason}. Try again, or try the other format.`,
      });
    } finally {
      setBusy(null);
    }
  }

  function saveAsFile() {
    const fileName = resumeFileName(resume.contact.name, 'json');
    saveFile(serializeResume(resume), fileName, MIME.json);
    setNotice({ tone: 'success', text: `Saved ${fileName}. Open it here later to keep editing.` });
  }

  async function openFile(file: File) {
    const name = file.name;
    if (file.size > MAX_FILE_BYTES) {
      setNotice({
        tone: 'error',
        text: `Could not open “${name}”: at over 1 MB it is not a resume saved by this builder.`,
      });
      return;
    }
    setBusy('open');
    setNotice({ tone: 'info', text: `Opening ${name}…` });
    try {
      const [text, { readResumeJson }] = await Promise.all([file.text(), loadSchema()]);
      const result = readResumeJson(text);
      if (!result.ok) {
        setNotice({ tone: 'error', text: `Could not open “${name}”. ${result.message}` });
        return;
      }
      setUndo({ snapshot: resume, place: 'toolbar', text: `Opened ${name}` });
      replace(result.resume);
      setNotice({ tone: 'success', text: `Opened ${name}` });
    } catch {
      setNotice({ tone: 'error', text: `Could not read “${name}”. Check your connection and try again.` });
    } finally {
      setBusy(null);
    }
  }

  function confirm() {
    if (!confirming) return;
    setUndo({ snapshot: resume, place: 'toolbar', text: '' });
    if (confirming === 'sample') {
      replace(sampleResume(resume.design));
      setNotice({ tone: 'info', text: 'The sample resume is loaded.' });
    } else {
      replace(blankResume(resume.design));
      setNotice({ tone: 'info', text: 'Everything is cleared.' });
    }
    setConfirming(null);
    focusLater(fieldDomId('contact.name'));
  }

  // On a phone only one pane shows: open the one that holds the field (the layout choice is in the preview's).
  const goTo = (target: string) => {
    setMode(document.getElementById(target)?.closest('[data-pane="preview"]') ? 'preview' : 'edit');
    focusLater(target);
  };

  const onDesign = useCallback(
    (patch: Partial<Design>) => edit((current) => setDesign(current, patch)),
    [edit],
  );

  return (
    <div
      className={styles.island}
      data-ready={hydrated ? 'true' : undefined}
      data-opening={opening}
      aria-busy={opening === 'open' ? undefined : true}
    >
      <Toolbar
        busy={opening === 'reading' ? 'reading' : busy}
        notice={notice}
        draft={draft}
        confirming={confirming}
        canUndo={undo?.place === 'toolbar'}
        onDownload={(kind) => void download(kind)}
        onPrefetch={prefetch}
        onSave={saveAsFile}
        onOpen={(file) => void openFile(file)}
        onPrint={() => window.print()}
        onAsk={(what) => {
          setConfirming(what);
          focusLater('rb-confirm-no');
        }}
        onConfirm={confirm}
        onCancel={() => {
          const from = confirming;
          setConfirming(null);
          focusLater(from === 'sample' ? 'rb-ask-sample' : 'rb-ask-clear');
        }}
        onUndo={actions.restore}
      />
      <div className={styles.viewSwitch} role="group" aria-label="Show on this screen">
        <button type="button" aria-pressed={mode === 'edit'} onClick={() => setMode('edit')}>
          Edit
        </button>
        <button type="button" aria-pressed={mode === 'preview'} onClick={() => setMode('preview')}>
          Preview
        </button>
      </div>
      {opening === 'reading' ? (
        <p className={styles.opening}>Your saved resume appears here in a moment.</p>
      ) : null}
      <div className={styles.workspace} data-mode={mode} hidden={opening === 'reading'}>
        <form
          className={styles.editorPane}
          aria-labelledby="rb-editor-title"
          noValidate
          onSubmit={(event) => event.preventDefault()}
        >
          <h2 id="rb-editor-title" className="visually-hidden">
            Edit your resume
          </h2>
          <ContactEditor
            contact={resume.contact}
            summary={resume.summary}
            actions={actions}
            errors={stableErrors}
          />
          <ExperienceEditor jobs={resume.experience} actions={actions} errors={stableErrors} undo={undo} />
          <EducationEditor schools={resume.education} actions={actions} errors={stableErrors} undo={undo} />
          <SkillsEditor skills={resume.skills} actions={actions} />
          <CertificationsEditor
            items={resume.certifications}
            actions={actions}
            errors={stableErrors}
            undo={undo}
          />
          <ProjectsEditor items={resume.projects} actions={actions} errors={stableErrors} undo={undo} />
          <LanguagesEditor items={resume.languages} actions={actions} errors={stableErrors} undo={undo} />
        </form>
        <div className={styles.previewPane} data-pane="preview">
          <PreviewPane view={view} design={resume.design} onDesign={onDesign} onPages={setPages} />
        </div>
      </div>
      {opening === 'reading' ? null : <Checklist report={report} onGo={goTo} />}
      <HowItWorks
        method={method}
        placeholder="Everything runs in your browser: the checks above update as you type, and the PDF and Word files are made on your device when you download them."
      />
    </div>
  );
}
