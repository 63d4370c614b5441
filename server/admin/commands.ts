// The commands of `npm run admin -- …` (server/admin/cli.ts is the process
// around them): the reviewer's list and decision, and the partner registry.
// Writes through the database layer (services/licences/review.ts,
// services/partners/registry.ts), like the back office would.
import { parseArgs } from 'node:util';
import { pendingReviews, reviewAccount } from '../services/licences/review';
import {
  addPartner,
  checkNewPartner,
  checkWidgets,
  listPartners,
  PartnerInputError,
  rotatePartnerSecret,
  setPartnerStatus,
  setPartnerWidgets,
} from '../services/partners/registry';
import { businessTypeLabel, licenceLabel } from '../../shared/domain/licences';
import { runSellerClientCommand, SELLER_CLIENT_USAGE } from './seller-client-command';
import { runLinkSettingCommand } from './link-setting-command';
import { done, refuse, runChecked, withDatabase, type AdminIo, type OpenAdminDatabase } from './io';

export type { AdminIo, OpenAdminDatabase } from './io';

const USAGE = [
  '用法 / usage:',
  '  npm run admin -- list',
  '  npm run admin -- review <用户ID或用户名> approve',
  '  npm run admin -- review <用户ID或用户名> reject --reason "原因"',
  '  npm run admin -- partner list',
  '  npm run admin -- partner add <合作方编号> --name "名称" --origin https://… [--origin …] [--redirect-uri https://…] --widget yp-… [--widget …] [--no-secret]',
  '  npm run admin -- partner widgets <合作方编号> --widget yp-… [--widget …]',
  '  npm run admin -- partner disable|enable|rotate-secret <合作方编号>',
  '  npm run admin -- mini-program [https://…|clear]',
  '  npm run admin -- app-download [https://…|clear]',
  ...SELLER_CLIENT_USAGE,
].join('\n');

const OPTIONS = {
  reason: { type: 'string' },
  name: { type: 'string' },
  origin: { type: 'string', multiple: true },
  'redirect-uri': { type: 'string', multiple: true },
  widget: { type: 'string', multiple: true },
  'no-secret': { type: 'boolean' },
  scope: { type: 'string', multiple: true },
  'webhook-url': { type: 'string' },
} as const;

type Options = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

/**
 * Runs one command and answers its exit code: 0 done, 1 refused (unknown user
 * or partner, a bad value), 2 usage. Tests call it on a database of their own;
 * one process-level test per command family proves the CLI around it.
 */
export async function runAdmin(argv: readonly string[], openDatabase: OpenAdminDatabase, io: AdminIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, options: OPTIONS });
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const [command, who, decision] = positionals;
  if (command === 'partner') return runPartnerCommand(positionals.slice(1), values, openDatabase, io);
  if (command === 'mini-program' || command === 'app-download' || command === 'seller-client') {
    const code =
      command === 'seller-client'
        ? await runSellerClientCommand(positionals.slice(1), values, openDatabase, io)
        : await runLinkSettingCommand(command, positionals.slice(1), openDatabase, io);
    return code === 2 ? usage(io) : code;
  }

  if (command !== 'list' && command !== 'review') return usage(io);
  if (command === 'review' && (!who || (decision !== 'approve' && decision !== 'reject'))) return usage(io);
  const reason = (values.reason ?? '').trim();
  if (command === 'review' && decision === 'reject' && (reason === '' || reason.length > 200)) {
    io.err('驳回需要 --reason "原因"（1-200字）/ reject needs --reason (1-200 characters)');
    return 2;
  }

  return withDatabase(openDatabase, async (db) => {
    if (command === 'list') {
      const list = await pendingReviews(db);
      if (list.length === 0) io.out('没有待审核的账户 / nothing awaiting review');
      for (const item of list) {
        io.out(
          `#${item.id} ${item.username} ${item.company}（${businessTypeLabel(item.type)}）${item.owner ? ` 门店，属于 ${item.owner}` : ''} 手机 ${item.phone} 注册于 ${item.created_at.toISOString()}`,
        );
        for (const licence of item.licences) io.out(`    ${licenceLabel(licence.kind)} ${licence.number} 有效期至 ${licence.expires_on} [${licence.status}]`);
      }
      return 0;
    }
    const reviewed = await reviewAccount(db, who!, decision === 'approve' ? { approve: true } : { approve: false, reason });
    if (!reviewed) return refuse(io, `找不到用户 / no such user: ${who}`);
    return done(io, `${decision === 'approve' ? '已通过' : '已驳回'}：#${reviewed.id} ${reviewed.username}`);
  });
}

function usage(io: AdminIo): number {
  io.err(USAGE);
  return 2;
}

/** `partner …`: the registry's commands. */
async function runPartnerCommand(args: string[], options: Options, openDatabase: OpenAdminDatabase, io: AdminIo): Promise<number> {
  const [action, clientId] = args;
  if (!['list', 'add', 'widgets', 'disable', 'enable', 'rotate-secret'].includes(action ?? '')) return usage(io);
  if (action !== 'list' && !clientId) return usage(io);
  const newPartner = {
    clientId: clientId ?? '',
    name: options.name ?? '',
    origins: options.origin ?? [],
    redirectUris: options['redirect-uri'] ?? [],
    widgets: options.widget ?? [],
    withSecret: options['no-secret'] !== true,
  };
  // Refused values are told before the database is opened.
  const check = () => (action === 'add' ? checkNewPartner(newPartner) : action === 'widgets' && checkWidgets(newPartner.widgets));
  return runChecked(io, PartnerInputError, check, openDatabase, async (db) => {
    switch (action) {
      case 'list': {
        const list = await listPartners(db);
        if (list.length === 0) io.out('没有登记的合作方 / no partners');
        for (const partner of list) {
          io.out(`${partner.clientId} ${partner.name} [${partner.status === 'active' ? '启用' : '停用'}]${partner.hasSecret ? '' : ' 无密钥'}`);
          io.out(`    源 / origins: ${partner.origins.join(' ') || '—'}`);
          io.out(`    回调 / redirect URIs: ${partner.redirectUris.join(' ') || '—'}`);
          io.out(`    组件 / widgets: ${partner.widgets.join(' ') || '—'}`);
        }
        return 0;
      }
      case 'add': {
        const { partner, secret } = await addPartner(db, newPartner);
        io.out(`已登记合作方 / partner added: ${partner.clientId} ${partner.name}`);
        if (secret) io.out(`合作方密钥（仅显示这一次，请交给合作方的服务器保存）/ client secret (shown once): ${secret}`);
        return 0;
      }
      case 'widgets': {
        const widgets = await setPartnerWidgets(db, clientId!, newPartner.widgets);
        if (!widgets) return refuse(io, `找不到合作方 / no such partner: ${clientId}`);
        return done(io, `已更新可用组件，几秒内生效 / widgets set: ${clientId} ${widgets.join(' ')}`);
      }
      case 'disable':
      case 'enable': {
        const changed = await setPartnerStatus(db, clientId!, action === 'disable' ? 'disabled' : 'active');
        if (!changed) return refuse(io, `找不到合作方 / no such partner: ${clientId}`);
        return done(io, action === 'disable' ? `已停用，买家的授权已全部撤销 / disabled, every grant revoked: ${clientId}` : `已启用 / enabled: ${clientId}`);
      }
      default: {
        const secret = await rotatePartnerSecret(db, clientId!);
        if (!secret) return refuse(io, `找不到合作方 / no such partner: ${clientId}`);
        return done(io, `新的合作方密钥（旧密钥已失效，仅显示这一次）/ new client secret (the old one no longer works): ${secret}`);
      }
    }
  });
}
