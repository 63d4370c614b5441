import { defineWidget } from '../../shared/elements/register';
import goodsCss from '../../shared/ui/goods/goods.css?inline';
import { ProductList } from './product-list.component';
import css from './product-list.css?inline';

/**
 * <yp-product-list [category] [keywords] [type] [sccj] [brand] [is-youx]
 *   [is-free-shipping] [near-expiry] [kind] [zone=zy|kx|kx_new] [activity]
 *   [view=grid|table|no_image] [page]
 *   [per-page] [sort=default|sales|price|expiry] [order=asc|desc]
 *   [price-min] [price-max] [in-stock] [zone=mrtj|ptzq|zhzq|welfare|hb] [price-rate] [title] [base-path]
 *   [api-base] [site] [token]>
 *
 * A goods list with toolbar, three views and pager. Emits on the page bus:
 * 'list:query' {path, query} when the buyer changes sort, filters, page or
 * view; 'cart:add' {lines} 200 ms after 加入购物车; 'favorite:changed'.
 * Parts: list, toolbar, sort, view, count, goods, card, row, table, name,
 * price, rate-price, tags, ladder, stock, stepper, add-to-cart, favorite, pager, empty, hot.
 */
export const PRODUCT_LIST_TAG = 'yp-product-list';

defineWidget(PRODUCT_LIST_TAG, ProductList, {
  props: {
    category: 'number',
    keywords: 'string',
    type: 'number',
    sccj: 'string',
    brand: 'number',
    isYoux: 'boolean',
    isFreeShipping: 'boolean',
    nearExpiry: 'boolean',
    kind: 'string',
    zone: 'string',
    activity: 'number',
    view: 'string',
    page: 'number',
    perPage: 'number',
    sort: 'string',
    order: 'string',
    priceMin: 'string',
    priceRate: 'number',
    priceMax: 'string',
    inStock: 'boolean',
    title: 'string',
    basePath: 'string',
  },
  css: [goodsCss, css],
});
