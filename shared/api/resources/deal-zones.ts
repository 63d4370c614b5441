import '../sender';

export * as dealZonesApi from '../../contract/calls/deal-zones';
