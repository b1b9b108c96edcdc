import type { UIFieldServerComponent } from 'payload'

/** The admin's download link: staff are signed in by cookie, which the PDF endpoint accepts. */
export const InvoicePdfLink: UIFieldServerComponent = ({ id, data }) => {
  if (id === undefined) return null
  const filename = data?.kind === 'credit_note' ? 'l’avoir' : 'la facture'
  return (
    <p className="field-type">
      <a href={`/api/invoices/${id}/pdf`} download>
        Télécharger {filename} en PDF
      </a>
    </p>
  )
}
