import type { ComponentType, ReactNode, SVGProps } from 'react'

import type { ContactDetails } from '@shop/domain/content'

import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../../components/ui/icons'
import { PostalAddress } from '../../../components/ui/postal-address'
import { QueryContent } from '../../../components/ui/query-content'
import { useContactDetails } from '../api/get-contact-details'
import { usePreview } from '../../../hooks/use-preview'

type ContactCardProps = { icon: ComponentType<SVGProps<SVGSVGElement>>; title: string; children: ReactNode }

function ContactCard({ icon: Icon, title, children }: ContactCardProps) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 text-sm text-slate-700">
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        {children}
      </div>
    </li>
  )
}

const linkClasses = 'font-medium break-all text-brand-700 underline-offset-2 hover:underline'

function EmailCard({ title, address, replyDelay }: { title: string; address: string; replyDelay?: string }) {
  return (
    <ContactCard icon={MailIcon} title={title}>
      <a href={`mailto:${address}`} className={linkClasses}>
        {address}
      </a>
      {replyDelay ? <p className="mt-1">Réponse sous {replyDelay}</p> : null}
    </ContactCard>
  )
}

/** Staff leave the phone empty while phone support is unavailable (site-settings). */
function PhoneCard({ phone }: { phone: ContactDetails['phone'] }) {
  return (
    <ContactCard icon={PhoneIcon} title="Téléphone">
      {phone ? (
        <a href={`tel:${phone.replace(/\s/g, '')}`} className={linkClasses}>
          {phone}
        </a>
      ) : (
        <p>Support téléphonique indisponible</p>
      )}
    </ContactCard>
  )
}

function useShopContacts() {
  const preview = usePreview()
  return useContactDetails({ preview })
}

/** The ways to reach after-sales service on /garantie: e-mail and phone. */
export function SupportContacts() {
  return (
    <QueryContent query={useShopContacts()}>
      {(contacts) => (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          <EmailCard title="E-mail" address={contacts.supportEmail} replyDelay={contacts.emailReplyDelay} />
          <PhoneCard phone={contacts.phone} />
        </ul>
      )}
    </QueryContent>
  )
}

const mapSearchUrl = ({ street, postalCode, city, country }: ContactDetails['address']) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${street}, ${postalCode} ${city}, ${country}`)}`

/**
 * /contact's details (spec core §2): addresses, phone, the postal address with a link to the map
 * (no map embedded: no third party loads on the page), and the opening hours.
 */
export function ContactDetailsPanel() {
  return (
    <QueryContent query={useShopContacts()}>
      {(contacts) => (
        <ul className="mt-4 grid gap-4">
          <EmailCard title="E-mail" address={contacts.email} />
          <EmailCard title="Service client" address={contacts.supportEmail} replyDelay={contacts.emailReplyDelay} />
          <PhoneCard phone={contacts.phone} />
          <ContactCard icon={MapPinIcon} title="Adresse">
            <PostalAddress {...contacts.address} className="mt-1" />
            <a
              href={mapSearchUrl(contacts.address)}
              target="_blank"
              rel="noopener noreferrer"
              className={`${linkClasses} mt-2 inline-block`}
            >
              Voir sur OpenStreetMap<span className="sr-only"> (nouvel onglet)</span>
            </a>
          </ContactCard>
          <ContactCard icon={ClockIcon} title="Horaires d'ouverture">
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {contacts.hours.map((row) => (
                <div key={row.id} className="contents">
                  <dt className="font-medium text-slate-900">{row.days}</dt>
                  <dd>{row.hours}</dd>
                </div>
              ))}
            </dl>
          </ContactCard>
        </ul>
      )}
    </QueryContent>
  )
}
