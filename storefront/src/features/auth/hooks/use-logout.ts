import { useNavigate } from 'react-router'

import { paths } from '../../../config/paths'
import { endSession } from '../stores/session-actions'

/** Logout: the stored session is forgotten without a message and the visitor goes home. */
export function useLogout(): () => void {
  const navigate = useNavigate()
  return () => {
    navigate(paths.home)
    endSession('logout')
  }
}
