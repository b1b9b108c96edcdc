import type { ArrayField, Field } from 'payload'

type ListOptions = { name: string; label: string; singular: string; minRows?: number; maxRows?: number }

/** A list of short texts (kit items, tips, exclusions…), one line each. */
export function textList({ name, label, singular, minRows, maxRows }: ListOptions): ArrayField {
  return {
    name,
    label,
    type: 'array',
    minRows,
    maxRows,
    labels: { singular, plural: label },
    fields: [{ name: 'text', label: singular, type: 'text', required: true, maxLength: 400 }],
  }
}

/** A list of titled paragraphs (steps, values, advantages…), with optional extra fields per row. */
export function titledTexts({ name, label, singular, minRows, maxRows }: ListOptions, extra: Field[] = []): ArrayField {
  return {
    name,
    label,
    type: 'array',
    minRows,
    maxRows,
    labels: { singular, plural: label },
    admin: { initCollapsed: true },
    fields: [
      ...extra,
      { name: 'title', label: 'Titre', type: 'text', required: true, maxLength: 160 },
      { name: 'text', label: 'Texte', type: 'textarea', required: true, maxLength: 2000 },
    ],
  }
}

/** A titled block of text (a page's mission, commitment, quality section…). */
export function titledBlock(name: string, label: string): Field {
  return {
    name,
    label,
    type: 'group',
    fields: [
      { name: 'title', label: 'Titre', type: 'text', required: true, maxLength: 160 },
      { name: 'text', label: 'Texte', type: 'textarea', required: true, maxLength: 4000 },
    ],
  }
}
