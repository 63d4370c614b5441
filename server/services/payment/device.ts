/**
 * Phone or desktop, from the browser's User-Agent: a phone cannot scan a QR
 * code shown on its own screen, so it gets the provider's mobile flow
 * (Alipay wap, WeChat Pay H5) instead. Tablets count as phones: they run the
 * same mobile wallet apps.
 */
const PHONE = /Mobile|Android|iPhone|iPad|iPod|HarmonyOS|OpenHarmony|MicroMessenger/i;

export function deviceOf(userAgent: string | undefined): 'desktop' | 'phone' {
  return userAgent && PHONE.test(userAgent) ? 'phone' : 'desktop';
}
