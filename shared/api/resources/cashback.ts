import '../sender';

export * as cashbackApi from '../../contract/calls/cashback';
