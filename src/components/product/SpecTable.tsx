import type { ProductDetail } from '@/data/products'

type Props = { specs: ProductDetail['specs']; itemLabel: string; valueLabel: string; className: string }

/** A product's specifications: one row per item, the item as the row header (desktop and mobile detail). */
export function SpecTable({ specs, itemLabel, valueLabel, className }: Props) {
  return (
    <table className={className}>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{itemLabel}</th>
          <th scope="col">{valueLabel}</th>
        </tr>
      </thead>
      <tbody>
        {specs.map((spec) => (
          <tr key={spec.label}>
            <th scope="row">{spec.label}</th>
            <td>{spec.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
