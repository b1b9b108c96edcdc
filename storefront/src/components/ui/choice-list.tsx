import { cn } from '../../lib/cn'
import { ReferencePrice } from './reference-price'

type Option<Value> = {
  value: Value
  label: string
  price?: string
  /** A reduction's reference price, in cents, shown crossed out before the price. */
  referenceCents?: number
  description?: string
  features?: readonly string[]
}

type ChoiceListProps<Value> = {
  legend: string
  name: string
  options: readonly Option<Value>[]
  value: Value | null
  onChange: (value: Value) => void
}

/** A radio group drawn as selectable rows, each with its price. */
export function ChoiceList<Value extends string | number | null>({ legend, name, options, value, onChange }: ChoiceListProps<Value>) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 space-y-2">
        {options.map((option) => (
          <label
            key={String(option.value)}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-3 rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300',
              value === option.value ? 'border-brand-700 bg-brand-50' : 'border-slate-300 hover:border-brand-500',
            )}
          >
            <span className="flex items-start gap-3">
              <input
                type="radio"
                name={name}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              <span>
                <span className="font-medium text-slate-900">{option.label}</span>
                {option.description ? <span className="mt-0.5 block text-slate-600">{option.description}</span> : null}
                {option.features?.length ? (
                  <span className="mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600">
                    {option.features.map((feature) => (
                      <span key={feature}>✓ {feature}</span>
                    ))}
                  </span>
                ) : null}
              </span>
            </span>
            {option.price ? (
              <span className="shrink-0 text-right">
                {option.referenceCents === undefined ? null : <ReferencePrice cents={option.referenceCents} className="text-xs" />}
                <span className="font-semibold">{option.price}</span>
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
