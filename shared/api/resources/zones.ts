import '../sender';

export * as zonesApi from '../../contract/calls/zones';
