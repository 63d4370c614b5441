import '../sender';

export * as purchaseContractApi from '../../contract/calls/purchase-contract';
