import type { ReactNode } from 'react'

import { Breadcrumb, type Crumb } from './Breadcrumb'
import styles from './ListPageHeader.module.css'
import { UntranslatedNote } from './UntranslatedNote'

type Props = {
  title: string
  intro?: string
  crumbs: Crumb[]
  crumbLabel: string
  children?: ReactNode
  /** Issue 36: the band is the page's first screen, its pictures below it. */
  firstScreen?: boolean
}

/** The navy band at the top of list pages: breadcrumb, title and an introduction. */
export function ListPageHeader({ title, intro, crumbs, crumbLabel, children, firstScreen = false }: Props) {
  return (
    <header className={firstScreen ? `${styles.band} ${styles.firstScreen}` : styles.band}>
      <div className="container">
        <Breadcrumb items={crumbs} label={crumbLabel} />
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        <UntranslatedNote />
        {children}
      </div>
    </header>
  )
}
