/** Layout constants of spec core §9. */
export const mobileMaxWidth = 768
export const mobileQuery = `(max-width: ${mobileMaxWidth}px)`
export const headerHideThreshold = 120
export const scrollTopThreshold = 300
