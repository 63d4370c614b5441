import '../sender';

export * as accountApi from '../../contract/calls/account';
