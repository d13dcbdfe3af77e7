import { getOwnAccount } from '../../domain/accounts/get-own-account';
import { builder } from '../builder';

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
  }),
});

builder.queryFields((t) => ({
  me: t.field({
    type: AccountType,
    nullable: true,
    description: 'The signed-in account, or null for visitors.',
    resolve: (_root, _args, ctx) => (ctx.viewer ? getOwnAccount(ctx) : null),
  }),
}));
