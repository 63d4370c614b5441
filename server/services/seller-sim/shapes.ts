import type { z } from 'zod';
import type { sellerListAfterSales } from '../../../shared/contract/seller/after-sale';
import type { sellerListCancelRequests } from '../../../shared/contract/seller/cancel-requests';
import type { sellerListOrders } from '../../../shared/contract/seller/order';

/** The answers of the list calls the local seller reads, from the seller API's zod contract. */
export type SellerOrderPage = z.infer<(typeof sellerListOrders)['output']>;
export type SellerAfterSaleList = z.infer<(typeof sellerListAfterSales)['output']>;
export type SellerAfterSaleItem = SellerAfterSaleList['after_sales'][number];
export type SellerCancelRequestList = z.infer<(typeof sellerListCancelRequests)['output']>;
