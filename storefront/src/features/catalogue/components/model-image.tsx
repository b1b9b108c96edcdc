import { useState } from 'react'

import { cn } from '../../../lib/cn'
import type { CatalogueModel, Media } from '../api/schemas'

type Source = { url: string; width: number; height: number }

function sourcesOf(media: Media): Source[] {
  const candidates = [media.sizes?.thumbnail, media.sizes?.card, media.sizes?.large, media]
  const sources: Source[] = []
  for (const candidate of candidates) {
    if (candidate?.url && candidate.width && candidate.height) {
      if (!sources.some((source) => source.width === candidate.width)) {
        sources.push({ url: candidate.url, width: candidate.width, height: candidate.height })
      }
    }
  }
  return sources.sort((a, b) => a.width - b.width)
}

type ModelImageProps = {
  image: CatalogueModel['image']
  fallbackAlt: string
  /** Layout width hint for the browser's choice in the srcset. */
  sizes: string
  /** Preferred width of the `src` for browsers without srcset support. */
  preferredWidth?: number
  eager?: boolean
  className?: string
}

/** A model picture with a srcset from Payload's sizes; a grey 'Image' box if missing or broken. */
export function ModelImage({
  image,
  fallbackAlt,
  sizes,
  preferredWidth = 320,
  eager = false,
  className,
}: ModelImageProps) {
  const [broken, setBroken] = useState(false)
  const sources = image && typeof image === 'object' ? sourcesOf(image) : []
  const main = sources.find((source) => source.width >= preferredWidth) ?? sources.at(-1)

  if (broken || !main || typeof image !== 'object' || image === null) {
    return (
      <div
        className={cn('flex items-center justify-center bg-slate-200 text-sm font-medium text-slate-600', className)}
      >
        Image
      </div>
    )
  }
  return (
    <img
      src={main.url}
      srcSet={sources.length > 1 ? sources.map((source) => `${source.url} ${source.width}w`).join(', ') : undefined}
      sizes={sources.length > 1 ? sizes : undefined}
      width={main.width}
      height={main.height}
      alt={image.alt || fallbackAlt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBroken(true)}
      className={cn('object-contain', className)}
    />
  )
}
