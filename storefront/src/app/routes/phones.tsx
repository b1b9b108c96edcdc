import { categoryConfigs } from '../../features/catalogue/category-config'
import { CategoryPage } from '../../features/catalogue/components/category-page'
import { PhoneBenefits, PhoneClosingSections } from '../../features/category-content/components/phone-sections'
import { VerifiedReviews } from '../../features/reviews/components/verified-reviews'
import { useShopPromises } from '../../features/content/api/get-shop-promises'
import { usePreview } from '../../hooks/use-preview'

export function PhonesRoute() {
  const promises = useShopPromises({ preview: usePreview() })
  return (
    <CategoryPage
      config={categoryConfigs.phones}
      title="Protections d’écran pour téléphones"
      lead="Films hydrogel HD, anti-lumière bleue ou anti-espion, découpés pour votre smartphone."
      description="Protections d’écran hydrogel HD, anti-lumière bleue et anti-espion pour plus de 160 smartphones : Apple, Samsung, Google, Xiaomi et bien d’autres."
      beforeResults={<PhoneBenefits />}
      afterResults={
        <>
          <VerifiedReviews />
          <PhoneClosingSections paymentMethods={promises.data?.paymentMethods ?? []} />
        </>
      }
    />
  )
}
