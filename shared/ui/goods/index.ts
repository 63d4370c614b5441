// Goods primitives shared by the product list widget and the host's detail page.
export { QuantityStepper } from './quantity-stepper';
export type { QuantityStepperProps } from './quantity-stepper';
export { GoodsTags } from './goods-tags';
export type { GoodsTagsProps } from './goods-tags';
export { LadderPrices } from './ladder-prices';
export type { LadderPricesProps } from './ladder-prices';
export { StockState } from './stock-state';
export type { StockStateProps } from './stock-state';
export { AddToCartButton, addToCartLine } from './add-to-cart-button';
export type { AddToCartButtonProps, CartGoods, LineOffer } from './add-to-cart-button';
export { canBuyGoods, goodsBounds, goodsQuantityRules, stockLevel, LOW_STOCK_MAX } from './goods-rules';
export type { BuyableGoods, StockLevel } from './goods-rules';
export { goToLogin } from './login-redirect';
export { goodsText } from './goods.text';
export { goodsPath, goodsTitle } from './goods-title';
export { GoodsPrice, priceFen } from './goods-price';
export { GoodsPicture } from './goods-picture';
