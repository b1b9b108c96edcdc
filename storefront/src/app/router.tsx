import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'

import { paths } from '../config/paths'
import { RequireAuth } from '../features/auth/components/require-auth'
import { AppLoading } from './routes/app-loading'
import { RootRoute } from './routes/root'
import { RouteError } from './routes/route-error'

/**
 * Each page is its own chunk, loaded when its route matches: the home page's first download
 * holds only the shell (header, footer, banners) and the home page itself.
 */
function page(path: string | undefined, load: () => Promise<ComponentType>): RouteObject {
  const lazy = async () => ({ Component: await load() })
  return path === undefined ? { index: true, lazy } : { path, lazy }
}

export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: RootRoute,
    ErrorBoundary: RouteError,
    HydrateFallback: AppLoading,
    children: [
      {
        // Errors of a page show inside the shell.
        ErrorBoundary: RouteError,
        children: [
          page(undefined, () => import('./routes/home').then((m) => m.HomeRoute)),
          page(paths.about, () => import('./routes/about').then((m) => m.AboutRoute)),
          page(paths.contact, () => import('./routes/contact').then((m) => m.ContactRoute)),
          page(paths.faq, () => import('./routes/faq').then((m) => m.FaqRoute)),
          page(paths.retractation, () => import('./routes/retractation').then((m) => m.RetractationRoute)),
          page(paths.garantie, () => import('./routes/garantie').then((m) => m.GarantieRoute)),
          page(paths.livraison, () => import('./routes/livraison').then((m) => m.LivraisonRoute)),
          page(paths.suivi, () => import('./routes/suivi').then((m) => m.SuiviRoute)),
          page(paths.guide, () => import('./routes/guide-installation').then((m) => m.GuideInstallationRoute)),
          page(paths.conditions, () => import('./routes/conditions-generales').then((m) => m.ConditionsGeneralesRoute)),
          page(paths.confidentialite, () =>
            import('./routes/politique-confidentialite').then((m) => m.PolitiqueConfidentialiteRoute),
          ),
          page(paths.cookies, () => import('./routes/cookies').then((m) => m.CookiesRoute)),
          page(paths.mentions, () => import('./routes/mentions-legales').then((m) => m.MentionsLegalesRoute)),
          page(paths.commande, () => import('./routes/commande').then((m) => m.CommandeRoute)),
          page(paths.telephones, () => import('./routes/telephones').then((m) => m.TelephonesRoute)),
          page(`${paths.telephones}/:slug`, () => import('./routes/telephone').then((m) => m.TelephoneRoute)),
          page(paths.tablettes, () => import('./routes/tablettes').then((m) => m.TablettesRoute)),
          page(paths.montres, () => import('./routes/montres-connectees').then((m) => m.MontresConnecteesRoute)),
          page(paths.consoles, () => import('./routes/consoles').then((m) => m.ConsolesRoute)),
          page(paths.ordinateurs, () => import('./routes/ordinateurs').then((m) => m.OrdinateursRoute)),
          page(paths.ecransAuto, () => import('./routes/ecrans-auto').then((m) => m.EcransAutoRoute)),
          {
            // Customer pages: signed-in visitors only (spec core §2 route guard).
            Component: RequireAuth,
            children: [
              page(paths.success, () => import('./routes/success').then((m) => m.SuccessRoute)),
              page(paths.mesCommandes, () => import('./routes/mes-commandes').then((m) => m.MesCommandesRoute)),
              page(paths.profil, () => import('./routes/profil').then((m) => m.ProfilRoute)),
            ],
          },
          page(paths.resetPassword, () => import('./routes/reset-password').then((m) => m.ResetPasswordRoute)),
          page(paths.adminLogin, () => import('./routes/admin-login').then((m) => m.AdminLoginRoute)),
          page(paths.dashboard, () => import('./routes/dashboard').then((m) => m.DashboardRoute)),
          page('*', () => import('./routes/not-found').then((m) => m.NotFoundRoute)),
        ],
      },
    ],
  },
]
