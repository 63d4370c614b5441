import type { PointsGift, PointsOrder } from '../../../shared/contract/order';
import type { PointsGiftRow, PointsOrderRow } from '../../db/schema';
import { seconds } from '../order/numbers';
import { POINTS_ORDER_STATUS_TEXT } from '../../../shared/contract/statuses';

export function presentGift(row: PointsGiftRow): PointsGift {
  return { id: row.id, name: row.name, describe: row.describe, points: row.points, stock: row.stock };
}

export function presentPointsOrder(row: PointsOrderRow): PointsOrder {
  const status = row.status as 1 | 2 | 3;
  return {
    id: row.id,
    order_no: row.orderNo,
    gift_name: row.giftName,
    number: row.number,
    points: row.points,
    status,
    status_text: POINTS_ORDER_STATUS_TEXT[status] ?? '',
    consignee: row.consignee,
    phone: row.phone,
    address: row.address,
    created_at: seconds(row.createdAt),
  };
}
