import '../sender';

export * as authApi from '../../contract/calls/auth';
