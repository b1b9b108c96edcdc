import { Footer } from '../components/layout/footer'
import { NewsletterForm } from '../features/newsletter/components/newsletter-form'

/** The footer with its newsletter form: loaded after the page (spec core §2, a lazy section). */
export function SiteFooter() {
  return <Footer newsletter={<NewsletterForm />} />
}
