import '../sender';

export * as comboGiftApi from '../../contract/calls/combo-gift';
