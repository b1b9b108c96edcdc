import type { TitledText } from '@shop/domain/category-pages'

/** Installation steps, numbered in reading order. */
export function NumberedSteps({ steps }: { steps: readonly TitledText[] }) {
  return (
    <ol className="mt-6 grid gap-4 sm:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-slate-900">
              <span className="sr-only">Étape {index + 1} : </span>
              {step.title}
            </h3>
            <p className="mt-1 text-sm text-slate-600">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
