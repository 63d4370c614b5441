import '../sender';

export * as cashbackWelfareApi from '../../contract/calls/cashback-welfare';
