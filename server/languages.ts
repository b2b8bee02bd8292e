import { siteLanguages } from '@rugged/front-door/language-setting'

/**
 * Issue 40: a SITE_LANGUAGES the site cannot serve (a code Intl does not know, another language
 * first) stops the process before anything reads the list, with the reason in the log.
 */
export function refuseUnknownLanguages(configured = process.env.SITE_LANGUAGES): void {
  try {
    siteLanguages(configured)
  } catch (error) {
    console.error(`✖ Not starting: ${(error as Error).message}`)
    process.exit(1)
  }
}
