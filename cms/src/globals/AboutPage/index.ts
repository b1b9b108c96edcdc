import type { ArrayField } from 'payload'

import { settingsPlaceholders } from '@shop/domain/settings-mentions'

import { showsSettingsMentions } from '../../collections/settings-mentions-text.ts'
import { contentGlobal } from '../contentGlobal.ts'
import { titledBlock, titledTexts } from '../../fields/content-lists.ts'

/**
 * A list whose texts may name the settings (« {délai de réponse} », « {modes de livraison} »,
 * « {durée de garantie} »…): visitors read the values of the moment, so that the page never
 * promises a delivery price, a warranty or a reply delay the shop no longer keeps.
 */
function namingSettings(list: ArrayField): ArrayField {
  return {
    ...list,
    admin: {
      ...list.admin,
      description: `${Object.values(settingsPlaceholders).join(', ')} : remplacés par les valeurs des paramètres du site.`,
    },
    fields: list.fields.map((field) =>
      'name' in field && field.name === 'text' ? { ...field, hooks: { afterRead: [showsSettingsMentions] } } : field,
    ),
  }
}

/** /about, 'Notre Histoire' (spec core §2); its FAQ entries are FAQ documents of page 'about'. */
export const AboutPage = contentGlobal({
  slug: 'about-page',
  label: 'Page Notre histoire',
  path: '/about',
  fields: [
    { name: 'intro', label: 'Introduction', type: 'textarea', required: true, maxLength: 1000 },
    titledBlock('mission', 'Notre mission'),
    namingSettings(titledTexts({ name: 'values', label: 'Nos valeurs', singular: 'Valeur', minRows: 1 })),
    titledTexts({ name: 'journey', label: 'Notre parcours', singular: 'Étape' }, [
      { name: 'date', label: 'Date', type: 'text', required: true, maxLength: 40 },
    ]),
    titledBlock('quality', 'Qualité'),
    namingSettings(titledTexts({ name: 'advantages', label: 'Nos avantages', singular: 'Avantage' })),
    titledTexts({ name: 'manufacturing', label: 'Fabrication', singular: 'Étape' }),
  ],
})
