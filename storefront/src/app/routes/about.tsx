import { Container } from '../../components/ui/container'
import { PageIntro } from '../../components/ui/page-intro'
import { PageSection } from '../../components/ui/page-section'
import { AboutStory } from '../../features/content/components/about-story'
import { PageFaqSection } from '../../features/content/components/page-faq'
import { ServiceIntro } from '../../features/content/components/service-intro'
import { usePageMeta } from '../../hooks/use-page-meta'

export function AboutRoute() {
  usePageMeta({
    title: 'Notre Histoire',
    description:
      'Ma Boutique Protection : notre mission, nos valeurs, notre parcours et la fabrication de nos protections d’écran sur mesure.',
  })
  return (
    <>
      <PageIntro title="Notre Histoire">
        <ServiceIntro slug="about-page" />
      </PageIntro>
      <Container className="space-y-14 py-12">
        <AboutStory />
        <PageSection title="Ils nous font confiance">
          <p className="mt-4 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-lg font-semibold text-slate-700">
            Bientôt des témoignages
          </p>
        </PageSection>
        <PageFaqSection page="about" title="Questions fréquentes" />
      </Container>
    </>
  )
}
