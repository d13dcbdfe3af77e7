import { deletePhoto } from '../../domain/photos/delete-photo';
import { findSubjectPhotos } from '../../domain/photos/find-subject-photos';
import {
  PHOTO_SUBJECT_KINDS,
  type PhotoSubject,
  type PhotoSubjectKind,
} from '../../domain/photos/photo-subject';
import type { PhotoView } from '../../domain/photos/photo-view';
import { reorderPhotos } from '../../domain/photos/reorder-photos';
import { setCoverPhoto } from '../../domain/photos/set-cover-photo';
import { builder } from '../builder';

const PhotoSubjectKindEnum = builder.enumType('PhotoSubjectKind', {
  description:
    'What photos belong to: a listing (listing id), a kennel gallery or logo (kennel id), ' +
    'a parent of a listed dog (parent id), a buyer’s complaint (complaint id), or the ' +
    'viewer’s next message in a conversation (conversation id).',
  values: Object.fromEntries(
    PHOTO_SUBJECT_KINDS.map((kind) => [kind.toUpperCase(), { value: kind }]),
  ) as Record<Uppercase<PhotoSubjectKind>, { value: PhotoSubjectKind }>,
});

export const PhotoType = builder.objectRef<PhotoView>('Photo').implement({
  description: 'A photo as its owner edits it; uploads go to POST /api/photos (multipart).',
  fields: (t) => ({
    id: t.exposeID('id'),
    position: t.exposeInt('position', {
      description: '0 is first; a listing’s first is its cover.',
    }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    src: t.exposeString('src'),
    srcSet: t.exposeString('srcSet', { description: 'WebP variants with their widths.' }),
    avifSrcSet: t.exposeString('avifSrcSet', { nullable: true }),
    dominantColor: t.exposeString('dominantColor', { nullable: true }),
    isCover: t.exposeBoolean('isCover'),
  }),
});

builder.queryFields((t) => ({
  subjectPhotos: t.field({
    type: [PhotoType],
    description: 'The owner’s photos of a listing, kennel gallery, logo or parent, in order.',
    args: {
      subjectKind: t.arg({ type: PhotoSubjectKindEnum, required: true }),
      subjectId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      findSubjectPhotos(ctx, { subject: { kind: args.subjectKind, id: String(args.subjectId) } }),
  }),
}));

builder.mutationFields((t) => ({
  reorderPhotos: t.field({
    type: [PhotoType],
    description:
      'Orders all photos of a subject (each id exactly once, else CONFLICT); a listing’s ' +
      'cover becomes the first.',
    args: {
      subjectKind: t.arg({ type: PhotoSubjectKindEnum, required: true }),
      subjectId: t.arg.id({ required: true }),
      photoIds: t.arg.idList({ required: true }),
    },
    resolve: (_root, args, ctx) => {
      const subject: PhotoSubject = { kind: args.subjectKind, id: String(args.subjectId) };
      return reorderPhotos(ctx, { subject, photoIds: args.photoIds.map(String) });
    },
  }),
  setCoverPhoto: t.field({
    type: [PhotoType],
    description: 'Moves a photo first (a listing’s cover); returns the subject’s photos.',
    args: { photoId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => setCoverPhoto(ctx, { photoId: String(args.photoId) }),
  }),
  deletePhoto: t.field({
    type: [PhotoType],
    description: 'Deletes an own photo and its files; returns the subject’s remaining photos.',
    args: { photoId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deletePhoto(ctx, { photoId: String(args.photoId) }),
  }),
}));
