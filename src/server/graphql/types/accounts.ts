import { changePassword } from '../../domain/accounts/change-password';
import { confirmEmailChange, requestEmailChange } from '../../domain/accounts/change-email';
import { getOwnAccount } from '../../domain/accounts/get-own-account';
import { requestPasswordReset, resetPassword } from '../../domain/accounts/reset-password';
import { resendVerificationEmail } from '../../domain/accounts/resend-verification';
import { signIn, signOut } from '../../domain/accounts/sign-in';
import { requestSignInLink, signInWithLink } from '../../domain/accounts/sign-in-link';
import { signUp } from '../../domain/accounts/sign-up';
import { verifySignInCode } from '../../domain/accounts/two-factor';
import { updateProfile } from '../../domain/accounts/update-profile';
import { verifyEmail } from '../../domain/accounts/verify-email';
import { confirmAccountEmail } from '../../domain/admin/confirm-account-email';
import { setAccountRole } from '../../domain/admin/set-account-role';
import { builder } from '../builder';
import type { GraphQLContext } from '../context';
import { LocaleEnum } from './reference';

type Account = Awaited<ReturnType<typeof getOwnAccount>>;

const AccountType = builder.objectRef<Account>('Account').implement({
  description: 'The signed-in person’s own account.',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    emailVerified: t.exposeBoolean('emailVerified'),
    role: t.exposeString('role'),
    locale: t.exposeString('locale'),
    countryCode: t.exposeString('countryCode', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
  }),
});

const SignInResultType = builder
  .objectRef<{ needsSecondFactor: boolean }>('SignInResult')
  .implement({
    fields: (t) => ({
      needsSecondFactor: t.exposeBoolean('needsSecondFactor', {
        description: 'True when a TOTP code (verifySignInCode) must finish the sign-in.',
      }),
    }),
  });

const AccountRoleType = builder.objectRef<{ id: string; role: string }>('AccountRole').implement({
  fields: (t) => ({ id: t.exposeString('id'), role: t.exposeString('role') }),
});

const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    countryCode: t.string({ required: true }),
    phone: t.string(),
    locale: t.field({ type: LocaleEnum, required: true }),
    acceptTerms: t.boolean({
      required: true,
      description: 'Acceptance of the terms and conditions and the privacy policy (must be true).',
    }),
    returnTo: t.string({ description: 'A path on this site to land on once confirmed.' }),
  }),
});

const ProfileInput = builder.inputType('ProfileInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    countryCode: t.string({ required: true }),
    phone: t.string(),
    locale: t.field({ type: LocaleEnum, required: true }),
  }),
});

const AccountRoleEnum = builder.enumType('AccountRoleName', {
  values: ['USER', 'ADMIN', 'ADMINV', 'ADMINM'] as const,
});

/** Hands the cookies a use case asked for to the HTTP response. */
function keepCookies(
  ctx: GraphQLContext,
  result: { cookies: GraphQLContext['http']['setCookies'] },
) {
  ctx.http.setCookies.push(...result.cookies);
}

builder.queryFields((t) => ({
  me: t.field({
    type: AccountType,
    nullable: true,
    description: 'The signed-in account, or null for visitors.',
    resolve: (_root, _args, ctx) => (ctx.viewer ? getOwnAccount(ctx) : null),
  }),
}));

builder.mutationFields((t) => ({
  signUp: t.boolean({
    description:
      'Creates an account and mails a confirmation link; no session opens, and a registered ' +
      'address gets the same answer (its owner is told by e-mail).',
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await signUp(
        ctx.accounts,
        {
          ...input,
          phone: input.phone ?? undefined,
          returnTo: input.returnTo ?? undefined,
        },
        ctx.http.headers,
      );
      return true;
    },
  }),
  signIn: t.field({
    type: SignInResultType,
    // Nullable, so every alias of a batch runs and meets the throttle (none is skipped).
    nullable: true,
    description: 'Signs in; attempts are throttled per account and address, aliases included.',
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const result = await signIn(ctx.accounts, args, ctx.http.headers);
      keepCookies(ctx, result);
      return { needsSecondFactor: result.needsSecondFactor };
    },
  }),
  requestSignInLink: t.boolean({
    description: 'Mails a one-time sign-in link if the address has an account; same answer.',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requestSignInLink(ctx.accounts, args, ctx.http.headers);
      return true;
    },
  }),
  signInWithLink: t.field({
    type: SignInResultType,
    description: 'Signs in with a mailed link, throttling aside; a second factor still follows.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const result = await signInWithLink(ctx.accounts, args, ctx.http.headers);
      keepCookies(ctx, result);
      return { needsSecondFactor: result.needsSecondFactor };
    },
  }),
  verifySignInCode: t.boolean({
    description: 'Finishes a sign-in with a TOTP or backup code.',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      keepCookies(ctx, await verifySignInCode(ctx.accounts, args, ctx.http.headers));
      return true;
    },
  }),
  signOut: t.boolean({
    resolve: async (_root, _args, ctx) => {
      keepCookies(ctx, await signOut(ctx.accounts.auth, ctx.http.headers));
      return true;
    },
  }),
  verifyEmail: t.boolean({
    description:
      'Confirms an address from its mailed token and signs its owner in; false for used or ' +
      'forged tokens.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      const result = await verifyEmail(ctx.accounts.auth, { token }, ctx.http.headers);
      keepCookies(ctx, result);
      return result.verified;
    },
  }),
  resendVerificationEmail: t.boolean({
    resolve: async (_root, _args, ctx) => {
      await resendVerificationEmail(ctx.accounts, ctx.http.headers);
      return true;
    },
  }),
  requestPasswordReset: t.boolean({
    description: 'Mails a reset link if the address has an account; the same answer either way.',
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requestPasswordReset(ctx.accounts, args, ctx.http.headers);
      return true;
    },
  }),
  resetPassword: t.boolean({
    args: { token: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await resetPassword(ctx.accounts, args);
      return true;
    },
  }),
  changePassword: t.boolean({
    description: 'Changes the own password and ends every other session.',
    args: {
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      keepCookies(ctx, await changePassword(ctx.accounts, args, ctx.http.headers));
      return true;
    },
  }),
  requestEmailChange: t.boolean({
    description: 'Mails a confirmation link to the new address and a notice to the current one.',
    args: { newEmail: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await requestEmailChange(ctx.accounts, args, ctx.http.headers);
      return true;
    },
  }),
  confirmEmailChange: t.boolean({
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => confirmEmailChange(ctx.accounts, token),
  }),
  updateProfile: t.field({
    type: AccountType,
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      updateProfile(ctx, { ...input, phone: input.phone ?? undefined }),
  }),
  setAccountRole: t.field({
    type: AccountRoleType,
    description: 'ADMIN only, with a second factor.',
    args: {
      userId: t.arg.string({ required: true }),
      role: t.arg({ type: AccountRoleEnum, required: true }),
    },
    resolve: (_root, args, ctx) => setAccountRole(ctx, args),
  }),
  confirmAccountEmail: t.boolean({
    description: 'ADMIN and ADMINV, with a second factor.',
    args: { userId: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => (await confirmAccountEmail(ctx, args)).emailVerified,
  }),
}));
