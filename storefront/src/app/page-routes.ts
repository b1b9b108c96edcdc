import type { ComponentType } from 'react'

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
}

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
  { path: paths.home, module: 'home', load: () => import('./routes/home').then((m) => m.HomeRoute) },
  { path: paths.about, module: 'about', load: () => import('./routes/about').then((m) => m.AboutRoute) },
  { path: paths.contact, module: 'contact', load: () => import('./routes/contact').then((m) => m.ContactRoute) },
  { path: paths.faq, module: 'faq', load: () => import('./routes/faq').then((m) => m.FaqRoute) },
  { path: paths.withdrawal, module: 'withdrawal', load: () => import('./routes/withdrawal').then((m) => m.WithdrawalRoute) },
  {
    path: paths.onlineWithdrawal,
    module: 'online-withdrawal',
    load: () => import('./routes/online-withdrawal').then((m) => m.OnlineWithdrawalRoute),
  },
  { path: paths.warranty, module: 'warranty', load: () => import('./routes/warranty').then((m) => m.WarrantyRoute) },
  { path: paths.delivery, module: 'delivery', load: () => import('./routes/delivery').then((m) => m.DeliveryRoute) },
  { path: paths.tracking, module: 'tracking', load: () => import('./routes/tracking').then((m) => m.TrackingRoute) },
  {
    path: paths.installationGuide,
    module: 'installation-guide',
    load: () => import('./routes/installation-guide').then((m) => m.InstallationGuideRoute),
  },
  { path: paths.terms, module: 'terms', load: () => import('./routes/terms').then((m) => m.TermsRoute) },
  { path: paths.privacy, module: 'privacy', load: () => import('./routes/privacy').then((m) => m.PrivacyRoute) },
  { path: paths.cookies, module: 'cookies', load: () => import('./routes/cookies').then((m) => m.CookiesRoute) },
  { path: paths.legalNotice, module: 'legal-notice', load: () => import('./routes/legal-notice').then((m) => m.LegalNoticeRoute) },
  { path: paths.checkout, module: 'checkout', load: () => import('./routes/checkout').then((m) => m.CheckoutRoute) },
  { path: paths.phones, module: 'phones', load: () => import('./routes/phones').then((m) => m.PhonesRoute) },
  { path: `${paths.phones}/:slug`, module: 'phone', load: () => import('./routes/phone').then((m) => m.PhoneRoute) },
  { path: paths.tablets, module: 'tablets', load: () => import('./routes/tablets').then((m) => m.TabletsRoute) },
  { path: paths.watches, module: 'watches', load: () => import('./routes/watches').then((m) => m.WatchesRoute) },
  { path: paths.consoles, module: 'consoles', load: () => import('./routes/consoles').then((m) => m.ConsolesRoute) },
  { path: paths.laptops, module: 'laptops', load: () => import('./routes/laptops').then((m) => m.LaptopsRoute) },
  { path: paths.carScreens, module: 'car-screens', load: () => import('./routes/car-screens').then((m) => m.CarScreensRoute) },
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
