import { assetUrl } from '../asset-url';
import { PHONE_MEDIA } from '../breakpoints';

interface GoodsPictureProps {
  src: string;
  /** The CSS pixels a desktop shows the picture at (its width and height attributes). */
  size: number;
  /** The CSS pixels a phone's layout shows it at; there the thumbnail drawing serves (assetUrl). */
  phoneSize: number;
  /** The list's first picture is the page's largest paint: fetched first, not lazily. */
  first?: boolean;
}

/** A goods' list picture, with the phone layout's smaller drawing as a <source>: both renders agree, the browser picks. */
export function GoodsPicture({ src, size, phoneSize, first = false }: GoodsPictureProps) {
  return (
    <picture>
      <source media={PHONE_MEDIA} srcSet={assetUrl(src, phoneSize)} />
      <img src={assetUrl(src)} alt="" width={size} height={size} {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })} />
    </picture>
  );
}
