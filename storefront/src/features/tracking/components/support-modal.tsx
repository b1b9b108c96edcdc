import { orderMessages, orderSupportBodySchema, supportMessageMaxLength, type OrderSupportBody } from '@shop/domain/orders'

import { Form, SubmitButton, useZodForm } from '../../../components/ui/form'
import { FormMessage } from '../../../components/ui/form-message'
import { Modal } from '../../../components/ui/modal'
import { TextAreaField } from '../../../components/ui/text-area-field'
import { TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { showToast } from '../../../lib/toast-store'
import { useSendSupportMessage } from '../api/send-support-message'

/** Spec catalogue-and-content §9: the support toast stays 3 s. */
const sentToastMs = 3000

type SupportModalProps = { initial: { email: string; orderNumber: string }; onClose: () => void }

/** 'Contacter le support' of /suivi: closes once the message is sent, and a toast says so. */
export function SupportModal({ initial, onClose }: SupportModalProps) {
  const form = useZodForm(orderSupportBodySchema, { name: '', email: initial.email, orderNumber: initial.orderNumber, message: '' })
  const send = useSendSupportMessage()

  const submit = async (body: OrderSupportBody) => {
    try {
      await send.mutateAsync(body)
      onClose()
      showToast(orderMessages.supportSent, { tone: 'success', durationMs: sentToastMs })
    } catch (error) {
      form.setNotice({ tone: 'error', text: error instanceof ApiError ? error.message : orderMessages.unexpected })
    }
  }

  return (
    <Modal title="Contacter le support" onClose={onClose} description="Une question sur votre commande ? Écrivez-nous.">
      <Form form={form} onSubmit={submit} className="space-y-4">
        <TextField label="Nom" name="name" autoComplete="name" required data-autofocus />
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField label="Numéro de commande" name="orderNumber" placeholder="MBP-JJMMAAAA-NNNN" autoCapitalize="characters" />
        <TextAreaField label="Message" name="message" required rows={5} maxCount={supportMessageMaxLength} />
        <FormMessage notice={form.notice} />
        <SubmitButton className="w-full" busyLabel="Envoi...">
          Envoyer le message
        </SubmitButton>
      </Form>
    </Modal>
  )
}
