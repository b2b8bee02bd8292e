import type { JobLocationSummary } from '@/data/jobs'

/** JobFilter's texts and location tabs, the same on the desktop page and its mobile twin. */
export function jobFilterProps(about: (key: string) => string, locations: JobLocationSummary[]) {
  return {
    label: about('locations'),
    allLabel: about('allLocations'),
    locations: locations.map((location) => ({ id: location.id, name: location.name, count: location.jobCount })),
    emptyText: about('noJobs'),
  }
}
