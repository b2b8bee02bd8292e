import { notFound } from 'next/navigation'

/** Spec §2.3: any address no page matches answers 404 with the site's not-found page. */
export default function UnknownRoute() {
  notFound()
}
