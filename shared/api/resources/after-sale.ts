import '../sender';

export * as afterSaleApi from '../../contract/calls/after-sale';
