import styles from './MenuPanel.module.css'

/** The panels' right-pointing chevron: an empty span CSS paints with a mask (no inline SVG). */
export function ChevronRight() {
  return <span className={styles.chevronRight} aria-hidden="true" />
}
