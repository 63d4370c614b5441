import '../sender';

export * as dealZoneApi from '../../contract/calls/deal-zone';
