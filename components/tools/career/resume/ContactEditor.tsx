import { addLink, removeLink, setContact, setLink, setSummary } from '@/lib/career/resume/edit';
import { memo } from 'react';
import { LIMITS, newId, type Contact } from '@/lib/career/resume/model';
import { fieldDomId } from '@/lib/career/resume/validate';
import { cx } from '@/components/ui/cx';
import fieldStyles from '@/components/tools/fields/fields.module.css';
import type { SectionProps } from './editor-api';
import { TextField } from './fields';
import styles from './builder.module.css';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

type ContactEditorProps = Omit<SectionProps, 'undo'> & { contact: Contact; summary: string };

export const ContactEditor = memo(function ContactEditor({
  contact,
  summary,
  actions,
  errors,
}: ContactEditorProps) {
  const { edit, focusLater } = actions;
  const summaryWords = words(summary);
  return (
    <>
      <section className={styles.card} aria-labelledby="rb-h-contact">
        <h3 id="rb-h-contact" className={styles.cardTitle}>
          Contact
        </h3>
        <div className={fieldStyles.grid}>
          <TextField
            name="contact.name"
            label="Full name"
            value={contact.name}
            autoComplete="name"
            onChange={(value) => edit((r) => setContact(r, 'name', value))}
          />
          <TextField
            name="contact.title"
            label="Headline (the job you want)"
            value={contact.title}
            autoComplete="organization-title"
            onChange={(value) => edit((r) => setContact(r, 'title', value))}
          />
          <TextField
            name="contact.email"
            label="Email"
            type="email"
            value={contact.email}
            autoComplete="email"
            error={errors['contact.email']}
            onChange={(value) => edit((r) => setContact(r, 'email', value))}
          />
          <TextField
            name="contact.phone"
            label="Phone"
            type="tel"
            value={contact.phone}
            autoComplete="tel"
            error={errors['contact.phone']}
            onChange={(value) => edit((r) => setContact(r, 'phone', value))}
          />
          <TextField
            name="contact.location"
            label="Location"
            help="City and state, or Remote. No street address."
            value={contact.location}
            autoComplete="address-level2"
            onChange={(value) => edit((r) => setContact(r, 'location', value))}
            wide
          />
        </div>
        <fieldset className={cx(fieldStyles.fieldset, styles.links)}>
          <legend className={fieldStyles.label}>Links</legend>
          <p className={fieldStyles.help}>LinkedIn, portfolio or GitHub, like linkedin.com/in/yourname.</p>
          {contact.links.map((link, index) => {
            const key = `contact.links.${link.id}`;
            return (
              <div key={link.id} className={styles.linkRow}>
                <TextField
                  name={key}
                  label={`Link ${index + 1}`}
                  type="url"
                  value={link.url}
                  error={errors[key]}
                  onChange={(value) => edit((r) => setLink(r, link.id, value))}
                />
                <button
                  type="button"
                  className={cx(styles.smallButton, styles.danger)}
                  aria-label={`Remove: link ${index + 1}`}
                  onClick={() => {
                    edit((r) => removeLink(r, link.id));
                    focusLater('rb-add-link');
                  }}
                >
                  Remove
                </button>
              </div>
            );
          })}
          {contact.links.length < LIMITS.links ? (
            <button
              type="button"
              id="rb-add-link"
              className={styles.addButton}
              onClick={() => {
                const id = newId('link');
                edit((r) => addLink(r, id));
                focusLater(fieldDomId(`contact.links.${id}`));
              }}
            >
              + Add link
            </button>
          ) : null}
        </fieldset>
      </section>

      <section className={styles.card} aria-labelledby="rb-h-summary">
        <h3 id="rb-h-summary" className={styles.cardTitle}>
          Summary
        </h3>
        <TextField
          name="summary"
          label="Professional summary"
          multiline
          rows={4}
          help={`${summaryWords} ${summaryWords === 1 ? 'word' : 'words'}. Aim for 30 to 80: who you are, your strongest results, what you want next.`}
          value={summary}
          onChange={(value) => edit((r) => setSummary(r, value))}
        />
      </section>
    </>
  );
});
