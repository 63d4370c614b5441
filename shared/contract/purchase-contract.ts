/** The purchase agreement (电子采购合同, /dzht) as GET /api/contract returns it. */
export interface PurchaseContract {
  /** The current version; signing names it. */
  version: string;
  title: string;
  /** The parties' names filled in: 甲方 the marketplace, 乙方 the buyer's company. */
  party_a: string;
  party_b: string;
  sections: { heading: string; body: string[] }[];
  /** The buyer's signature of this version, or null. */
  signed: { version: string; signer_name: string; signed_at: number } | null;
  /** An earlier version the buyer signed, when they have not signed this one yet. */
  previous: { version: string; signed_at: number } | null;
}

/** What POST /api/order answers (code 459) until the current version is signed. */
export const CONTRACT_REQUIRED_MESSAGE = '下单前请先签署电子采购合同';

/** The agreement's current version: signatures name it, and orders need a signature of it. */
export const CURRENT_CONTRACT_VERSION = '2026.1';
