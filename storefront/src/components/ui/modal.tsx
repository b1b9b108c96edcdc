import { useEffect, useId, useRef, type ReactNode } from 'react'

import { cn } from '../../lib/cn'
import { CloseIcon } from './icons'

type ModalProps = {
  title: ReactNode
  children: ReactNode
  onClose: () => void
  /** Extra text under the title, read with it by screen readers. */
  description?: ReactNode
  className?: string
  /** 'alertdialog' for warnings that need an answer. */
  role?: 'dialog' | 'alertdialog'
  /** A centred box (wide for a record to read: an order, a ticket), or a panel along the right edge (cart drawer). */
  placement?: 'center' | 'wide' | 'side'
}

const placements = {
  center: 'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl',
  wide: 'm-auto w-[calc(100%-2rem)] max-w-3xl rounded-2xl',
  side: 'ml-auto mr-0 h-dvh max-h-dvh w-full max-w-md animate-slide-in-right',
}

/**
 * A modal built on the native <dialog>: the browser traps focus, makes the page inert and closes
 * it on Escape; a click on the backdrop closes it too. Rendered only while open; the element
 * marked `data-autofocus` receives the focus.
 */
export function Modal({ title, children, onClose, description, className, role = 'dialog', placement = 'center' }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const close = useRef(onClose)
  close.current = onClose

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    element.showModal()
    // The browser focuses the first focusable element (the close button) unless told otherwise.
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    return () => element.close()
  }, [])

  return (
    <dialog
      ref={dialog}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault()
        close.current()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close.current()
      }}
      className={cn('bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50', placements[placement], className)}
    >
      <div className={cn('p-6', placement === 'side' && 'flex h-full flex-col')}>
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => close.current()}
            aria-label="Fermer"
            className="-m-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        {description ? (
          <div id={descriptionId} className="mt-1 text-sm text-slate-600">
            {description}
          </div>
        ) : null}
        <div className={cn('mt-5', placement === 'side' && 'flex min-h-0 flex-1 flex-col')}>{children}</div>
      </div>
    </dialog>
  )
}
