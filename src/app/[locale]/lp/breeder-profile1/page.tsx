import type { Metadata } from 'next';
import {
  ServiceLandingPage,
  landingLocale,
  serviceLandingMetadata,
  type LandingProps,
} from '../service-landing-page';

// Variant A of the breeder-profile page (src/landing-variant-proxy.ts sends visitors here):
// noindex, with the main page as its canonical.
export async function generateMetadata({ params }: LandingProps): Promise<Metadata> {
  return serviceLandingMetadata(
    await landingLocale(params),
    'breeder_profile',
    '/lp/breeder-profile',
    'A',
  );
}

export default async function BreederProfileVariantLanding({ params }: LandingProps) {
  const locale = await landingLocale(params);
  return (
    <ServiceLandingPage
      locale={locale}
      service="breeder_profile"
      route="/lp/breeder-profile"
      variant="A"
      isTested
    />
  );
}
