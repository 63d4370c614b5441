import { useId, useState } from 'react';
import type { PayInfo } from '../../shared/contract/order';
import { FormActions } from '../../shared/ui/form-actions';
import { Field } from '../../shared/ui/form-field';
import { checkoutText as text } from './checkout-steps.text';

export interface TransferDraft {
  payer_account_name: string;
  payer_bank: string;
  payer_account: string;
  receipt_no: string;
}

export type TransferErrors = Partial<Record<keyof TransferDraft, string>>;

export const EMPTY_TRANSFER: TransferDraft = { payer_account_name: '', payer_bank: '', payer_account: '', receipt_no: '' };

/** The form's fields, named as the pay call names them: its schema's messages and the server's 422 land on them. */
export const TRANSFER_FIELDS = ['payer_account_name', 'payer_bank', 'payer_account', 'receipt_no'] as const;

const FIELDS: { name: keyof TransferDraft; label: string; max: number }[] = [
  { name: 'payer_account_name', label: text.payerAccountName, max: 100 },
  { name: 'payer_bank', label: text.payerBank, max: 100 },
  { name: 'payer_account', label: text.payerAccount, max: 40 },
  { name: 'receipt_no', label: text.receiptNo, max: 64 },
];

export interface TransferFormProps {
  bank: PayInfo['bank'];
  hm: boolean;
  busy: boolean;
  errors: TransferErrors;
  onSubmit: (draft: TransferDraft) => void;
}

/**
 * 线下转账 / 对公转账: the receiving account, then the buyer's declaration of the transfer, which the pay
 * step checks with the call's own schema before sending; the server checks again and its 422 messages land
 * on the same fields.
 */
export function TransferForm({ bank, hm, busy, errors, onSubmit }: TransferFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<TransferDraft>(EMPTY_TRANSFER);
  // What the declared transfer needs (shared/contract/calls/order-input.ts transferInput): every field but the account number, which a 含麻 order needs too.
  const required = (name: keyof TransferDraft) => name !== 'payer_account' || hm;
  return (
    <div className="yp-co__transfer" part="transfer">
      <dl className="yp-co__bank" part="bank">
        <dt className="yp-co__bank-title">{text.bankTitle}</dt>
        <dd>
          {text.bankAccountName}
          <b>{bank.account_name}</b>
        </dd>
        <dd>
          {text.bankName}
          <b>{bank.name}</b>
        </dd>
        <dd>
          {text.bankAccount}
          <b className="yp-co__num">{bank.account}</b>
        </dd>
      </dl>
      <form
        className="yp-co__transfer-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(draft);
        }}
      >
        {FIELDS.map((field) => {
          const fieldId = `${id}-${field.name}`;
          const error = errors[field.name];
          return (
            <Field key={field.name} id={fieldId} label={field.label} error={error} required={required(field.name)} stacked className="yp-co__field">
              <input
                id={fieldId}
                name={field.name}
                value={draft[field.name]}
                maxLength={field.max}
                inputMode={field.name === 'payer_account' ? 'numeric' : undefined}
                aria-required={required(field.name)}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${fieldId}-error` : undefined}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setDraft((prev) => ({ ...prev, [field.name]: value }));
                }}
              />
            </Field>
          );
        })}
        <FormActions submit={text.submitTransfer} busy={busy} busyLabel={text.paying} className="yp-co__form-actions" part="submit-transfer" />
      </form>
    </div>
  );
}
