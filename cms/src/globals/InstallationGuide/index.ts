import { installationDeviceTypes } from '@shop/domain/content-pages'

import { contentGlobal } from '../contentGlobal.ts'
import { textList, titledTexts } from '../../fields/content-lists.ts'

/**
 * /guide-installation (spec catalogue §2 "Installation guide page"): one entry per device type with
 * its kit, steps, tips and mistakes; the FAQ entries are FAQ documents of page 'guide-installation'.
 */
export const InstallationGuide = contentGlobal({
  slug: 'installation-guide',
  label: "Guide d'installation",
  // Its nested lists' version tables would pass PostgreSQL's 63-character identifier limit.
  dbName: 'install_guide',
  path: '/guide-installation',
  fields: [
    {
      name: 'deviceTypes',
      label: "Types d'appareils",
      type: 'array',
      minRows: 1,
      maxRows: installationDeviceTypes.length,
      labels: { singular: "Type d'appareil", plural: "Types d'appareils" },
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'key',
              label: 'Appareil',
              type: 'select',
              required: true,
              options: installationDeviceTypes.map(({ value, label }) => ({ value, label })),
            },
            { name: 'title', label: 'Titre', type: 'text', required: true, maxLength: 120 },
          ],
        },
        { name: 'description', label: 'Description', type: 'textarea', required: true, maxLength: 600 },
        {
          type: 'row',
          fields: [
            { name: 'duration', label: 'Durée estimée', type: 'text', required: true, maxLength: 40 },
            { name: 'difficulty', label: 'Difficulté', type: 'text', required: true, maxLength: 40 },
            {
              name: 'videoUrl',
              label: 'Vidéo (lien)',
              type: 'text',
              maxLength: 300,
              validate: (value: unknown) =>
                value == null || value === '' || (typeof value === 'string' && /^https:\/\/[^\s"<>]+$/.test(value))
                  ? true
                  : 'Le lien doit commencer par https://',
              admin: { description: 'Ouvert dans un nouvel onglet : aucun lecteur tiers n’est chargé sur la page.' },
            },
          ],
        },
        textList({ name: 'kit', label: 'Ce dont vous aurez besoin', singular: 'Élément', minRows: 1 }),
        titledTexts({ name: 'steps', label: 'Étapes', singular: 'Étape', minRows: 1 }),
        textList({ name: 'tips', label: "Conseils d'expert", singular: 'Conseil' }),
        textList({ name: 'mistakes', label: 'Erreurs courantes', singular: 'Erreur' }),
      ],
    },
    titledTexts({ name: 'assistance', label: 'Assistance technique', singular: 'Service' }),
    {
      name: 'resources',
      label: 'Ressources téléchargeables',
      type: 'array',
      labels: { singular: 'Ressource', plural: 'Ressources téléchargeables' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', label: 'Titre', type: 'text', required: true, maxLength: 120 },
            { name: 'format', label: 'Format et taille', type: 'text', required: true, maxLength: 40 },
          ],
        },
        { name: 'description', label: 'Description', type: 'textarea', required: true, maxLength: 400 },
      ],
    },
  ],
})
