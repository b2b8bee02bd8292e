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
 * through useEnquiryDialog(). The dialog's code (Radix Dialog, react-hook-form, zod) is fetched on
 * first use, so a page that never opens it ships none of it.
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

// Loaded once per page; a failed download is tried again on the next opening.
let dialogModule: Promise<DialogComponent> | null = null
function loadDialog(): Promise<DialogComponent> {
  dialogModule ??= import('./ContactDialog').then(
    (module) => module.default,
    (error: unknown) => {
      dialogModule = null
      throw error
    },
  )
  return dialogModule
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
  /** The dialog's strings, resolved on the server (./text.ts). */
  readonly dialogText: ContactDialogText
}

export function EnquiryProvider({ children, locale, dialogText }: EnquiryProviderProps) {
  const [state, setState] = useState<DialogState | null>(null)
  const [Dialog, setDialog] = useState<DialogComponent | null>(null)

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
      loadDialog().then(
        (component) => setDialog(() => component),
        (error: unknown) => {
          // §4: a chunk that cannot be loaded (a new deployment) reloads the page, at most once
          // per 60 s; otherwise the visitor is told, and the next click tries again.
          setState((previous) => (previous ? { ...previous, open: false } : previous))
          if (isChunkLoadError(error) && reloadForChunkError(window.sessionStorage, Date.now(), () => window.location.reload())) return
          console.error(error)
          void showToast('error', dialogText.unavailable, toastDurationMs.error)
        },
      )
    },
    [dialogText],
  )

  const close = useCallback(() => {
    setState((previous) => (previous ? { ...previous, open: false } : previous))
  }, [])

  // A failed preload is no error yet: the opening that follows tries again and reports it.
  const api = useMemo<EnquiryDialogApi>(() => ({ open, preload: () => void loadDialog().catch(() => {}) }), [open])

  return (
    <EnquiryDialogContext.Provider value={api}>
      {children}
      {state && Dialog && <Dialog
          key={state.session}
          open={state.open}
          productModel={state.productModel}
          about={state.about}
          onClose={close}
          opener={state.opener}
          locale={locale}
          text={dialogText}
        />}
    </EnquiryDialogContext.Provider>
  )
}
