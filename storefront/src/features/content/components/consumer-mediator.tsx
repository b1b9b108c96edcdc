import { useConsumerMediator } from '../api/get-consumer-mediator'
import { usePreview } from '../../../hooks/use-preview'

/**
 * The consumer mediator a consumer may turn to, free of charge, after a written complaint to the
 * shop (Code de la consommation L612-1), as staff set it in site-settings.
 */
export function ConsumerMediator() {
  const mediator = useConsumerMediator({ preview: usePreview() }).data
  if (!mediator) return null
  return (
    <aside aria-labelledby="mediator-title" className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <h3 id="mediator-title" className="font-semibold text-slate-900">
        Médiateur de la consommation
      </h3>
      <p className="mt-2">
        En cas de litige non résolu par notre service client, vous pouvez saisir gratuitement le médiateur de la consommation :
      </p>
      <p className="mt-2 font-medium text-slate-900">{mediator.name}</p>
      {mediator.address ? <p className="whitespace-pre-line">{mediator.address}</p> : null}
      {mediator.website ? (
        <a href={mediator.website} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline hover:text-brand-800">
          {mediator.website}
        </a>
      ) : null}
    </aside>
  )
}
