/** Shown while the first page's code loads (same look as index.html's boot screen). */
export function AppLoading() {
  return (
    <div className="boot-screen" role="status">
      <span className="boot-spinner" aria-hidden="true" />
      <span className="sr-only">Chargement de la boutique…</span>
    </div>
  )
}
