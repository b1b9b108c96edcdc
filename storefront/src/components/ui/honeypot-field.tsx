type HoneypotFieldProps = { name: string; value: string; onChange: (value: string) => void }

/**
 * The field robots fill and people never see: off screen rather than `display:none` (which some
 * robots skip), hidden from assistive technology, out of the Tab order and of autofill.
 */
export function HoneypotField({ name, value, onChange }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Ne pas remplir
        <input type="text" name={name} value={value} onChange={(event) => onChange(event.target.value)} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  )
}
