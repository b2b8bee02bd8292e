'use client'

import { createContext, useCallback, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react'

import { isChunkLoadError, reloadForChunkError } from '@/components/behaviour/chunkReload'
import type { Locale } from '@/rules/language'
import { toastDurationMs } from '@/rules/limits'

import type { ContactDialogProps, EnquiryAbout } from './ContactDialog'
import type { ContactDialogText } from './text'
import { showToast } from './toasts'

/*
 * Spec §2.4/§2.8: one contact dialog per page. The layout mounts this provider once; the consult
 * button, the product pages' enquiry buttons and the MDM call to action all open the same dialog
 * through useEnquiryDialog(). The dialog's code (Radix Dialog, react-hook-form, zod) and its
 * strings are fetched on first use (or intent), so a page that never opens it ships none of them.
 */

export interface OpenEnquiryOptions {
  /** §3 productModel, prefilled when the dialog is opened from a product. */
  readonly productModel?: string
  /** Issue 29: what the enquiry is about (a partner, an MDM estimate), shown in the dialog and sent with it. */
  readonly about?: EnquiryAbout
}

interface EnquiryDialogApi {
  open(options?: OpenEnquiryOptions): void
  /** Starts loading the dialog's code (on hover or focus of a button that opens it). */
  preload(): void
}

type DialogComponent = ComponentType<ContactDialogProps>
interface DialogParts {
  readonly Dialog: DialogComponent
  readonly text: ContactDialogText
}

/** The address of the dialog's strings in one language (src/app/api/enquiry-text/[locale]). */
const dialogTextUrl = (locale: Locale) => `/api/enquiry-text/${locale}`

async function fetchDialogText(locale: Locale): Promise<ContactDialogText> {
  const response = await fetch(dialogTextUrl(locale))
  if (!response.ok) throw new Error(`contact dialog text: HTTP ${response.status}`)
  return (await response.json()) as ContactDialogText
}

// The dialog's code and its strings, fetched together once per page; a failed download is tried
// again on the next opening.
let dialogParts: Promise<DialogParts> | null = null
function loadDialog(locale: Locale): Promise<DialogParts> {
  dialogParts ??= Promise.all([import('./ContactDialog'), fetchDialogText(locale)]).then(
    ([module, text]) => ({ Dialog: module.default, text }),
    (error: unknown) => {
      dialogParts = null
      throw error
    },
  )
  return dialogParts
}

const EnquiryDialogContext = createContext<EnquiryDialogApi | null>(null)

const noProvider: EnquiryDialogApi = {
  open() {
    console.error('OpenEnquiryButton is rendered outside <EnquiryProvider>: no contact dialog on this page.')
  },
  preload() {},
}

export function useEnquiryDialog(): EnquiryDialogApi {
  return useContext(EnquiryDialogContext) ?? noProvider
}

interface DialogState {
  readonly open: boolean
  readonly productModel: string
  readonly about: EnquiryAbout | null
  /** Changes on every opening, so the form starts fresh with the new prefill. */
  readonly session: number
  /** What had the focus when the dialog was asked for (the button), to get it back on closing. */
  readonly opener: HTMLElement | null
}

export interface EnquiryProviderProps {
  readonly children: ReactNode
  readonly locale: Locale
  /** Spec §7 serverError, in the page's language: told when the dialog cannot be fetched. */
  readonly unavailable: string
}

export function EnquiryProvider({ children, locale, unavailable }: EnquiryProviderProps) {
  const [state, setState] = useState<DialogState | null>(null)
  const [parts, setParts] = useState<DialogParts | null>(null)

  const open = useCallback(
    (options?: OpenEnquiryOptions) => {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
      setState((previous) => ({
        open: true,
        productModel: options?.productModel ?? '',
        about: options?.about ?? null,
        session: (previous?.session ?? 0) + 1,
        opener,
      }))
      loadDialog(locale).then(
        (loaded) => setParts(loaded),
        (error: unknown) => {
          // §4: a chunk that cannot be loaded (a new deployment) reloads the page, at most once
          // per 60 s; otherwise the visitor is told, and the next click tries again.
          setState((previous) => (previous ? { ...previous, open: false } : previous))
          if (isChunkLoadError(error) && reloadForChunkError(window.sessionStorage, Date.now(), () => window.location.reload())) return
          console.error(error)
          void showToast('error', unavailable, toastDurationMs.error)
        },
      )
    },
    [locale, unavailable],
  )

  const close = useCallback(() => {
    setState((previous) => (previous ? { ...previous, open: false } : previous))
  }, [])

  // A failed preload is no error yet: the opening that follows tries again and reports it.
  const api = useMemo<EnquiryDialogApi>(() => ({ open, preload: () => void loadDialog(locale).catch(() => {}) }), [open, locale])

  return (
    <EnquiryDialogContext.Provider value={api}>
      {children}
      {state && parts && <parts.Dialog
          key={state.session}
          open={state.open}
          productModel={state.productModel}
          about={state.about}
          onClose={close}
          opener={state.opener}
          locale={locale}
          text={parts.text}
        />}
    </EnquiryDialogContext.Provider>
  )
}
