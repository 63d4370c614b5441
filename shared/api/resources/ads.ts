import '../sender';

export * as adsApi from '../../contract/calls/ads';
