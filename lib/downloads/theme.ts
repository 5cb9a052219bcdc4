import type { NoteTone } from './document';

/**
 * Colors shared by the DOCX and PDF renderers (hex without `#`, as Word wants it), so a template and
 * an e-book look like they come from the same brand. The indigo matches the site and share images.
 */
export const THEME = {
  brand: '4F46E5',
  text: '1F2937',
  muted: '4B5563',
  border: 'C7CAD1',
  headerFill: 'EEF2FF',
  labelFill: 'F3F4F6',
  /** Placeholders: a warm highlight, the convention for "replace me" in templates. */
  fillBackground: 'FEF3C7',
  fillText: '92400E',
} as const;

export const NOTE_THEME: Record<
  NoteTone,
  { readonly bar: string; readonly background: string; readonly label: string }
> = {
  guidance: { bar: '4F46E5', background: 'EEF2FF', label: 'Guidance' },
  tip: { bar: '059669', background: 'ECFDF5', label: 'Tip' },
  important: { bar: 'D97706', background: 'FFFBEB', label: 'Important' },
};

export function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex, 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}
