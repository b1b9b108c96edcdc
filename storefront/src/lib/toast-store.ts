import { createExternalStore } from './external-store'

export type ToastTone = 'success' | 'error' | 'info'
export type Toast = { id: number; message: string; tone: ToastTone }

const defaultDurationMs = 4000

/** Short notices shown above the page; each leaves by itself after its duration. */
export const toastStore = createExternalStore<readonly Toast[]>([])
let nextId = 1

export function dismissToast(id: number): void {
  toastStore.set(toastStore.get().filter((toast) => toast.id !== id))
}

export function showToast(
  message: string,
  { tone = 'info', durationMs = defaultDurationMs }: { tone?: ToastTone; durationMs?: number } = {},
): void {
  const id = nextId++
  toastStore.set([...toastStore.get(), { id, message, tone }])
  window.setTimeout(() => dismissToast(id), durationMs)
}
