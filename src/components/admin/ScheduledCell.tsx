import type { DefaultServerCellComponentProps } from 'payload'

import { schedulesByDocument } from '@/data/schedule'

import { ScheduledLine } from './ScheduledLine'

/** The list's "Scheduled" column (issue 31): the document's next schedule, or nothing. */
export async function ScheduledCell({ collectionSlug, rowData, i18n }: DefaultServerCellComponentProps) {
  const schedules = (await schedulesByDocument(collectionSlug, i18n?.language)).get(String(rowData?.id)) ?? []
  const next = schedules[0]
  if (!next) return <span aria-label="—">—</span>
  const more = schedules.length - 1
  return (
    <span style={{ fontSize: '12px' }}>
      <ScheduledLine item={next} language={i18n?.language} now={new Date()} />
      {more > 0 ? ` (+${more})` : ''}
    </span>
  )
}
