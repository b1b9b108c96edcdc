import { orderMessages, orderSupportBodySchema, supportMessageMaxLength } from '@shop/domain/orders'

import { Button } from '../../../components/ui/button'
import { FormMessage } from '../../../components/ui/form-message'
import { Modal } from '../../../components/ui/modal'
import { TextAreaField } from '../../../components/ui/text-area-field'
import { TextField } from '../../../components/ui/text-field'
import { useFormSubmission } from '../../../hooks/use-form-submission'
import { useFormValues } from '../../../hooks/use-form-values'
import { ApiError } from '../../../lib/api-client'
import { showToast } from '../../../lib/toast-store'
import { useSendSupportMessage } from '../api/send-support-message'

/** Spec catalogue-and-content §9: the support toast stays 3 s. */
const sentToastMs = 3000

type SupportModalProps = { initial: { email: string; orderNumber: string }; onClose: () => void }

/** 'Contacter le support' of /suivi: closes once the message is sent, and a toast says so. */
export function SupportModal({ initial, onClose }: SupportModalProps) {
  const {
    values: form,
    setValues: setForm,
    bind,
  } = useFormValues({ name: '', email: initial.email, orderNumber: initial.orderNumber, message: '' })
  const { errors, notice, setNotice, busy, handle } = useFormSubmission(orderSupportBodySchema)
  const send = useSendSupportMessage()

  const field = (name: 'name' | 'email' | 'orderNumber') => ({ ...bind(name, errors), required: name !== 'orderNumber' })

  const submit = handle(form, async (body) => {
    try {
      await send.mutateAsync(body)
      onClose()
      showToast(orderMessages.supportSent, { tone: 'success', durationMs: sentToastMs })
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof ApiError ? error.message : orderMessages.unexpected })
    }
  })

  return (
    <Modal title="Contacter le support" onClose={onClose} description="Une question sur votre commande ? Écrivez-nous.">
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label="Nom" autoComplete="name" data-autofocus {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Numéro de commande" placeholder="MBP-JJMMAAAA-NNNN" autoCapitalize="characters" {...field('orderNumber')} />
        <TextAreaField
          label="Message"
          name="message"
          required
          rows={5}
          value={form.message}
          onChange={(event) => setForm((current) => ({ ...current, message: event.target.value }))}
          error={errors.message}
          maxCount={supportMessageMaxLength}
        />
        <FormMessage notice={notice} />
        <Button type="submit" className="w-full" disabled={busy} aria-busy={busy}>
          {busy ? 'Envoi...' : 'Envoyer le message'}
        </Button>
      </form>
    </Modal>
  )
}
