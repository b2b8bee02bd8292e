import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'

import { compareToggleText } from '@/components/compare/CompareTraySlot'
import { UntranslatedNote } from '@/components/ui/UntranslatedNote'
import type { ProductCategorySummary } from '@/data/products'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { mobilePaths } from '@/rules/routes'

import { MobileHero } from '../shared/MobileBlocks'
import { MobileSection } from '../shared/MobileSection'
import ui from '../shared/MobileUi.module.css'
import styles from './MobileProduct.module.css'
import { MobileProductGrid } from './MobileProductCard'

type Props = { categories: ProductCategorySummary[]; activeIndex: number; locale: Locale }

/** /m.product-list?i=N: the categories as chips, then the active category's products. */
export async function MobileProductListView({ categories, activeIndex, locale }: Props) {
  const [t, compareText] = await Promise.all([getTranslations({ locale, namespace: 'product' }), compareToggleText(locale)])
  const active = categories[activeIndex]
  return (
    <div className={ui.page}>
      <MobileHero title={t('title')} subtitle={t('description')}>
        <UntranslatedNote />
      </MobileHero>
      <nav aria-label={t('categories')}>
        <ul className={ui.chips}>
          {categories.map((category, index) => {
            const current = index === activeIndex
            const icon = current ? category.selectImageUrl || category.imageUrl : category.imageUrl
            return (
              <li key={category.id}>
                <Link href={mobilePaths.productList(index)} className={ui.tab} aria-current={current ? 'page' : undefined}>
                  {icon && <Image src={icon} alt="" width={18} height={18} className={ui.chipIcon} />}
                  {category.name}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <MobileSection title={active.name}>
        {active.summary && <p className={ui.lead}>{active.summary}</p>}
        <p className={`${ui.muted} ${styles.count}`}>{t('productCount', { count: active.productList.length })}</p>
        {active.productList.length > 0 ? <MobileProductGrid products={active.productList} compareText={compareText} /> : <p className={ui.empty}>{t('empty')}</p>}
      </MobileSection>
    </div>
  )
}
