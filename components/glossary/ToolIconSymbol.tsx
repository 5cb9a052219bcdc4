import styles from './glossary.module.css';

/** The id the tool links' icons point at; `glossary-` ids are reserved for the page (content/glossary.ts). */
export const TOOL_ICON_ID = 'glossary-tool-icon';

/**
 * The calculator icon of the "Free tool" links, drawn once: each link shows it with `<use>`, so the
 * shapes are not repeated in the HTML and in the page data for every term that links a tool.
 */
export function ToolIconSymbol() {
  return (
    <svg className={styles.sprite} aria-hidden="true" focusable="false">
      <symbol id={TOOL_ICON_ID} viewBox="0 0 20 20">
        <rect
          x="4"
          y="2.5"
          width="12"
          height="15"
          rx="2.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
        <rect x="6.5" y="5" width="7" height="3" rx="0.75" fill="currentColor" />
        <circle cx="7.5" cy="11.25" r="1" fill="currentColor" />
        <circle cx="10" cy="11.25" r="1" fill="currentColor" />
        <circle cx="12.5" cy="11.25" r="1" fill="currentColor" />
        <circle cx="7.5" cy="14.25" r="1" fill="currentColor" />
        <circle cx="10" cy="14.25" r="1" fill="currentColor" />
        <circle cx="12.5" cy="14.25" r="1" fill="currentColor" />
      </symbol>
    </svg>
  );
}
