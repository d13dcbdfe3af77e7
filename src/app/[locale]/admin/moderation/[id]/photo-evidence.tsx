import { getPathname } from '@/i18n/navigation';
import type {
  EvidencePhoto,
  PhotoReusePair,
} from '@/server/domain/moderation/photo-reuse-evidence';

function Photo({ photo, caption }: { photo: EvidencePhoto; caption: string }) {
  const ad = photo.listingId
    ? getPathname('/admin/dogs/listing/[id]', { id: photo.listingId }, 'en')
    : null;
  return (
    <figure>
      <img
        src={photo.src}
        srcSet={photo.srcSet || undefined}
        sizes="(min-width: 40rem) 20rem, 100vw"
        width={photo.width}
        height={photo.height}
        alt={`${caption}: photo of “${photo.listingTitle ?? 'an ad'}”`}
      />
      <figcaption>
        {caption}: {ad ? <a href={ad}>{photo.listingTitle}</a> : 'no ad'} (
        {photo.kennelName ?? 'no kennel'})
      </figcaption>
    </figure>
  );
}

/** A reused photo beside the other kennel's photo it matches. */
export function PhotoEvidence({ pair }: { pair: PhotoReusePair }) {
  return (
    <div>
      <h3>Same picture: {pair.distance} of 64 bits differ</h3>
      <div className="moderation-evidence">
        <Photo photo={pair.flagged} caption="This ad’s photo" />
        <Photo photo={pair.original} caption="Other kennel’s photo" />
      </div>
    </div>
  );
}
