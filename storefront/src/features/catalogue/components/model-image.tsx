import { useState } from 'react'

import type { CardImage } from '@shop/domain/catalogue-reads'

import { cn } from '../../../lib/cn'

type ModelImageProps = {
  image: CardImage | null
  /** Layout width hint for the browser's choice in the srcset. */
  sizes: string
  eager?: boolean
  className?: string
}

/** A model picture in the width the layout needs (WebP srcset); a grey 'Image' box if missing or broken. */
export function ModelImage({ image, sizes, eager = false, className }: ModelImageProps) {
  const [broken, setBroken] = useState(false)
  if (broken || !image) {
    return <div className={cn('flex items-center justify-center bg-slate-200 text-sm font-medium text-slate-600', className)}>Image</div>
  }
  return (
    <img
      src={image.url}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(true)}
      className={cn('object-contain', className)}
    />
  )
}
