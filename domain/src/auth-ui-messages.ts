import { authMessages } from './auth-messages.ts'
import { messages } from './messages.ts'
import { sessionNotices } from './session-notices.ts'
import { storefrontMessages } from './storefront-messages.ts'

/**
 * The storefront's texts of spec core §4 and §8 (sign-in, sign-up, password reset, session).
 * Where the server says the same thing, its text is used (authMessages, messages.api).
 */
export const authUiMessages = {
  signedIn: 'Connexion réussie !',
  unexpected: "Une erreur inattendue s'est produite",
  login: {
    400: authMessages.invalidData,
    401: authMessages.wrongCredentials,
    404: 'Compte introuvable',
    429: authMessages.tooManyAttempts,
    500: messages.api.server,
    other: 'Erreur de connexion inattendue',
    network: storefrontMessages.network,
    aborted: 'Connexion interrompue. Réessayez.',
    /** A success:false answer without a text (spec core §8). */
    unknown: 'Erreur de connexion inconnue',
    /** The call failed in the browser without an answer to read. */
    technical: 'Erreur technique inattendue. Réessayez plus tard.',
    /** A refusal whose text is empty: the modal's own words. */
    refusedWithoutText: 'Email ou mot de passe incorrect',
  },
  register: {
    400: authMessages.invalidRegistration,
    409: authMessages.accountExists,
    429: authMessages.tooManySignups,
    500: 'Erreur serveur lors de la création du compte',
    other: "Erreur d'inscription inattendue",
    network: 'Impossible de contacter le serveur pour créer le compte. Vérifiez votre connexion.',
    aborted: 'Création du compte interrompue. Réessayez.',
    unknown: 'Erreur lors de la création du compte',
    technical: 'Erreur technique lors de la création du compte. Réessayez plus tard.',
  },
  signupCreated: 'Compte créé avec succès ! Connexion automatique...',
  signupSignedIn: 'Compte créé et connecté avec succès !',
  signupSignInLater: 'Compte créé ! Vous pouvez maintenant vous connecter.',
  signupExists: 'Un compte existe déjà avec cet email. Essayez de vous connecter.',
  resetSent: authMessages.resetSent,
  resetFailed: "Erreur lors de l'envoi des instructions",
  connectionFailed: 'Erreur de connexion. Réessayez plus tard.',
  ...sessionNotices,
  guardChecking: 'Vérification des autorisations...',
  guardError: 'Erreur de vérification des permissions',
  resetDone: authMessages.resetDone,
  resetConfirmFailed: 'Erreur lors de la réinitialisation',
  emailVerified: authMessages.emailVerified,
  verificationFailed: 'Erreur lors de la confirmation de votre adresse',
  accountClaimed: 'Adresse confirmée et mot de passe enregistré. Vous êtes connecté.',
  verificationSent: authMessages.verificationSent,
  resendFailed: "Erreur lors de l'envoi du lien de confirmation",
  emailChangePending: authMessages.emailChangePending,
  emailChangeSignInRequired: authMessages.emailChangeSignInRequired,
  emailChangeCancelled: authMessages.emailChangeCancelled,
  emailChangeCancelFailed: "Erreur lors de l'annulation du changement d'adresse",
  accountErased: authMessages.accountErased,
  erasureFailed: 'Erreur lors de la suppression du compte',
  passwordChanged: authMessages.passwordChanged,
  passwordChangeFailed: 'Erreur lors du changement de mot de passe',
} as const
