import type { Metadata } from 'next';
import {
  ServiceLandingPage,
  landingLocale,
  serviceLandingMetadata,
  type LandingProps,
} from '../service-landing-page';

export async function generateMetadata({ params }: LandingProps): Promise<Metadata> {
  return serviceLandingMetadata(
    await landingLocale(params),
    'breeder_profile',
    '/lp/breeder-profile',
  );
}

export default async function BreederProfileLanding({ params }: LandingProps) {
  const locale = await landingLocale(params);
  return (
    <ServiceLandingPage
      locale={locale}
      service="breeder_profile"
      route="/lp/breeder-profile"
      isTested
    />
  );
}
