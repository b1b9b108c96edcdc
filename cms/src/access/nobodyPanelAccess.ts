/** Collections whose users never open the admin panel (customers sign in on the storefront). */
export const nobodyPanelAccess = (): boolean => false
