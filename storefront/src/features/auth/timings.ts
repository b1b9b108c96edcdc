/** Spec core §9 delays and lifetimes, in milliseconds. */
export const authTimings = {
  closeAfterSignIn: 1000,
  signInAfterSignup: 1000,
  signupFallbackSwitch: 2000,
  duplicateAccountSwitch: 3000,
  resetModeReturn: 3000,
  resetPasswordRedirect: 2000,
  sessionToast: 8000,
  recheckEvery: 5 * 60_000,
  inactivityWarningAfter: 30 * 60_000,
  inactivityWarningShownFor: 30_000,
  inactivityLogoutAfter: 60 * 60_000,
  activityThrottle: 30_000,
  expiryWarningBefore: 5 * 60_000,
} as const
