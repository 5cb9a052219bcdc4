'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { loadEngine } from '@/content/tools/generators/engines';
import { copyText } from '@/lib/kit/clipboard';
import { cryptoRng, newSeed, seededRng } from '@/lib/generators/random';
import type { Batch, GenField, GeneratorId, Idea, Layout, Values } from '@/lib/generators/types';
import { defaultValuesOf, validateValues } from '@/lib/generators/validate';
import { Method } from '@/components/tools/kit/Method';
import { actionButton, primaryActionButton } from '../kit/buttons';
import kitStyles from '../kit/kit.module.css';
import { useHydrated } from '@/components/tools/kit/useHydrated';
import { Favourites } from './Favourites';
import { GeneratorFields } from './GeneratorFields';
import styles from './generators.module.css';
import { IdeaList } from './IdeaList';
import { SnippetPreview } from './SnippetPreview';
import { useFavourites } from './useFavourites';

type Props = {
  slug: string;
  generator: GeneratorId;
  fields: readonly GenField[];
  layout: Layout;
  resultTitle: string;
  method: readonly string[];
  defaultSeed: string;
  /** The batch for the default inputs and seed, worked out while the site builds. */
  initial: Batch;
  aiAvailable: boolean;
};

type Notice = { tone: 'good' | 'bad'; text: string } | null;

const key = (idea: Idea) => `${idea.text}\u0000${idea.secondary ?? ''}`;

/**
 * The island of every name and marketing generator: the inputs, Generate and More ideas, the
 * results as cards (or a tag list, or a search snippet), favourites and, where switched on, AI ideas.
 */
export function GeneratorIsland(props: Props) {
  const { slug, generator, fields, layout, resultTitle, method, defaultSeed, initial, aiAvailable } = props;
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(() => defaultValuesOf(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [seed, setSeed] = useState(defaultSeed);
  const [batch, setBatch] = useState<Batch>(initial);
  const [aiIdeas, setAiIdeas] = useState<Idea[]>([]);
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [ai, setAi] = useState<{ pending: boolean; message: string; failed: boolean }>({
    pending: false,
    message: '',
    failed: false,
  });
  const [preview, setPreview] = useState<{ title: string; description: string } | null>(null);
  const favourites = useFavourites(slug);
  const form = useRef<HTMLFormElement>(null);

  const preload = () => void loadEngine(generator).catch(() => undefined);

  const change = (field: string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Clear a field's message once it is fixed; new ones wait for Generate.
    if (errors[field]) {
      const next = validateValues(fields, { ...values, [field]: value });
      setErrors((current) => {
        const copy = { ...current };
        if (next[field]) copy[field] = next[field];
        else delete copy[field];
        return copy;
      });
    }
  };

  const run = async (nextSeed: string) => {
    const found = validateValues(fields, values);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      setNotice({
        tone: 'bad',
        text: 'Check the highlighted field: the ideas below are from your last settings.',
      });
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setLoading(true);
    try {
      const engine = await loadEngine(generator);
      // Random words are a fair draw each time; every other tool is repeatable from its seed.
      const rng =
        generator === 'random-word' ? cryptoRng() : seededRng(`${nextSeed}:${JSON.stringify(values)}`);
      const next = engine.generate(values, rng);
      setSeed(nextSeed);
      setBatch(next);
      setPreview(null);
      setNotice(null);
    } catch {
      setNotice({
        tone: 'bad',
        text: 'The word lists could not load. Check your connection and press Generate again.',
      });
    } finally {
      setLoading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(seed);
  };

  const copy = async (text: string, what: string) => {
    const ok = (await copyText(text)) === 'copied';
    setNotice(
      ok
        ? { tone: 'good', text: `Copied ${what}.` }
        : {
            tone: 'bad',
            text: 'Copying was blocked by the browser: select the text and press Ctrl+C (⌘C on a Mac).',
          },
    );
  };

  const askAi = async () => {
    const found = validateValues(fields, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setAi({ pending: true, message: 'Asking the AI service for more ideas…', failed: false });
    try {
      const [engine, { moreWithAi }] = await Promise.all([
        loadEngine(generator),
        import('@/lib/generators/ai'),
      ]);
      const result = await moreWithAi(generator, engine, values);
      if (!result.ok) {
        setAi({ pending: false, message: result.message, failed: true });
        return;
      }
      const known = new Set([...aiIdeas, ...batch.ideas].map(key));
      const fresh = result.ideas.filter((idea) => !known.has(key(idea)));
      setAiIdeas((current) => [...fresh, ...current]);
      setAi({
        pending: false,
        failed: false,
        message: fresh.length
          ? `Added ${fresh.length} AI ${fresh.length === 1 ? 'idea' : 'ideas'}, marked AI.${result.dropped ? ` ${result.dropped} broke this tool’s rules and were left out.` : ''}`
          : 'The AI ideas were repeats or broke this tool’s rules, so none were added.',
      });
    } catch {
      setAi({ pending: false, message: 'The AI ideas could not load. Please try again.', failed: true });
    }
  };

  const ideas = [...aiIdeas, ...batch.ideas];
  const chosen =
    preview ??
    (batch.ideas[0] ? { title: batch.ideas[0].text, description: batch.ideas[0].secondary ?? '' } : null);
  const site = values.brand?.trim()
    ? `${values.brand
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '')}.com › ${(values.keyword ?? '')
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')}`
    : 'example.com';

  return (
    <div className={kitStyles.island} data-ready={hydrated ? 'true' : undefined} data-generator={generator}>
      <div className={styles.layout}>
        <form
          ref={form}
          className={styles.inputs}
          onSubmit={submit}
          onFocus={preload}
          onPointerEnter={preload}
          noValidate
          aria-labelledby={`${id}-inputs`}
        >
          <h2 id={`${id}-inputs`} className={kitStyles.sectionTitle}>
            Your details
          </h2>
          <GeneratorFields id={id} fields={fields} values={values} errors={errors} onChange={change} />
          <div className={kitStyles.actions}>
            <button type="submit" className={primaryActionButton} disabled={loading}>
              Generate
            </button>
            <button
              type="button"
              className={actionButton}
              disabled={loading}
              onClick={() => void run(newSeed())}
            >
              More ideas
            </button>
            {aiAvailable ? (
              <button
                type="button"
                className={actionButton}
                disabled={ai.pending}
                onClick={() => void askAi()}
              >
                {ai.pending ? 'Asking AI…' : 'More ideas with AI'}
              </button>
            ) : null}
            {aiAvailable ? (
              <p
                role={ai.failed ? 'alert' : 'status'}
                className={`${styles.aiStatus} ${ai.failed ? styles.over : styles.muted}`}
              >
                {ai.message}
              </p>
            ) : null}
          </div>
          <p className={styles.muted}>
            Generated in your browser from curated word lists and patterns
            {aiAvailable ? '; only More ideas with AI sends your words to the AI service.' : '.'}
          </p>
        </form>

        <section className={styles.results} aria-labelledby={`${id}-results`}>
          <div className={styles.resultsHead}>
            <h2 id={`${id}-results`} className={kitStyles.sectionTitle}>
              {resultTitle}
            </h2>
            {layout === 'tags' && batch.ideas.length ? (
              <button
                type="button"
                className={primaryActionButton}
                onClick={() =>
                  void copy(ideas.map((idea) => idea.text).join(', '), 'the tags as a comma list')
                }
              >
                Copy all tags
              </button>
            ) : null}
            {layout === 'words' && batch.ideas.length ? (
              <button
                type="button"
                className={actionButton}
                onClick={() => void copy(ideas.map((idea) => idea.text).join('\n'), 'all the words')}
              >
                Copy all
              </button>
            ) : null}
          </div>
          <output className={styles.summary} aria-live="polite" data-summary>
            {loading ? 'Loading the word lists…' : batch.summary}
          </output>
          <p role="status" className={notice?.tone === 'bad' ? styles.over : styles.within}>
            {notice?.text ?? ''}
          </p>
          {layout === 'snippet' && chosen ? (
            <SnippetPreview
              title={chosen.title}
              description={chosen.description}
              site={site}
              onChange={(title, description) => setPreview({ title, description })}
            />
          ) : null}
          <IdeaList
            ideas={ideas}
            layout={layout}
            isSaved={favourites.has}
            onCopy={(idea) =>
              void copy(idea.secondary ? `${idea.text}\n${idea.secondary}` : idea.text, `“${idea.text}”`)
            }
            onToggle={favourites.toggle}
            onPreview={
              layout === 'snippet'
                ? (idea) => setPreview({ title: idea.text, description: idea.secondary ?? '' })
                : undefined
            }
          />
          <Favourites
            id={id}
            slug={slug}
            items={favourites.items}
            onRemove={favourites.toggle}
            onClear={favourites.clear}
            onCopyAll={(text) => void copy(text, 'your favourites')}
          />
        </section>
      </div>
      <Method method={method} />
    </div>
  );
}
