/**
 * What the storefront tells when a session ends or a Google sign-in comes back refused (spec core
 * §8): its first download shows them, so they stay apart from the other sign-in texts, which load
 * with the sign-in dialog. `authMessages` and `authUiMessages` carry them too.
 */
export const sessionNotices = {
  sessionInvalid: 'Session invalide. Veuillez vous reconnecter.',
  sessionExpired: 'Session expirée. Veuillez vous reconnecter.',
  sessionInactivity: 'Déconnexion automatique pour inactivité prolongée.',
  googleFailed: 'Erreur lors de la connexion Google',
} as const
