import type { CollectionConfig } from 'payload'

import { nobody } from '../../access'

/**
 * Fixed-window request counters shared by every app instance (a counter in process memory would
 * let each instance of a scaled-out site grant its own allowance). Written by counters.ts beside it.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'expiresAt', type: 'number', required: true, index: true },
  ],
}
