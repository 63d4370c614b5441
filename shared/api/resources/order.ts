import '../sender';

export * as orderApi from '../../contract/calls/order';
