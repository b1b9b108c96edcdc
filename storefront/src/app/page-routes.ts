import type { ComponentType } from 'react'

import type { CatalogueCollection, LegalPageSlug } from '@shop/domain/catalogue'
import { pageQueries as query } from '@shop/domain/page-data'
import type { PageQuery } from '@shop/domain/page-queries'

import { paths } from '../config/paths'

type LazyModule = {
  /** The file under routes/ that holds the component: the build finds its chunks by this name. */
  module: string
  load: () => Promise<ComponentType>
}

export type PageRoute = LazyModule & {
  /** The path pattern, as react-router reads it. */
  path: string
  /** Customer pages: signed-in visitors only (spec core §2 route guard). */
  guarded?: boolean
  /** The administration's pages: inside `adminLayout`, not the shop's shell. */
  admin?: boolean
  /**
   * What the page's first screen shows from the catalogue and the CMS: the server answers these
   * queries in the page's HTML (app/page-data.ts), so that the page paints with its models, prices
   * and texts instead of placeholders. None for pages the build renders as they are.
   */
  data?: (params: { slug?: string }) => PageQuery[]
}

/** A category's first screen, with the prices, its texts and the customers' reviews. */
const categoryData = (collection: CatalogueCollection) => () => [
  query.firstScreen(collection),
  query.pricing,
  query.categoryPages,
  query.reviews,
]

/** A legal page's text, with what its sections show besides. */
const legalData =
  (slug: LegalPageSlug, ...extras: PageQuery[]) =>
  () => [query.legalPage(slug), ...extras]

/** The administration's shell, loaded with its pages only: shoppers never download it. */
export const adminLayout: LazyModule = {
  module: 'admin-root',
  load: () => import('./routes/admin-root').then((m) => m.AdminRootRoute),
}

/** The route guard of the customer pages (spec core §2), loaded with them only. */
export const customerGuard: LazyModule = {
  module: 'require-auth',
  load: () => import('./routes/require-auth').then((m) => m.RequireAuth),
}

/**
 * Every page of the shop, each its own lazily loaded chunk. The router is built from this list,
 * and so is the map of each page's chunks the build writes for the server's preload tags
 * (scripts/route-chunks.ts); the build fails if a module named here is not a chunk.
 */
export const pageRoutes: readonly PageRoute[] = [
  {
    path: paths.home,
    module: 'home',
    data: () => [query.categoryPages, query.pricing, query.deliveryModes, query.reviews],
    load: () => import('./routes/home').then((m) => m.HomeRoute),
  },
  {
    path: paths.about,
    module: 'about',
    data: () => [query.servicePage('about-page'), query.faqs('about'), query.reviews],
    load: () => import('./routes/about').then((m) => m.AboutRoute),
  },
  {
    path: paths.contact,
    module: 'contact',
    data: () => [query.contactDetails],
    load: () => import('./routes/contact').then((m) => m.ContactRoute),
  },
  { path: paths.faq, module: 'faq', data: () => [query.faqs('faq')], load: () => import('./routes/faq').then((m) => m.FaqRoute) },
  {
    path: paths.withdrawal,
    module: 'withdrawal',
    data: legalData('retractation', query.faqs('retractation')),
    load: () => import('./routes/withdrawal').then((m) => m.WithdrawalRoute),
  },
  {
    path: paths.onlineWithdrawal,
    module: 'online-withdrawal',
    load: () => import('./routes/online-withdrawal').then((m) => m.OnlineWithdrawalRoute),
  },
  {
    path: paths.warranty,
    module: 'warranty',
    data: () => [query.servicePage('warranty-page'), query.faqs('garantie'), query.contactDetails],
    load: () => import('./routes/warranty').then((m) => m.WarrantyRoute),
  },
  {
    path: paths.delivery,
    module: 'delivery',
    data: () => [query.servicePage('delivery-page'), query.deliveryModes, query.faqs('livraison'), query.faqs('retours')],
    load: () => import('./routes/delivery').then((m) => m.DeliveryRoute),
  },
  { path: paths.tracking, module: 'tracking', load: () => import('./routes/tracking').then((m) => m.TrackingRoute) },
  {
    path: paths.installationGuide,
    module: 'installation-guide',
    data: () => [query.servicePage('installation-guide'), query.faqs('guide-installation'), query.pricing],
    load: () => import('./routes/installation-guide').then((m) => m.InstallationGuideRoute),
  },
  {
    path: paths.terms,
    module: 'terms',
    data: legalData('conditions-generales', query.consumerMediator),
    load: () => import('./routes/terms').then((m) => m.TermsRoute),
  },
  {
    path: paths.privacy,
    module: 'privacy',
    data: legalData('politique-confidentialite'),
    load: () => import('./routes/privacy').then((m) => m.PrivacyRoute),
  },
  {
    path: paths.cookies,
    module: 'cookies',
    data: legalData('cookies'),
    load: () => import('./routes/cookies').then((m) => m.CookiesRoute),
  },
  {
    path: paths.legalNotice,
    module: 'legal-notice',
    data: legalData('mentions-legales', query.consumerMediator),
    load: () => import('./routes/legal-notice').then((m) => m.LegalNoticeRoute),
  },
  { path: paths.checkout, module: 'checkout', load: () => import('./routes/checkout').then((m) => m.CheckoutRoute) },
  { path: paths.phones, module: 'phones', data: categoryData('phones'), load: () => import('./routes/phones').then((m) => m.PhonesRoute) },
  {
    path: `${paths.phones}/:slug`,
    module: 'phone',
    data: ({ slug = '' }) => [query.model('phones', slug), query.pricing, query.reviews],
    load: () => import('./routes/phone').then((m) => m.PhoneRoute),
  },
  {
    path: paths.tablets,
    module: 'tablets',
    data: categoryData('tablets'),
    load: () => import('./routes/tablets').then((m) => m.TabletsRoute),
  },
  {
    path: paths.watches,
    module: 'watches',
    data: categoryData('watches'),
    load: () => import('./routes/watches').then((m) => m.WatchesRoute),
  },
  {
    path: paths.consoles,
    module: 'consoles',
    data: categoryData('consoles'),
    load: () => import('./routes/consoles').then((m) => m.ConsolesRoute),
  },
  {
    path: paths.laptops,
    module: 'laptops',
    data: categoryData('laptops'),
    load: () => import('./routes/laptops').then((m) => m.LaptopsRoute),
  },
  {
    path: paths.carScreens,
    module: 'car-screens',
    data: categoryData('car-models'),
    load: () => import('./routes/car-screens').then((m) => m.CarScreensRoute),
  },
  { path: paths.success, module: 'success', load: () => import('./routes/success').then((m) => m.SuccessRoute) },
  { path: paths.orders, module: 'orders', guarded: true, load: () => import('./routes/orders').then((m) => m.OrdersRoute) },
  { path: paths.profile, module: 'profile', guarded: true, load: () => import('./routes/profile').then((m) => m.ProfileRoute) },
  { path: paths.resetPassword, module: 'reset-password', load: () => import('./routes/reset-password').then((m) => m.ResetPasswordRoute) },
  { path: paths.verifyEmail, module: 'verify-email', load: () => import('./routes/verify-email').then((m) => m.VerifyEmailRoute) },
  {
    path: paths.accountErasure,
    module: 'account-erasure',
    load: () => import('./routes/account-erasure').then((m) => m.AccountErasureRoute),
  },
  {
    path: paths.adminLogin,
    module: 'admin-login',
    admin: true,
    load: () => import('./routes/admin-login').then((m) => m.AdminLoginRoute),
  },
  {
    path: paths.newsletterConfirm,
    module: 'newsletter-link',
    load: () => import('./routes/newsletter-link').then((m) => m.NewsletterConfirmRoute),
  },
  {
    path: paths.newsletterUnsubscribe,
    module: 'newsletter-link',
    load: () => import('./routes/newsletter-link').then((m) => m.NewsletterUnsubscribeRoute),
  },
  { path: paths.satisfaction, module: 'satisfaction', load: () => import('./routes/satisfaction').then((m) => m.SatisfactionRoute) },
  { path: paths.dashboard, module: 'dashboard', admin: true, load: () => import('./routes/dashboard').then((m) => m.DashboardRoute) },
  { path: '*', module: 'not-found', load: () => import('./routes/not-found').then((m) => m.NotFoundRoute) },
]
