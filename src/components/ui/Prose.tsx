import styles from './Prose.module.css'

/** Rich text from the CMS (already rendered to HTML by the data layer), styled for reading. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `${styles.prose} ${className}` : styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
}
