import type { Metadata } from 'next';
import {
  ServiceLandingPage,
  landingLocale,
  serviceLandingMetadata,
  type LandingProps,
} from '../service-landing-page';

export async function generateMetadata({ params }: LandingProps): Promise<Metadata> {
  return serviceLandingMetadata(await landingLocale(params), 'puppy_match', '/lp/puppy-match');
}

export default async function PuppyMatchLanding({ params }: LandingProps) {
  const locale = await landingLocale(params);
  return <ServiceLandingPage locale={locale} service="puppy_match" route="/lp/puppy-match" />;
}
