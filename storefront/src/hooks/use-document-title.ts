import { useEffect } from 'react'

import { pageTitle } from '../config/site'

/** Sets `<Page> – Ma Boutique Protection` as the tab title while the page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page)
  }, [page])
}
