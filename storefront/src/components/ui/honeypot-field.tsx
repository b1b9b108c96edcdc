import { useFormContext } from 'react-hook-form'

/**
 * The field robots fill and people never see, a value of the enclosing `<Form>` outside its schema:
 * off screen rather than `display:none` (which some robots skip), hidden from assistive
 * technology, out of the Tab order and of autofill.
 */
export function HoneypotField({ name }: { name: string }) {
  const { register } = useFormContext()
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Ne pas remplir
        <input type="text" tabIndex={-1} autoComplete="off" {...register(name)} />
      </label>
    </div>
  )
}
