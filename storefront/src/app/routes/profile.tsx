import { useLogout } from '../../features/auth/hooks/use-logout'
import { ProfilePage } from '../../features/profile/components/profile-page'
import { useDocumentTitle } from '../../hooks/use-document-title'

export function ProfileRoute() {
  useDocumentTitle('Mon profil')
  const logout = useLogout()
  return <ProfilePage onLogout={logout} />
}
