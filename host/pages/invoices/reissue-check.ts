import type { FormErrors } from '../../../shared/connected/use-form-submit';
import { TAX_NO_INVALID, TAX_NO_PATTERN, TAX_NO_REQUIRED } from '../../../shared/contract/calls/invoice';
import type { InvoiceType } from '../../../shared/contract/invoice';

export const REISSUE_FIELDS = ['type', 'title', 'tax_no'] as const;
export type ReissueField = (typeof REISSUE_FIELDS)[number];

/** The 申请重开 form's own check, with the call schema's rules and words (shared/contract/calls/invoice.ts), so nothing wrong is sent. */
export function checkReissue(draft: { type: InvoiceType; title: string; taxNo: string }): FormErrors<ReissueField> {
  const found: FormErrors<ReissueField> = {};
  const taxNo = draft.taxNo.trim().toUpperCase();
  if (!draft.title.trim()) found.title = '请填写发票抬头';
  if (draft.type === 2 && !taxNo) found.tax_no = TAX_NO_REQUIRED;
  else if (taxNo && !TAX_NO_PATTERN.test(taxNo)) found.tax_no = TAX_NO_INVALID;
  return found;
}
