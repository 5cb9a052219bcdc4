import { resolveDownload, type TemplateDownload } from '@/lib/leads/download';
import { downloadFileAt } from './catalog';

/** The free-template modal's resource link, checked, and named from the catalog when it is ours. */
export function resolveTemplateDownload(resource: string | undefined): TemplateDownload | null {
  return resolveDownload(resource, downloadFileAt);
}
