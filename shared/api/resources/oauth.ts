import '../sender';

export * as oauthApi from '../../contract/calls/oauth';
