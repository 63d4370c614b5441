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
import { done, refuse, runChecked, type AdminIo, type OpenAdminDatabase } from './io';

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
  return runChecked(
    io,
    SellerClientInputError,
    () => action === 'add' && checkNewSellerClient(input),
    openDatabase,
    async (db) => {
      switch (action) {
        case 'list': {
          const list = await listSellerClients(db);
          if (list.length === 0) io.out('没有登记的商家接口客户端 / no seller clients');
          for (const client of list) {
            io.out(`${client.clientId} ${client.name} [${client.status === 'active' ? '启用' : '停用'}] 权限 / scopes: ${client.scopes.join(' ')}`);
            io.out(`    回调 / webhook: ${client.webhookUrl ?? '—'}`);
          }
          return 0;
        }
        case 'add': {
          const { client, secret } = await addSellerClient(db, input);
          io.out(`已登记商家接口客户端 / seller client added: ${client.clientId} ${client.name}（${client.scopes.join(' ')}）`);
          return done(io, `密钥（仅显示这一次，服务器只保存其摘要）/ secret (shown once): ${secret}`);
        }
        case 'disable':
          if (!(await disableSellerClient(db, clientId!))) return refuse(io, `找不到客户端 / no such seller client: ${clientId}`);
          return done(io, `已停用，之后的请求一律拒绝 / disabled: ${clientId}`);
        default: {
          const secret = await rotateSellerClientKey(db, clientId!);
          if (!secret) return refuse(io, `找不到客户端 / no such seller client: ${clientId}`);
          return done(io, `新密钥（旧密钥立即失效，仅显示这一次）/ new secret (the old one no longer works): ${secret}`);
        }
      }
    },
  );
}
