import { Container } from '../../components/ui/container'
import { PageIntro } from '../../components/ui/page-intro'
import { paths } from '../../config/paths'
import { ProtectionTypes } from '../../features/catalogue/components/protection-types'
import { InstallationGuide } from '../../features/content/components/installation-guide'
import { PageFaqSection } from '../../features/content/components/page-faq'
import { usePageMeta } from '../../hooks/use-page-meta'

export function InstallationGuideRoute() {
  usePageMeta({
    title: "Guide d'installation",
    description:
      'Posez votre protection d’écran sans bulles : guides pas à pas pour smartphones, tablettes, montres et ordinateurs, conseils et questions fréquentes.',
  })
  return (
    <>
      <PageIntro title="Guide d'installation" lead="Posez votre protection sans bulles, étape par étape." />
      <Container className="py-12">
        <InstallationGuide
          smartphoneExtras={<ProtectionTypes ids={['blue-light', 'anti-spy']} linkTo={paths.phones} />}
          faq={<PageFaqSection page="guide-installation" title="Questions fréquentes sur l'installation" searchable />}
        />
      </Container>
    </>
  )
}
