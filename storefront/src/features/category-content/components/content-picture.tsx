import type { CategoryPages } from '@shop/domain/category-pages'

type Picture = NonNullable<CategoryPages['home']['installImage']>

/** A picture staff uploaded; its size is reserved so the page does not move when it arrives. */
export function ContentPicture({ picture, className }: { picture: Picture; className?: string }) {
  return (
    <img
      src={picture.url}
      alt={picture.alt}
      width={picture.width ?? undefined}
      height={picture.height ?? undefined}
      loading="lazy"
      decoding="async"
      className={className}
    />
  )
}
