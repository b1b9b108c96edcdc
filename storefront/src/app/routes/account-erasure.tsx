import { LinkPage } from '../../components/layout/link-page'
import { AccountErasurePanel } from '../../features/auth/components/account-erasure-panel'

/** The erasure e-mail's link (an account without a password). */
export function AccountErasureRoute() {
  return (
    <LinkPage
      title="Suppression de votre compte"
      intro="Vos informations personnelles seront effacées et vous serez déconnecté partout. Vos commandes sont conservées dix ans, sans votre nom ni vos coordonnées, pour nos obligations comptables."
    >
      {(token) => <AccountErasurePanel token={token} />}
    </LinkPage>
  )
}
