import styles from './HeaderMenu.module.css'

/*
 * The header menus' chevrons (server and client components both draw them): an empty span that
 * CSS paints with a mask in the text's colour (HeaderMenu.module.css), not an inline <svg>. The
 * menus show ~26 of them: as SVG they were ~7 kB of every page's HTML and again in its RSC payload.
 */
export function Chevron() {
  return <span className={styles.chevron} aria-hidden="true" />
}

export function ChevronRight() {
  return <span className={styles.chevronRight} aria-hidden="true" />
}
