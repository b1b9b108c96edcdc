import { useParams } from 'react-router'

import { NotFoundMessage } from '../../components/ui/not-found-message'
import { PhoneDetails } from '../../features/catalogue/components/phone-details'
import { VerifiedReviews } from '../../features/reviews/components/verified-reviews'

const slugPattern = /^[a-z0-9-]+$/

export function PhoneRoute() {
  const { slug = '' } = useParams()
  if (!slugPattern.test(slug)) return <NotFoundMessage />
  return (
    <>
      <PhoneDetails key={slug} slug={slug} />
      <VerifiedReviews />
    </>
  )
}
