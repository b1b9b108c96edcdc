import { Container } from '../../components/ui/container'
import { PageIntro } from '../../components/ui/page-intro'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function ContactRoute() {
  useDocumentTitle('Contact')
  return (
    <>
      <PageIntro
        title="Contactez-nous"
        lead="Une question sur une commande, un produit ou la pose ? Notre équipe vous répond par e-mail sous 24 h."
      />
      <Container className="py-10">
        <section aria-labelledby="hours-title" className="max-w-md rounded-2xl border border-slate-200 p-6">
          <h2 id="hours-title" className="text-lg font-semibold text-slate-900">
            Horaires du service client
          </h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm text-slate-700">
            <dt className="font-medium text-slate-900">Lundi – vendredi</dt>
            <dd>9 h – 18 h</dd>
            <dt className="font-medium text-slate-900">Samedi</dt>
            <dd>10 h – 16 h</dd>
            <dt className="font-medium text-slate-900">Dimanche</dt>
            <dd>Fermé</dd>
          </dl>
        </section>
      </Container>
    </>
  )
}
