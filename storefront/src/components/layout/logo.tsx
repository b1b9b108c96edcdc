import { Link } from 'react-router'

import { paths } from '../../config/paths'
import { siteName } from '../../config/site'
import { ShieldIcon } from '../ui/icons'

/** The shop's name and mark, linking home; `area` names the part of the site under it (the administration). */
export function Logo({ area }: { area?: string }) {
  return (
    <Link to={paths.home} className="flex items-center gap-2 rounded-lg font-bold text-slate-900">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
        <ShieldIcon className="size-5" />
      </span>
      <span className="flex flex-col">
        <span className="text-base leading-tight sm:text-lg">{siteName}</span>
        {area ? <span className="text-xs leading-tight font-medium text-slate-600">{area}</span> : null}
      </span>
    </Link>
  )
}
