import { useState } from 'react';

/**
 * An article's featured image, with the spec's fallback (dashboard §2 "cards with … featured
 * image with fallback"): an image that cannot load (offline and never seen, say) gives way to a
 * plain panel of the same size, so the card keeps its shape and shows no broken image.
 */
export function FeaturedImage({
  src,
  alt,
  className,
}: {
  src: string;
  alt: string;
  className: string;
}) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return <div className={`${className} ch-hub-image--fallback`} role="img" aria-label={alt} />;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={1200}
      height={630}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
