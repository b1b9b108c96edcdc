import { lazy, Suspense } from 'react'
import { Link } from 'react-router'

import { Container } from '../../components/ui/container'
import { PageIntro } from '../../components/ui/page-intro'
import { paths } from '../../config/paths'
import { FaqBrowser } from '../../features/content/components/faq-browser'

/**
 * The form's code (react-hook-form, the forms' zod schemas) in a chunk of its own, hydrated when it
 * arrives: evaluated with the questions, it made one long task of the page's start on a phone.
 */
const FaqContactForm = lazy(() => import('../../features/forms/components/faq-contact-form').then((m) => ({ default: m.FaqContactForm })))

export function FaqRoute() {
  return (
    <>
      <PageIntro
        title="Foire aux questions"
        lead="Installation, durabilité, garantie, livraison : les réponses aux questions les plus fréquentes."
      >
        <p className="mt-4 text-sm text-slate-700">
          Envie de savoir qui fabrique vos protections ?{' '}
          <Link to={paths.about} className="font-semibold text-brand-700 underline hover:text-brand-800">
            Découvrez notre histoire
          </Link>
        </p>
      </PageIntro>
      <Container className="py-10">
        <FaqBrowser />
      </Container>
      <Container className="pb-16">
        <Suspense fallback={null}>
          <FaqContactForm />
        </Suspense>
      </Container>
    </>
  )
}
