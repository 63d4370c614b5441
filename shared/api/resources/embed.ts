import '../sender';

export * as embedApi from '../../contract/calls/embed';
