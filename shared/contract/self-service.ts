/** Self-service (/zzfw) shapes. */

/** One goods of 快捷采购 (/zzfw/kjcg): what this buyer bought of it, and what it costs now. */
export interface FastBuyItem {
  goods_id: number;
  name: string;
  sccj: string;
  ypgg: string;
  bzdw: string;
  image: string;
  /** Orders it was in. */
  times: number;
  /** Units bought over those orders. */
  quantity: number;
  /** Paid for it over those orders, 2-decimal yuan. */
  amount: string;
  /** Seconds. */
  last_bought_at: number;
  /** Today's unit price, 2-decimal yuan. */
  price: string;
  /** Units in stock now. */
  number: number;
  /** 1 when it can be bought now (on sale and in stock). */
  is_buy: 0 | 1;
  /** The quantity one click adds (the goods' step). */
  step: number;
}

/** A photo the buyer uploaded (POST /api/upload): its id for forms, its address for <img> (the owner's session only). */
export interface UploadedImage {
  id: number;
  url: string;
}

/** Uploads: what POST /api/upload accepts (checked on the bytes, not the name or the browser's type). */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_PATH = '/api/upload';

/** 品种求购 (/zzfw/pzqg). status 1 待回复, 2 已回复. */
export interface VarietyRequest {
  id: number;
  name: string;
  manufacturer: string;
  specification: string;
  quantity: number;
  /** 2-decimal yuan, '' when none was given. */
  expected_price: string;
  photo: UploadedImage | null;
  remark: string;
  status: 1 | 2;
  status_text: string;
  reply: string;
  replied_at: number;
  created_at: number;
}

/** 意见反馈 (/zzfw/yjfk). type 1 功能建议, 2 商品问题, 3 配送问题, 4 服务投诉, 5 其他; status 1 待回复, 2 已回复. */
export interface Feedback {
  id: number;
  type: 1 | 2 | 3 | 4 | 5;
  type_text: string;
  content: string;
  contact: string;
  images: UploadedImage[];
  status: 1 | 2;
  status_text: string;
  reply: string;
  replied_at: number;
  created_at: number;
}

export const FEEDBACK_TYPES: Record<1 | 2 | 3 | 4 | 5, string> = { 1: '功能建议', 2: '商品问题', 3: '配送问题', 4: '服务投诉', 5: '其他' };
export const FEEDBACK_IMAGES_MAX = 3;
export const REPLY_STATUS_TEXT: Record<1 | 2, string> = { 1: '待回复', 2: '已回复' };
