import QRCode from 'qrcode';

/** Longest text a QR image is made for; QR codes of long text are unscannably dense. */
export const QR_TEXT_MAX = 512;

/** Where the server draws a QR code for `text` (root-relative: embeds resolve it against the API base). */
export function qrImageUrl(text: string): string {
  return `/img/qr.svg?text=${encodeURIComponent(text)}`;
}

/** A real, scannable QR code of `text` as SVG (medium error correction, one-module quiet zone). */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#000000', light: '#ffffff' } });
}
