// `npm run admin -- mini-program [https://…|clear]`: the marketplace's WeChat
// mini-program, whose QR the right bar shows (site setting mini_program).
import { readSettings, writeSetting } from '../services/site-settings';
import type { AdminIo, OpenAdminDatabase } from './commands';

const MAX_URL_LENGTH = 500;

/**
 * Why `url` cannot be the mini-program's link, or null when it can. WeChat
 * maps only https links of a verified domain to a mini-program (扫普通链接二维码打开小程序).
 */
export function miniProgramUrlProblem(url: string): string | null {
  if (url.length > MAX_URL_LENGTH) return `链接最长${MAX_URL_LENGTH}个字符 / at most ${MAX_URL_LENGTH} characters`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '请填写完整的 https 链接 / a full https URL is needed';
  }
  if (parsed.protocol !== 'https:') return '小程序链接须为 https / the link must be https';
  return null;
}

/** Answers the exit code: 0 done, 1 refused, 2 usage (the caller prints the usage). */
export async function runMiniProgramCommand(args: string[], openDatabase: OpenAdminDatabase, io: AdminIo): Promise<number> {
  const [target, extra] = args;
  if (extra !== undefined) return 2;
  if (target !== undefined && target !== 'clear') {
    const problem = miniProgramUrlProblem(target);
    if (problem) {
      io.err(problem);
      return 1;
    }
  }
  const opened = await openDatabase();
  try {
    if (target === undefined) {
      const { mini_program } = await readSettings(opened.db, ['mini_program']);
      io.out(
        mini_program.url
          ? `小程序链接 / mini-program link: ${mini_program.url}`
          : '未设置小程序，右侧栏显示手机版网站二维码 / none: the right bar shows the phone site',
      );
      return 0;
    }
    await writeSetting(opened.db, 'mini_program', { url: target === 'clear' ? '' : target });
    io.out(target === 'clear' ? '已清除小程序链接 / cleared' : `已设置小程序链接 / set: ${target}`);
    return 0;
  } finally {
    await opened.close();
  }
}
