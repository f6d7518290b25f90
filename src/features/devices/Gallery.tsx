import { useState } from 'react';
import { DEVICE_IMAGE } from '../../domain/artwork';

/** The product's images; thumbnails switch the large one. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  // Another product (or colour) starts at its first image.
  const [shownImages, setShownImages] = useState(images);
  if (images !== shownImages) {
    setShownImages(images);
    setIndex(0);
  }
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className="gallery">
      <img
        className="gallery__main"
        src={current}
        alt={`${name}, Ansicht ${index + 1} von ${images.length}`}
        width={DEVICE_IMAGE.width}
        height={DEVICE_IMAGE.height}
        // The page's largest element: fetched first, in the server's HTML.
        fetchPriority="high"
      />
      {images.length > 1 && (
        <div className="gallery__thumbs">
          {images.map((image, i) => (
            <button
              key={image}
              type="button"
              className={`gallery__thumb${i === index ? ' gallery__thumb--active' : ''}`}
              aria-label={`Ansicht ${i + 1} zeigen`}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              <img src={image} alt="" width={DEVICE_IMAGE.width} height={DEVICE_IMAGE.height} loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
