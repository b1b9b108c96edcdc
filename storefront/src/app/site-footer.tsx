import { Footer } from '../components/layout/footer'
import { useShopPromises } from '../features/content/api/get-shop-promises'
import { useSocialLinks } from '../features/content/api/get-social-links'
import { usePreview } from '../hooks/use-preview'
import { NewsletterSignup } from '../features/forms/components/newsletter-signup'

/**
 * The footer with its newsletter form, the shop's social accounts and payment methods from the CMS: loaded after
 * the page (spec core §2, a lazy section).
 */
export function SiteFooter() {
  const preview = usePreview()
  const socialLinks = useSocialLinks({ preview })
  const promises = useShopPromises({ preview })
  return (
    <Footer
      newsletter={<NewsletterSignup />}
      socialLinks={socialLinks.data ?? []}
      paymentMethods={promises.data?.paymentMethods ?? []}
      phone={promises.data?.phone ?? null}
    />
  )
}
