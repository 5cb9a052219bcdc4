import { z } from 'zod';

export const nonEmpty = z.string().trim().min(1, 'must not be empty');
/** A link inside the site (`/pricing/sourcing/`, `/book-demo/#plans`) or an absolute https URL. */
export const href = z
  .string()
  .regex(/^(\/(?!\/)|https:\/\/|mailto:|#)/, 'must start with "/", "https://", "mailto:" or "#"');
/** A picture made here: a path under public/ (SVG illustrations, generated avatars). */
export const imagePath = z
  .string()
  .regex(/^\/[^\s]*\.(svg|png|jpg|jpeg|webp)$/i, 'must be a path under public/ like "/images/x.svg"');
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-22');
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
export const linkedIn = z
  .string()
  .regex(/^(https:\/\/(www\.)?linkedin\.com\/.+)?$/, 'must be a linkedin.com URL or empty');
