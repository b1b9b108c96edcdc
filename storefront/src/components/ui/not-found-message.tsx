import { Link } from 'react-router'

import { messages } from '@shop/domain/messages'

import { paths } from '../../config/paths'
import { useDocumentTitle } from '../../hooks/use-document-title'
import { buttonClasses } from './button'
import { Container } from './container'

/** The French 404 content: title, text and the way back home, with the tab's title. */
export function NotFoundMessage() {
  useDocumentTitle(messages.notFoundTitle)
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{messages.notFoundTitle}</h1>
      <p className="mt-3 text-lg text-slate-600">{messages.notFoundText}</p>
      <Link to={paths.home} className={buttonClasses({ size: 'lg', variant: 'primary' }) + ' mt-8'}>
        {messages.backHome}
      </Link>
    </Container>
  )
}
