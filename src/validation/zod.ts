import { z } from 'zod';

// Zod probes `new Function('')` to compile faster parsers. The Content-Security-Policy forbids
// eval, so in the browser every form's schema would report a violation; parse without it.
z.config({ jitless: true });

export { z };
