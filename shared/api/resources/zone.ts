import '../sender';

export * as zoneApi from '../../contract/calls/zone';
