import '../sender';

export * as goodsApi from '../../contract/calls/goods';
