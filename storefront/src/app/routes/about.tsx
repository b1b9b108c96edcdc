import { PageIntro } from '../../components/ui/page-intro'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function AboutRoute() {
  useDocumentTitle('Notre Histoire')
  return (
    <PageIntro
      title="Notre Histoire"
      lead="Depuis décembre 2024, nous protégeons les écrans de nos clients avec des films hydrogel découpés sur mesure."
    />
  )
}
