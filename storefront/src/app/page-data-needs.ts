import { matchPath } from 'react-router'

import { footerQueries } from '@shop/domain/page-data'
import type { PageQuery } from '@shop/domain/page-queries'

import { pageRoutes } from './page-routes'

/**
 * The queries the server answers in the HTML of the page at `pathname`: those its route declares
 * (page-routes.ts), and the footer's with them. None for pages the build renders as they are.
 */
export function pageDataNeeds(pathname: string): PageQuery[] {
  for (const route of pageRoutes) {
    const match = matchPath(route.path, pathname)
    if (match) return route.data ? [...route.data(match.params), ...footerQueries] : []
  }
  return []
}
