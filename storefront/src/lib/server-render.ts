import { createContext, useContext } from 'react'

/** What a page says about itself in the document's head (title, description, social card, data). */
export type PageHead = { title: string; description: string; structuredData: string | null; image: string | null }

type ServerRender = {
  /** The shop's public address: links in structured data are absolute. */
  origin: string
  /** Receives the page's head, which the server writes into the HTML it sends. */
  setHead: (head: PageHead) => void
}

/** Only the server's render provides it; in the browser, the page's effects write the head. */
export const ServerRenderContext = createContext<ServerRender | null>(null)

/** The shop's origin: the browser's own, or the one the server renders for. */
export function useSiteOrigin(): string {
  const server = useContext(ServerRenderContext)
  return server?.origin ?? window.location.origin
}
