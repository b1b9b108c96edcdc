import { useParams } from 'react-router'

import { PhoneDetails } from '../../features/catalogue/components/phone-details'
import { NotFoundRoute } from './not-found'

const slugPattern = /^[a-z0-9-]+$/

export function PhoneRoute() {
  const { slug = '' } = useParams()
  if (!slugPattern.test(slug)) return <NotFoundRoute />
  return <PhoneDetails key={slug} slug={slug} />
}
