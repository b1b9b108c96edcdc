import { createContext, use, useLayoutEffect, useMemo, useState, useTransition, type ReactNode } from 'react'
import {
  parsePath,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type Navigator,
  type NavigationType,
  type To,
} from 'react-router'

const NavigationPending = createContext(false)

/** True while the next page's code loads: the current page stays on screen meanwhile. */
export const useNavigationPending = () => use(NavigationPending)

type ShopRouterProps = {
  basename: string
  /** Loads the code of the page at a path (and of its shell or guard). */
  preload: (pathname: string) => Promise<void>
  children: ReactNode
}

/**
 * The browser's router (react-router's declarative mode, far lighter than its data router: no
 * route has a loader here). A link or a redirect changes the address once the next page's code is
 * here, as the data router did: the address and the page change together, and what the visitor
 * does on the page being left meanwhile stays on it. Back and forward change the address at once
 * (the browser does); their page is drawn as a transition, the page being left staying on screen
 * until the next one can be drawn. The shell knows when either waits.
 */
export function ShopRouter({ basename, preload, children }: ShopRouterProps) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }))
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }))
  const [drawing, startTransition] = useTransition()
  const [loading, setLoading] = useState(0)
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history])

  const navigator = useMemo<Navigator>(() => {
    // In the order asked: each navigation waits for the ones before it, so none is lost.
    let queue = Promise.resolve()
    const whenReady = (to: To, go: () => void) => {
      const { pathname = history.location.pathname } = typeof to === 'string' ? parsePath(to) : to
      setLoading((count) => count + 1)
      // A page whose code cannot load is still opened: its error boundary tells the visitor.
      const ready = preload(pathname).catch(() => undefined)
      queue = queue
        .then(() => ready)
        .then(() => {
          setLoading((count) => count - 1)
          go()
        })
    }
    return {
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, pushed) => whenReady(to, () => history.push(to, pushed)),
      replace: (to, replaced) => whenReady(to, () => history.replace(to, replaced)),
    }
  }, [history, preload])

  return (
    <NavigationPending value={drawing || loading > 0}>
      <Router basename={basename} location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
    </NavigationPending>
  )
}
