import '../sender';

export * as cartApi from '../../contract/calls/cart';
