import { useId } from 'react'

import type { PaymentMethodId } from '@shop/domain/payment-methods'

import { Container } from '../../../components/ui/container'
import { PaymentIcons } from '../../../components/ui/payment-icons'
import { useCategoryPages } from '../api/get-category-pages'
import { SectionBand } from './section-band'
import { BenefitCards } from './benefit-cards'

/**
 * /telephones, under its title: the three benefit cards. Their titles are h3, so the section has
 * its h2 (read by screen readers, not shown): headings go down one level at a time.
 */
export function PhoneBenefits() {
  const headingId = useId()
  const benefits = useCategoryPages()?.phones.benefits ?? []
  if (benefits.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="border-b border-slate-200 bg-white">
      <Container className="pb-8">
        <h2 id={headingId} className="sr-only">
          Nos avantages
        </h2>
        <BenefitCards items={benefits} />
      </Container>
    </section>
  )
}

/** /telephones, after the models and the customers' reviews: the payment banner, with the methods the site settings announce. */
export function PhoneClosingSections({ paymentMethods }: { paymentMethods: readonly PaymentMethodId[] }) {
  const phones = useCategoryPages()?.phones
  if (!phones?.paymentBanner) return null
  return (
    <SectionBand title={phones.paymentBanner.title}>
      <div className="mt-4 flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-2xl text-slate-700">{phones.paymentBanner.text}</p>
        <PaymentIcons methods={paymentMethods} />
      </div>
    </SectionBand>
  )
}
