// Goods primitives shared by the product list widget and the host's detail page.
export { QuantityStepper } from './quantity-stepper';
export { GoodsTags } from './goods-tags';
export { LadderPrices } from './ladder-prices';
export { StockState } from './stock-state';
export { AddToCartButton } from './add-to-cart-button';
export type { LineOffer } from './add-to-cart-button';
export { canBuyGoods, goodsBounds, goodsQuantityRules } from './goods-rules';
