import { DomainError } from '../../domain/errors';
import {
  VERIFICATION_CHECKS,
  findVerificationRecord,
} from '../../domain/kennels/find-verification-record';
import {
  getKennelVerificationStatus,
  type KennelVerificationStatus,
} from '../../domain/kennels/get-kennel-verification-status';
import { requestKennelVerification } from '../../domain/kennels/request-kennel-verification';
import { refuse } from '../../domain/result';
import { builder } from '../builder';
import { refusalUnion } from './refusal-union';

const REQUEST_REFUSALS = ['alreadyRequested', 'alreadyVerified'] as const;

const VerificationCheckEnum = builder.enumType('KennelVerificationCheck', {
  values: VERIFICATION_CHECKS,
});

const VerificationStateEnum = builder.enumType('KennelVerificationState', {
  values: ['none', 'pending', 'verified', 'refused'] as const,
});

const VerificationStatusType = builder
  .objectRef<KennelVerificationStatus>('KennelVerificationStatus')
  .implement({
    description: 'Where the viewer’s kennel stands with its verified badge.',
    fields: (t) => ({
      state: t.field({ type: VerificationStateEnum, resolve: (s) => s.state }),
      since: t.string({
        nullable: true,
        description: 'Pending: when it was asked; verified: when it was granted; refused: when.',
        resolve: (s) =>
          (s.state === 'pending' || s.state === 'verified'
            ? s.since
            : s.state === 'refused'
              ? s.on
              : null
          )?.toISOString() ?? null,
      }),
      reason: t.string({
        nullable: true,
        description: 'The admin’s reason of a refusal.',
        resolve: (s) => (s.state === 'refused' ? s.reason : null),
      }),
    }),
  });

const VerificationRequestType = builder
  .objectRef<{ kennelId: string; requestedAt: Date }>('KennelVerificationRequest')
  .implement({
    fields: (t) => ({
      kennelId: t.exposeString('kennelId'),
      requestedAt: t.string({ resolve: (r) => r.requestedAt.toISOString() }),
    }),
  });

const VerificationRecordType = builder
  .objectRef<NonNullable<Awaited<ReturnType<typeof findVerificationRecord>>>>(
    'KennelVerificationRecord',
  )
  .implement({
    description: 'What a verified kennel’s badge stands for: what was checked, and when.',
    fields: (t) => ({
      checkedAt: t.string({
        nullable: true,
        description: 'Null for a kennel verified before the checks were recorded.',
        resolve: (r) => r.checkedAt?.toISOString() ?? null,
      }),
      checks: t.field({ type: [VerificationCheckEnum], resolve: (r) => r.checks }),
    }),
  });

const RequestVerificationResult = refusalUnion(
  'RequestKennelVerification',
  VerificationRequestType,
  REQUEST_REFUSALS,
);

builder.queryFields((t) => ({
  myKennelVerification: t.field({
    type: VerificationStatusType,
    nullable: true,
    description: 'The signed-in breeder’s verification state; null without a kennel.',
    resolve: (_root, _args, ctx) => getKennelVerificationStatus(ctx),
  }),
  kennelVerificationRecord: t.field({
    type: VerificationRecordType,
    nullable: true,
    description: 'The public record of a verified kennel’s badge; null when it is not verified.',
    args: { kennelSlug: t.arg.string({ required: true }) },
    resolve: (_root, { kennelSlug }, ctx) => findVerificationRecord(ctx, { kennelSlug }),
  }),
}));

builder.mutationFields((t) => ({
  requestKennelVerification: t.field({
    type: RequestVerificationResult,
    description: 'Asks the admins to verify the viewer’s kennel (confirmed e-mail, own kennel).',
    resolve: async (_root, _args, ctx) => {
      try {
        return await requestKennelVerification(ctx);
      } catch (error) {
        const code = error instanceof DomainError ? error.fields.form : undefined;
        const refusal = REQUEST_REFUSALS.find((known) => known === code);
        if (refusal) return refuse(refusal);
        throw error;
      }
    },
  }),
}));
