import '../sender';

export * as adApi from '../../contract/calls/ad';
