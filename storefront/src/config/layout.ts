/** Layout constants of spec core §9. */
const mobileMaxWidth = 768
export const mobileQuery = `(max-width: ${mobileMaxWidth}px)`
export const headerHideThreshold = 120
export const scrollTopThreshold = 300
/** Legal pages: a section counts as being read once its top is this close to the window's top (spec catalogue §9). */
export const legalScrollOffset = 120
