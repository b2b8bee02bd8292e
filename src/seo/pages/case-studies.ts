import { paths } from '@/rules/paths'

import { listMetadata } from './resourceList'

/** Issue 29: metadata of /case-studies and of its mobile twin (whose canonical is the desktop address). */
export const caseStudiesMetadata = listMetadata('case-studies-page', 'caseStudies', paths.caseStudies())
