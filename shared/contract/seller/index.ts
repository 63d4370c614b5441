// Every call of /api/seller/v1, in the order the OpenAPI document lists them.
import { sellerApproveAfterSale, sellerListAfterSales, sellerRefundAfterSale, sellerRefuseAfterSale } from './after-sale';
import { sellerUpsertCatalogue } from './catalogue';
import { sellerApproveCancelRequest, sellerListCancelRequests, sellerRefuseCancelRequest } from './cancel-requests';
import type { SellerCallDef } from './define';
import { sellerAcceptOrder, sellerDeliverParcel, sellerRefuseOrder, sellerShipOrder, sellerTraceParcel } from './fulfilment';
import { sellerGetOrder, sellerListOrders } from './order';
import { sellerApproveReview, sellerListReviews, sellerRefuseReview } from './reviews';
import { sellerListWebhookDeliveries, sellerReplayWebhookDelivery } from './webhooks';

export const SELLER_CALLS: readonly SellerCallDef[] = [
  sellerListOrders,
  sellerGetOrder,
  sellerAcceptOrder,
  sellerRefuseOrder,
  sellerShipOrder,
  sellerTraceParcel,
  sellerDeliverParcel,
  sellerUpsertCatalogue,
  sellerListAfterSales,
  sellerApproveAfterSale,
  sellerRefuseAfterSale,
  sellerRefundAfterSale,
  sellerListCancelRequests,
  sellerApproveCancelRequest,
  sellerRefuseCancelRequest,
  sellerListReviews,
  sellerApproveReview,
  sellerRefuseReview,
  sellerListWebhookDeliveries,
  sellerReplayWebhookDelivery,
];
