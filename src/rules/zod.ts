/**
 * zod for the site's schemas. Its parsers would otherwise probe for `new Function` (to compile
 * themselves faster) the first time a form is checked in the browser, which the pages' Content
 * Security Policy refuses and reports as a violation (server/security-headers.ts: no eval).
 */
import { z } from 'zod'

z.config({ jitless: true })

export { z }
