import { useState } from 'react';
import { assetUrl } from '../../../shared/ui/asset-url';

interface GoodsGalleryProps {
  images: string[];
  alt: string;
}

/** The pack shots: one large image and a row of thumbnails that choose it (hover or click). */
export function GoodsGallery({ images, alt }: GoodsGalleryProps) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  return (
    <div className="yp-gallery">
      <div className="yp-gallery__main">{shown ? <img src={shown} alt={alt} width={400} height={400} fetchPriority="high" /> : null}</div>
      {images.length > 1 ? (
        <ul className="yp-gallery__thumbs" aria-label="商品图片">
          {images.map((src, index) => (
            <li key={`${index}-${src}`}>
              <button
                type="button"
                className={`yp-gallery__thumb${index === current ? ' is-current' : ''}`}
                aria-label={`第 ${index + 1} 张图片`}
                aria-pressed={index === current}
                onMouseEnter={() => setCurrent(index)}
                onClick={() => setCurrent(index)}
              >
                <img src={assetUrl(src, 60)} alt="" width={60} height={60} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
