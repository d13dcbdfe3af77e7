import { COMPLAINT_CATEGORIES } from '@/validation/complaints';
import { COMPLAINT_STATUSES } from '../../domain/complaints/complaint-states';
import type { AdminComplaintView, ComplaintView } from '../../domain/complaints/complaint-view';
import { fileComplaint } from '../../domain/complaints/file-complaint';
import { findOwnComplaints } from '../../domain/complaints/find-own-complaints';
import { setComplaintStatus } from '../../domain/complaints/set-complaint-status';
import { builder } from '../builder';
import { upperCaseEnum } from './listing-inputs';
import { PhotoType } from './photos';

const ComplaintStatusEnum = upperCaseEnum('ComplaintStatus', COMPLAINT_STATUSES);
const ComplaintCategoryEnum = upperCaseEnum('ComplaintCategory', COMPLAINT_CATEGORIES);

const ComplaintType = builder.objectRef<ComplaintView | AdminComplaintView>('Complaint').implement({
  description:
    'A buyer’s problem report about a reserved or bought dog; admins move it ' +
    'open → in review → resolved or rejected. Dates are ISO 8601.',
  fields: (t) => ({
    id: t.exposeID('id'),
    category: t.field({ type: ComplaintCategoryEnum, resolve: (c) => c.category }),
    description: t.exposeString('description'),
    status: t.field({ type: ComplaintStatusEnum, resolve: (c) => c.status }),
    resolution: t.exposeString('resolution', {
      nullable: true,
      description: 'The admins’ answer, once resolved or rejected.',
    }),
    listingId: t.exposeID('listingId', { description: 'The dog (listing) complained about.' }),
    dogTitle: t.exposeString('dogTitle'),
    kennelName: t.exposeString('kennelName'),
    photos: t.field({
      type: [PhotoType],
      description: 'The author’s evidence (at most 6), added through POST /api/photos.',
      resolve: (c) => c.photos,
    }),
    isOpen: t.exposeBoolean('isOpen', {
      description: 'Open or in review: its author may still add photos.',
    }),
    createdAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (c) => c.updatedAt.toISOString() }),
  }),
});

const FileComplaintInput = builder.inputType('FileComplaintInput', {
  fields: (t) => ({
    listingId: t.id({ required: true }),
    category: t.field({ type: ComplaintCategoryEnum, required: true }),
    description: t.string({ required: true, description: '30 to 4000 characters.' }),
  }),
});

const SetComplaintStatusInput = builder.inputType('SetComplaintStatusInput', {
  fields: (t) => ({
    complaintId: t.id({ required: true }),
    status: t.field({ type: ComplaintStatusEnum, required: true }),
    resolution: t.string({
      description: 'Required for RESOLVED and REJECTED; the buyer reads it.',
    }),
  }),
});

builder.queryFields((t) => ({
  myComplaints: t.field({
    type: [ComplaintType],
    description: 'The viewer’s own complaints, newest first, optionally about one dog.',
    args: { listingId: t.arg.id() },
    resolve: (_root, { listingId }, ctx) =>
      findOwnComplaints(ctx, { listingId: listingId ? String(listingId) : null }),
  }),
}));

builder.mutationFields((t) => ({
  fileComplaint: t.field({
    type: ComplaintType,
    description:
      'Files a complaint about a dog the viewer reserved (deposit paid) or bought; one open ' +
      'complaint per reservation (else CONFLICT). Admins are e-mailed.',
    args: { input: t.arg({ type: FileComplaintInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      fileComplaint(ctx, {
        listingId: String(input.listingId),
        category: input.category,
        description: input.description,
      }),
  }),
  setComplaintStatus: t.field({
    type: ComplaintType,
    description:
      'ADMIN or ADMINV (with a second factor): moves a complaint along its state table; ' +
      'the buyer is e-mailed.',
    args: { input: t.arg({ type: SetComplaintStatusInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      setComplaintStatus(ctx, {
        complaintId: String(input.complaintId),
        status: input.status,
        resolution: input.resolution ?? null,
      }),
  }),
}));
