// Scripts read .env files the way Next.js does, so they see the same configuration.
import nextEnv from '@next/env';

nextEnv.loadEnvConfig(process.cwd());
