'use client'

import { type ReactNode, useState } from 'react'

import desktopStyles from './About.module.css'

/** The class names the filter uses; the mobile twin passes its own. */
export type JobFilterClasses = Partial<Record<'filter' | 'filterButton' | 'filterCount' | 'empty' | 'jobs', string>>

type Props = {
  label: string
  allLabel: string
  locations: { id: number; name: string; count: number }[]
  /** Server-rendered job cards, each with the location it belongs to. */
  jobs: { id: number; locationId: number | null; card: ReactNode }[]
  emptyText: string
  classes?: JobFilterClasses
}

/** Location tabs over the server-rendered openings: the page stays static, the filter runs here. */
export function JobFilter({ label, allLabel, locations, jobs, emptyText, classes: styles = desktopStyles }: Props) {
  const [selected, setSelected] = useState<number | null>(null)
  const tabs = [{ id: null, name: allLabel, count: jobs.length }, ...locations]
  const shown = jobs.filter((job) => selected === null || job.locationId === selected)
  return (
    <>
      <div role="group" aria-label={label} className={styles.filter}>
        {tabs.map((tab) => (
          <button
            key={tab.id ?? 'all'}
            type="button"
            aria-pressed={tab.id === selected}
            className={styles.filterButton}
            onClick={() => setSelected(tab.id)}
          >
            {tab.name}
            <span className={styles.filterCount}>{tab.count}</span>
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.jobs} data-testid="job-list" aria-live="polite">
          {shown.map((job) => (
            <li key={job.id}>{job.card}</li>
          ))}
        </ul>
      )}
    </>
  )
}
