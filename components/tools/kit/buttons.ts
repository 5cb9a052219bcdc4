import { buttonClass } from '@/components/ui/button-class';

/**
 * A tool's actions (Copy, Download, Print, Reset, Generate) are the site's buttons, small: one look
 * for every family, and no button CSS of their own.
 */
export const actionButton = buttonClass({ variant: 'secondary', size: 'sm' });

/** The one filled action of a tool (Copy text in the writing tools, Generate in the generators). */
export const primaryActionButton = buttonClass({ variant: 'primary', size: 'sm' });
