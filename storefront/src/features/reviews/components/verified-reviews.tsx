import { formatDate } from '@shop/domain/dates'
import { reviewPolicy } from '@shop/domain/review-policy'
import type { PublicReviews } from '@shop/domain/reviews'

import { Container } from '../../../components/ui/container'
import { PageSection } from '../../../components/ui/page-section'
import { siteName } from '../../../config/site'
import { plural } from '../../../lib/plural'
import { useSiteOrigin } from '../../../lib/server-render'
import { useReviews } from '../api/get-reviews'

const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating)

/** schema.org data of the shop's reviews: only from the published ones, and only when there are some. */
function reviewsData({ average, count, latest }: PublicReviews, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'OnlineStore',
    name: siteName,
    url: new URL('/', origin).href,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: average, reviewCount: count, bestRating: 5, worstRating: 1 },
    review: latest.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.date.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      ...(review.comment ? { reviewBody: review.comment } : {}),
    })),
  }
}

/**
 * The customers' reviews (home, category and phone pages): the average and count of the
 * published ones and the latest, with how they are collected and kept next to them
 * (L111-7-2, D111-17). Nothing at all while none is published.
 */
export function VerifiedReviews() {
  const reviews = useReviews()
  const origin = useSiteOrigin()
  if (!reviews || reviews.count === 0 || reviews.average === null) return null
  const average = oneDecimal.format(reviews.average)
  return (
    <div className="bg-slate-50 py-12 sm:py-16">
      <Container>
        <PageSection title="Avis de nos clients">
          <p className="mt-3 text-lg text-slate-700">
            <span className="font-semibold text-slate-900">{average} sur 5</span> · {plural(reviews.count, 'avis vérifié', 'avis vérifiés')}
          </p>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {reviews.latest.map((review, index) => (
              <li key={`${review.date}-${index}`}>
                <figure className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <p className="text-amber-600" role="img" aria-label={`Note : ${review.rating} sur 5`}>
                    {stars(review.rating)}
                  </p>
                  {review.comment ? (
                    <blockquote className="mt-2 whitespace-pre-line text-slate-700">« {review.comment} »</blockquote>
                  ) : null}
                  <figcaption className="mt-3 text-sm text-slate-600">
                    <span className="font-semibold text-slate-900">{review.author}</span> · le {formatDate(review.date)}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <div className="mt-6 space-y-1 text-sm text-slate-600">
            <h3 className="font-semibold text-slate-900">Comment nous recueillons ces avis</h3>
            {reviewPolicy(reviews.keptMonths).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </PageSection>
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(reviewsData(reviews, origin)).replace(/</g, '\\u003c') }}
        />
      </Container>
    </div>
  )
}
