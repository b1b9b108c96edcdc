/** The first stop of the keyboard: straight to the page's main landmark (`#contenu`). */
export function SkipLink() {
  return (
    <a
      href="#contenu"
      className="sr-only z-[60] rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Aller au contenu
    </a>
  )
}
