import { randomUUID } from 'node:crypto';
import { eq, inArray, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_PASSWORD, TEST_SECRET, createSignedInAccount } from '../../../tests/support/accounts';
import {
  ACTORS,
  SIGNED_IN,
  actionOutcome,
  buildTarget,
  createMatrixWorld,
  serverActionFiles,
  type Actor,
  type MatrixWorld,
  type Outcome,
  type Start,
  type Target,
} from '../../../tests/support/authorization-matrix';
import { recordServiceOrdersPaid } from '../../../tests/support/bank-transfer-factories';
import { TEST_COMPLAINT_TEXT } from '../../../tests/support/complaint-factories';
import { testPuppyInput } from '../../../tests/support/factories';
import { TEST_ID_DOCUMENT, testTraderInput } from '../../../tests/support/trader-factories';
import { createTestGraphQL } from '../../../tests/support/graphql-harness';
import { schemaOperations } from '../../../tests/support/graphql-operations';
import { useTestSandbox } from '../../../tests/support/payment-fixtures';
import { changedTables, fingerprintTables } from '../../../tests/support/table-fingerprint';
import { createTestDatabase } from '../../../tests/support/test-database';
import { eventBusFor } from '../context';
import type { DatabaseHandle } from '../db/client';
import { kennels } from '../db/schema';
import { createAccountServices, type AccountServices } from '../domain/accounts/auth';
import { unsubscribeToken } from '../domain/alerts/unsubscribe-token';
import { setPaymentProviderForTests } from '../domain/payments/payment-provider';
import { schema } from './schema';

/**
 * Every GraphQL mutation (read from the schema) and every server action (found by their
 * 'use server' line) × every actor, on a fresh object of the buyer and breeder actors. The
 * table says who may succeed; everyone else must be refused for authorization (or not-found)
 * and change no table. A new mutation or action fails the test until it has a row here.
 */
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', async (original) => ({
  ...(await original<object>()),
  headers: async () => request.headers,
  cookies: async () => ({
    toString: () => request.headers.get('cookie') ?? '',
    get: () => undefined,
    getAll: () => [],
    set: () => undefined,
  }),
}));
vi.mock('next/navigation', async (original) => {
  const { RedirectSignal } = await import('../../../tests/support/authorization-matrix');
  return {
    ...(await original<object>()),
    redirect: (url: string) => {
      throw new RedirectSignal(url);
    },
  };
});
vi.mock('next/cache', async (original) => ({
  ...(await original<object>()),
  refresh: () => undefined,
  updateTag: () => undefined,
  revalidateTag: () => undefined,
  revalidatePath: () => undefined,
}));

const ALL: readonly Actor[] = ACTORS;
const STAFF_V: Actor[] = ['ADMINV', 'ADMIN'];
const STAFF_M: Actor[] = ['ADMINM', 'ADMIN'];
const BREEDER: Actor[] = ['breeder'];
const BUYER: Actor[] = ['buyer'];
const BOTH_PARTIES: Actor[] = ['buyer', 'breeder'];
const BREEDER_OR_STAFF: Actor[] = ['breeder', 'ADMINV', 'ADMIN'];
/** Any confirmed account but the dog's own breeder. */
const RESERVERS: Actor[] = SIGNED_IN.filter((actor) => actor !== 'breeder');

type Vars = (target: Target, unique: string) => Record<string, unknown>;
interface Row {
  start: Start;
  allowed: readonly Actor[];
  /** Runs after every call, to keep the actors as they were (no second kennel). */
  cleanup?: boolean;
}
interface MutationRow extends Row {
  variables: Vars;
}
type Actions = Record<string, (...args: never[]) => Promise<unknown>>;
interface ActionRow extends Row {
  call: (
    action: (...args: unknown[]) => Promise<unknown>,
    target: Target,
    unique: string,
  ) => Promise<unknown>;
  homeIsSuccess?: boolean;
  /** Which `done` of a form state means it worked (the code step's `done: 'code'` asks again). */
  isDone?: (done: string) => boolean;
}

const m = (
  start: Start,
  allowed: readonly Actor[],
  variables: Vars = () => ({}),
  cleanup = false,
): MutationRow => ({
  start,
  allowed,
  variables,
  cleanup,
});
const a = (
  start: Start,
  allowed: readonly Actor[],
  call: ActionRow['call'],
  extra: Partial<ActionRow> = {},
): ActionRow => ({
  start,
  allowed,
  call,
  ...extra,
});
const form = (values: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const one of [value].flat()) data.append(name, one);
  }
  return data;
};

const PUPPY_PROFILE = {
  homeType: 'HOUSE',
  hasGarden: true,
  experience: 'SOME',
  hasChildren: false,
  hasOtherPets: false,
  workingHours: 'AT_HOME',
};
const PUPPY_REQUEST = {
  breedKeys: ['hungarian-short-haired-pointer-vizsla'],
  age: 'PUPPY',
  budgetAmount: 150000,
  currency: 'EUR',
  countryCode: 'HU',
  travelKm: 300,
};

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const LISTING = {
  kind: 'DOG',
  title: 'Vizsla kiskutya',
  breedKey: 'hungarian-short-haired-pointer-vizsla',
  sex: 'FEMALE',
  birthDate: day(-50),
  availableFrom: day(6),
  price: 450000,
  currency: 'HUF',
  countryCode: 'HU',
  hasPedigree: false,
  description: [{ locale: 'HU', text: 'Kedves szuka.' }],
  parents: [],
};
const kennelInput = (unique: string) => ({
  name: `Kennel ${unique}`,
  slug: `kennel-${unique}`,
  countryCode: 'HU',
  breeds: ['komondor', 'hungarian-short-haired-pointer-vizsla'],
});
const TRADER = testTraderInput();
const REVIEW = 'Healthy puppy, honest breeder, smooth hand-over. Recommended.';
const SIGN_IN_EMAIL = 'signs-in@example.test';
const byListing: Vars = (t) => ({ id: t.listingId });
const byReservation: Vars = (t) => ({ reservationId: t.reservationId });
const byReview: Vars = (t) => ({ reviewId: t.reviewId, reason: 'Breaks the review rules.' });
const byConversation: Vars = (t) => ({ conversationId: t.conversationId });

/** One row per mutation of the schema: where it starts, who may succeed, its variables. */
const MUTATIONS: Record<string, MutationRow> = {
  addFavourite: m('listing', SIGNED_IN, (t) => ({ listingId: t.listingId })),
  removeFavourite: m('favourited', SIGNED_IN, (t) => ({ listingId: t.listingId })),
  saveSearch: m('none', SIGNED_IN, () => ({
    name: 'Vizslas',
    frequency: 'DAILY',
    breedKey: 'hungarian-short-haired-pointer-vizsla',
    query: 'country=HU',
  })),
  updateSavedSearch: m('saved_search', BUYER, (t) => ({
    id: t.savedSearchId,
    frequency: 'WEEKLY',
  })),
  deleteSavedSearch: m('saved_search', BUYER, (t) => ({ id: t.savedSearchId })),
  // Puppy-match: anyone signed in may ask; only the request's buyer manages it and answers its
  // offers; only a breeder with the subscription and a dog that fits may offer.
  savePuppyBuyerProfile: m('none', SIGNED_IN, () => ({ input: PUPPY_PROFILE })),
  createPuppyRequest: m('none', SIGNED_IN, () => ({
    input: PUPPY_REQUEST,
    profile: PUPPY_PROFILE,
  })),
  updatePuppyRequest: m('puppy_request', BUYER, (t) => ({
    id: t.puppyRequestId,
    input: { ...PUPPY_REQUEST, budgetAmount: 170000 },
  })),
  changePuppyRequestState: m('puppy_request', BUYER, (t) => ({
    id: t.puppyRequestId,
    event: 'PAUSE',
  })),
  offerPuppy: m('puppy_request', BREEDER, (t) => ({
    requestId: t.puppyRequestId,
    listingId: t.listingId,
    message: 'She is calm and loves children.',
  })),
  answerPuppyOffer: m('puppy_offer', BUYER, (t) => ({ offerId: t.puppyOfferId, answer: 'ACCEPT' })),
  withdrawPuppyOffer: m('puppy_offer', BREEDER, (t) => ({ offerId: t.puppyOfferId })),
  // Each signed-in person marks only their own notifications.
  markNotificationsRead: m('none', SIGNED_IN),
  reserveDog: m('listing', RESERVERS, (t) => ({ listingId: t.listingId })),
  startCardPayment: m('awaiting_payment', BUYER, (t) => ({ orderId: t.orderId })),
  cancelReservation: m('deposited', BOTH_PARTIES, byReservation),
  markSaleCompleted: m('deposited', BREEDER, byReservation),
  confirmPurchase: m('marked', BUYER, byReservation),
  createReview: m('completed', BUYER, (t) => ({
    input: { listingId: t.listingId, rating: 4, body: REVIEW },
  })),
  replyToReview: m('reviewed', BREEDER, (t) => ({ reviewId: t.reviewId, reply: 'Thank you!' })),
  hideReview: m('reviewed', STAFF_V, byReview),
  // The buyer actor's conversation with the breeder actor's kennel: only those two take part.
  startConversation: m('listing', RESERVERS, (t) => ({ listingId: t.listingId, body: 'Free?' })),
  sendMessage: m('conversation', BOTH_PARTIES, (t) => ({
    conversationId: t.conversationId,
    body: 'Yes, she is.',
  })),
  markConversationRead: m('conversation', BOTH_PARTIES, byConversation),
  setConversationArchived: m('conversation', BOTH_PARTIES, (t) => ({
    conversationId: t.conversationId,
    archived: true,
  })),
  signalTyping: m('conversation', BOTH_PARTIES, byConversation),
  // Sharing contact details is the breeder's alone; unblocking keeps the shared conversation open.
  shareContactDetails: m('conversation', BREEDER, byConversation),
  setConversationBlocked: m('conversation', BOTH_PARTIES, (t) => ({
    conversationId: t.conversationId,
    blocked: false,
  })),
  setMessageEmails: m('none', SIGNED_IN, () => ({ enabled: false })),
  reportConversation: m('conversation', BOTH_PARTIES, (t) => ({
    conversationId: t.conversationId,
    reason: 'scam',
    details: 'Asks for a gift card.',
  })),
  showReview: m('hidden', STAFF_V, byReview),
  fileComplaint: m('completed', BUYER, (t) => ({
    input: { listingId: t.listingId, category: 'HEALTH', description: TEST_COMPLAINT_TEXT },
  })),
  setComplaintStatus: m('complaint', STAFF_V, (t) => ({
    input: { complaintId: t.complaintId, status: 'IN_REVIEW' },
  })),
  // Always in the caller's own kennel; only the breeder actor has one.
  createListing: m('none', BREEDER, () => ({ input: LISTING })),
  updateListing: m('draft', BREEDER, (t) => ({ id: t.listingId, input: LISTING })),
  publishListing: m('photo', BREEDER, byListing),
  unpublishListing: m('listing', BREEDER, byListing),
  renewListing: m('listing', BREEDER, byListing),
  markListingSold: m('listing', BREEDER, byListing),
  deleteListing: m('listing', BREEDER_OR_STAFF, byListing),
  restoreListing: m('deleted', BREEDER, byListing),
  markLitterBorn: m('litter', BREEDER, (t) => ({
    id: t.listingId,
    input: { birthDate: day(-3), puppies: [{ sex: 'MALE' }] },
  })),
  deletePhoto: m('photo', BREEDER, (t) => ({ photoId: t.photoId })),
  setCoverPhoto: m('photo', BREEDER, (t) => ({ photoId: t.photoId })),
  reorderPhotos: m('photo', BREEDER, (t) => ({
    photoIds: [t.photoId],
    subjectId: t.listingId,
    subjectKind: 'LISTING',
  })),
  createKennel: m('none', SIGNED_IN, (_t, unique) => ({ input: kennelInput(unique) }), true),
  // The caller's own kennel (a second call is refused as already waiting, not as a stranger).
  requestKennelVerification: m('none', BREEDER),
  // The caller's own kennel's seller status and trader details: only the breeder has a kennel.
  chooseSellerStatus: m('none', BREEDER, () => ({ status: 'PRIVATE' })),
  saveTraderDetails: m('none', BREEDER, () => ({
    input: { ...TRADER, idDocument: TEST_ID_DOCUMENT.toString('base64') },
  })),
  updateKennel: m('none', BREEDER_OR_STAFF, (t, unique) => ({
    id: t.kennelId,
    input: kennelInput(unique),
  })),
  setAccountRole: m('account', ['ADMIN'], (t) => ({ userId: t.userId, role: 'ADMINV' })),
  setPlanPrice: m('none', ['ADMINM', 'ADMIN'], () => ({
    input: { service: 'PUPPY_MATCH', months: 3, currency: 'EUR', amount: 1350 },
  })),
  confirmAccountEmail: m('account', STAFF_V, (t) => ({ userId: t.userId })),
  // The caller's own account: anyone signed in, nobody else's.
  updateProfile: m('none', SIGNED_IN, () => ({
    input: { name: 'Renamed', countryCode: 'AT', locale: 'DE' },
  })),
  changePassword: m('none', SIGNED_IN, () => ({
    currentPassword: 'not the password at all',
    newPassword: 'another strong passphrase 42',
  })),
  requestEmailChange: m('none', SIGNED_IN, (_t, unique) => ({
    newEmail: `moved-${unique}@example.test`,
  })),
  resendVerificationEmail: m('none', SIGNED_IN),
  // Open to everyone: the mailed token or the password is the proof.
  signUp: m('none', ALL, (_t, unique) => ({
    input: {
      name: 'New',
      email: `new-${unique}@example.test`,
      password: 'a brand new passphrase 42',
      countryCode: 'HU',
      locale: 'EN',
      acceptTerms: true,
    },
  })),
  signIn: m('none', ALL, () => ({ email: SIGN_IN_EMAIL, password: TEST_PASSWORD })),
  requestPasswordReset: m('none', ALL, () => ({ email: SIGN_IN_EMAIL })),
  // The same answer for every address; a forged link is refused as bad input, to everyone.
  requestSignInLink: m('none', ALL, () => ({ email: SIGN_IN_EMAIL })),
  signInWithLink: m('none', ALL, () => ({ token: 'forged-token' })),
  resetPassword: m('none', ALL, () => ({
    token: 'forged-token',
    password: 'a brand new passphrase 42',
  })),
  verifyEmail: m('none', ALL, () => ({ token: 'forged-token' })),
  confirmEmailChange: m('none', ALL, () => ({ token: 'forged-token' })),
  subscribeNewsletter: m('none', ALL, (_t, unique) => ({
    email: `news-${unique}@example.test`,
    locale: 'EN',
  })),
  confirmNewsletter: m('none', ALL, () => ({ token: 'forged-token' })),
  unsubscribeNewsletter: m('none', ALL, () => ({ token: 'forged-token' })),
  // The caller's own sign-in: a visitor has none waiting, a signed-in caller's code is wrong.
  verifySignInCode: m('none', SIGNED_IN, () => ({ code: '123456' })),
  signOut: m('none', ALL),
};

const EMPTY_STATE = { fields: {}, values: {} };
const profileForm = () => form({ name: 'Renamed', countryCode: 'AT', phone: '', locale: 'de' });
const kennelForm = (unique: string) =>
  form({
    locale: 'en',
    ...kennelInput(unique),
    breeds: ['komondor', 'hungarian-short-haired-pointer-vizsla'],
  });
const signUpForm = (unique: string) =>
  form({
    name: 'New',
    email: `new-${unique}@example.test`,
    password: 'a brand new passphrase 42',
    countryCode: 'HU',
    locale: 'en',
    acceptTerms: 'on',
  });

/** A camt.053 file with one credit nobody's reference names (it is recorded, flagged). */
const statementForm = (unique: string) => {
  const data = new FormData();
  const xml =
    '<Document><BkToCstmrStmt><Stmt><Id>matrix</Id><Ntry><Amt Ccy="EUR">10.00</Amt>' +
    `<CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><AcctSvcrRef>${unique}</AcctSvcrRef></Ntry>` +
    '</Stmt></BkToCstmrStmt></Document>';
  data.set('statement', new File([xml], 'statement.xml', { type: 'application/xml' }));
  return data;
};

const serviceCheckoutForm = () =>
  form({
    checkoutId: randomUUID(),
    months: '1',
    currency: 'EUR',
    amount: '990',
    method: 'card',
    kind: 'person',
    name: 'Anna Kovács',
    addressLine: 'Fő utca 1.',
    postcode: '6720',
    city: 'Szeged',
    countryCode: 'HU',
    email: 'anna@example.test',
  });

/** One row per exported server action: the same shape, with how the page calls it. */
const ACTIONS: Record<string, ActionRow> = {
  savePuppyRequestAction: a('none', SIGNED_IN, (act) =>
    act(
      'en',
      null,
      EMPTY_STATE,
      form({
        breedKeys: 'komondor',
        age: 'puppy',
        budget: '1500',
        currency: 'EUR',
        countryCode: 'HU',
        travelKm: '200',
        homeType: 'flat',
        hasGarden: 'no',
        experience: 'none',
        hasChildren: 'no',
        hasOtherPets: 'no',
        workingHours: 'full_time',
      }),
    ),
  ),
  changePuppyRequestStateAction: a('puppy_request', BUYER, (act, t) =>
    act('en', t.puppyRequestId, 'close'),
  ),
  answerPuppyOfferAction: a('puppy_offer', BUYER, (act, t) => act('en', t.puppyOfferId, 'decline')),
  offerPuppyAction: a('puppy_request', BREEDER, (act, t) =>
    act(
      'en',
      form({ requestId: t.puppyRequestId, listingId: t.listingId, message: 'A calm girl.' }),
    ),
  ),
  // Waitlists: any confirmed account but the litter's breeder applies (the buyer, who already
  // has a live application there, is told so); only the breeder decides and sets the list;
  // only the applicant withdraws.
  applyToWaitlistAction: a('waitlist_application', RESERVERS, (act, t) =>
    act(
      'en',
      t.listingId,
      EMPTY_STATE,
      form({
        message: 'We have a big garden.',
        homeType: 'house',
        hasGarden: 'yes',
        experience: 'some',
        hasChildren: 'no',
        hasOtherPets: 'no',
        workingHours: 'part_time',
      }),
    ),
  ),
  withdrawWaitlistApplicationAction: a('waitlist_application', BUYER, (act, t) =>
    act('en', t.waitlistApplicationId),
  ),
  setWaitlistAction: a('waitlist_application', BREEDER, (act, t) =>
    act('en', t.listingId, form({ isOpen: 'yes', places: '4' })),
  ),
  decideWaitlistApplicationAction: a('waitlist_application', BREEDER, (act, t) =>
    act('en', t.listingId, form({ applicationId: t.waitlistApplicationId, decision: 'accept' })),
  ),
  // The waitlist deposit is the accepted buyer's to pay; after the birth only the breeder starts
  // the picks, only the buyer whose turn it is chooses or passes, and only the breeder gives
  // back the deposit of a buyer who passed.
  payWaitlistDepositAction: a('waitlist_accepted', BUYER, (act, t) =>
    act('en', t.waitlistApplicationId),
  ),
  startWaitlistPicksAction: a('waitlist_born', BREEDER, (act, t) => act('en', t.listingId)),
  pickWaitlistPuppyAction: a('waitlist_choosing', BUYER, (act, t) =>
    act('en', t.waitlistApplicationId, form({ puppyId: t.puppyId })),
  ),
  passWaitlistPickAction: a('waitlist_choosing', BUYER, (act, t) =>
    act('en', t.waitlistApplicationId),
  ),
  refundWaitlistDepositAction: a('waitlist_passed', BREEDER, (act, t) =>
    act('en', t.listingId, form({ applicationId: t.waitlistApplicationId })),
  ),
  // Redirects: ADMINM and ADMIN; each call saves its own source path.
  saveRedirectAction: a('none', STAFF_M, (act, _t, unique) =>
    act(
      EMPTY_STATE,
      form({ fromPath: `/old-${unique}`, toPath: '/en/breeds', statusCode: '301', match: 'exact' }),
    ),
  ),
  deleteRedirectAction: a('redirect', STAFF_M, (act, t) =>
    act(EMPTY_STATE, form({ id: t.redirectId })),
  ),
  importRedirectsAction: a('none', STAFF_M, (act, _t, unique) => {
    const data = form({});
    data.set('file', new File([`/import-${unique},/en/breeds,302,prefix\n`], 'redirects.csv'));
    return act(EMPTY_STATE, data);
  }),
  // The admin's dogs: ADMINV and ADMIN hide and restore ads with a reason.
  hideListingAction: a('listing', STAFF_V, (act, t) =>
    act(EMPTY_STATE, form({ listingId: t.listingId, reason: 'Photos of another kennel' })),
  ),
  restoreHiddenListingAction: a('hidden_listing', STAFF_V, (act, t) =>
    act(EMPTY_STATE, form({ listingId: t.listingId, reason: 'Ownership proven' })),
  ),
  // The admin's bank-transfer desk: money roles only.
  markBankTransferReceivedAction: a('bank_order', STAFF_M, (act, t) =>
    act(EMPTY_STATE, form({ orderId: t.orderId })),
  ),
  importBankStatementAction: a('none', STAFF_M, (act, _t, unique) =>
    act(EMPTY_STATE, statementForm(unique)),
  ),
  resolveStatementEntryAction: a('flagged_entry', STAFF_M, (act, t) =>
    act(
      EMPTY_STATE,
      form({
        entryId: t.entryId,
        decision: 'apply',
        orderId: t.orderId,
        note: 'Rest paid in cash.',
      }),
    ),
  ),
  // The admin's order page: refunds and cancellations, money roles only.
  refundOrderAction: a('deposited', STAFF_M, (act, t, unique) =>
    act(
      EMPTY_STATE,
      form({ orderId: t.orderId, amount: '10', reason: 'Goodwill', idempotencyKey: unique }),
    ),
  ),
  cancelOrderAction: a('bank_order', STAFF_M, (act, t) =>
    act(EMPTY_STATE, form({ orderId: t.orderId, reason: 'Never paid' })),
  ),
  // The admin's reservation page: cancellations and dispute settlements, money roles only.
  cancelReservationAsAdminAction: a('deposited', STAFF_M, (act, t, unique) =>
    act(
      EMPTY_STATE,
      form({
        reservationId: t.reservationId,
        fault: 'buyer',
        amount: '0',
        reason: 'The buyer asked us to',
        idempotencyKey: unique,
      }),
    ),
  ),
  settleReservationDisputeAction: a('complaint', STAFF_M, (act, t, unique) =>
    act(
      EMPTY_STATE,
      form({
        reservationId: t.reservationId,
        outcome: 'none',
        reason: 'The puppy was healthy at hand-over',
        idempotencyKey: unique,
      }),
    ),
  ),
  // The admin's subscriptions desk: grants, extensions, ends, prices and rates, money roles only.
  grantSubscriptionAction: a('account', STAFF_M, (act, t) =>
    act(
      EMPTY_STATE,
      form({
        email: `${t.userId}@example.test`,
        service: 'puppy_match',
        months: '1',
        reason: 'Compensation for the outage',
      }),
    ),
  ),
  extendSubscriptionAction: a('subscription', STAFF_M, (act, t) =>
    act(EMPTY_STATE, form({ subscriptionId: t.subscriptionId, months: '2', reason: 'Goodwill' })),
  ),
  endSubscriptionAction: a('subscription', STAFF_M, (act, t) =>
    act(EMPTY_STATE, form({ subscriptionId: t.subscriptionId, reason: 'Fake kennel' })),
  ),
  setPlanPriceAction: a('none', STAFF_M, (act) =>
    act(
      EMPTY_STATE,
      form({ service: 'puppy_match', months: '3', currency: 'EUR', amount: '13.50' }),
    ),
  ),
  setExchangeRateAction: a('none', STAFF_M, (act) =>
    act(EMPTY_STATE, form({ currency: 'HUF', perEur: '401.5' })),
  ),
  payByCardAction: a('awaiting_payment', BUYER, (act, t) => act('en', t.orderId)),
  // Anyone signed in may buy a service, for themselves; a retry pays only one's own order.
  checkoutAction: a('none', SIGNED_IN, (act) =>
    act('en', 'breeder_profile', EMPTY_STATE, serviceCheckoutForm()),
  ),
  retryCardAction: a('awaiting_payment', BUYER, (act, t) =>
    act('en', 'breeder_profile', t.orderId),
  ),
  reserveAction: a('listing', RESERVERS, (act, t) =>
    act('en', t.listingId, '/en/dog', EMPTY_STATE),
  ),
  cancelAsBuyerAction: a('deposited', BOTH_PARTIES, (act, t) => act('en', t.reservationId)),
  cancelAsBreederAction: a('deposited', BOTH_PARTIES, (act, t) => act('en', t.reservationId)),
  markSaleCompletedAction: a('deposited', BREEDER, (act, t) => act('en', t.reservationId)),
  confirmPurchaseAction: a('marked', BUYER, (act, t) => act('en', t.reservationId)),
  createReviewAction: a('completed', BUYER, (act, t) =>
    act('en', t.listingId, EMPTY_STATE, form({ rating: '4', body: REVIEW })),
  ),
  changeSavedSearchAction: a('saved_search', BUYER, (act, t) =>
    act('en', t.savedSearchId, form({ frequency: 'weekly' })),
  ),
  deleteSavedSearchAction: a('saved_search', BUYER, (act, t) => act('en', t.savedSearchId)),
  // The signed token of the alert e-mail is the right: whoever holds it may stop the alerts.
  unsubscribeAlertAction: a('saved_search', ALL, (act, t) =>
    act('en', form({ token: unsubscribeToken(t.savedSearchId) })),
  ),
  replyToReviewAction: a('reviewed', BREEDER, (act, t) =>
    act('en', t.reviewId, EMPTY_STATE, form({ reply: 'Thank you!' })),
  ),
  fileComplaintAction: a('completed', BUYER, (act, t) =>
    act(
      'en',
      t.listingId,
      EMPTY_STATE,
      form({ category: 'health', description: TEST_COMPLAINT_TEXT }),
    ),
  ),
  saveListingAction: a('draft', BREEDER, (act, t) =>
    act('en', t.listingId, testPuppyInput({ birthDate: day(-50), availableFrom: day(6) })),
  ),
  changeListingStatusAction: a('listing', BREEDER, (act, t) =>
    act({}, form({ id: t.listingId, event: 'unpublish' })),
  ),
  markLitterBornAction: a('litter', BREEDER, (act, t) =>
    act(t.listingId, { birthDate: day(-3), puppies: [{ sex: 'male' }] }),
  ),
  // The caller's own kennel: only the breeder actor has one.
  createKennelAction: a(
    'none',
    SIGNED_IN,
    (act, _t, unique) => act(null, EMPTY_STATE, kennelForm(unique)),
    { cleanup: true },
  ),
  updateKennelAction: a('none', BREEDER, (act, _t, unique) => act(EMPTY_STATE, kennelForm(unique))),
  requestKennelVerificationAction: a('none', BREEDER, (act) => act(form({ locale: 'en' }))),
  saveSellerAction: a('none', BREEDER, (act) => {
    const data = form({ ...TRADER, status: 'trader', selfCertified: 'on' } as Record<
      string,
      string
    >);
    data.append('idDocument', new File([TEST_ID_DOCUMENT], 'id.pdf', { type: 'application/pdf' }));
    return act(EMPTY_STATE, data);
  }),
  addBreedAction: a('none', BREEDER, (act) =>
    act(EMPTY_STATE, form({ locale: 'en', breedKey: 'english-pointer' })),
  ),
  removeBreedAction: a('none', BREEDER, (act) =>
    act(EMPTY_STATE, form({ locale: 'en', breedKey: 'english-pointer' })),
  ),
  // The caller's own account.
  updateProfileAction: a('none', SIGNED_IN, (act) => act(EMPTY_STATE, profileForm())),
  requestEmailChangeAction: a('none', SIGNED_IN, (act, _t, unique) =>
    act(EMPTY_STATE, form({ newEmail: `moved-${unique}@example.test` })),
  ),
  changePasswordAction: a('none', SIGNED_IN, (act) =>
    act(
      EMPTY_STATE,
      form({
        currentPassword: 'not the password at all',
        newPassword: 'another strong passphrase 42',
      }),
    ),
  ),
  resendVerificationAction: a('none', SIGNED_IN, (act) => act(EMPTY_STATE, form({}))),
  startTwoFactorAction: a('none', SIGNED_IN, (act) =>
    act(EMPTY_STATE, form({ password: TEST_PASSWORD })),
  ),
  confirmTwoFactorAction: a('none', SIGNED_IN, (act) => act(EMPTY_STATE, form({ code: '000000' }))),
  // Open to everyone.
  signUpAction: a('none', ALL, (act, _t, unique) =>
    act('en', null, EMPTY_STATE, signUpForm(unique)),
  ),
  confirmEmailAction: a('none', ALL, (act) => act('forged-token', null, EMPTY_STATE)),
  signInAction: a(
    'none',
    ALL,
    (act) => act('en', null, EMPTY_STATE, form({ email: SIGN_IN_EMAIL, password: TEST_PASSWORD })),
    {
      homeIsSuccess: true,
    },
  ),
  forgotPasswordAction: a('none', ALL, (act) => act(EMPTY_STATE, form({ email: SIGN_IN_EMAIL }))),
  signInLinkAction: a('none', ALL, (act) => act(EMPTY_STATE, form({ email: SIGN_IN_EMAIL }))),
  signInWithLinkAction: a('none', ALL, (act) => act('en', 'forged-token', EMPTY_STATE)),
  newPasswordAction: a('none', ALL, (act) =>
    act(EMPTY_STATE, form({ token: 'forged-token', password: 'a brand new passphrase 42' })),
  ),
  subscribeNewsletterAction: a('none', ALL, (act, _t, unique) =>
    act('en', EMPTY_STATE, form({ email: `news-${unique}@example.test` })),
  ),
  reportListingAction: a('listing', ALL, (act, t, unique) =>
    act(
      'en',
      t.listingId,
      EMPTY_STATE,
      form({
        reason: 'scam',
        text: 'Asks for money by wire transfer first.',
        email: `r-${unique}@example.test`,
      }),
    ),
  ),
  reportTargetAction: a('reviewed', ALL, (act, t, unique) =>
    act(
      'en',
      'review',
      t.reviewId,
      EMPTY_STATE,
      form({
        reason: 'other',
        text: 'The review names a dog this kennel never sold.',
        email: `r-${unique}@example.test`,
      }),
    ),
  ),
  // The sandbox's hosted card page: the charge's unguessable id is the capability, as at a provider.
  payAction: a('charge', ALL, (act, t) =>
    act(
      t.chargeId,
      { errors: [] },
      form({ number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' }),
    ),
  ),
  authenticateAction: a('charge', ALL, (act, t) => act(t.chargeId, false)),
  signInCodeAction: a(
    'none',
    SIGNED_IN,
    (act) => act('en', null, EMPTY_STATE, form({ code: '123456' })),
    {
      isDone: (done) => done !== 'code',
    },
  ),
  signOutAction: a('none', ALL, (act) => act('en'), { homeIsSuccess: true }),
  // The admin's users desk: ADMIN and ADMINV; roles are ADMIN's alone.
  suspendUserAction: a('account', STAFF_V, (act, t) =>
    act(EMPTY_STATE, form({ userId: t.userId, reason: 'Fake ads reported.' })),
  ),
  restoreUserAction: a('suspended_account', STAFF_V, (act, t) =>
    act(EMPTY_STATE, form({ userId: t.userId, reason: 'Cleared after a call.' })),
  ),
  eraseUserAction: a('account', STAFF_V, (act, t) =>
    act(EMPTY_STATE, form({ userId: t.userId, reason: 'Asked by e-mail.' })),
  ),
  resendConfirmationAction: a('account', STAFF_V, (act, t) =>
    act(EMPTY_STATE, form({ userId: t.userId })),
  ),
  setRoleAction: a('account', ['ADMIN'], (act, t) =>
    act(EMPTY_STATE, form({ userId: t.userId, role: 'ADMINV', reason: '' })),
  ),
  // The kennel's badge flips each time, so every allowed actor has a decision to make.
  setKennelVerifiedAction: a('none', STAFF_V, async (act, t) => {
    const [kennel] = await handle.db
      .select({ isVerified: kennels.isVerified })
      .from(kennels)
      .where(eq(kennels.id, t.kennelId));
    return act(
      EMPTY_STATE,
      form({
        kennelId: t.kennelId,
        verified: String(!kennel!.isVerified),
        reason: 'Papers checked.',
        checks: ['identity', 'kennelClub'],
      }),
    );
  }),
  setComplaintStatusAction: a('complaint', STAFF_V, (act, t) =>
    act(EMPTY_STATE, form({ complaintId: t.complaintId, status: 'in_review', reason: '' })),
  ),
  resolveConversationReportAction: a('conversation_report', STAFF_V, (act, t) =>
    act(EMPTY_STATE, form({ reportId: t.reportId, decision: 'dismiss', reason: 'Not a scam.' })),
  ),
  decideModerationCaseAction: a('moderation_case', STAFF_V, (act, t) =>
    act(
      EMPTY_STATE,
      form({ caseId: t.caseId, decision: 'keep', ground: 'terms', reason: 'Nothing wrong found.' }),
    ),
  ),
  moderateReviewAction: a('reviewed', STAFF_V, (act, t) =>
    act(EMPTY_STATE, form({ reviewId: t.reviewId, status: 'hidden', reason: 'Insults.' })),
  ),
};

/**
 * Refusals that say "not yours", "sign in first" or "no such thing", as codes or as the form
 * keys pages show for them: the dog is the breeder's own, the reservation's other party made
 * that move, the purchase is someone else's, there is no own kennel, no sign-in awaits a code.
 */
const AUTHORIZATION_REFUSALS = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'UNKNOWN',
  'reserveOwnDog',
  'messageOwnKennel',
  'shareContactBreederOnly',
  'reservationTransitionRefused',
  'notYourPurchase',
  'complaintNotAllowed',
  'kennelRequired',
  'codeExpired',
  'puppyMatchSubscriptionRequired',
  'waitlistOwnLitter',
]);

const mutationNames = schemaOperations(schema)
  .filter((operation) => operation.kind === 'mutation')
  .map((operation) => operation.field);
const actionExports: Record<string, Actions[string]> = {};
const duplicateActions: string[] = [];
for (const file of serverActionFiles()) {
  for (const [name, value] of Object.entries((await import(file)) as Record<string, unknown>)) {
    if (typeof value !== 'function') continue;
    if (actionExports[name]) duplicateActions.push(name);
    actionExports[name] = value as Actions[string];
  }
}
const documents = Object.fromEntries(schemaOperations(schema).map((op) => [op.field, op.document]));
// Ending a session last keeps every actor signed in for the cases before.
const isLast = (name: string) => name.startsWith('signOut');
const CASES = [
  ...mutationNames.map((name) => ({ surface: 'GraphQL', name })),
  ...Object.keys(actionExports).map((name) => ({ surface: 'action', name })),
].sort((x, y) => Number(isLast(x.name)) - Number(isLast(y.name)));

// The paid services' orders start a subscription when paid; here it is enough that "paid" runs.
recordServiceOrdersPaid();

let handle: DatabaseHandle;
let services: AccountServices;
let world: MatrixWorld;
let call: ReturnType<typeof createTestGraphQL>['call'];
const tally = { calls: 0, allowedCalls: 0, succeeded: 0, unauthorizedSuccesses: 0 };
let sequence = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  services = createAccountServices(handle.db, TEST_SECRET);
  ({ call } = createTestGraphQL(handle, services));
  world = await createMatrixWorld(handle, services);
  await createSignedInAccount(services, SIGN_IN_EMAIL);
  // Server actions reach the process-wide database, account services and event bus.
  Object.assign(globalThis, {
    appDatabase: handle,
    accountServices: services,
    appEventBus: eventBusFor(handle),
  });
  useTestSandbox();
});
afterAll(async () => {
  setPaymentProviderForTests(null);
  await (globalThis as { appEventBus?: { close(): Promise<void> } }).appEventBus?.close();
  Object.assign(globalThis, {
    appDatabase: undefined,
    accountServices: undefined,
    appEventBus: undefined,
  });
  await handle.close();
});

async function callMutation(
  name: string,
  row: MutationRow,
  target: Target,
  unique: string,
  actor: Actor,
): Promise<Outcome> {
  const headers = actor === 'anonymous' ? undefined : world.accounts[actor].headers;
  const answer = await call(documents[name]!, row.variables(target, unique), headers);
  const error = answer.errors?.[0];
  // A refusal answered as a result union's member (`…Refusal { code }`) is a refusal all the same.
  const result = answer.data?.[name] as { __typename?: string; code?: string } | undefined;
  if (result?.__typename?.endsWith('Refusal')) return { ok: false, code: result.code ?? 'UNKNOWN' };
  if (!error) return { ok: true };
  const fields = error.extensions?.fields ?? {};
  return {
    ok: false,
    code: fields.form ?? Object.values(fields)[0] ?? error.extensions?.code ?? 'UNKNOWN',
  };
}

async function callAction(
  name: string,
  row: ActionRow,
  target: Target,
  unique: string,
  actor: Actor,
): Promise<Outcome> {
  request.headers =
    actor === 'anonymous' ? new Headers() : new Headers(world.accounts[actor].headers);
  const action = actionExports[name] as (...args: unknown[]) => Promise<unknown>;
  return actionOutcome(() => row.call(action, target, unique), {
    homeIsSuccess: row.homeIsSuccess,
  });
}

describe('the expectation table', () => {
  it('has a row for every GraphQL mutation and server action, and none for gone ones', () => {
    const lacking = [
      ...mutationNames.filter((name) => !MUTATIONS[name]).map((name) => `MUTATIONS.${name}`),
      ...Object.keys(actionExports)
        .filter((name) => !ACTIONS[name])
        .map((name) => `ACTIONS.${name}`),
    ];
    const stale = [
      ...Object.keys(MUTATIONS).filter((name) => !mutationNames.includes(name)),
      ...Object.keys(ACTIONS).filter((name) => !actionExports[name]),
    ];
    expect(lacking, `add a row to authorization-matrix.test.ts for: ${lacking.join(', ')}`).toEqual(
      [],
    );
    expect(stale, `remove the rows of: ${stale.join(', ')}`).toEqual([]);
    expect(duplicateActions, 'server action names must be unique').toEqual([]);
  });
});

describe.each(CASES)('$surface $name', ({ surface, name }) => {
  const row = surface === 'GraphQL' ? MUTATIONS[name] : ACTIONS[name];
  it.skipIf(!row).each(ACTORS)('%s', async (actor) => {
    const target = await buildTarget(world, row!.start);
    const unique = `${name}-${actor}-${++sequence}`.toLowerCase();
    const isAllowed = row!.allowed.includes(actor);
    const before = isAllowed ? null : await fingerprintTables(handle);
    const outcome =
      surface === 'GraphQL'
        ? await callMutation(name, row as MutationRow, target, unique, actor)
        : await callAction(name, row as ActionRow, target, unique, actor);
    const changed = before ? changedTables(before, await fingerprintTables(handle)) : [];
    if (row!.cleanup) {
      await handle.db.delete(kennels).where(not(inArray(kennels.id, [world.kennelId])));
    }
    tally.calls += 1;
    const verdict = outcome.ok ? 'succeeded' : outcome.code;
    if (isAllowed) {
      tally.allowedCalls += 1;
      if (outcome.ok) tally.succeeded += 1;
      expect([...AUTHORIZATION_REFUSALS], `refused ${actor}, who may`).not.toContain(verdict);
      return;
    }
    if (outcome.ok) tally.unauthorizedSuccesses += 1;
    expect([...AUTHORIZATION_REFUSALS], `let ${actor} through, or refused otherwise`).toContain(
      verdict,
    );
    expect(changed, `${actor}'s refused call changed tables`).toEqual([]);
  });
});

describe('the whole matrix', () => {
  it('ran every case without one unauthorized success', () => {
    const size = `${mutationNames.length} mutations + ${Object.keys(actionExports).length} server actions`;
    console.info(
      `authorization matrix: (${size}) × ${ACTORS.length} actors = ${tally.calls} calls; ` +
        `${tally.allowedCalls} allowed (${tally.succeeded} succeeded), ${tally.unauthorizedSuccesses} unauthorized successes`,
    );
    expect(tally.calls).toBe(CASES.length * ACTORS.length);
    expect(tally.unauthorizedSuccesses).toBe(0);
  });
});
