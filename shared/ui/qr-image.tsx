import { assetUrl } from './asset-url';
import { useStyles } from './use-styles';
import css from './qr-image.css?inline';

export interface QrImageProps {
  /** Image URL of the code; server paths are resolved against the API base. */
  src: string;
  /** What scanning it gives, for the caption and the alt text. */
  caption: string;
  size?: number;
  part?: string;
}

/** A QR code image with its caption underneath. */
export function QrImage({ src, caption, size = 96, part }: QrImageProps) {
  const ref = useStyles<HTMLElement>(css);
  return (
    <figure ref={ref} className="yp-qr" part={part}>
      <img className="yp-qr__img" src={assetUrl(src)} alt={caption} width={size} height={size} loading="lazy" />
      <figcaption className="yp-qr__caption">{caption}</figcaption>
    </figure>
  );
}
