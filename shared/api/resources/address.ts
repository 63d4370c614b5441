import '../sender';

export * as addressApi from '../../contract/calls/address';
