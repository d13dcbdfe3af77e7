import { createReview } from '../../domain/reviews/create-review';
import {
  findKennelReviews,
  findReviewsGiven,
  findReviewsReceived,
  type KennelReviewPage,
} from '../../domain/reviews/find-reviews';
import { hideReview, showReview } from '../../domain/reviews/moderate-review';
import { replyToReview } from '../../domain/reviews/reply-to-review';
import type { ReviewView } from '../../domain/reviews/review-view';
import { builder } from '../builder';
import { upperCaseEnum } from './listing-inputs';
import { LISTING_KINDS } from '../../domain/listings/listing-states';

const ReviewStatusEnum = upperCaseEnum('ReviewStatus', ['published', 'hidden']);
const ReviewDogKindEnum = upperCaseEnum('ReviewDogKind', LISTING_KINDS);

const ReviewKennelType = builder.objectRef<ReviewView['kennel']>('ReviewKennel').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
  }),
});

const ReviewDogType = builder.objectRef<ReviewView['dog']>('ReviewDog').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    title: t.exposeString('title'),
    kind: t.field({ type: ReviewDogKindEnum, resolve: (dog) => dog.kind }),
    slug: t.exposeString('slug'),
    isPublic: t.exposeBoolean('isPublic', { description: 'Whether the ad page still exists.' }),
  }),
});

const ReviewType = builder.objectRef<ReviewView>('Review').implement({
  description: 'A buyer’s review of the kennel that sold them a dog. Dates are ISO 8601.',
  fields: (t) => ({
    id: t.exposeString('id'),
    rating: t.exposeInt('rating', { description: 'Whole stars, 1 to 5.' }),
    body: t.exposeString('body'),
    reply: t.exposeString('reply', { nullable: true, description: 'The breeder’s one answer.' }),
    repliedAt: t.string({ nullable: true, resolve: (r) => r.repliedAt?.toISOString() ?? null }),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
    status: t.field({
      type: ReviewStatusEnum,
      description: 'HIDDEN reviews broke the rules: only their author and the breeder see them.',
      resolve: (r) => r.status,
    }),
    authorName: t.exposeString('authorName', { description: 'First name and initial.' }),
    kennel: t.field({ type: ReviewKennelType, resolve: (r) => r.kennel }),
    dog: t.field({ type: ReviewDogType, resolve: (r) => r.dog }),
  }),
});

const ReviewPageType = builder.objectRef<KennelReviewPage>('ReviewPage').implement({
  fields: (t) => ({
    items: t.field({ type: [ReviewType], resolve: (page) => page.items }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageCount: t.exposeInt('pageCount'),
  }),
});

const CreateReviewInput = builder.inputType('CreateReviewInput', {
  fields: (t) => ({
    listingId: t.string({ required: true, description: 'The bought dog’s listing id.' }),
    rating: t.int({ required: true, description: '1 to 5' }),
    body: t.string({ required: true, description: '20 to 2000 characters' }),
  }),
});

builder.queryFields((t) => ({
  kennelReviews: t.field({
    type: ReviewPageType,
    description: 'A kennel’s published reviews, newest first, ten a page.',
    args: {
      kennelId: t.arg.string({ required: true }),
      page: t.arg.int({ defaultValue: 1 }),
    },
    resolve: (_root, { kennelId, page }, ctx) =>
      findKennelReviews(ctx, { kennelId, page: page ?? 1 }),
  }),
  reviewsGiven: t.field({
    type: [ReviewType],
    description: 'Reviews the viewer wrote.',
    resolve: (_root, _args, ctx) => findReviewsGiven(ctx),
  }),
  reviewsReceived: t.field({
    type: [ReviewType],
    description: 'Reviews of the viewer’s kennel, hidden ones included.',
    resolve: (_root, _args, ctx) => findReviewsReceived(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createReview: t.field({
    type: ReviewType,
    description:
      'The buyer reviews the kennel of a dog they bought (a completed reservation), once per ' +
      'purchase; needs a confirmed address. CONFLICT `alreadyReviewed` for a second review.',
    args: { input: t.arg({ type: CreateReviewInput, required: true }) },
    resolve: (_root, { input }, ctx) => createReview(ctx, input),
  }),
  replyToReview: t.field({
    type: ReviewType,
    description: 'The kennel owner answers a review, once (CONFLICT `alreadyReplied` after).',
    args: {
      reviewId: t.arg.string({ required: true }),
      reply: t.arg.string({ required: true, description: '2 to 2000 characters' }),
    },
    resolve: (_root, args, ctx) => replyToReview(ctx, args),
  }),
  hideReview: t.field({
    type: ReviewType,
    description:
      'Hides a rule-breaking review from the kennel page and its rating (ADMINV, ADMIN).',
    args: {
      reviewId: t.arg.string({ required: true }),
      reason: t.arg.string({
        required: true,
        description: 'Mailed to the author; 3 to 1000 characters',
      }),
    },
    resolve: (_root, args, ctx) => hideReview(ctx, args),
  }),
  showReview: t.field({
    type: ReviewType,
    description: 'Publishes a hidden review again (ADMINV, ADMIN).',
    args: {
      reviewId: t.arg.string({ required: true }),
      reason: t.arg.string({
        required: true,
        description: 'Mailed to the author; 3 to 1000 characters',
      }),
    },
    resolve: (_root, args, ctx) => showReview(ctx, args),
  }),
}));
