import { cn } from '../../../lib/cn'

type Option<Value> = { value: Value; label: string; price?: string }

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
            <span className="flex items-center gap-3">
              <input
                type="radio"
                name={name}
                className="size-4 accent-brand-700"
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </span>
            {option.price ? <span className="font-semibold">{option.price}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
