/** A POST /api/photos request as the photo uploader sends it: one image for one subject. */
export function photoUploadRequest(
  subjectKind: string,
  subjectId: string,
  bytes: Uint8Array<ArrayBuffer>,
): Request {
  const form = new FormData();
  form.append('subjectKind', subjectKind);
  form.append('subjectId', subjectId);
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'a.png');
  return new Request('http://localhost/api/photos', {
    method: 'POST',
    body: form,
    headers: { 'x-requested-with': 'photo-upload' },
  });
}
