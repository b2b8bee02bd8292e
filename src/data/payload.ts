import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (getPayload memoises it). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
