import { sessionNotices } from './session-notices.ts'

/**
 * Texts of spec core §5 and §8, shown by the forms and returned by the endpoints. Kept apart from
 * the schemas (no zod here) because the sign-in dialog shows them before it loads zod;
 * `@shop/domain/auth` re-exports them.
 */
export const authMessages = {
  emailRequired: "L'email est requis",
  emailInvalid: "Format d'email invalide",
  emailTooLong: "L'email ne peut pas dépasser 254 caractères",
  firstNameRequired: 'Le prénom est requis',
  lastNameRequired: 'Le nom est requis',
  nameTooLong: 'Le nom ne peut pas dépasser 100 caractères',
  passwordRequired: 'Le mot de passe est requis',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordTooLong: 'Le mot de passe ne peut pas dépasser 128 caractères',
  passwordTooCommon: 'Ce mot de passe fait partie des plus courants. Choisissez-en un plus difficile à deviner.',
  passwordsMismatch: 'Les mots de passe ne correspondent pas',
  invalidData: 'Données invalides',
  invalidRegistration: "Données d'inscription invalides",
  wrongCredentials: 'Identifiants incorrects',
  accountExists: 'Un compte existe déjà avec cet email',
  tooManyAttempts: 'Trop de tentatives. Réessayez plus tard.',
  sessionInvalid: sessionNotices.sessionInvalid,
  sessionExpired: sessionNotices.sessionExpired,
  resetSent: 'Instructions de réinitialisation envoyées par email !',
  resetTokenInvalid: 'Ce lien de réinitialisation est invalide ou a expiré.',
  resetDone: 'Mot de passe réinitialisé avec succès !',
  unknownAction: 'Action inconnue',
  forbidden: "Vous n'avez pas accès à ces données.",
  tooManySignups: 'Trop de tentatives. Attendez avant de réessayer.',
  busy: 'Le service est très sollicité. Réessayez dans quelques instants.',
  googleUnavailable: "La connexion Google n'est pas disponible.",
  googleForeignSignIn: "Cette connexion Google n'a pas été demandée depuis ce navigateur.",
  googleCodeInvalid: 'Cette connexion Google a expiré ou a déjà été utilisée. Recommencez.',
  currentPasswordRequired: 'Le mot de passe actuel est requis',
  currentPasswordWrong: 'Mot de passe actuel incorrect',
  noPasswordYet: "Ce compte n'a pas encore de mot de passe : choisissez-en un avec « Mot de passe oublié » avant de le modifier.",
  passwordChanged: 'Mot de passe modifié. Vos autres appareils ont été déconnectés.',
  verificationLinkInvalid: 'Ce lien de confirmation est invalide ou a expiré.',
  verificationSent: 'Un lien de confirmation a été envoyé à votre adresse e-mail.',
  emailAlreadyVerified: 'Votre adresse e-mail est déjà confirmée.',
  emailVerified: 'Votre adresse e-mail est confirmée.',
  emailChangePending:
    "Un lien de confirmation a été envoyé à votre nouvelle adresse. Ouvrez-le dans ce navigateur, connecté à votre compte : d'ici là, votre adresse actuelle reste celle du compte.",
  emailChangeSignInRequired:
    'Connectez-vous à votre compte dans ce navigateur, puis rouvrez ce lien pour confirmer votre nouvelle adresse.',
  emailChangeCancelled: "Le changement d'adresse e-mail a été annulé. L'adresse du compte reste la même.",
  emailChangeLinkInvalid: "Ce lien d'annulation est invalide ou a déjà servi.",
  erasureLinkSent:
    "Votre compte n'a pas de mot de passe : un lien pour confirmer la suppression a été envoyé à votre adresse e-mail. Il est valable 1 heure.",
  erasureLinkInvalid: 'Ce lien de suppression est invalide ou a expiré.',
  accountErased: 'Votre compte a été supprimé.',
} as const
