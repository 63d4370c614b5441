import '../sender';

export * as newsApi from '../../contract/calls/news';
