import type { ReactNode } from 'react'
import { Link } from 'react-router'

import type { PaymentMethodId } from '@shop/domain/payment-methods'

import { footerColumns } from '../../config/navigation'
import { siteName } from '../../config/site'
import { FacebookIcon, InstagramIcon, ShieldIcon, TiktokIcon, YoutubeIcon } from '../ui/icons'
import { PaymentIcons } from '../ui/payment-icons'

const socialNetworks = {
  facebook: { label: 'Facebook', Icon: FacebookIcon },
  instagram: { label: 'Instagram', Icon: InstagramIcon },
  tiktok: { label: 'TikTok', Icon: TiktokIcon },
  youtube: { label: 'YouTube', Icon: YoutubeIcon },
} as const

type FooterSocialLink = { network: keyof typeof socialNetworks; href: string }

type FooterProps = {
  /** The newsletter signup form (from the forms feature). */
  newsletter: ReactNode
  /** The shop's social accounts, from the CMS (none while they load). */
  socialLinks: readonly FooterSocialLink[]
  /** The payment methods the site settings announce (none while they load). */
  paymentMethods: readonly PaymentMethodId[]
  /** The seller's telephone (site settings), shown on every page before any order (L221-5). */
  phone: string | null
}

export function Footer({ newsletter, socialLinks, paymentMethods, phone }: FooterProps) {
  const year = new Date().getFullYear()
  return (
    <footer className="surface-dark bg-slate-900 text-slate-300 print:hidden">
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-28 sm:px-6 md:pb-12 lg:px-8">
        <div className="flex flex-col gap-10 border-b border-slate-700 pb-10 lg:flex-row lg:items-start lg:justify-between">
          <div className="max-w-sm">
            <p className="flex items-center gap-2 text-lg font-bold text-white">
              <span className="flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white">
                <ShieldIcon className="size-5" />
              </span>
              {siteName}
            </p>
            <p className="mt-3 text-sm">Des films de protection hydrogel découpés pour votre modèle, pour tous vos écrans du quotidien.</p>
            {phone ? (
              <p className="mt-3 text-sm">
                Téléphone :{' '}
                <a href={`tel:${phone.replace(/\s/g, '')}`} className="font-semibold text-white hover:underline">
                  {phone}
                </a>
              </p>
            ) : null}
            <ul className="mt-5 flex min-h-10 gap-3" aria-label="Réseaux sociaux">
              {socialLinks.map(({ network, href }) => {
                const { label, Icon } = socialNetworks[network]
                return (
                  <li key={network}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${label} (nouvelle fenêtre)`}
                      className="flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-200 transition-colors hover:bg-brand-700 hover:text-white"
                    >
                      <Icon />
                    </a>
                  </li>
                )
              })}
            </ul>
          </div>
          {newsletter}
        </div>

        <div className="grid gap-8 py-10 sm:grid-cols-3">
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="hover:text-white hover:underline">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="flex flex-col gap-4 border-t border-slate-700 pt-8 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            © {year} {siteName}. Tous droits réservés.
          </p>
          <PaymentIcons methods={paymentMethods} />
        </div>
      </div>
    </footer>
  )
}
