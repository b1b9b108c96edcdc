import { ProfilePage } from '../../features/profile/components/profile-page'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function ProfileRoute() {
  useDocumentTitle('Mon profil')
  return <ProfilePage />
}
