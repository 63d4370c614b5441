import '../sender';

export * as wechatLoginApi from '../../contract/calls/wechat-login';
