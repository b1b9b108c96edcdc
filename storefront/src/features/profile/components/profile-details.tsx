import type { ClientProfile } from '@shop/domain/profile'

const notGiven = <span className="text-slate-500">Non renseigné</span>

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-slate-900 sm:col-span-2 sm:mt-0">{value || notGiven}</dd>
    </div>
  )
}

/** View mode of /profil. */
export function ProfileDetails({ profile }: { profile: ClientProfile }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="profile-personal" className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="profile-personal" className="text-lg font-semibold text-slate-900">
          Informations personnelles
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <Row label="Nom" value={profile.name} />
          <Row label="Email" value={profile.email} />
          <Row label="Téléphone" value={profile.phone} />
        </dl>
      </section>
      <section aria-labelledby="profile-address" className="rounded-2xl border border-slate-200 bg-white p-6">
        <h2 id="profile-address" className="text-lg font-semibold text-slate-900">
          Adresse de livraison
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <Row label="Adresse" value={profile.address} />
          <Row label="Ville" value={profile.city} />
          <Row label="Code postal" value={profile.postal_code} />
          <Row label="Pays" value={profile.country} />
        </dl>
      </section>
    </div>
  )
}
