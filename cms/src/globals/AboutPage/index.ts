import { contentGlobal } from '../contentGlobal.ts'
import { titledBlock, titledTexts } from '../../fields/content-lists.ts'

/** /about, 'Notre Histoire' (spec core §2); its FAQ entries are FAQ documents of page 'about'. */
export const AboutPage = contentGlobal({
  slug: 'about-page',
  label: 'Page Notre histoire',
  path: '/about',
  fields: [
    { name: 'intro', label: 'Introduction', type: 'textarea', required: true, maxLength: 1000 },
    titledBlock('mission', 'Notre mission'),
    titledTexts({ name: 'values', label: 'Nos valeurs', singular: 'Valeur', minRows: 1 }),
    titledTexts({ name: 'journey', label: 'Notre parcours', singular: 'Étape' }, [
      { name: 'date', label: 'Date', type: 'text', required: true, maxLength: 40 },
    ]),
    titledBlock('quality', 'Qualité'),
    titledTexts({ name: 'advantages', label: 'Nos avantages', singular: 'Avantage' }),
    titledTexts({ name: 'manufacturing', label: 'Fabrication', singular: 'Étape' }),
  ],
})
