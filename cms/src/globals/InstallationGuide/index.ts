import { installationDeviceTypes } from '@shop/domain/content-pages'

import { contentGlobal } from '../contentGlobal.ts'
import { textList, titledTexts } from '../../fields/content-lists.ts'
import { mediaField } from '../../fields/media-field.ts'

/**
 * /guide-installation (spec catalogue §2 "Installation guide page"): one entry per device type with
 * its kit, steps, tips and mistakes, and its video if staff uploaded one; the documents to
 * download are files of the media library too. The FAQ entries are FAQ documents of page
 * 'guide-installation'.
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
          ],
        },
        {
          type: 'row',
          fields: [
            mediaField({ name: 'video', label: 'Vidéo d’installation', kinds: ['video'], description: 'MP4 ou WebM, lue dans la page.' }),
            mediaField({ name: 'videoPoster', label: 'Image d’aperçu de la vidéo', kinds: ['image'] }),
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
      admin: { description: 'Le format et la taille affichés sont ceux du fichier envoyé.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', label: 'Titre', type: 'text', required: true, maxLength: 120 },
            mediaField({ name: 'file', label: 'Fichier PDF', kinds: ['document'], required: true }),
          ],
        },
        { name: 'description', label: 'Description', type: 'textarea', required: true, maxLength: 400 },
      ],
    },
  ],
})
