import { useId } from 'react';
import { Field } from '../../shared/ui/form-field';
import { checkoutText as text } from './checkout-steps.text';

export interface InvoiceDraft {
  /** 0 不开发票, 1 普通发票, 2 增值税专用发票. */
  type: 0 | 1 | 2;
  title: string;
  taxNo: string;
}

/** The order call's messages for the two fields (shared/contract/calls/order-input.ts: a title for any invoice, the tax number for a 增值税专用发票). */
export type InvoiceErrors = Partial<Record<'invoice_title' | 'invoice_tax_no', string>>;

export interface InvoiceFormProps {
  value: InvoiceDraft;
  onChange: (next: InvoiceDraft) => void;
  errors: InvoiceErrors;
}

/** Step 2 发票信息: 不开发票 / 普通发票 / 增值税专用发票, with the title and tax number when asked for. */
export function InvoiceForm({ value, onChange, errors }: InvoiceFormProps) {
  const id = useId();
  return (
    <section className="yp-co__section" part="invoice" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="yp-co__section-title">
        {text.invoice}
      </h3>
      <div className="yp-co__choices" role="radiogroup" aria-label={text.invoice}>
        {text.invoiceTypes.map((label, type) => (
          <label key={label} className={value.type === type ? 'yp-co__choice is-chosen' : 'yp-co__choice'}>
            <input type="radio" name={`${id}-type`} checked={value.type === type} onChange={() => onChange({ ...value, type: type as 0 | 1 | 2 })} />
            {label}
          </label>
        ))}
      </div>
      {value.type !== 0 ? (
        <div className="yp-co__invoice-fields">
          <Field id={`${id}-inv-title`} label={text.invoiceTitle} error={errors.invoice_title} required stacked className="yp-co__field">
            <input
              id={`${id}-inv-title`}
              value={value.title}
              maxLength={100}
              aria-required
              aria-invalid={Boolean(errors.invoice_title)}
              aria-describedby={errors.invoice_title ? `${id}-inv-title-error` : undefined}
              onChange={(event) => onChange({ ...value, title: event.currentTarget.value })}
            />
          </Field>
          <Field id={`${id}-inv-tax`} label={text.invoiceTaxNo} error={errors.invoice_tax_no} required={value.type === 2} stacked className="yp-co__field">
            <input
              id={`${id}-inv-tax`}
              value={value.taxNo}
              maxLength={30}
              aria-required={value.type === 2}
              aria-invalid={Boolean(errors.invoice_tax_no)}
              aria-describedby={errors.invoice_tax_no ? `${id}-inv-tax-error` : undefined}
              onChange={(event) => onChange({ ...value, taxNo: event.currentTarget.value })}
            />
          </Field>
        </div>
      ) : null}
    </section>
  );
}
