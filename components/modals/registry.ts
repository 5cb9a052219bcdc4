import type { ComponentType } from 'react';
import type { ModalId } from '@/lib/modals';
import type { ModalContentProps } from './props';

/**
 * What each modal shows, imported only when a visitor opens it so no page pays for forms it
 * does not use.
 */
export const modalContent: Partial<
  Record<ModalId, () => Promise<{ default: ComponentType<ModalContentProps> }>>
> = {
  contactUs: () => import('@/components/forms/lead/ContactUsModal'),
  getStartedNew: () => import('@/components/forms/lead/GetStartedModal'),
  freeTemplateDownload: () => import('@/components/forms/lead/TemplateDownloadModal'),
};
