import '../sender';

export * as selfServiceApi from '../../contract/calls/self-service';
