// `npm run admin -- mini-program [https://…|clear]` and `npm run admin -- app-download [https://…|clear]`:
// the two links a QR of the page chrome opens. Without one, that QR opens the
// phone site instead, and its caption says so (server/services/content.ts, siteInfo).
import { readSettings, writeSetting } from '../services/site-settings';
import { done, refuse, withDatabase, type AdminIo, type OpenAdminDatabase } from './io';

const MAX_URL_LENGTH = 500;

/**
 * Why `url` cannot be the link, or null when it can. WeChat maps only https
 * links of a verified domain to a mini-program (扫普通链接二维码打开小程序), and
 * app stores and download pages are https too.
 */
export function httpsLinkProblem(url: string): string | null {
  if (url.length > MAX_URL_LENGTH) return `链接最长${MAX_URL_LENGTH}个字符 / at most ${MAX_URL_LENGTH} characters`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '请填写完整的 https 链接 / a full https URL is needed';
  }
  if (parsed.protocol !== 'https:') return '链接须为 https / the link must be https';
  return null;
}

interface LinkSetting {
  read(settings: { mini_program: { url: string }; app_download: { title: string; text: string; url: string } }): string;
  write(url: string): Promise<void>;
  what: string;
  none: string;
}

function linkSetting(command: 'mini-program' | 'app-download', db: Parameters<typeof writeSetting>[0]): LinkSetting {
  if (command === 'mini-program') {
    return {
      read: (settings) => settings.mini_program.url,
      write: (url) => writeSetting(db, 'mini_program', { url }),
      what: '小程序链接 / mini-program link',
      none: '未设置小程序，右侧栏显示手机版网站二维码 / none: the right bar shows the phone site',
    };
  }
  return {
    // The phone site ('/') is what the header's QR opens when there is no app.
    read: (settings) => (settings.app_download.url.startsWith('https:') ? settings.app_download.url : ''),
    write: async (url) => {
      const { app_download } = await readSettings(db, ['app_download']);
      await writeSetting(db, 'app_download', { ...app_download, url: url || '/' });
    },
    what: 'APP下载链接 / app download link',
    none: '未设置APP下载链接，页头显示手机版网站二维码 / none: the header shows the phone site',
  };
}

/** Answers the exit code: 0 done, 1 refused, 2 usage (the caller prints the usage). */
export async function runLinkSettingCommand(
  command: 'mini-program' | 'app-download',
  args: string[],
  openDatabase: OpenAdminDatabase,
  io: AdminIo,
): Promise<number> {
  const [target, extra] = args;
  if (extra !== undefined) return 2;
  const problem = target !== undefined && target !== 'clear' ? httpsLinkProblem(target) : null;
  if (problem) return refuse(io, problem);
  return withDatabase(openDatabase, async (db) => {
    const setting = linkSetting(command, db);
    if (target === undefined) {
      const url = setting.read(await readSettings(db, ['mini_program', 'app_download']));
      return done(io, url ? `${setting.what}: ${url}` : setting.none);
    }
    await setting.write(target === 'clear' ? '' : target);
    return done(io, target === 'clear' ? `已清除${setting.what}` : `已设置${setting.what}: ${target}`);
  });
}
