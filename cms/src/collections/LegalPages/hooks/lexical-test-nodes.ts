import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** Lexical's serialised nodes as the admin's editor saves them, for the tests of what renders them (HTML, PDF). */
export const text = (value: string, format = 0) => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })

export const block = (type: string, children: object[], extra: object = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export const doc = (...children: object[]) => ({ root: block('root', children) }) as unknown as SerializedEditorState
