import { scrollToTop } from '../../lib/scroll'
import { Button } from './button'
import { ArrowUpIcon, PrinterIcon } from './icons'

/** Opens the browser's print dialog; the print style sheet leaves the document alone on paper. */
export function PrintButton() {
  return (
    <Button variant="secondary" size="sm" onClick={() => window.print()} className="print:hidden">
      <PrinterIcon className="size-4" />
      Imprimer
    </Button>
  )
}

/** 'Retour en haut' at the end of a long document (the floating button shows only after scrolling). */
export function BackToTopButton() {
  return (
    <Button variant="ghost" size="sm" onClick={scrollToTop} className="print:hidden">
      <ArrowUpIcon className="size-4" />
      Retour en haut
    </Button>
  )
}
