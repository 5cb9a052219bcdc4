'use client';

import { useState } from 'react';
import type { Item } from '@/lib/surveys/model';
import { FORMAT_LABELS } from '@/lib/surveys/scales';
import type { AnswerFormat } from '@/lib/surveys/spec';
import { SelectField, TextField } from './ChoiceFields';
import styles from './questions.module.css';
import { actionButton } from '../kit/buttons';

const SURVEY_FORMATS: readonly AnswerFormat[] = ['scale', 'open', 'choice', 'multi'];

/** "Add your own question": wording, section and answer type; options for a choice question. */
export function AddQuestion({
  mode,
  sections,
  idPrefix,
  onAdd,
}: {
  mode: 'survey' | 'interview';
  sections: readonly { id: string; title: string }[];
  idPrefix: string;
  onAdd: (question: Pick<Item, 'section' | 'text' | 'format' | 'probes'> & { options: string[] }) => void;
}) {
  const [text, setText] = useState('');
  const [section, setSection] = useState('');
  const [format, setFormat] = useState<AnswerFormat>(mode === 'survey' ? 'scale' : 'question');
  const [options, setOptions] = useState('');
  const [probe, setProbe] = useState('');
  const [errors, setErrors] = useState<{ text?: string; options?: string }>({});
  const id = (key: string) => `${idPrefix}-add-${key}`;
  const chosenSection = sections.some((s) => s.id === section) ? section : (sections[0]?.id ?? 'own');
  const choice = format === 'choice' || format === 'multi';

  const add = () => {
    const lines = options
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const next = {
      text: text.trim() ? undefined : 'Write the question first.',
      options: choice && lines.length < 2 ? 'Enter at least two options, one per line.' : undefined,
    };
    setErrors(next);
    if (next.text || next.options) {
      document.getElementById(next.text ? id('text') : id('options'))?.focus();
      return;
    }
    onAdd({
      section: chosenSection,
      text: text.replace(/\s+/g, ' ').trim(),
      format,
      options: choice ? lines : [],
      probes: probe.trim() ? [probe.trim()] : [],
    });
    setText('');
    setOptions('');
    setProbe('');
  };

  return (
    <div className={styles.add} role="group" aria-labelledby={id('title')}>
      <h3 id={id('title')} className={styles.addTitle}>
        Add your own question
      </h3>
      <TextField
        id={id('text')}
        label="Your question"
        multiline
        value={text}
        error={errors.text}
        onChange={setText}
      />
      <div className={styles.addGrid}>
        <SelectField
          id={id('section')}
          label="Section"
          value={chosenSection}
          options={sections.map((s) => ({ value: s.id, label: s.title }))}
          onChange={setSection}
        />
        {mode === 'survey' ? (
          <SelectField
            id={id('format')}
            label="Answer type"
            value={format}
            options={SURVEY_FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] }))}
            onChange={(v) => setFormat(v as AnswerFormat)}
          />
        ) : (
          <TextField id={id('probe')} label="Follow-up probe (optional)" value={probe} onChange={setProbe} />
        )}
      </div>
      {choice ? (
        <TextField
          id={id('options')}
          label="Options, one per line"
          multiline
          value={options}
          error={errors.options}
          onChange={setOptions}
        />
      ) : null}
      <div>
        <button type="button" className={actionButton} onClick={add}>
          Add question
        </button>
      </div>
    </div>
  );
}
