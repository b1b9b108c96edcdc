import { PageSection } from '../../../components/ui/page-section'
import { QueryContent } from '../../../components/ui/query-content'
import { useServicePage } from '../api/get-service-page'
import { usePreview } from '../hooks/use-preview'
import { BulletList, NumberedSteps, TextBlock } from './content-blocks'

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
            <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200">
              <table className="w-full min-w-xl text-left text-sm">
                <thead className="bg-slate-50 text-slate-900">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Type de produit
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Durée
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Couverture
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 text-slate-700">
                  {content.durations.map((row) => (
                    <tr key={row.id}>
                      <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                        {row.product}
                      </th>
                      <td className="px-4 py-3 whitespace-nowrap">{row.duration}</td>
                      <td className="px-4 py-3">{row.coverage}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </PageSection>
          <PageSection title="Procédure de réclamation">
            <NumberedSteps steps={content.claimSteps} className="lg:grid-cols-3" />
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
