import { clientAddress } from '../../domain/accounts/client-address';
import { confirmNewsletter } from '../../domain/newsletter/confirm-newsletter';
import { subscribeNewsletter } from '../../domain/newsletter/subscribe-newsletter';
import { unsubscribeNewsletter } from '../../domain/newsletter/unsubscribe-newsletter';
import { builder } from '../builder';
import { LocaleEnum } from './reference';

builder.mutationFields((t) => ({
  subscribeNewsletter: t.boolean({
    description: 'Double opt-in: mails a confirmation link; the same answer for every address.',
    args: {
      email: t.arg.string({ required: true }),
      locale: t.arg({ type: LocaleEnum, required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await subscribeNewsletter(ctx, ctx.accounts.limits, args, clientAddress(ctx.http.headers));
      return true;
    },
  }),
  confirmNewsletter: t.boolean({
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => confirmNewsletter(ctx, token),
  }),
  unsubscribeNewsletter: t.boolean({
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) => unsubscribeNewsletter(ctx, token),
  }),
}));
