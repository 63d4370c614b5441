// `npm run admin -- seller-client …`: the seller API's clients (services/seller/clients.ts).
import {
  addSellerClient,
  checkNewSellerClient,
  disableSellerClient,
  listSellerClients,
  rotateSellerClientKey,
  SELLER_SCOPES,
  SellerClientInputError,
} from '../services/seller/clients';
import type { AdminIo, OpenAdminDatabase } from './commands';

export const SELLER_CLIENT_USAGE = [
  '  npm run admin -- seller-client list',
  `  npm run admin -- seller-client add <客户端编号> --name "名称" --scope ${SELLER_SCOPES.join('|')} [--scope …] [--webhook-url https://…]`,
  '  npm run admin -- seller-client disable|rotate-key <客户端编号>',
];

export interface SellerClientOptions {
  name?: string | undefined;
  scope?: string[] | undefined;
  'webhook-url'?: string | undefined;
}

/** Answers the exit code: 0 done, 1 refused, 2 usage (the caller prints the usage). */
export async function runSellerClientCommand(args: string[], options: SellerClientOptions, openDatabase: OpenAdminDatabase, io: AdminIo): Promise<number> {
  const [action, clientId] = args;
  if (!['list', 'add', 'disable', 'rotate-key'].includes(action ?? '') || (action !== 'list' && !clientId)) return 2;
  const input = { clientId: clientId ?? '', name: options.name ?? '', scopes: options.scope ?? [], webhookUrl: options['webhook-url'] ?? null };
  if (action === 'add') {
    try {
      checkNewSellerClient(input);
    } catch (error) {
      if (!(error instanceof SellerClientInputError)) throw error;
      io.err(error.message);
      return 1;
    }
  }
  const opened = await openDatabase();
  try {
    switch (action) {
      case 'list': {
        const list = await listSellerClients(opened.db);
        if (list.length === 0) io.out('没有登记的商家接口客户端 / no seller clients');
        for (const client of list) {
          io.out(`${client.clientId} ${client.name} [${client.status === 'active' ? '启用' : '停用'}] 权限 / scopes: ${client.scopes.join(' ')}`);
          io.out(`    回调 / webhook: ${client.webhookUrl ?? '—'}`);
        }
        return 0;
      }
      case 'add': {
        const { client, secret } = await addSellerClient(opened.db, input);
        io.out(`已登记商家接口客户端 / seller client added: ${client.clientId} ${client.name}（${client.scopes.join(' ')}）`);
        io.out(`密钥（仅显示这一次，服务器只保存其摘要）/ secret (shown once): ${secret}`);
        return 0;
      }
      case 'disable': {
        if (!(await disableSellerClient(opened.db, clientId!))) {
          io.err(`找不到客户端 / no such seller client: ${clientId}`);
          return 1;
        }
        io.out(`已停用，之后的请求一律拒绝 / disabled: ${clientId}`);
        return 0;
      }
      default: {
        const secret = await rotateSellerClientKey(opened.db, clientId!);
        if (!secret) {
          io.err(`找不到客户端 / no such seller client: ${clientId}`);
          return 1;
        }
        io.out(`新密钥（旧密钥立即失效，仅显示这一次）/ new secret (the old one no longer works): ${secret}`);
        return 0;
      }
    }
  } catch (error) {
    if (error instanceof SellerClientInputError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await opened.close();
  }
}
