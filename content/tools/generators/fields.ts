import type { GenField, Option } from '@/lib/generators/types';

/** Inputs several generators share, as plain data. */
export const keywordsField = (placeholder: string, fallback: string): GenField => ({
  key: 'keywords',
  label: 'Keywords',
  type: 'text',
  default: fallback,
  placeholder,
  required: true,
  maxLength: 60,
  help: 'One to three words, separated by commas.',
});

export const styleField = (fallback = 'modern'): GenField => ({
  key: 'style',
  label: 'Style',
  type: 'select',
  default: fallback,
  options: [
    { value: 'modern', label: 'Modern' },
    { value: 'classic', label: 'Classic' },
    { value: 'playful', label: 'Playful' },
    { value: 'short', label: 'Short' },
  ],
});

export const maxLengthField = (fallback: string, max = 40): GenField => ({
  key: 'maxLength',
  label: 'Longest name (characters)',
  type: 'number',
  default: fallback,
  min: 4,
  max,
});

export const select = (
  key: string,
  label: string,
  fallback: string,
  options: readonly Option[],
): GenField => ({
  key,
  label,
  type: 'select',
  default: fallback,
  options,
});

export const text = (
  key: string,
  label: string,
  fallback: string,
  options: { placeholder?: string; required?: boolean; maxLength?: number; help?: string } = {},
): GenField => ({
  key,
  label,
  type: 'text',
  default: fallback,
  maxLength: options.maxLength ?? 60,
  ...(options.placeholder ? { placeholder: options.placeholder } : {}),
  ...(options.required ? { required: true } : {}),
  ...(options.help ? { help: options.help } : {}),
});

export const updated = '2026-11-22';
