import { createContext, use, useLayoutEffect, useState, useTransition, type ReactNode } from 'react'
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router'

const NavigationPending = createContext(false)

/** True while the next page's code loads: the current page stays on screen meanwhile. */
export const useNavigationPending = () => use(NavigationPending)

/**
 * The browser's router (react-router's declarative mode, far lighter than its data router: no
 * route has a loader here), whose location changes are transitions: the page being left stays
 * drawn until the next one's code is here, and whether one is under way is known to the shell.
 */
export function ShopRouter({ basename, children }: { basename: string; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }))
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }))
  const [pending, startTransition] = useTransition()
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history])
  return (
    <NavigationPending value={pending}>
      <Router basename={basename} location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending>
  )
}
