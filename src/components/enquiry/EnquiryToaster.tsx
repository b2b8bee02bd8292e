'use client'

import { useEffect, useState, type ComponentType } from 'react'
import type { ToasterProps } from 'sonner'

import styles from './EnquiryToaster.module.css'
import { loadSonner, useToastStore } from './toasts'

/** Spec §7: the page's one toast area (top centre, rich colours), mounted with the first toast. */
export function EnquiryToaster() {
  const { needed, fallback } = useToastStore()
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null)
  useEffect(() => {
    if (!needed || Toaster) return
    loadSonner().then(
      (module) => setToaster(() => module.Toaster),
      () => {},
    )
  }, [needed, Toaster])
  return (
    <>
      {Toaster && <Toaster position="top-center" richColors toastOptions={{ style: { fontSize: '15px' } }} />}
      {fallback.length > 0 && (
        <ol className={styles.fallback}>
          {fallback.map((item) => (
            <li key={item.id} role={item.kind === 'error' ? 'alert' : 'status'} data-type={item.kind} className={styles.toast}>
              {item.text}
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
