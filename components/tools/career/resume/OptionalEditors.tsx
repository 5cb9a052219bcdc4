import { memo, type ReactNode } from 'react';
import { updateItem } from '@/lib/career/resume/edit';
import {
  LANGUAGE_LEVELS,
  type Certification,
  type Language,
  type ListKey,
  type Project,
} from '@/lib/career/resume/model';
import { fieldDomId, fieldKey } from '@/lib/career/resume/validate';
import fieldStyles from '@/components/tools/fields/fields.module.css';
import { addButtonId, entryDomId, type SectionProps } from './editor-api';
import { EntryControls, TextField, UndoBar } from './fields';
import styles from './builder.module.css';

interface OptionalSectionProps<T extends { id: string }> extends SectionProps {
  listKey: ListKey;
  title: string;
  items: readonly T[];
  itemName: string;
  addLabel: string;
  label: (item: T) => string;
  fields: (item: T) => ReactNode;
}

/** A section that stays off the resume until it has an entry: the editor shows only its add button. */
function OptionalSection<T extends { id: string }>({
  actions,
  undo,
  listKey,
  title,
  items,
  itemName,
  addLabel,
  label,
  fields,
}: OptionalSectionProps<T>) {
  const headingId = `rb-h-${listKey}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {title} <span className={styles.optional}>(optional)</span>
      </h3>
      {items.length === 0 ? (
        <p className={fieldStyles.help}>Shown on the resume only once you add one.</p>
      ) : (
        <ol className={styles.entries}>
          {items.map((item, index) => (
            <li key={item.id} id={entryDomId(listKey, item.id)} className={styles.entry}>
              <fieldset className={fieldStyles.fieldset}>
                <legend className={styles.entryLegend}>
                  {itemName} {index + 1}
                </legend>
                <div className={fieldStyles.grid}>{fields(item)}</div>
                <EntryControls
                  label={label(item)}
                  idBase={entryDomId(listKey, item.id)}
                  index={index}
                  count={items.length}
                  onMove={(delta) => actions.move(listKey, item.id, delta)}
                  onRemove={() => actions.remove(listKey, item.id, label(item))}
                />
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <UndoBar undo={undo} place={listKey} onUndo={actions.restore} />
      <button
        type="button"
        id={addButtonId(listKey)}
        className={styles.addButton}
        onClick={() => actions.add(listKey)}
      >
        + {addLabel}
      </button>
    </section>
  );
}

export const CertificationsEditor = memo(function CertificationsEditor({
  items,
  ...section
}: SectionProps & { items: readonly Certification[] }) {
  const { errors } = section;
  const { edit } = section.actions;
  return (
    <OptionalSection<Certification>
      {...section}
      listKey="certifications"
      title="Certifications"
      items={items}
      itemName="Certification"
      addLabel="Add certification"
      label={(cert) => cert.name.trim() || 'untitled certification'}
      fields={(cert) => {
        const key = (field: string) => fieldKey('certifications', cert.id, field);
        const change = (patch: Partial<Certification>) =>
          edit((r) => updateItem(r, 'certifications', cert.id, patch));
        return (
          <>
            <TextField
              name={key('name')}
              label="Certification"
              value={cert.name}
              onChange={(name) => change({ name })}
              wide
            />
            <TextField
              name={key('issuer')}
              label="Issued by"
              value={cert.issuer}
              onChange={(issuer) => change({ issuer })}
            />
            <TextField
              name={key('year')}
              label="Year"
              value={cert.year}
              maxLength={8}
              error={errors[key('year')]}
              onChange={(year) => change({ year })}
            />
          </>
        );
      }}
    />
  );
});

export const ProjectsEditor = memo(function ProjectsEditor({
  items,
  ...section
}: SectionProps & { items: readonly Project[] }) {
  const { errors } = section;
  const { edit } = section.actions;
  return (
    <OptionalSection<Project>
      {...section}
      listKey="projects"
      title="Projects"
      items={items}
      itemName="Project"
      addLabel="Add project"
      label={(project) => project.name.trim() || 'untitled project'}
      fields={(project) => {
        const key = (field: string) => fieldKey('projects', project.id, field);
        const change = (patch: Partial<Project>) => edit((r) => updateItem(r, 'projects', project.id, patch));
        return (
          <>
            <TextField
              name={key('name')}
              label="Project"
              value={project.name}
              onChange={(name) => change({ name })}
            />
            <TextField
              name={key('link')}
              label="Link (optional)"
              type="url"
              value={project.link}
              error={errors[key('link')]}
              onChange={(link) => change({ link })}
            />
            <TextField
              name={key('description')}
              label="What you did and the result, one point per line"
              multiline
              rows={3}
              value={project.description}
              onChange={(description) => change({ description })}
              wide
            />
          </>
        );
      }}
    />
  );
});

export const LanguagesEditor = memo(function LanguagesEditor({
  items,
  ...section
}: SectionProps & { items: readonly Language[] }) {
  const { edit } = section.actions;
  return (
    <OptionalSection<Language>
      {...section}
      listKey="languages"
      title="Languages"
      items={items}
      itemName="Language"
      addLabel="Add language"
      label={(language) => language.name.trim() || 'untitled language'}
      fields={(language) => {
        const key = (field: string) => fieldKey('languages', language.id, field);
        const change = (patch: Partial<Language>) =>
          edit((r) => updateItem(r, 'languages', language.id, patch));
        const levelId = fieldDomId(key('level'));
        const known = (LANGUAGE_LEVELS as readonly string[]).includes(language.level);
        return (
          <>
            <TextField
              name={key('name')}
              label="Language"
              value={language.name}
              onChange={(name) => change({ name })}
            />
            <div className={fieldStyles.field}>
              <label className={fieldStyles.label} htmlFor={levelId}>
                Proficiency
              </label>
              <select
                id={levelId}
                className={fieldStyles.select}
                value={language.level}
                onChange={(event) => change({ level: event.target.value })}
              >
                <option value="">Not stated</option>
                {!known && language.level ? <option value={language.level}>{language.level}</option> : null}
                {LANGUAGE_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </select>
            </div>
          </>
        );
      }}
    />
  );
});
