import styles from './button.module.css';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onDark';
export type ButtonSize = 'sm' | 'md' | 'lg';
export type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

/**
 * The site's button look as a class name, apart from the Button components, so that an island that
 * only styles its own buttons (the tools' actions) does not carry the components too.
 */
export function buttonClass({ variant = 'primary', size = 'md', block }: ButtonLook, extra?: string): string {
  return cx(styles.button, styles[variant], size !== 'md' && styles[size], block && styles.block, extra);
}
