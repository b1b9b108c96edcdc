import { useSearchParams } from 'react-router'

import { Container } from '../../components/ui/container'
import { NewsletterLink } from '../../features/newsletter/components/newsletter-link'
import { useDocumentTitle } from '../../hooks/use-document-title'

const titles = { confirm: 'Confirmation de votre inscription', unsubscribe: 'Désinscription de la newsletter' } as const

function NewsletterLinkPage({ link }: { link: keyof typeof titles }) {
  useDocumentTitle(titles[link])
  const [searchParams] = useSearchParams()
  return (
    <Container className="py-14">
      <div className="mx-auto max-w-xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{titles[link]}</h1>
        <div className="mt-6">
          <NewsletterLink link={link} token={searchParams.get('token') ?? ''} />
        </div>
      </div>
    </Container>
  )
}

export const NewsletterConfirmRoute = () => <NewsletterLinkPage link="confirm" />
export const NewsletterUnsubscribeRoute = () => <NewsletterLinkPage link="unsubscribe" />
