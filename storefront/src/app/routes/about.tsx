import { Container } from '../../components/ui/container'
import { PageIntro } from '../../components/ui/page-intro'
import { AboutStory } from '../../features/content/components/about-story'
import { PageFaqSection } from '../../features/content/components/page-faq'
import { ServiceIntro } from '../../features/content/components/service-intro'
import { VerifiedReviews } from '../../features/reviews/components/verified-reviews'
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
      <Container className="py-12">
        <AboutStory />
      </Container>
      {/* What customers say is their published reviews, or nothing: never a promise of testimonials. */}
      <VerifiedReviews />
      <Container className="py-12">
        <PageFaqSection page="about" title="Questions fréquentes" />
      </Container>
    </>
  )
}
