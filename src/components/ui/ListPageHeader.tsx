import type { ReactNode } from 'react'

import { Breadcrumb, type Crumb } from './Breadcrumb'
import styles from './ListPageHeader.module.css'

/** The navy band at the top of list pages: breadcrumb, title and an introduction. */
export function ListPageHeader({ title, intro, crumbs, crumbLabel, children }: { title: string; intro?: string; crumbs: Crumb[]; crumbLabel: string; children?: ReactNode }) {
  return (
    <header className={styles.band}>
      <div className="container">
        <Breadcrumb items={crumbs} label={crumbLabel} />
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </header>
  )
}
