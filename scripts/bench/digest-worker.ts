// One digest run for `npm run bench:alerts`, in its own process so `--crash-after` can kill it
// like a crash: the hourly task's path (sendSavedSearchDigests handing each digest to
// deliverEmail, which renders it and sends it with nodemailer to SMTP_URL). Prints a progress
// line every `--every` digests and, at the end, `sent N`.
//   --total N         digests expected (for the rate and ETA)
//   --crash-after N   exit at once (code 99) when the N-th digest of this run is sent
//   --concurrency N   digests in flight at once (default: the hourly task's)
import '../support/load-env';
import { parseArgs } from 'node:util';
import { createRequestContext } from '@/server/context';
import { closeDatabase } from '@/server/db/client';
import { sendSavedSearchDigests } from '@/server/domain/alerts/send-saved-search-digests';
import { DIGEST_CONCURRENCY, deliverEmail, getMailer } from '@/server/jobs/deliver-email';

const { values } = parseArgs({
  options: {
    total: { type: 'string', default: '0' },
    'crash-after': { type: 'string', default: '0' },
    every: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: String(DIGEST_CONCURRENCY) },
  },
});
const total = Number(values.total);
const crashAfter = Number(values['crash-after']);
const every = Number(values.every);
const started = performance.now();

function progress(sent: number) {
  const seconds = (performance.now() - started) / 1000;
  const rate = sent / seconds;
  const eta = total > sent && rate > 0 ? (total - sent) / rate : 0;
  console.log(
    `  ${sent.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} digests sent, ` +
      `${rate.toFixed(0)}/s, ETA ${eta.toFixed(0)} s`,
  );
}

async function main() {
  const ctx = createRequestContext();
  let delivered = 0;
  const { sent } = await sendSavedSearchDigests(ctx, {
    concurrency: Number(values.concurrency),
    deliver: async (email) => {
      await deliverEmail(email, undefined, ctx);
      delivered++;
      if (delivered === crashAfter) {
        console.log(`  crashing after ${delivered.toLocaleString('en-US')} digests sent`);
        process.exit(99);
      }
    },
    onSent: (count) => {
      if (count % every === 0) progress(count);
    },
  });
  progress(sent);
  console.log(`sent ${sent}`);
  // The pooled SMTP connections would otherwise hold the process until the server's timeout.
  getMailer().close();
  await closeDatabase();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
