import '../sender';

export * as contentApi from '../../contract/calls/content';
