import { MobileMdmView } from '@/components/mobile/mdm/MobileMdmView'

import { loadMdm } from '../../_load/pages'

export { mdmMetadata as generateMetadata } from '@/seo/pages/mdm'

type Props = { params: Promise<{ locale: string }> }

/** §2.2 /m.mdm, the twin of /mdm. */
export default async function MobileMdmPage({ params }: Props) {
  return <MobileMdmView {...await loadMdm(params)} />
}
