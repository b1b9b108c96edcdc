import { PageSection } from '../../../components/ui/page-section'
import { QueryContent } from '../../../components/ui/query-content'
import { useServicePage } from '../api/get-service-page'
import { usePreview } from '../../../hooks/use-preview'
import { CardGrid, NumberedSteps, TextBlock } from '../../../components/ui/content-blocks'

/** 'Notre Histoire' as staff write it (spec core §2): mission, values, journey, quality, advantages, manufacturing. */
export function AboutStory() {
  const preview = usePreview()
  const page = useServicePage({ slug: 'about-page', preview })
  return (
    <QueryContent query={page}>
      {(content) => (
        <div className="space-y-14">
          <TextBlock block={content.mission} />
          <PageSection title="Nos valeurs">
            <CardGrid items={content.values} />
          </PageSection>
          <PageSection title="Notre parcours">
            <CardGrid items={content.journey} aside={(step) => <p className="mb-1 text-sm font-semibold text-brand-700">{step.date}</p>} />
          </PageSection>
          <TextBlock block={content.quality} />
          <PageSection title="Pourquoi nous choisir ?">
            <CardGrid items={content.advantages} />
          </PageSection>
          <PageSection title="Notre fabrication">
            <NumberedSteps steps={content.manufacturing} />
          </PageSection>
        </div>
      )}
    </QueryContent>
  )
}
