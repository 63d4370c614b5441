import { z } from 'zod';

/** The purchase agreement (电子采购合同, /dzht) as GET /api/contract returns it. */
export const purchaseContractSchema = z.strictObject({
  /** The current version; signing names it. */
  version: z.string(),
  title: z.string(),
  /** The parties' names filled in: 甲方 the marketplace, 乙方 the buyer's company. */
  party_a: z.string(),
  party_b: z.string(),
  sections: z.array(
    z.strictObject({
      heading: z.string(),
      body: z.array(z.string()),
    }),
  ),
  /** The buyer's signature of this version, or null. */
  signed: z
    .strictObject({
      version: z.string(),
      signer_name: z.string(),
      signed_at: z.number(),
    })
    .nullable(),
  /** An earlier version the buyer signed, when they have not signed this one yet. */
  previous: z
    .strictObject({
      version: z.string(),
      signed_at: z.number(),
    })
    .nullable(),
});

export type PurchaseContract = z.infer<typeof purchaseContractSchema>;

/** What POST /api/order answers (code 459) until the current version is signed. */
export const CONTRACT_REQUIRED_MESSAGE = '下单前请先签署电子采购合同';

/** The agreement's current version: signatures name it, and orders need a signature of it. */
export const CURRENT_CONTRACT_VERSION = '2026.1';
