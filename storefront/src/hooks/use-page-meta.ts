import { useContext, useEffect } from 'react'

import { pageTitle } from '../config/site'
import { ServerRenderContext } from '../lib/server-render'

export type PageMeta = {
  title: string
  description: string
  /** schema.org data for search engines (ItemList, Product…). */
  structuredData?: object
  image?: string
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  const previous = element?.content ?? null
  if (!element) {
    element = Object.assign(document.createElement('meta'), { content })
    element.setAttribute(attribute, key)
    document.head.append(element)
  }
  element.content = content
  const target = element
  return () => (previous === null ? target.remove() : (target.content = previous))
}

/**
 * Title, description, social tags and structured data of a page, restored to what they were
 * when the page is left (spec catalogue-and-content §2).
 */
export function usePageMeta({ title, description, structuredData, image }: PageMeta): void {
  const json = structuredData ? JSON.stringify(structuredData) : null
  // On the server no effect runs: the head is handed over during the render instead.
  useContext(ServerRenderContext)?.setHead({ title: pageTitle(title), description, structuredData: json, image: image ?? null })
  useEffect(() => {
    const previousTitle = document.title
    document.title = pageTitle(title)
    const restores = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', pageTitle(title)),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:type', 'website'),
      setMeta('property', 'og:url', window.location.href),
      setMeta('name', 'twitter:card', 'summary_large_image'),
      setMeta('name', 'twitter:title', pageTitle(title)),
      setMeta('name', 'twitter:description', description),
      ...(image ? [setMeta('property', 'og:image', new URL(image, window.location.origin).href)] : []),
    ]
    let script: HTMLScriptElement | null = null
    if (json) {
      script = Object.assign(document.createElement('script'), { type: 'application/ld+json', text: json })
      document.head.append(script)
    }
    return () => {
      document.title = previousTitle
      for (const restore of restores.reverse()) restore()
      script?.remove()
    }
  }, [title, description, json, image])
}
