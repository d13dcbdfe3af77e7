import sharp from 'sharp';

/** Where the GPS-tagged photo claims it was taken (Szeged): must never reach stored files. */
export const GPS_XMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/"
 exif:GPSLatitude="46,15.3N" exif:GPSLongitude="20,8.9E"/>
</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/** A small photo-like picture: a gradient with a blob, so encoders have something to do. */
function picture(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#9cc4ee"/>
    <stop offset="1" stop-color="#6b8f3a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <ellipse cx="${width / 2}" cy="${height * 0.6}" rx="${width / 5}" ry="${height / 5}"
      fill="#a0522d"/></svg>`;
  return sharp(Buffer.from(svg));
}

/** A phone-like JPEG with camera EXIF, GPS coordinates in EXIF (IFD3) and in XMP. */
export function jpegWithGps(width = 1600, height = 1200): Promise<Buffer> {
  return picture(width, height)
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Corpus 1', Copyright: 'Private Breeder' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '47/1 30/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '19/1 3/1 0/1',
      },
    })
    .withXmp(GPS_XMP)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A plain PNG, e.g. a kennel logo. */
export function smallPng(size = 400): Promise<Buffer> {
  return picture(size, size).png().toBuffer();
}

/** 7000x7000 = 49 megapixels (over the 40 MP limit) of one colour: a few hundred KB. */
export function oversizedPng(): Promise<Buffer> {
  return sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A GIF, an accepted format nowhere, as a browser would send it under the name photo.jpg. */
export function gifNamedJpg(): Promise<Buffer> {
  return picture(64, 64).gif().toBuffer();
}

/** A text file renamed to photo.jpg. */
export const textNamedJpg = () => Buffer.from('These are not the pixels you are looking for.\n');

/** An SVG with a script: refused whatever it is called (SVG is never accepted). */
export const svgImage = () =>
  Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<script>alert(1)</script><rect width="10" height="10"/></svg>',
  );

/** HTML that starts with JPEG's magic bytes: sniffed as JPEG, refused when it does not decode. */
export const htmlBehindJpegMagic = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>x</script>')]);

export const zeroBytes = () => Buffer.alloc(0);

/** The first 40% of a real JPEG: the header is fine, the scan data stops. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await picture(800, 600).jpeg({ quality: 90 }).toBuffer();
  return whole.subarray(0, Math.floor(whole.length * 0.4));
}

/** Whether the bytes carry any trace of location or camera metadata. */
export function metadataTraces(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  return ['Exif\0\0', 'GPS', 'TestPhone', 'Private Breeder', 'xmpmeta'].filter((mark) =>
    text.includes(mark),
  );
}
