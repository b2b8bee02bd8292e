import { MdmView } from '@/components/mdm/MdmView'

import { loadMdm } from '../../_load/pages'

export { mdmMetadata as generateMetadata } from '@/seo/pages/mdm'

type Props = { params: Promise<{ locale: string }> }

export default async function MdmPage({ params }: Props) {
  return <MdmView {...await loadMdm(params)} />
}
