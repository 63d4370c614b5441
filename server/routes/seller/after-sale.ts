import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/route';
import { sellerApproveAfterSale, sellerListAfterSales, sellerRefundAfterSale, sellerRefuseAfterSale } from '../../../shared/contract/seller/after-sale';
import { sellerApproveCancelRequest, sellerListCancelRequests, sellerRefuseCancelRequest } from '../../../shared/contract/seller/cancel-requests';
import { sellerApproveReview, sellerListReviews, sellerRefuseReview } from '../../../shared/contract/seller/reviews';
import { decideSellerAfterSale, listSellerAfterSales, refundSellerAfterSale } from '../../services/seller/after-sale';
import { approveSellerCancelRequest, listSellerCancelRequests, refuseSellerCancelRequest } from '../../services/seller/cancel-requests';
import { approveSellerReview, listSellerReviews, refuseSellerReview } from '../../services/seller/reviews';
import { tx } from './fulfilment';
import { sellerRoute } from './register';

/**
 * The seller's desk: after-sales applications, buyers' requests to cancel
 * paid orders (approval refunds through the configured payment provider),
 * and registration reviews: the same services as the local reviewer and the CLI.
 */
export function registerSellerDeskRoutes(app: FastifyInstance, deps: AppDeps): void {
  sellerRoute(app, deps, sellerListAfterSales, ({ input, db }) => listSellerAfterSales(db, input.status, input.after_id, input.limit));
  sellerRoute(app, deps, sellerApproveAfterSale, ({ input, db, now }) => decideSellerAfterSale(tx(db), input.after_sale_no, true, input.note, now));
  sellerRoute(app, deps, sellerRefuseAfterSale, ({ input, db, now }) => decideSellerAfterSale(tx(db), input.after_sale_no, false, input.reason, now));
  sellerRoute(app, deps, sellerRefundAfterSale, ({ input, db, now }) => refundSellerAfterSale(tx(db), input.after_sale_no, now));
  sellerRoute(app, deps, sellerListCancelRequests, ({ input, db }) => listSellerCancelRequests(db, input.status, input.after_id, input.limit));
  sellerRoute(app, deps, sellerApproveCancelRequest, ({ input, db, now }) =>
    approveSellerCancelRequest(tx(db), input.request_no, input.note, now, deps.payments),
  );
  sellerRoute(app, deps, sellerRefuseCancelRequest, ({ input, db, now }) => refuseSellerCancelRequest(tx(db), input.request_no, input.reason, now));
  sellerRoute(app, deps, sellerListReviews, ({ db }) => listSellerReviews(db));
  sellerRoute(app, deps, sellerApproveReview, ({ input, db, now }) => approveSellerReview(tx(db), input.user_id, now));
  sellerRoute(app, deps, sellerRefuseReview, ({ input, db, now }) => refuseSellerReview(tx(db), input.user_id, input.reason, now));
}
