import { ProfilePage } from '../../features/profile/components/profile-page'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function ProfilRoute() {
  useDocumentTitle('Mon profil')
  return <ProfilePage />
}
