import { env } from '@/env';
import {
  createHttpTradeRegisterChecker,
  type TradeRegisterChecker,
} from '../../integrations/trade-register/trade-register-checker';

/** The configured register look-up, or null when TRADE_REGISTER_CHECK_URL is unset. */
export function configuredTradeRegisterChecker(
  url = env.TRADE_REGISTER_CHECK_URL,
): TradeRegisterChecker | null {
  return url ? createHttpTradeRegisterChecker(url) : null;
}
