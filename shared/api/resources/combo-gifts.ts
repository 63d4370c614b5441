import '../sender';

export * as comboGiftsApi from '../../contract/calls/combo-gifts';
