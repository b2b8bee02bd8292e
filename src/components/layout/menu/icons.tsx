import styles from './HeaderMenu.module.css'

/*
 * The top-level items' chevron: an empty span that CSS paints with a mask in the text's colour
 * (HeaderMenu.module.css), not an inline <svg> (the panels' one: ChevronRight.tsx).
 */
export function Chevron() {
  return <span className={styles.chevron} aria-hidden="true" />
}
