import { PageSection } from '../../../components/ui/page-section'
import { QueryContent } from '../../../components/ui/query-content'
import { useServicePage } from '../api/get-service-page'
import { usePreview } from '../../../hooks/use-preview'
import { BulletList, DataTable, NumberedSteps, TextBlock } from '../../../components/ui/content-blocks'

/**
 * /garantie as staff write it (spec catalogue §2): the quality commitment, the warranty of each
 * product type, the claim procedure, what to know and what the warranty leaves out.
 */
export function WarrantyDetails() {
  const preview = usePreview()
  const page = useServicePage({ slug: 'warranty-page', preview })
  return (
    <QueryContent query={page}>
      {(content) => (
        <div className="space-y-14">
          <TextBlock block={content.commitment} />
          <PageSection title="Durée de garantie par produit">
            <DataTable
              label="Durée de garantie par produit"
              columns={['Type de produit', 'Durée', 'Couverture']}
              rows={content.durations.map(({ id, product, duration, coverage }) => ({ id, cells: [product, duration, coverage] }))}
            />
          </PageSection>
          <PageSection title="Procédure de réclamation">
            <NumberedSteps steps={content.claimSteps} />
          </PageSection>
          <div className="grid gap-10 lg:grid-cols-2">
            <PageSection title="Informations importantes">
              <BulletList items={content.importantInfo} />
            </PageSection>
            <PageSection title="Exclusions de garantie">
              <BulletList items={content.exclusions} tone="warning" />
            </PageSection>
          </div>
        </div>
      )}
    </QueryContent>
  )
}
