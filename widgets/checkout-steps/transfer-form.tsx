import { useId, useState } from 'react';
import type { PayInfo } from '../../shared/contract/order';
import { checkoutText as text } from './checkout-steps.text';

export interface TransferDraft {
  payer_account_name: string;
  payer_bank: string;
  payer_account: string;
  receipt_no: string;
}

export type TransferErrors = Partial<Record<keyof TransferDraft, string>>;

export const EMPTY_TRANSFER: TransferDraft = { payer_account_name: '', payer_bank: '', payer_account: '', receipt_no: '' };

/**
 * The declared transfer: the paying account's name and bank always; on an
 * order with ephedrine-type goods (对公转账) the company account number too,
 * since the receipt (/hmdd) must show which corporate account paid. The
 * server checks again and its 422 messages land on the same fields.
 */
export function validateTransfer(draft: TransferDraft, hm: boolean): TransferErrors {
  const errors: TransferErrors = {};
  if (!draft.payer_account_name.trim()) errors.payer_account_name = text.required(text.payerAccountName);
  if (!draft.payer_bank.trim()) errors.payer_bank = text.required(text.payerBank);
  const account = draft.payer_account.trim();
  if (hm && !account) errors.payer_account = text.required(text.payerAccount);
  else if (account && !/^[0-9 -]{6,40}$/.test(account)) errors.payer_account = '付款账号只能是数字';
  return errors;
}

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

/** 线下转账 / 对公转账: the receiving account, then the buyer's declaration of the transfer. */
export function TransferForm({ bank, hm, busy, errors, onSubmit }: TransferFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<TransferDraft>(EMPTY_TRANSFER);
  const required = (name: keyof TransferDraft) => name === 'payer_account_name' || name === 'payer_bank' || (hm && name === 'payer_account');
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
        {FIELDS.map((field) => (
          <div key={field.name} className="yp-co__field">
            <label htmlFor={`${id}-${field.name}`}>
              {required(field.name) ? <span className="yp-co__required">*</span> : null}
              {field.label}
            </label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              value={draft[field.name]}
              maxLength={field.max}
              inputMode={field.name === 'payer_account' ? 'numeric' : undefined}
              aria-invalid={Boolean(errors[field.name])}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDraft((prev) => ({ ...prev, [field.name]: value }));
              }}
            />
            {errors[field.name] ? (
              <span className="yp-co__field-error" role="alert">
                {errors[field.name]}
              </span>
            ) : null}
          </div>
        ))}
        <div className="yp-co__form-actions">
          <button type="submit" className="yp-btn yp-btn--primary" part="submit-transfer" disabled={busy} aria-busy={busy}>
            {busy ? text.paying : text.submitTransfer}
          </button>
        </div>
      </form>
    </div>
  );
}
