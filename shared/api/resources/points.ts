import '../sender';

export * as pointsApi from '../../contract/calls/points';
