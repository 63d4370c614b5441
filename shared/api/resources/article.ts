import '../sender';

export * as articleApi from '../../contract/calls/article';
