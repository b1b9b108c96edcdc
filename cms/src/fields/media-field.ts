import type { UploadField } from 'payload'

import { mediaKinds, type MediaKind } from '@shop/domain/media-files'

type MediaFieldOptions = { name: string; label: string; kinds: MediaKind[]; required?: boolean; description?: string }

/**
 * A file of the media library of the given kinds only: the picker lists those, and a save naming
 * another kind (a PDF as a model's picture) is refused.
 */
export function mediaField({ name, label, kinds, required, description }: MediaFieldOptions): UploadField {
  return {
    name,
    label,
    type: 'upload',
    relationTo: 'media',
    required,
    filterOptions: { mimeType: { in: kinds.flatMap((kind) => mediaKinds[kind].mimeTypes) } },
    admin: description ? { description } : undefined,
  }
}
