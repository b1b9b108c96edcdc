import { useSyncExternalStore } from 'react'

/** Fields that bring up a phone's keyboard (checkboxes and buttons do not). */
function takesTyping(element: Element | null): boolean {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true
  if (!(element instanceof HTMLInputElement)) return false
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'image'].includes(element.type)
}

function subscribeToFocus(onChange: () => void): () => void {
  document.addEventListener('focusin', onChange)
  document.addEventListener('focusout', onChange)
  return () => {
    document.removeEventListener('focusin', onChange)
    document.removeEventListener('focusout', onChange)
  }
}

/** True while the visitor types in a field: what floats over the page then sits over the form they fill in. */
export function useTyping(): boolean {
  return useSyncExternalStore(
    subscribeToFocus,
    () => takesTyping(document.activeElement),
    () => false,
  )
}
